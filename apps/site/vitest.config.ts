import { defineProject } from 'vitest/config';

// The site's own logic (head rendering, form checks, package mapping); pages are checked by the build's prerender
// and, in the browser, by the end-to-end suite.
export default defineProject({
  test: {
    name: 'site',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
