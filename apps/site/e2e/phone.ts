// A phone like Lighthouse's mobile defaults, for the checks of speed (vitals.e2e) and of layout (layout.e2e): 150 ms
// round trips, 1.6 Mbit/s down, 750 kbit/s up and a 4× slower CPU, applied through the DevTools protocol, in a
// 412×823 viewport, with observers of the largest paint, layout shifts and slow events installed before the page's
// own scripts.
import type { Browser, BrowserContext, Page } from 'playwright';

/** Lighthouse's mobile device: a Moto G Power sized screen. */
export const phone = { width: 412, height: 823 };

/** What the page's observers saw, kept on `window` by {@link recordVitals}. */
export interface Vitals {
  lcp: number | null;
  shifts: { value: number; startTime: number; sources: string[] }[];
  events: {
    name: string;
    duration: number;
    interactionId: number;
    /** Input delay, processing and presentation delay, in ms: where the time of a slow event went. */
    parts: string;
  }[];
}

/**
 * Runs before the page's own scripts: observers for the largest paint, layout shifts not caused by input (with the
 * elements that moved, for the failure message) and slow events (Event Timing, from 16 ms, its lowest threshold).
 */
function recordVitals(): void {
  const vitals: Vitals = { lcp: null, shifts: [], events: [] };
  (window as unknown as { vitals: Vitals }).vitals = vitals;
  const nameOf = (node: Node | null | undefined) =>
    node instanceof Element
      ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}`
      : String(node?.nodeName);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      vitals.shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        sources: (entry.sources ?? []).map((source) => nameOf(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
      vitals.events.push({
        name: entry.name,
        duration: entry.duration,
        interactionId: entry.interactionId,
        parts: [
          entry.processingStart - entry.startTime,
          entry.processingEnd - entry.processingStart,
          entry.startTime + entry.duration - entry.processingEnd,
        ]
          .map((part) => String(Math.round(part)))
          .join('/'),
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** A fresh phone context with the observers installed and Lighthouse's mobile throttling on its page. */
export async function throttledPage(
  browser: Browser,
  options: { cache: boolean },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: phone,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(recordVitals);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !options.cache });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/** What the page's observers have seen so far. */
export const vitals = (page: Page) => page.evaluate(() => (window as unknown as { vitals: Vitals }).vitals);
