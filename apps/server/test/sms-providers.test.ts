// The SMS providers against a fake gateway on 127.0.0.1 that speaks each one's HTTP API: what they send, and
// how a refusal, an odd answer, a time-out and a closed port end (a SmsSendError that names no number or text).
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type SmsConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { createSmsProvider, SmsSendError } from '../src/services/sms';
import { httpSmsProvider } from '../src/services/smsHttp';
import { twilioSmsProvider } from '../src/services/smsTwilio';
import { freePort } from './processes';
import {
  startFakeGateway,
  twilioCreated,
  twilioError,
  TWILIO_ACCOUNT_SID,
  TWILIO_AUTH_TOKEN,
  type FakeGateway,
} from './sms-fake';

const TEXT = 'Your Aafiyat sign-in code is 482913. It expires in 5 minutes. Do not share it.';
const TIMEOUT_MS = 300;

let gateway: FakeGateway;
beforeAll(async () => {
  gateway = await startFakeGateway();
});
afterAll(async () => {
  await gateway.close();
});
beforeEach(() => {
  gateway.requests.length = 0;
  gateway.answer = twilioCreated;
});

function smsConfig(env: Record<string, string>): SmsConfig {
  return loadConfig({ SMS_TIMEOUT_MS: String(TIMEOUT_MS), ...env }, '/srv/aafiyat').sms;
}

function twilio(env: Record<string, string> = {}) {
  const config = smsConfig({
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID,
    TWILIO_AUTH_TOKEN,
    TWILIO_API_URL: gateway.url,
    ...(env.TWILIO_MESSAGING_SERVICE_SID ? {} : { TWILIO_FROM: 'Aafiyat' }),
    ...env,
  });
  if (config.provider !== 'twilio') throw new Error('not a Twilio configuration');
  return twilioSmsProvider(config);
}

function http(env: Record<string, string>) {
  const config = smsConfig({ SMS_PROVIDER: 'http', ...env });
  if (config.provider !== 'http') throw new Error('not an HTTP configuration');
  return httpSmsProvider(config);
}

async function failureOf(send: Promise<void>): Promise<SmsSendError> {
  const error = await send.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  const failure = error as SmsSendError;
  // The failure is safe to log: neither the number nor the text (its code) is in it.
  expect(`${failure.message} ${JSON.stringify(failure)}`).not.toMatch(/3001234567|482913/);
  return failure;
}

describe('the twilio provider', () => {
  it("posts To in E.164, From and Body, form-encoded, to the account's Messages.json with Basic auth", async () => {
    await twilio().send({ to: '03001234567', text: TEXT });
    expect(gateway.requests).toHaveLength(1);
    const [request] = gateway.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`/2010-04-01/Accounts/${TWILIO_ACCOUNT_SID}/Messages.json`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${TWILIO_ACCOUNT_SID}:${TWILIO_AUTH_TOKEN}`).toString('base64')}`,
    );
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: '+923001234567',
      From: 'Aafiyat',
      Body: TEXT,
    });
  });

  it('sends through a Messaging Service when one is configured instead of a sender', async () => {
    const messagingServiceSid = `MG${'a'.repeat(32)}`;
    await twilio({ TWILIO_MESSAGING_SERVICE_SID: messagingServiceSid }).send({
      to: '03451234567',
      text: TEXT,
    });
    expect(Object.fromEntries(new URLSearchParams(gateway.requests[0]?.body))).toEqual({
      To: '+923451234567',
      MessagingServiceSid: messagingServiceSid,
      Body: TEXT,
    });
  });

  it("fails with Twilio's status and error code when it refuses the message", async () => {
    gateway.answer = () =>
      twilioError(400, 21211, "The 'To' number +923001234567 is not a valid phone number.");
    const failure = await failureOf(twilio().send({ to: '03001234567', text: TEXT }));
    expect(failure).toMatchObject({ reason: 'rejected', status: 400, providerCode: '21211' });
  });

  it('fails on wrong credentials (401, 20003) and on a rate limit (429, 20429)', async () => {
    gateway.answer = () => twilioError(401, 20003, 'Authenticate');
    expect(await failureOf(twilio().send({ to: '03001234567', text: TEXT }))).toMatchObject({
      reason: 'rejected',
      status: 401,
      providerCode: '20003',
    });
    gateway.answer = () => twilioError(429, 20429, 'Too Many Requests');
    expect(await failureOf(twilio().send({ to: '03001234567', text: TEXT }))).toMatchObject({
      status: 429,
      providerCode: '20429',
    });
  });

  it('fails on a 2xx that is not a message resource, and on a 5xx page that is not JSON', async () => {
    gateway.answer = () => ({ status: 200, body: '<html>maintenance</html>', contentType: 'text/html' });
    expect(await failureOf(twilio().send({ to: '03001234567', text: TEXT }))).toMatchObject({
      reason: 'unexpected_answer',
    });
    gateway.answer = () => ({ status: 502, body: 'Bad Gateway' });
    expect(await failureOf(twilio().send({ to: '03001234567', text: TEXT }))).toMatchObject({
      reason: 'rejected',
      status: 502,
      providerCode: undefined,
    });
  });

  it('gives up after SMS_TIMEOUT_MS when Twilio does not answer', async () => {
    gateway.answer = () => 'hang';
    const started = Date.now();
    expect(await failureOf(twilio().send({ to: '03001234567', text: TEXT }))).toMatchObject({
      reason: 'timeout',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2_000);
  });

  it('fails when nothing listens at the API address', async () => {
    const closed = `http://127.0.0.1:${String(await freePort())}`;
    expect(
      await failureOf(twilio({ TWILIO_API_URL: closed }).send({ to: '03001234567', text: TEXT })),
    ).toMatchObject({ reason: 'unreachable' });
  });
});

