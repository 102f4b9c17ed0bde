// A database holding helpline requests from before the one-a-day rule migrates without losing one. It builds its
// own PGlite at the migration before the rule, whatever database the suite runs on: initdb and every migration
// from the first, which takes seconds, and more on a busy machine.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client';

describe('the migration to one call-back a day', () => {
  it(
    'keeps every stored request, repeats included, and dates each number’s first of a day',
    { timeout: 90_000 },
    async () => {
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
    },
  );
});
