import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the quick suites (no browser). Each package owns a project config; the
 * coverage gate lives here because Vitest measures coverage once per run, not per project.
 */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/api'],
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
