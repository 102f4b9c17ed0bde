import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

// Logic that stories cannot show (colour contrast, the public exports); components are tested through their
// stories in the browser.
export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'ui',
    environment: 'node',
    // Files share their worker's modules, as in packages/domain/vitest.config.ts.
    isolate: false,
    include: ['src/**/*.test.ts'],
  },
});
