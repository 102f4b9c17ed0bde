// What every SMS provider shares: its shape, its failure, and one bounded request to a gateway.
import { toE164MobileNumber } from '@aafiyat/domain';

/** Sends text messages to a mobile number in the stored `03XXXXXXXXX` form; a failed send throws {@link SmsSendError}. */
export interface SmsProvider {
  readonly name: string;
  send(message: { to: string; text: string }): Promise<void>;
}

/**
 * Why a message was not sent: no answer in time, no connection, a refusal, an answer the gateway does not give
 * when it takes a message, or a number that has no E.164 form.
 */
export type SmsFailureReason =
  'timeout' | 'unreachable' | 'rejected' | 'unexpected_answer' | 'invalid_number';

/**
 * A message the gateway did not take. Its message and fields never hold the number or the text (a code), so it
 * can be logged as it is.
 */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
  constructor(
    readonly reason: SmsFailureReason,
    /** The gateway's HTTP status, when it answered. */
    readonly status?: number,
    /** The gateway's own error code (Twilio's `code`), when it gave one. */
    readonly providerCode?: string,
  ) {
    super(
      `The SMS gateway did not take the message (${reason}${status === undefined ? '' : `, HTTP ${String(status)}`}${providerCode === undefined ? '' : `, code ${providerCode}`}).`,
    );
  }
}

/**
 * Sends one request to a gateway and gives its status and body text. No answer within `timeoutMs` (headers and
 * body) is a `timeout`; a refused or broken connection is `unreachable`.
 */
export async function requestGateway(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal, redirect: 'error' });
    return { status: response.status, text: await response.text() };
  } catch {
    throw new SmsSendError(signal.aborted ? 'timeout' : 'unreachable');
  }
}

/** HTTP Basic credentials as an `Authorization` header value. */
export function basicAuthorization(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

/** The number in E.164 (`+923001234567`), as gateways take it. */
export function internationalNumber(to: string): string {
  const number = toE164MobileNumber(to);
  if (!number) throw new SmsSendError('invalid_number');
  return number;
}
