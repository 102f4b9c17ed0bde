// Where the built site's public pages draw things, in Chromium on a throttled phone like Lighthouse's mobile
// defaults (phone.ts): CLS < 0.05 on every public route after a cold load and a scroll to the bottom (and on a page
// opened at its packages); nothing on a public route moves from where its prerendered HTML put it once scripts and
// requests are done; a long page's far sections and footer are left undrawn until they near the screen, and drawn
// when scrolled or linked to; the doctor search's page comes with its first answer, which its script takes over.
// None of it depends on how fast the machine is, so it runs in the browser suite; the figures that do are
// vitals.e2e.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HYDRATION_PATTERN, launchBrowser } from './browser';
import { reportFigure } from './figures';
import { phone, throttledPage, vitals, type Vitals } from './phone';
import { siteDir, startSite, type SiteServer } from './server';
import { prerenderedPaths } from './sitemap';

const CLS_LIMIT = 0.05;
/**
 * Visits that open a page somewhere other than its top: the hero's SIGN UP on slide 0 opens the clinic page at its
 * packages, so whatever the page changes there after loading is in view at once.
 */
const DEEP_VISITS = [
  '/products/clinicmanagement?packages=true',
  '/ur/products/clinicmanagement?packages=true',
];
/** Routes the layout check loads at a time. */
const LAYOUT_LANES = 3;

let server: SiteServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSite(), launchBrowser()]);
});

afterAll(async () => {
  await browser.close();
  await server.dispose();
});

/** CLS as the Web Vitals define it: the largest session of shifts (gaps under 1 s, at most 5 s long). */
function cumulativeLayoutShift(shifts: Vitals['shifts']): number {
  let largest = 0;
  let session = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (session > 0 && (shift.startTime - last >= 1000 || shift.startTime - first >= 5000)) session = 0;
    if (session === 0) first = shift.startTime;
    session += shift.value;
    last = shift.startTime;
    largest = Math.max(largest, session);
  }
  return largest;
}

/** Scrolls to the bottom a screen at a time, each step after the browser has painted the last. */
async function scrollToBottom(page: Page): Promise<void> {
  for (let step = 0; step < 100; step += 1) {
    const atBottom = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    if (atBottom) return;
  }
  throw new Error('the page did not reach its bottom within 100 screens');
}

/**
 * Waits until what could still move the page has arrived: every image loaded (or failed) except lazy ones far from
 * the screen (the browser does not fetch those until they come near, and their size is reserved), the fonts, then
 * a painted frame (a shift is reported with the frame that shows it).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const nearScreen = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return box.bottom > -window.innerHeight && box.top < 2 * window.innerHeight && box.width > 0;
    };
    return (
      [...document.images].every(
        (image) => image.complete || (image.loading === 'lazy' && !nearScreen(image)),
      ) && document.fonts.status === 'loaded'
    );
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Brings every island of a page of islands to life as a visitor's first touch would (focus moving into it), then
 * waits until each is hydrated (the loader marks it `data-island-live`) and the network is quiet. Nothing is
 * scrolled: a section skipped by `content-visibility` would take its real height and move what follows.
 */
