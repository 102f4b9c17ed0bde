// Debian's Chromium, as the test suites, the Lighthouse check and the image scripts launch it.

/** Where Debian's `chromium` package puts the browser (nothing here downloads one): Lighthouse and the images. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell`: the same Blink and V8 as `chromium`, without the browser's windows, tabs
 * and address bar, as Playwright itself runs headless tests. The story, browser and vitals suites drive it: the
 * full browser's headless mode builds its window machinery for every context, which cost a fifth of the routes
 * file's processor time (201 s against 162 s here). The binary itself, not `/usr/bin/chromium-headless-shell`:
 * that script starts it without `exec`, so the browser would not be the process Playwright started and stops.
 */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/** Flags that keep Debian's Chromium quiet on a closed network (TOOLCHAIN.md). */
export const quietChromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;
