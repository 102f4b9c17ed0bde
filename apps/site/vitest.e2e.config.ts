import { defineConfig } from 'vitest/config';

/**
 * The browser suite: the built site on the real server (a process per test file, on a temporary data folder), in
 * Debian's Chromium through Playwright. One file at a time: two cores, one browser.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // One server seeds the demo data once; each file's server starts on a copy.
    globalSetup: ['e2e/globalSetup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
