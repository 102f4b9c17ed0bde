import { defineConfig } from 'vitest/config';

/**
 * The browser suite: the built site on the real server (a process per test file, on a temporary data folder, with
 * embedded PGlite), in Debian's Chromium through Playwright. Two files at a time: one file alone leaves part of
 * the second core idle while it waits (for the network to settle, for a call to ring out); two keep both busy.
 * The file whose figures depend on speed is the `vitals` project (vitest.vitals.config.ts), run alone.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.test.ts'],
    exclude: ['e2e/vitals.e2e.test.ts'],
    environment: 'node',
    fileParallelism: true,
    maxWorkers: 2,
    // One server seeds the demo data once; each file's server starts on a copy.
    globalSetup: ['e2e/globalSetup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
