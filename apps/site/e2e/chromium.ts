// Debian's Chromium, as the browser suite and the Lighthouse check both launch it.

/** Where Debian's `chromium` package puts the browser (nothing here downloads one). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

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
