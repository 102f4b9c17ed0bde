// The browser the suite launches: Playwright's own settings kept, and nothing built per window that no test uses.
import { readFileSync, readdirSync } from 'node:fs';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, UNUSED_WINDOW_FEATURES } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** The command lines of the Chromium processes this test process started (the browser, not its helpers). */
function launchedChromiums(): string[][] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const ppid = Number(/\) \S+ (\d+)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1]);
        const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return ppid === process.pid && args[0]?.includes('chromium') ? [args] : [];
      } catch {
        return []; // a process that ended while the list was read
      }
    });
}

const featuresOf = (arg: string) => arg.slice('--disable-features='.length).split(',');

describe('the browser of the browser suite', () => {
  it("turns off every feature Playwright turns off, and the window's unused parts", () => {
    const launched = launchedChromiums();
    expect(launched).toHaveLength(1);
    const switches = (launched[0] ?? []).filter((arg) => arg.startsWith('--disable-features='));
    // Playwright's comes first; Chromium obeys the last one only.
    expect(switches.length).toBeGreaterThanOrEqual(2);
    const playwrights = featuresOf(switches[0] ?? '');
    const obeyed = featuresOf(switches.at(-1) ?? '');
    expect(playwrights.length).toBeGreaterThan(0);
    expect(obeyed).toEqual(expect.arrayContaining([...playwrights, ...UNUSED_WINDOW_FEATURES]));
  });

  it('opens a context with its page and nothing else', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto('data:text/html,<title>x</title>');
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
      expect(targetInfos.filter((target) => target.type === 'browser_ui')).toEqual([]);
      expect(targetInfos.filter((target) => target.type === 'page').map((target) => target.url)).toEqual([
        'data:text/html,<title>x</title>',
      ]);
    } finally {
      await context.close();
    }
  });
});
