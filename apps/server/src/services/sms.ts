import type { Database } from '../db/client';
import { smsOutbox } from '../db/schema';

/** Sends text messages. The default provider keeps them in the database's outbox. */
export interface SmsProvider {
  readonly name: string;
  send(message: { to: string; text: string }): Promise<void>;
}

/** The `outbox` provider: stores each message; `GET /api/dev/outbox` reads them outside production. */
export function outboxSmsProvider(db: Database): SmsProvider {
  return {
    name: 'outbox',
    async send({ to, text }) {
      await db.insert(smsOutbox).values({ to, text });
    },
  };
}