describe('the http provider', () => {
  it('posts a JSON body template with the number and the text filled in, with its headers and Basic auth', async () => {
    gateway.answer = () => ({ status: 200, body: '{"status":"ACCEPTED"}', contentType: 'application/json' });
    const text = 'Line one\n"quoted" \\ آپ کا کوڈ 482913';
    await http({
      SMS_HTTP_URL: `${gateway.url}/api/v2/sms`,
      SMS_HTTP_BODY:
        '{"msisdn":"{{to_digits}}","message":"{{text}}","mask":"Aafiyat","meta":{"to":"{{to}}","local":"{{to_local}}","priority":1}}',
      SMS_HTTP_HEADERS: '{"X-Api-Key":"key-123"}',
      SMS_HTTP_USERNAME: 'aafiyat',
      SMS_HTTP_PASSWORD: 'secret',
    }).send({ to: '03001234567', text });
    const [request] = gateway.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/v2/sms');
    expect(request?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(request?.headers['x-api-key']).toBe('key-123');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('aafiyat:secret').toString('base64')}`);
    expect(JSON.parse(request?.body ?? '')).toEqual({
      msisdn: '923001234567',
      message: text,
      mask: 'Aafiyat',
      meta: { to: '+923001234567', local: '03001234567', priority: 1 },
    });
  });

  it('posts a form body template, leaving a placeholder typed inside the text as it is', async () => {
    gateway.answer = () => ({ status: 200, body: 'OK' });
    await http({
      SMS_HTTP_URL: `${gateway.url}/send`,
      SMS_HTTP_BODY_TYPE: 'form',
      SMS_HTTP_BODY: 'to={{to}}&text={{text}}&sender=Aafiyat',
    }).send({ to: '03001234567', text: 'Code 482913 & more {{to}}' });
    const [request] = gateway.requests;
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      to: '+923001234567',
      text: 'Code 482913 & more {{to}}',
      sender: 'Aafiyat',
    });
  });

  it('sends a GET with the placeholders URL-encoded in the query', async () => {
    gateway.answer = () => ({ status: 200, body: 'OK: message queued' });
    await http({
      SMS_HTTP_URL: `${gateway.url}/api/sms.php?api_key=k&mobile={{to_digits}}&message={{text}}`,
      SMS_HTTP_METHOD: 'GET',
      SMS_HTTP_SUCCESS_TEXT: 'OK',
    }).send({ to: '03001234567', text: 'Code 482913 & more' });
    const [request] = gateway.requests;
    expect(request?.method).toBe('GET');
    const query = new URL(request?.url ?? '', gateway.url).searchParams;
    expect(query.get('mobile')).toBe('923001234567');
    expect(query.get('message')).toBe('Code 482913 & more');
    expect(query.get('api_key')).toBe('k');
  });

  const jsonGateway = () =>
    http({
      SMS_HTTP_URL: `${gateway.url}/sms`,
      SMS_HTTP_BODY: '{"to":"{{to}}","text":"{{text}}"}',
      SMS_HTTP_SUCCESS_TEXT: '"ok":true',
    });

  it('fails on an error status, with the status', async () => {
    gateway.answer = () => ({
      status: 401,
      body: '{"error":"invalid api key"}',
      contentType: 'application/json',
    });
    expect(await failureOf(jsonGateway().send({ to: '03001234567', text: TEXT }))).toMatchObject({
      reason: 'rejected',
      status: 401,
    });
    gateway.answer = () => ({ status: 503, body: 'down' });
    expect(await failureOf(jsonGateway().send({ to: '03001234567', text: TEXT }))).toMatchObject({
      reason: 'rejected',
      status: 503,
    });
  });

  it('fails on a 200 without the success text (gateways that answer 200 to a refusal)', async () => {
    gateway.answer = () => ({ status: 200, body: '{"ok":false,"error":"insufficient balance"}' });
    expect(await failureOf(jsonGateway().send({ to: '03001234567', text: TEXT }))).toMatchObject({
      reason: 'unexpected_answer',
      status: 200,
    });
  });

  it('gives up after SMS_TIMEOUT_MS when the gateway does not answer', async () => {
    gateway.answer = () => 'hang';
    expect(await failureOf(jsonGateway().send({ to: '03001234567', text: TEXT }))).toMatchObject({
      reason: 'timeout',
    });
  });
});

describe('the configured provider', () => {
  it('logs a failed send with the provider, the reason and the last digits only, then throws it on', async () => {
    const warnings: { object: Record<string, unknown>; message: string }[] = [];
    const log = {
      warn: (object: Record<string, unknown>, message: string) => warnings.push({ object, message }),
    } as unknown as FastifyBaseLogger;
    const config = smsConfig({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN,
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: gateway.url,
    });
    gateway.answer = () => twilioError(400, 21614, "'To' number +923001234567 is not a mobile number");
    const provider = createSmsProvider(config, null as unknown as Database, log);
    expect(provider.name).toBe('twilio');
    await failureOf(provider.send({ to: '03001234567', text: TEXT }));
    expect(warnings).toEqual([
      {
        object: { provider: 'twilio', to: '***567', reason: 'rejected', status: 400, providerCode: '21614' },
        message: 'SMS not sent',
      },
    ]);
    expect(JSON.stringify(warnings)).not.toMatch(/3001234567|482913/);
  });
});
