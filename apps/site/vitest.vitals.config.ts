import { defineConfig } from 'vitest/config';

/**
 * Core Web Vitals of the built site on a throttled phone, set up like the browser suite (vitest.e2e.config.ts) but
 * a project of its own, so that `npm test` runs it alone and its figures measure the page, not the machine's other
 * work.
 */
export default defineConfig({
  test: {
    name: 'vitals',
    root: import.meta.dirname,
    include: ['e2e/vitals.e2e.test.ts'],
    environment: 'node',
    fileParallelism: false,
    globalSetup: ['e2e/globalSetup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
