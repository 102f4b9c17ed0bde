// A generic HTTP gateway, for the Pakistani SMS aggregators that take a message by URL, credentials and a body
// template: `{{to}}` (+923001234567), `{{to_digits}}` (923001234567), `{{to_local}}` (03001234567) and `{{text}}`
// are filled in the URL (URL-encoded) and in the body (JSON string values, or form values).
import type { SmsConfig } from '../config';
import {
  basicAuthorization,
  internationalNumber,
  requestGateway,
  SmsSendError,
  type SmsProvider,
} from './smsGateway';

type HttpConfig = Extract<SmsConfig, { provider: 'http' }>;

const PLACEHOLDER = /\{\{(to|to_digits|to_local|text)\}\}/g;

type Values = Record<'to' | 'to_digits' | 'to_local' | 'text', string>;

/** Fills every placeholder in one pass, so a placeholder written inside the message stays as it is. */
function fill(
  template: string,
  values: Values,
  encode: (value: string) => string = (value) => value,
): string {
  return template.replace(PLACEHOLDER, (_, name: keyof Values) => encode(values[name]));
}

/** A JSON template with its string values filled (keys, numbers and booleans stay as written). */
function fillJson(value: unknown, values: Values): unknown {
  if (typeof value === 'string') return fill(value, values);
  if (Array.isArray(value)) return value.map((item) => fillJson(item, values));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillJson(item, values)]));
  }
  return value;
}

function fillForm(template: string, values: Values): string {
  const form = new URLSearchParams(template);
  const filled = new URLSearchParams();
  for (const [key, value] of form) filled.append(key, fill(value, values));
  return filled.toString();
}

/** Sends through the configured gateway; a status outside 2xx, or an answer without the success text, fails. */
export function httpSmsProvider(config: HttpConfig): SmsProvider {
  const headers: Record<string, string> = { ...config.headers };
  if (config.basicAuth) {
    headers.authorization = basicAuthorization(config.basicAuth.username, config.basicAuth.password);
  }
  if (config.body) {
    headers['content-type'] =
      config.body.type === 'json' ? 'application/json; charset=utf-8' : 'application/x-www-form-urlencoded';
  }
  return {
    name: 'http',
    async send({ to, text }) {
      const international = internationalNumber(to);
      const values: Values = {
        to: international,
        to_digits: international.slice(1),
        to_local: `0${international.slice(3)}`,
        text,
      };
      const body = config.body
        ? config.body.type === 'json'
          ? JSON.stringify(fillJson(JSON.parse(config.body.template), values))
          : fillForm(config.body.template, values)
        : undefined;
      const answer = await requestGateway(
        fill(config.url, values, encodeURIComponent),
        { method: config.method, headers, ...(body === undefined ? {} : { body }) },
        config.timeoutMs,
      );
      if (answer.status < 200 || answer.status > 299) throw new SmsSendError('rejected', answer.status);
      if (config.successText !== undefined && !answer.text.includes(config.successText)) {
        throw new SmsSendError('unexpected_answer', answer.status);
      }
    },
  };
}
