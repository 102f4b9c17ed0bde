import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../config';
import type { Database } from '../db/client';
import { smsOutbox } from '../db/schema';
import { maskDigits } from '../http/logging';
import { SmsSendError, type SmsProvider } from './smsGateway';
import { httpSmsProvider } from './smsHttp';
import { twilioSmsProvider } from './smsTwilio';

export { SmsSendError, type SmsProvider } from './smsGateway';

/** The `outbox` provider: stores each message; `GET /api/dev/outbox` reads them outside production. */
export function outboxSmsProvider(db: Database): SmsProvider {
  return {
    name: 'outbox',
    async send({ to, text }) {
      await db.insert(smsOutbox).values({ to, text });
    },
  };
}

/**
 * The configured provider. A failed send is logged with the provider, the reason and the number's last three
 * digits (never the text: it holds the code), then thrown on for the caller to answer.
 */
export function createSmsProvider(config: SmsConfig, db: Database, log: FastifyBaseLogger): SmsProvider {
  const provider =
    config.provider === 'twilio'
      ? twilioSmsProvider(config)
      : config.provider === 'http'
        ? httpSmsProvider(config)
        : outboxSmsProvider(db);
  return {
    name: provider.name,
    async send(message) {
      try {
        await provider.send(message);
      } catch (error) {
        if (error instanceof SmsSendError) {
          log.warn(
            {
              provider: provider.name,
              to: maskDigits(message.to),
              reason: error.reason,
              ...(error.status === undefined ? {} : { status: error.status }),
              ...(error.providerCode === undefined ? {} : { providerCode: error.providerCode }),
            },
            'SMS not sent',
          );
        }
        throw error;
      }
    },
  };
}
