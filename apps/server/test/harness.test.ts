// The test harness gives every server an empty database, even one a closed server used before.
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { signInAs, startServer } from './harness';

describe('startServer', () => {
  it('starts the next server on the database the last one left, emptied, its ids from 1 again', async () => {
    const first = await startServer();
    const signedIn = await signInAs(first, 'doctor');
    expect(await first.db.select().from(schema.accounts)).toHaveLength(1);
    await first.close();

    const second = await startServer();
    try {
      expect(second.dataDir).toBe(first.dataDir);
      expect(second.db).toBe(first.db);
      for (const table of [schema.accounts, schema.doctors, schema.sessions])
        expect(await second.db.select().from(table)).toEqual([]);
      const again = await signInAs(second, 'doctor');
      expect(again.accountId).toBe(signedIn.accountId);
      expect(again.userId).toBe(signedIn.userId);
    } finally {
      await second.close();
    }
  });

  it('gives a second server started while the first is open a database of its own', async () => {
    const first = await startServer();
    const second = await startServer();
    try {
      expect(second.dataDir).not.toBe(first.dataDir);
      await signInAs(first, 'patient');
      expect(await second.db.select().from(schema.accounts)).toEqual([]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
