import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import type { ToMatchScreenshotOptions } from 'vitest/node';
import { HEADLESS_SHELL_PATH, quietChromiumArgs } from './apps/site/e2e/chromium';

/** The visual regression tests: screenshots only, kept out of the component tests. */
const VISUAL_TESTS = 'packages/ui/src/**/*.visual.test.tsx';

/**
 * Where a visual test's baseline lives: `baselines/` beside the test file, not Vitest's `__screenshots__` (which
 * holds the failure screenshots of every browser project and is ignored by git).
 */
const baselinePath: NonNullable<ToMatchScreenshotOptions['resolveScreenshotPath']> = ({
  root,
  testFileDirectory,
  testFileName,
  arg,
  browserName,
  platform,
  ext,
}) => join(root, testFileDirectory, 'baselines', testFileName, `${arg}-${browserName}-${platform}${ext}`);

/**
 * Debian's Chromium headless shell, driven by Playwright (nothing downloads a browser here). `window` is the size of
 * the page around the tests' frame; the frame is scaled down to fit it when a test asks for a larger viewport.
 */
function chromium(window?: { width: number; height: number }) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: [...quietChromiumArgs] },
      ...(window ? { contextOptions: { viewport: window } } : {}),
    }),
    instances: [{ browser: 'chromium' as const }],
  };
}

/** React component tests in Chromium (`vitest-browser-react`), with the library's styles. */
function componentTests(name: string, include: string, exclude: readonly string[] = []) {
  return {
    plugins: [react(), vanillaExtractPlugin()],
    optimizeDeps: {
      include: [
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        'vitest-browser-react',
      ],
    },
    test: { name, include: [include], exclude: [...configDefaults.exclude, ...exclude], browser: chromium() },
  };
}

/**
 * The layout pieces drawn at 360 and 1280 px in English and Urdu, each compared with a committed PNG
 * (`packages/ui/src/visual/baselines/<test file>/<piece>-<locale>-<width>-chromium-linux.png`). A mismatch fails
 * the test and writes the actual and diff images under `.vitest-attachments/` (ignored); `npm run visual:accept`
 * replaces the baselines.
 */
function visualTests() {
  const project = componentTests('visual', VISUAL_TESTS);
  return {
    ...project,
    test: {
      ...project.test,
      browser: {
        // Room around the largest viewport under test (1280 wide; as tall as the tallest piece, the price cards
        // stacked on a phone, about 2,500 px), so its pixels are photographed unscaled.
        ...chromium({ width: 1440, height: 3200 }),
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch' as const,
            // Not one pixel may differ beyond pixelmatch's colour threshold (anti-aliasing aside): the baselines
            // are drawn by the same Chromium and fonts every run, so any difference is a change to look at.
            comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0 },
            resolveScreenshotPath: baselinePath,
          },
        },
      },
    },
  };
}

/**
 * Every story as a test (play function and axe) in `locale`, as Storybook's language toolbar would show it; a story
 * that names its own language keeps it.
 */
function storyTests(name: string, locale: 'en' | 'ur') {
  return {
    plugins: [storybookTest({ configDir: '.storybook', initialGlobals: { locale } })],
    // 30 s: a call story waits for Chromium to notice a vanished peer (about 8 s) before it reconnects.
    test: {
      name,
      browser: chromium(),
      testTimeout: 30_000,
      // One page for every story file, its modules loaded once: a fresh page per file spent about 2.4 s
      // loading them again (243 s of a 772 s run; the run takes 332 s without). Storybook mounts each story
      // afresh and unmounts it after, and the setup file below still runs before every file.
      isolate: false,
      // Each story file gets its own local storage, empty when it starts (files share one origin).
      setupFiles: ['.storybook/vitest.setup.ts'],
    },
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
      // Every story as a test, in English, then again in Urdu (the toolbar's other language, right to left).
      storyTests('storybook', 'en'),
      storyTests('storybook-ur', 'ur'),
      // Component tests that stories cannot express (fake timers for the 2.3 s and 10 s rules).
      componentTests('ui-browser', 'packages/ui/src/**/*.test.tsx', [VISUAL_TESTS]),
      // Screenshots of the layout pieces against committed baselines (`npm run visual:accept` to accept changes).
      visualTests(),
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
