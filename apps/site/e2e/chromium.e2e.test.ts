// The browser the suite launches: Debian's headless shell, Playwright's own settings kept, and a context that opens
// its page and nothing else.
import { readFileSync, readdirSync } from 'node:fs';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { HEADLESS_SHELL_PATH } from './chromium';

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

describe('the browser of the browser suite', () => {
  it("is Debian's headless shell, with Playwright's own --disable-features left as it is", () => {
    const launched = launchedChromiums();
    expect(launched).toHaveLength(1);
    const args = launched[0] ?? [];
    expect(args[0]).toBe(HEADLESS_SHELL_PATH);
    // Chromium obeys only the last --disable-features: a second one would drop Playwright's.
    const switches = args.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    expect(switches[0]?.split(',').length).toBeGreaterThan(1);
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
