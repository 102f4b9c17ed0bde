import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/** Flags that keep Debian's Chromium quiet on a closed network (TOOLCHAIN.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

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
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
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