async function wakeEveryIsland(page: Page): Promise<void> {
  const count = await page.evaluate(() => {
    const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
    for (const island of islands) island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    return islands.length;
  });
  if (count === 0) return;
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]')].every((island) =>
      island.hasAttribute('data-island-live'),
    ),
  );
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/** A module's chunk in the build and every chunk it imports statically (the build's manifest). */
function chunkClosure(key: string): string[] {
  const manifest = JSON.parse(readFileSync(join(siteDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const files: string[] = [];
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${chunkKey}.`);
    if (files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

describe('Layout on a throttled phone', () => {
  it("sends a doctor search's address with its doctors in the HTML, which the script takes over without searching", async () => {
    const { context, page } = await throttledPage(browser, { cache: false });
    try {
      const calls: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) calls.push(pathname);
      });
      const response = await page.goto(`${server.url}/doctors/search?city=Karachi&q=Sana%20Mirza`, {
        waitUntil: 'networkidle',
      });
      const html = (await response?.text()) ?? '';
      // The answer is in the page as it arrives: its count, the doctor's card, and the answer for the script.
      expect(html).toMatch(/<h2[^>]*>1 doctor found<\/h2>/);
      expect(html).toMatch(
        /<h3[^>]*><a [^>]*href="\/doctors\/karachi\/cardiologist\/dr-sana-mirza-45321-p"[^>]*>Dr\. Sana Mirza<\/a><\/h3>/,
      );
      expect(html).toContain('<script type="application/json" data-served-results>');
      // The results' script and every chunk it imports are named in the page's head, so they are fetched with the
      // page (one import after another cost a round trip each on a slow line): a Book press finds it ready.
      const named = [
        ...html.matchAll(
          /<(?:script type="module"|link rel="modulepreload")[^>]*? (?:src|href)="\/([^"]+)"/g,
        ),
      ].map((match) => match[1]);
      expect(
        chunkClosure('src/islands/DoctorResultsDriver.ts').filter((file) => !named.includes(file)),
      ).toEqual([]);
      // The script took the answer over as it stood: nothing searched again, the card still the one served.
      await expect
        .poll(() => page.locator('[data-island="doctorResults"][data-island-live]').count())
        .toBe(1);
      expect(calls.filter((path) => path === '/api/doctors/search')).toEqual([]);
      await expect(page.getByRole('article', { name: 'Dr. Sana Mirza' }).count()).resolves.toBe(1);
    } finally {
      await context.close();
    }
  });

  // 27 throttled cold loads one after another: about 45 s alone, longer beside another file of the suite.
  it(
    `shifts no public route's layout by ${CLS_LIMIT} or more, to the bottom of the page`,
    { timeout: 300_000 },
    async () => {
      // Every route loaded cold, as a first visit (and Lighthouse) sees it: fonts and sheets arrive late then.
      const { context, page } = await throttledPage(browser, { cache: false });
      const failures: string[] = [];
      const measured: { path: string; cls: number }[] = [];
      try {
        for (const path of [...prerenderedPaths(), ...DEEP_VISITS]) {
          // A deep visit is measured where it opens until its requests are done, then scrolled like the others.
          await page.goto(`${server.url}${path}`, {
            waitUntil: DEEP_VISITS.includes(path) ? 'networkidle' : 'load',
          });
          await scrollToBottom(page);
          await settled(page);
          const { shifts } = await vitals(page);
          const cls = cumulativeLayoutShift(shifts);
          console.log(`CLS of ${path}: ${cls.toFixed(4)} (${shifts.length} shift(s); limit < ${CLS_LIMIT})`);
          measured.push({ path, cls });
          if (cls >= CLS_LIMIT) {
            const moved = shifts.map((shift) => `${shift.value.toFixed(4)} ${shift.sources.join(', ')}`);
            failures.push(`${path}: CLS ${cls.toFixed(4)} — ${moved.join('; ')}`);
          }
        }
      } finally {
        await context.close();
      }
      const worst = measured.reduce((a, b) => (b.cls > a.cls ? b : a), { path: '(none)', cls: 0 });
      reportFigure(
        `CLS of ${String(measured.length)} public pages, cold and scrolled to the end: at most ${worst.cls.toFixed(4)} (${worst.path}; limit < ${String(CLS_LIMIT)})`,
      );
      expect(failures, failures.join('\n')).toEqual([]);
    },
  );

  it("leaves a long page's far sections and footer undrawn until they near the screen, and draws one its link opens at", async () => {
    const context = await browser.newContext({ viewport: phone, deviceScaleFactor: 1.75, isMobile: true });
    /** Whether the browser draws the element now, rather than skipping it far from the screen. */
    const drawn = (locator: Locator) =>
      locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    try {
      const page = await context.newPage();
      for (const path of ['/privacy/TermCondition', '/about', '/products/clinicmanagement']) {
        await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
        const footer = page.locator('footer');
        // The page's last part marked to be skipped far from the screen: whether its first element is drawn, after
        // scrolling the part into view or not.
        const lastPart = (scroll: boolean) =>
          page.evaluate(async (scrollTo) => {
            const parts = [...document.querySelectorAll('main *')].filter(
              (element) => getComputedStyle(element).contentVisibility === 'auto',
            );
            const part = parts.at(-1);
            if (scrollTo) {
              part?.scrollIntoView();
              await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            }
            return part?.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? null;
          }, scroll);
        await expect.poll(() => drawn(footer), { message: `${path}: the footer, far below` }).toBe(false);
        await expect
          .poll(() => lastPart(false), { message: `${path}: the last part, far below` })
          .toBe(false);
        // Skipped, yet in the page for screen readers and find-in-page.
        await expect(page.getByRole('contentinfo').getByRole('link').count()).resolves.toBeGreaterThan(10);
        await expect
          .poll(() => lastPart(true), { message: `${path}: the last part, scrolled to` })
          .toBe(true);
        await scrollToBottom(page);
        await expect.poll(() => drawn(footer), { message: `${path}: the footer, scrolled to` }).toBe(true);
      }
      // A link to a section far down the page (a shared link, the FAQs' questions) opens at it, drawn.
      await page.goto(`${server.url}/privacy/Faqs`, { waitUntil: 'load' });
      const id = await page.locator('main section').last().getAttribute('aria-labelledby');
      await page.goto(`${server.url}/privacy/Faqs#${String(id)}`, { waitUntil: 'load' });
      const target = page.locator(`[id="${String(id)}"]`);
      await expect.poll(() => drawn(target)).toBe(true);
      const box = await target.boundingBox();
      expect(
        box !== null && box.y >= 0 && box.y < phone.height,
        `the heading at ${JSON.stringify(box)}`,
      ).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('lays out every public route as its prerendered HTML does, every island live, each hydrated as rendered', async () => {
    // A shift counts only while what moves is on screen, so the scroll above can miss one that a visitor sees (a
    // late answer, or `?packages=true` opening a page at its packages). Here nothing may move at all: each
    // heading and the footer stand where the HTML put them, with scripts off and with scripts run to idle. Inter
    // is kept out of both: it arrives by script and is drawn on 'Inter Fallback', a face of its metrics, whose
    // few pixels of difference in a line's width the throttled CLS above measures. On a page of islands every
    // island is first brought to life (as focus moving into it would), so a hydration mismatch in any of them, or
    // a part that moves once live, is seen here.
    const contexts = await Promise.all(
      [false, true].map((javaScriptEnabled) =>
        browser.newContext({ viewport: phone, deviceScaleFactor: 1.75, isMobile: true, javaScriptEnabled }),
      ),
    );
    await Promise.all(contexts.map((context) => context.route(/\.woff2?$/, (route) => route.abort())));
    // Nothing here is timed, and most of it is waiting for the network to go quiet: LAYOUT_LANES pages at a time
    // in each context, each lane taking the next route.
    const paths = [...prerenderedPaths(), ...DEEP_VISITS];
    const moved: string[] = [];
    const errors: string[] = [];
    const lane = async () => {
      const pages = await Promise.all(contexts.map((context) => context.newPage()));
      const scripted = pages[1];
      scripted?.on('console', (message) => {
        // The web fonts are refused here on purpose (above): their failed loads are not the page's errors.
        const refusedFont = /\.woff2?$/.test(message.location().url);
        if ((message.type() === 'error' && !refusedFont) || HYDRATION_PATTERN.test(message.text()))
          errors.push(`${scripted.url()}: ${message.text()}`);
      });
      scripted?.on('pageerror', (error) => {
        errors.push(`${scripted.url()}: ${error.message}`);
      });
      for (let path = paths.shift(); path !== undefined; path = paths.shift()) {
        const [prerendered, hydrated] = await Promise.all(
          pages.map(async (page) => {
            await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
            if (page === scripted) await wakeEveryIsland(page);
            // Every far part drawn (content-visibility), on both sides: left to the browser, a part could stand at
            // its estimated height on one side and at its real one on the other (drawn once, as a focus or a
            // scroll passed it), and a part that moved inside one still skipped would not be seen. Then a few
            // frames' time to lay them out (a page without scripts runs no frame callbacks to wait on).
            await page.evaluate(() => {
              for (const element of document.querySelectorAll<HTMLElement>('body *')) {
                if (getComputedStyle(element).contentVisibility === 'auto')
                  element.style.contentVisibility = 'visible';
              }
            });
            await page.waitForTimeout(100);
            return page.evaluate(() =>
              [...document.querySelectorAll('h1, h2, footer')].map(
                (element) =>
                  `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 40)}" at ${String(Math.round(element.getBoundingClientRect().top + window.scrollY))}`,
              ),
            );
          }),
        );
        expect(prerendered?.length, `${path} has headings`).toBeGreaterThan(0);
        if (JSON.stringify(prerendered) !== JSON.stringify(hydrated))
          moved.push(`${path}: ${JSON.stringify(prerendered)} became ${JSON.stringify(hydrated)}`);
      }
    };
    try {
      await Promise.all(Array.from({ length: LAYOUT_LANES }, lane));
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
    expect(moved, moved.join('\n')).toEqual([]);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
