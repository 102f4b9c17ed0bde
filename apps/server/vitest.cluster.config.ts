import { defineProject } from 'vitest/config';

/** Several server processes side by side on PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL). */
export default defineProject({
  test: {
    name: 'server-cluster',
    environment: 'node',
    include: ['test/cluster/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    // Its own group: Vitest runs projects with their own worker limits one group after another.
    sequence: { groupOrder: 2 },
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 300_000,
  },
});
