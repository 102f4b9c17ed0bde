import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

// The site's own logic (head rendering, form checks, the doctor search's URL, lab data, the blog compiler, the
// prerender's passes over a page's head); pages are checked by their stories and, in the browser, by the
// end-to-end suite. The vanilla-extract plugin lets a test read the theme's tokens through @aafiyat/ui.
export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'site',
    environment: 'node',
    // Files share their worker's modules, as in packages/domain/vitest.config.ts.
    isolate: false,
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'perf/**/*.test.ts'],
  },
});
