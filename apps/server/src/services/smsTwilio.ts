// Twilio's Messages API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To, From (or
// MessagingServiceSid) and Body, HTTP Basic with the account SID and auth token. It answers 201 with the message
// resource, or an error status with `{ code, message, more_info, status }`.
import type { SmsConfig } from '../config';
import {
  basicAuthorization,
  internationalNumber,
  requestGateway,
  SmsSendError,
  type SmsProvider,
} from './smsGateway';

type TwilioConfig = Extract<SmsConfig, { provider: 'twilio' }>;

/** Sends through Twilio; any answer but a 2xx with a message `sid` is a failed send. */
export function twilioSmsProvider(config: TwilioConfig): SmsProvider {
  const url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = basicAuthorization(config.accountSid, config.authToken);
  return {
    name: 'twilio',
    async send({ to, text }) {
      const form = new URLSearchParams({ To: internationalNumber(to) });
      if ('from' in config.sender) form.set('From', config.sender.from);
      else form.set('MessagingServiceSid', config.sender.messagingServiceSid);
      form.set('Body', text);
      const answer = await requestGateway(
        url,
        {
          method: 'POST',
          headers: {
            authorization,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
        },
        config.timeoutMs,
      );
      const body = parseJson(answer.text);
      if (answer.status < 200 || answer.status > 299) {
        const code = body?.code;
        throw new SmsSendError(
          'rejected',
          answer.status,
          typeof code === 'number' || typeof code === 'string' ? String(code) : undefined,
        );
      }
      if (typeof body?.sid !== 'string' || body.status === 'failed') {
        throw new SmsSendError('unexpected_answer', answer.status);
      }
    },
  };
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
