// One helpline call-back per number per day in Pakistan: a repeat, or several sent at once, is answered as already
// received and stored once; a database holding repeats from before the rule migrates without losing one.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addCalendarDays, HELPLINE_ALREADY_RECEIVED_MESSAGE, pakistanDate } from '@aafiyat/domain';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client';
import { helplineRequests } from '../src/db/schema';
import { call, uniquePhone } from './auth-support';
import { expectContract, startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/** Asks for a call-back from a fresh address (the form's per-IP limit is not what is tested here). */
async function ask(phone: string) {
  const response = await call(server, 'POST', '/api/admin/call-helpline/add', {
    payload: { phone_number: phone, data: {} },
  });
  expectContract('addHelplineCallback', response);
  return response;
}

async function rowsOf(phone: string) {
  return server.db
    .select({ id: helplineRequests.id, receivedOn: helplineRequests.receivedOn })
    .from(helplineRequests)
    .where(eq(helplineRequests.phone, phone));
}

describe('POST /api/admin/call-helpline/add, the same number again', () => {
  it('answers a repeat the same day as already received, with the first receipt, and stores it once', async () => {
    const phone = uniquePhone();
    const first = await ask(phone);
    expect(first.statusCode).toBe(201);
    const receipt = first.json<{ id: number; created_at: string }>();
    for (const typed of [phone, phone.slice(1), phone]) {
      const again = await ask(typed);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({
        ...receipt,
        code: 'already_received',
        message: HELPLINE_ALREADY_RECEIVED_MESSAGE,
      });
    }
    expect(await rowsOf(phone)).toEqual([{ id: receipt.id, receivedOn: pakistanDate(new Date()) }]);
  });

  it('stores one of five sent at the same moment; the other four are already received', async () => {
    const phone = uniquePhone();
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask(phone)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 201]);
    const stored = await rowsOf(phone);
    expect(stored).toHaveLength(1);
    for (const answer of answers) expect(answer.json<{ id: number }>().id).toBe(stored[0]?.id);
  });

  it('stores another number, and the same number on another day', async () => {
    const phone = uniquePhone();
    expect((await ask(phone)).statusCode).toBe(201);
    expect((await ask(uniquePhone())).statusCode).toBe(201);
    // The request stored yesterday: today's is a new one.
    const yesterday = addCalendarDays(pakistanDate(new Date()), -1);
    await server.db
      .update(helplineRequests)
      .set({ receivedOn: yesterday })
      .where(eq(helplineRequests.phone, phone));
    expect((await ask(phone)).statusCode).toBe(201);
    expect((await rowsOf(phone)).map((row) => row.receivedOn).sort()).toEqual([
      yesterday,
      pakistanDate(new Date()),
    ]);
  });
});

describe('the migration to one call-back a day', () => {
  it('keeps every stored request, repeats included, and dates each number’s first of a day', async () => {
    const migrations = fileURLToPath(new URL('../drizzle', import.meta.url));
    const root = mkdtempSync(join(tmpdir(), 'aafiyat-helpline-'));
    const before = join(root, 'drizzle');
    try {
      // The migrations as they were before the rule: the journal without its last entry.
      cpSync(migrations, before, { recursive: true });
      const journalPath = join(before, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const index = journal.entries.findIndex((entry) => entry.tag === '0008_helpline_one_a_day');
      expect(index).toBeGreaterThan(0);
      writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));

      const client = await openPglite(join(root, 'data'));
      try {
        const db = drizzle(client);
        await migrate(db, { migrationsFolder: before });
        // Five from one number in ten seconds, one from another, and the first number again the next day
        // (19:30 UTC is 00:30 in Pakistan).
        await client.exec(`
          INSERT INTO helpline_requests (phone, created_at) VALUES
            ('03001234567', '2026-11-20T10:00:00Z'), ('03001234567', '2026-11-20T10:00:02Z'),
            ('03001234567', '2026-11-20T10:00:04Z'), ('03001234567', '2026-11-20T10:00:06Z'),
            ('03001234567', '2026-11-20T10:00:09Z'), ('03217654321', '2026-11-20T10:00:05Z'),
            ('03001234567', '2026-11-20T19:30:00Z');
        `);
        await migrate(db, { migrationsFolder: migrations });
        const rows = await client.query<{ id: number; phone: string; received_on: string | null }>(
          'SELECT id, phone, received_on FROM helpline_requests ORDER BY id',
        );
        expect(rows.rows.map((row) => [row.phone, row.received_on])).toEqual([
          ['03001234567', '2026-11-20'],
          ['03001234567', null],
          ['03001234567', null],
          ['03001234567', null],
          ['03001234567', null],
          ['03217654321', '2026-11-20'],
          ['03001234567', '2026-11-21'],
        ]);
        // The rule holds from now on: the same number and day cannot be stored twice.
        await expect(
          client.query(
            `INSERT INTO helpline_requests (phone, received_on) VALUES ('03217654321', '2026-11-20')`,
          ),
        ).rejects.toThrow(/helpline_requests_phone_day/);
      } finally {
        await client.close();
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
