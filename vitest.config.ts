import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { HEADLESS_SHELL_PATH, quietChromiumArgs } from './apps/site/e2e/chromium';

/** Debian's Chromium headless shell, driven by Playwright (nothing downloads a browser here). */
function chromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: [...quietChromiumArgs] },
    }),
    instances: [{ browser: 'chromium' as const }],
  };
}

/** React component tests in Chromium (`vitest-browser-react`), with the library's styles. */
function componentTests(name: string, include: string) {
  return {
    plugins: [react(), vanillaExtractPlugin()],
    optimizeDeps: {
      include: [
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        'vitest-browser-react',
      ],
    },
    test: { name, include: [include], browser: chromium() },
  };
}

/**
 * Two kinds of run share this file. `npm run test:unit` runs the quick node projects with the coverage gate;
 * `npm run test:stories` runs every story as a test in Debian's Chromium. Vitest measures coverage once per
 * run, so the gate lives here.
 */
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/api',
      'packages/ui',
      'apps/server',
      'apps/site',
      'apps/server/vitest.cluster.config.ts',
      'apps/site/vitest.e2e.config.ts',
      'apps/site/vitest.vitals.config.ts',
      // The repository's own scripts (npm test's report reading, and the like), in Node; files share their
      // worker's modules, as in packages/domain/vitest.config.ts.
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node', isolate: false } },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        // 30 s: a call story waits for Chromium to notice a vanished peer (about 8 s) before it reconnects.
        test: {
          name: 'storybook',
          browser: chromium(),
          testTimeout: 30_000,
          // One page for every story file, its modules loaded once: a fresh page per file spent about 2.4 s
          // loading them again (243 s of a 772 s run; the run takes 332 s without). Storybook mounts each story
          // afresh and unmounts it after, and the setup file below still runs before every file.
          isolate: false,
          // Each story file gets its own local storage, empty when it starts (files share one origin).
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
      // Component tests that stories cannot express (fake timers for the 2.3 s and 10 s rules).
      componentTests('ui-browser', 'packages/ui/src/**/*.test.tsx'),
      // The site's scripts that draw a page's parts without React, against the React components they stand in for.
      componentTests('site-browser', 'apps/site/src/**/*.test.tsx'),
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.d.ts', '**/test-support/**'],
      reporter: ['text-summary', 'text'],
      reportsDirectory: 'coverage',
      thresholds: {
        // The domain package is the single home of every rule; a branch nobody runs is a rule nobody checked.
        'packages/domain/src/**/*.ts': { lines: 100, branches: 100, functions: 100, statements: 100 },
      },
    },
  },
});
