import { defineProject } from 'vitest/config';

/** The server suite; `test/cluster` needs PostgreSQL and Redis and runs as its own project (server-cluster). */
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    // Each file opens its own database; two at a time suits 2 cores.
    // Its own group: Vitest runs projects with their own worker limits one group after another.
    sequence: { groupOrder: 1 },
    maxWorkers: 2,
    // Files share their worker's modules: each file still opens its own database and server, and no test mocks a
    // module. Importing the server afresh for every file took half the suite's processor time (393 s against 202 s
    // for the same 681 tests here).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
