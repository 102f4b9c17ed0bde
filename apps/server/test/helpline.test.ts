// One helpline call-back per number per day in Pakistan: a repeat, or several sent at once, is answered as already
// received and stored once (helpline-migration.test.ts: a database holding repeats from before the rule migrates
// without losing one).
import { addCalendarDays, HELPLINE_ALREADY_RECEIVED_MESSAGE, pakistanDate } from '@aafiyat/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
