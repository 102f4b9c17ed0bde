import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    environment: 'node',
    // Files share their worker's modules: no unit test mocks a module or leaves a global changed (fake timers are
    // put back after each test), and importing afresh for every file was most of the unit step's processor time
    // (68 s against 30 s for the five unit projects).
    isolate: false,
    include: ['src/**/*.test.ts'],
  },
});
