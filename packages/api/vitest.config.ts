import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    // Files share their worker's modules, as in packages/domain/vitest.config.ts.
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
