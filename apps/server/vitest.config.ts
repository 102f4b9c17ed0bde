import { configDefaults, defineProject } from 'vitest/config';

/**
 * Test files that open no database of the suite's own: pure functions, the configuration, the build, the server
 * processes they start (`processes.ts` starts them on PGlite whatever the suite's database), and a migration
 * checked on a PGlite of its own. The PostgreSQL pass leaves them out, since they would only run again as they ran
 * on PGlite; test/engine-free.test.ts checks that each one still opens none of the suite's databases.
 */
export const ENGINE_FREE_FILES = [
  'calls-payloads.test.ts',
  'compression.test.ts',
  'config.test.ts',
  'helpline-migration.test.ts',
  'process.test.ts',
  'production-build.test.ts',
  'search-cache.test.ts',
  'seed-specialties.test.ts',
  'sms-providers.test.ts',
  'validation-compiler.test.ts',
  'verify-fuzz.test.ts',
  'verify-report.test.ts',
];

/** The server suite; `test/cluster` needs PostgreSQL and Redis and runs as its own project (server-cluster). */
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/*.test.ts'],
    // On PostgreSQL (TEST_DATABASE_URL set), only the files that run on the suite's database.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL ? ENGINE_FREE_FILES.map((file) => `test/${file}`) : []),
    ],
    globalSetup: ['test/globalSetup.ts'],
    // Two files at a time suits 2 cores.
    // Its own group: Vitest runs projects with their own worker limits one group after another.
    sequence: { groupOrder: 1 },
    maxWorkers: 2,
    // Files share their worker's modules: each file still starts its own server on an empty database (test/harness.ts
    // empties one a closed server left rather than open another), and no test mocks a module. Importing the server
    // afresh for every file took half the suite's processor time (393 s against 202 s for the same 681 tests here).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
