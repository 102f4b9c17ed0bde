// The session itself (read it, end it) and the development outbox that tests and demos read codes from.
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, smsOutbox } from '../../db/schema';
import { clearSessionCookie } from '../../http/cookies';
import { fail, type OperationHandlers } from '../../http/operation';
import { destroySession } from '../../services/sessions';
import { storedPhone } from '../marketing';
import { sessionRecord } from './shared';

/** The contract's `OutboxList` holds at most this many messages: the newest ones. */
const OUTBOX_LIMIT = 1000;

export function sessionHandlers(
  context: AppContext,
): Pick<OperationHandlers, 'logout' | 'getSession' | 'getDevOutbox'> {
  const { db, config, sms } = context;

  return {
    async logout(request, reply) {
      // Idempotent: without a (live) session there is nothing to end, and the cookie is cleared anyway.
      if (request.sessionToken) await destroySession(db, request.sessionToken);
      clearSessionCookie(reply, config);
      if (request.session) request.log.info({ accountId: request.session.accountId }, 'signed out');
      return { status: 204, body: undefined };
    },

    async getSession(request) {
      const session = request.session;
      if (!session) throw fail.unauthenticated();
      const [account] = await db
        .select({ verified: accounts.verified })
        .from(accounts)
        .where(eq(accounts.id, session.accountId));
      if (!account) throw fail.unauthenticated();
      const record = await sessionRecord(
        context,
        { id: session.accountId, role: session.role, name: session.name, verified: account.verified },
        session.clinicId,
      );
      return { status: 200, body: record };
    },

    async getDevOutbox(request) {
      // Absent, as if the path did not exist, in production or with a real SMS provider.
      if (sms.name !== 'outbox' || config.production) throw fail.notFound();
      const phone = storedPhone(request.query.phone, 'Enter a valid mobile number, like 03001234567.');
      const newest = await db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.to, phone))
        .orderBy(desc(smsOutbox.id))
        .limit(OUTBOX_LIMIT);
      return {
        status: 200,
        body: {
          data: newest.reverse().map((message) => ({
            to: message.to,
            text: message.text,
            created_at: message.createdAt.toISOString(),
          })),
        },
      };
    },
  };
}
