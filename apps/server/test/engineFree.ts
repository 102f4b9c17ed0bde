/**
 * Test files that open no database of the suite's own: pure functions, the configuration, the build, and the
 * server processes the files start (`processes.ts` starts them on PGlite whatever the suite's database). The
 * PostgreSQL pass leaves them out, since they would only run again as they ran on PGlite; engine-free.test.ts
 * checks that each one still opens no database.
 */
export const ENGINE_FREE_FILES = [
  'calls-payloads.test.ts',
  'compression.test.ts',
  'config.test.ts',
  'process.test.ts',
  'production-build.test.ts',
  'search-cache.test.ts',
  'seed-specialties.test.ts',
  'sms-providers.test.ts',
  'verify-fuzz.test.ts',
  'verify-report.test.ts',
];
