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

/** A page and every console error, uncaught exception and hydration warning it produced. */
export interface WatchedPage {
  page: Page;
  /** Console errors and page errors, as text. */
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
    if (message.type() === 'error' || HYDRATION_PATTERN.test(message.text())) {
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
