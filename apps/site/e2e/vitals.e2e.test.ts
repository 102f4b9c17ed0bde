// Core Web Vitals of the built site in Chromium, on a throttled phone like Lighthouse's mobile defaults (phone.ts),
// alone on the machine: LCP ≤ 1.8 s on a cold load of `/`; the hero's controls, the Login menu and REQUEST A DEMO
// answer a press within 100 ms, on the first touch of a cold load and as the median over six loads. What does not depend on the machine's speed (layout
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

  it(`answers the first touch on the hero's controls, the Login menu and REQUEST A DEMO within ${INTERACTION_LIMIT_MS} ms`, async () => {
    // Each load is a first visit whose presses are cold (code not yet compiled, styles not yet cached), and each
    // control is the load's first touch once: the order of the presses turns by one control per load. Under the
    // 4× CPU slowdown one press on this two-core machine varies by tens of milliseconds from load to load, so the
    // check is on each control's median over the loads and on its first touch, every sample printed.
    const samples = new Map<Control, number[]>();
    const firstTouch = new Map<Control, number>();
    const dialogShown: number[] = [];
    for (let load = 0; load < CONTROLS.length; load += 1) {
      const order = [...CONTROLS.slice(load), ...CONTROLS.slice(0, load)];
      const pressed = await pressControls(load + 1, order);
      for (const { control, latency } of pressed)
        samples.set(control, [...(samples.get(control) ?? []), latency]);
      const first = pressed[0];
      if (first) firstTouch.set(first.control, first.latency);
      for (const { dialogAfter } of pressed) if (dialogAfter !== undefined) dialogShown.push(dialogAfter);
    }
    const slow: string[] = [];
    for (const [control, latencies] of samples) {
      const typical = median(latencies);
      const first = firstTouch.get(control) ?? Number.NaN;
      reportFigure(
        `"${control}": first touch ${String(first)} ms, median ${String(typical)} ms over ${String(latencies.length)} loads (${latencies.join(', ')} ms; limit ${String(INTERACTION_LIMIT_MS)} ms)`,
      );
      if (typical >= INTERACTION_LIMIT_MS || !(first < INTERACTION_LIMIT_MS))
        slow.push(
          `${control}: first touch ${String(first)} ms, median ${String(typical)} ms (${latencies.join(', ')})`,
        );
    }
    // Not an interaction's latency (its press answered at once, above): how long a person waits for the dialog
    // when React and the dialog's code are fetched at that press, over the throttled phone's line.
    reportFigure(
      `REQUEST A DEMO → its dialog on screen: median ${String(median(dialogShown))} ms over ${String(dialogShown.length)} loads (${dialogShown.join(', ')} ms)`,
    );
    expect(samples.size).toBe(CONTROLS.length);
    expect(slow, slow.join('; ')).toEqual([]);
  });
});

/** The events of a press. */
const PRESS_EVENTS = new Set(['pointerdown', 'pointerup', 'click']);

/** What the test presses on `/`, each the first touch of one load. */
const CONTROLS = [
  'Pause or play',
  'Next slide',
  'Previous slide',
  'a dot',
  'Login',
  'REQUEST A DEMO',
] as const;
type Control = (typeof CONTROLS)[number];

/** The middle value (the mean of the middle two for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * One cold load of `/`, pressing the controls in `order`. Gives each press's latency as INP counts it (the longest
 * of its pointerdown, pointerup and click; 0 when Event Timing reported nothing, that is under 16 ms), after
 * checking that the press did what it says; for REQUEST A DEMO, also the time from the press to the dialog.
 */
async function pressControls(
  load: number,
  order: readonly Control[],
): Promise<{ control: Control; latency: number; dialogAfter?: number }[]> {
  const { context, page } = await throttledPage(browser, { cache: false });
  try {
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    const hero = page.getByRole('region', { name: 'Aafiyat products' });
    const current = () => hero.locator('[aria-current="true"]').getAttribute('aria-label');
    const rotation = hero.locator('[data-hero-rotation-control]');
    const banner = page.getByRole('banner');
    const results: { control: Control; latency: number; dialogAfter?: number }[] = [];
    for (const control of order) {
      const before = (await vitals(page)).events.length;
      const shown = await current();
      const slide = Number(/slide (\d)/.exec(shown ?? '')?.[1]);
      const dot = `Show slide ${String((slide % 3) + 1)} of 3`;
      const target =
        control === 'Pause or play'
          ? rotation
          : control === 'a dot'
            ? hero.getByRole('button', { name: dot })
            : control === 'Login'
              ? banner.getByRole('button', { name: 'Login' })
              : hero.getByRole('button', { name: control }).filter({ visible: true });
      const label = await target.getAttribute('aria-label');
      if (control === 'REQUEST A DEMO') await page.evaluate(timeToDialog);
      await press(page, target);
      let dialogAfter: number | undefined;
      if (control === 'Pause or play')
        await expect.poll(() => rotation.getAttribute('aria-label')).not.toBe(label);
      else if (control === 'a dot') await expect.poll(current).toBe(dot);
      else if (control === 'Next slide' || control === 'Previous slide')
        await expect.poll(current).not.toBe(shown);
      else if (control === 'Login') {
        await banner.getByRole('link', { name: 'Patient', exact: true }).waitFor();
      } else {
        const dialog = page.getByRole('dialog', { name: /Request a demo/ });
        await dialog.waitFor();
        dialogAfter = await page.evaluate(
          () => (window as unknown as { dialogShown: Promise<number> }).dialogShown,
        );
      }
      const latency = await latencyOf(page, before);
      console.log(`load ${String(load)}, press on "${control}": ${latency.shown}`);
      results.push({
        control,
        latency: latency.slowest,
        ...(dialogAfter === undefined ? {} : { dialogAfter }),
      });
      // What opened closes again, so the next press finds the page as before.
      if (control === 'Login' || control === 'REQUEST A DEMO') {
        await page.keyboard.press('Escape');
        await expect.poll(() => page.locator('[popover]:popover-open, dialog[open]').count()).toBe(0);
      }
    }
    return results;
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page before a press on REQUEST A DEMO: `window.dialogShown` resolves with the time from that press
 * to the first frame with the dialog open.
 */
function timeToDialog(): void {
  (window as unknown as { dialogShown: Promise<number> }).dialogShown = new Promise((resolve) => {
    window.addEventListener(
      'pointerdown',
      (event) => {
        const check = () => {
          if (document.querySelector('dialog[open]'))
            resolve(Math.round(performance.now() - event.timeStamp));
          else requestAnimationFrame(check);
        };
        check();
      },
      { capture: true, once: true },
    );
  });
}

/**
 * The latency of the page's last interaction, as INP counts it: Event Timing reports every event of 16 ms or more,
 * after the frame that showed its effect; an interaction with no entry within two seconds of that was quicker.
 */
async function latencyOf(page: Page, before: number): Promise<{ slowest: number; shown: string }> {
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
  // The interaction's events (pointerdown, pointerup, click): its latency is the longest, as INP counts it. (The
  // Escape that closed what the last press opened can be reported only now: it is not this press.)
  const events = (await vitals(page)).events
    .slice(before)
    .filter((event) => event.interactionId > 0 && PRESS_EVENTS.has(event.name));
  const slowest = Math.max(0, ...events.map((event) => event.duration));
  const shown = reported
    ? `${String(slowest)} ms (${events.map((event) => `${event.name} ${String(event.duration)}: ${event.parts}`).join(', ')}; input delay/processing/presentation)`
    : '< 16 ms (no Event Timing entry)';
  return { slowest, shown };
}
