// Core Web Vitals of the built site in Chromium, on a throttled phone like Lighthouse's mobile defaults (phone.ts),
// alone on the machine: LCP ≤ 1.8 s on a cold load of `/`; the hero's controls and its demo dialog answer a click
// within 100 ms (each control's median over five cold loads). What does not depend on the machine's speed (layout
// shifts, where things are drawn, when the doctor search asks for its results) is layout.e2e.test.ts, in the
// browser suite.
import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { reportFigure } from './figures';
import { throttledPage, vitals, type Vitals } from './phone';
import { startSite, type SiteServer } from './server';

const LCP_LIMIT_MS = 1800;
const INTERACTION_LIMIT_MS = 100;
/** Cold loads of `/` whose presses give each hero control's median latency. */
const HERO_LOADS = 5;

let server: SiteServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSite(), launchBrowser()]);
});

afterAll(async () => {
  await browser.close();
  await server.dispose();
});

/**
 * A press of the pointer at the middle of a control, once the page is idle. Not `locator.click()`: for its hit
 * check Playwright adds listeners of its own to the page's pointer events, and under the 4× slower CPU their few
 * milliseconds (with a forced layout) were counted in the page's interaction. Not an emulated tap either: DevTools'
 * touch emulation adds the browser's gesture detection, which on this two-core machine varied by tens of
 * milliseconds from run to run (taps measured 24–128 ms, median 48–64, against 24–48 ms for these presses), so a
 * single tap could not say whether the page had become slower.
 */
async function press(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not on the page');
  // Finding the control ran Playwright's own script in the page; the press waits until that and the page are idle.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

describe('Core Web Vitals on a throttled phone', () => {
  it(`paints the largest element of / within ${LCP_LIMIT_MS} ms on a cold load`, async () => {
    const { context, page } = await throttledPage(browser, { cache: false });
    try {
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      // The browser reports the largest paint a frame after it: wait for that frame.
      await expect.poll(async () => (await vitals(page)).lcp).not.toBeNull();
      const lcp = (await vitals(page)).lcp ?? Number.NaN;
      reportFigure(
        `LCP of / (cold, throttled phone): ${String(Math.round(lcp))} ms (limit ${String(LCP_LIMIT_MS)} ms)`,
      );
      expect(lcp).toBeLessThanOrEqual(LCP_LIMIT_MS);
    } finally {
      await context.close();
    }
  });

  it(`answers the hero's controls and its demo dialog within ${INTERACTION_LIMIT_MS} ms`, async () => {
    // Each load is a first visit whose first press is cold (code not yet compiled, styles not yet cached). Under
    // the 4× CPU slowdown one press on this two-core machine varies by tens of milliseconds from load to load
    // (a first press on Next: 56–128 ms, median 72, over 12 loads), so each control's figure is its median over
    // HERO_LOADS loads, every sample printed; the check is on that median.
    const samples = new Map<string, number[]>();
    for (let load = 1; load <= HERO_LOADS; load += 1) {
      for (const [name, latency] of await pressHeroControls(load))
        samples.set(name, [...(samples.get(name) ?? []), latency]);
    }
    const slow: string[] = [];
    for (const [name, latencies] of samples) {
      const typical = median(latencies);
      reportFigure(
        `Hero "${name}": median ${String(typical)} ms over ${String(latencies.length)} loads (${latencies.join(', ')} ms; limit ${INTERACTION_LIMIT_MS} ms)`,
      );
      if (typical >= INTERACTION_LIMIT_MS)
        slow.push(`${name}: median ${String(typical)} ms (${latencies.join(', ')})`);
    }
    expect(samples.size).toBe(4);
    expect(slow, slow.join('; ')).toEqual([]);
  });
});

/** The middle value (the mean of the middle two for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * One cold load of `/`: the slideshow paused, then Next, Previous, a dot and REQUEST A DEMO pressed in turn. Gives
 * each press's latency as INP counts it (the longest of its pointerdown, pointerup and click; 0 when Event Timing
 * reported nothing, that is under 16 ms).
 */
async function pressHeroControls(load: number): Promise<[name: string, latency: number][]> {
  const { context, page } = await throttledPage(browser, { cache: false });
  try {
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    const hero = page.getByRole('region', { name: 'Aafiyat products' });
    const current = () => hero.locator('[aria-current="true"]').getAttribute('aria-label');
    // Paused first, so only the clicks below move the slides; pressed like them, so that no hit-check listener of
    // Playwright's (left on the page by a locator's click) runs in the presses measured after it.
    await press(page, hero.getByRole('button', { name: 'Pause slideshow' }));
    await hero.getByRole('button', { name: 'Play slideshow' }).waitFor();
    // Where the rotation stopped decides what Next shows.
    const start = Number(/slide (\d)/.exec((await current()) ?? '')?.[1]);
    const dot = (slide: number) => `Show slide ${String(slide)} of 3`;
    const clicks: [name: string, label: string, expected: string | null][] = [
      ['Next slide', 'Next slide', dot((start % 3) + 1)],
      ['Previous slide', 'Previous slide', dot(start)],
      ['a dot', dot(((start + 1) % 3) + 1), dot(((start + 1) % 3) + 1)],
      ['REQUEST A DEMO', 'REQUEST A DEMO', null],
    ];
    const latencies: [string, number][] = [];
    for (const [name, label, expected] of clicks) {
      const before = (await vitals(page)).events.length;
      await press(page, hero.getByRole('button', { name: label }).filter({ visible: true }));
      if (expected) await expect.poll(current).toBe(expected);
      else await page.getByRole('dialog', { name: /Request a demo/ }).waitFor();
      // Event Timing reports every event of 16 ms or more, after the frame that showed its effect; an
      // interaction with no entry within two seconds of that was quicker than 16 ms.
      const reported = await page
        .waitForFunction(
          (count) =>
            (window as unknown as { vitals: Vitals }).vitals.events
              .slice(count)
              .some((event) => event.name === 'click'),
          before,
          { timeout: 2000 },
        )
        .then(() => true)
        .catch(() => false);
      // The interaction's events (pointerdown, pointerup, click): its latency is the longest, as INP counts it.
      const events = (await vitals(page)).events.slice(before).filter((event) => event.interactionId > 0);
      const slowest = Math.max(0, ...events.map((event) => event.duration));
      const shown = reported
        ? `${String(slowest)} ms (${events.map((event) => `${event.name} ${String(event.duration)}: ${event.parts}`).join(', ')}; input delay/processing/presentation)`
        : '< 16 ms (no Event Timing entry)';
      console.log(`load ${String(load)}, click on "${label}": ${shown}`);
      latencies.push([name, slowest]);
    }
    return latencies;
  } finally {
    await context.close();
  }
}
