// Debian's Chromium headless shell through Playwright for the browser suite, and a page that records what went
// wrong on it.
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { HEADLESS_SHELL_PATH, quietChromiumArgs } from './chromium';

/** The quiet flags, and fake media for calls. Playwright's own switches (its `--disable-features`) stay as they are. */
const chromiumArgs = [
  ...quietChromiumArgs,
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
];

/** Debian's headless shell, as every browser test file launches it. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: chromiumArgs, headless: true });
}

/** Phone and desktop widths of the issue. */
export const viewports = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/** A page and every console error and warning and every uncaught exception it produced. */
export interface WatchedPage {
  page: Page;
  /** Console errors and warnings (a library's complaint, a hydration mismatch) and page errors, as text. */
  problems: string[];
}

/** React's hydration complaints, in development wording and as production error codes (#418, #423, #425). */
export const HYDRATION_PATTERN = /hydrat|did not match|Minified React error #(418|423|425)/i;

/**
 * The image calls whose 404 is an answer, not a fault: a person, doctor, clinic or lab without a picture. The
 * page falls back to an initial or a default; the browser still logs the failed load.
 */
const PICTURE_CALL =
  /\/api\/(patient\/image|doctor\/image|clinic\/image|medical-test-labs\/logo\/get|speciality\/image\/get)\?/;

export async function watchedPage(context: BrowserContext): Promise<WatchedPage> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    const pictureMissing = /status of 404/.test(message.text()) && PICTURE_CALL.test(message.location().url);
    if (pictureMissing) return;
    if (
      message.type() === 'error' ||
      message.type() === 'warning' ||
      HYDRATION_PATTERN.test(message.text())
    ) {
      problems.push(`console ${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => {
    problems.push(`page error: ${error.message}`);
  });
  return { page, problems };
}

/**
 * Holds back React's chunk on `page` until the returned `release` is called: what a person does meanwhile meets
 * the page as HTML and the islands' loader alone, as on a slow line.
 */
export async function holdReact(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/react-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Records on every page of `context` each use of Intl's number data: `Intl.NumberFormat`, `Intl.PluralRules` and
 * `Number.prototype.toLocaleString`. The first use loads ICU's data, a task of 40–140 ms at Lighthouse's 4× slower
 * CPU; a public page groups its numbers and picks its plural forms with @aafiyat/domain instead. Read the record
 * with {@link intlNumberWork}.
 */
export async function countIntlNumberWork(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const counted = window as unknown as { intlNumberWork: string[] };
    counted.intlNumberWork = [];
    const watch = <Constructor extends typeof Intl.NumberFormat | typeof Intl.PluralRules>(
      name: string,
      constructor: Constructor,
    ): Constructor =>
      new Proxy(constructor, {
        construct(target, args: unknown[]) {
          counted.intlNumberWork.push(`${name} ${String(args[0])}`);
          return Reflect.construct(target, args) as object;
        },
        apply(target, self, args: unknown[]) {
          counted.intlNumberWork.push(`${name} ${String(args[0])}`);
          return Reflect.apply(target, self, args) as unknown;
        },
      });
    Object.assign(Intl, {
      NumberFormat: watch('NumberFormat', Intl.NumberFormat),
      PluralRules: watch('PluralRules', Intl.PluralRules),
    });
    type ToLocaleString = (
      this: number,
      ...args: Parameters<typeof Number.prototype.toLocaleString>
    ) => string;
    const toLocaleString = Object.getOwnPropertyDescriptor(Number.prototype, 'toLocaleString')
      ?.value as ToLocaleString;
    Number.prototype.toLocaleString = function (this: number, ...args) {
      counted.intlNumberWork.push(`toLocaleString ${String(args[0])}`);
      return toLocaleString.apply(this, args);
    };
  });
}

/** The uses of Intl's number data on `page` so far (see {@link countIntlNumberWork}). */
export function intlNumberWork(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { intlNumberWork: string[] }).intlNumberWork);
}

/** WCAG 2.2 AA and everything below it. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The axe violations on the page, as readable lines (empty when there are none). */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(wcagTags);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/**
 * Scrolls down the page a screen at a time, a frame drawn at each, to the end, and back to the top: each part the
 * browser skips while it is far from the screen (`content-visibility`) is drawn, as a reader who reaches it sees
 * it, and keeps its real height. Until then a part stands at an estimated height with its content overflowing it
 * unseen, which a check of where things lie (axe's target sizes, clipped ink) would read as overlapping.
 */
export function readToTheEnd(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}
