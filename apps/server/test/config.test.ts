import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const SECRET = 'a-very-long-cookie-secret-for-testing-0001';
const TWILIO = {
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: 'Aafiyat',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/aafiyat');
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('configuration from the environment', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({}, '/srv/aafiyat');
    expect(config).toMatchObject({
      port: 3000,
      production: false,
      dataDir: '/srv/aafiyat/.data',
      seedDemoData: true,
    });
    expect(config.cookieSecretGenerated).toBe(true);
    expect(config.jazzcash).toBeUndefined();
  });

  it('honours PORT and DATA_DIR', () => {
    expect(loadConfig({ PORT: '8080', DATA_DIR: 'db' }, '/srv/aafiyat')).toMatchObject({
      port: 8080,
      dataDir: '/srv/aafiyat/db',
    });
  });

  it('names every bad value at once, each with its own message', () => {
    const problems = problemsOf({
      PORT: '70000',
      DATABASE_URL: 'mysql://x',
      REDIS_URL: 'http://x',
      PUBLIC_HOST: 'https://aafiyat.pk/',
      ALLOWED_ORIGINS: 'aafiyat.pk',
      COOKIE_SECRET: 'short',
      ICE_SERVERS: '{"urls":"stun:x"}',
      LOG_LEVEL: 'loud',
      SMS_PROVIDER: 'carrier-pigeon',
    });
    expect(problems).toHaveLength(9);
    expect(problems).toContain('PORT must be a number from 1 to 65535; got "70000".');
    expect(problems).toContain('COOKIE_SECRET must be at least 32 characters.');
  });

  it('stops a production start without its secrets', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toContain('COOKIE_SECRET is required in production (at least 32 random characters).');
    expect(problems.some((problem) => problem.startsWith('JAZZCASH_MERCHANT_ID'))).toBe(true);
    expect(problems).toContain(
      'SMS_PROVIDER must be "twilio" or "http" in production: the "outbox" provider sends no SMS to phones.',
    );
  });

  it('starts in production with its secrets, without demo data', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        COOKIE_SECRET: SECRET,
        JAZZCASH_MERCHANT_ID: 'MC12345',
        JAZZCASH_PASSWORD: 'pw',
        JAZZCASH_INTEGRITY_SALT: 'salt',
        ...TWILIO,
        ICE_SERVERS:
          '[{"urls":["stun:stun.aafiyat.pk:3478"]},{"urls":"turn:turn.aafiyat.pk","username":"u","credential":"c"}]',
      },
      '/srv/aafiyat',
    );
    expect(config.seedDemoData).toBe(false);
    expect(config.cookieSecretGenerated).toBe(false);
    expect(config.iceServers).toHaveLength(2);
  });

  it('waits 30 s for a dropped party of a call unless CALL_RECONNECT_GRACE_MS says otherwise', () => {
    expect(loadConfig({}, '/srv/aafiyat').callReconnectGraceMs).toBe(30_000);
    expect(loadConfig({ CALL_RECONNECT_GRACE_MS: '300' }, '/srv/aafiyat').callReconnectGraceMs).toBe(300);
    const message =
      'CALL_RECONNECT_GRACE_MS must be a whole number of milliseconds from 50 to 300000 (default 30000).';
    for (const value of ['49', '300001', '1.5', 'soon', '']) {
      expect(problemsOf({ CALL_RECONNECT_GRACE_MS: value })).toEqual([message]);
    }
  });

  it('reuses doctor-search answers for 10 s unless SEARCH_CACHE_MS says otherwise (0 turns it off)', () => {
    expect(loadConfig({}, '/srv/aafiyat').searchCacheMs).toBe(10_000);
    expect(loadConfig({ SEARCH_CACHE_MS: '0' }, '/srv/aafiyat').searchCacheMs).toBe(0);
    const message =
      'SEARCH_CACHE_MS must be a whole number of milliseconds from 0 to 600000 (default 10000).';
    for (const value of ['-1', '600001', '2.5', 'often', '']) {
      expect(problemsOf({ SEARCH_CACHE_MS: value })).toEqual([message]);
    }
  });

  it('wants all three JazzCash settings or none', () => {
    expect(problemsOf({ JAZZCASH_MERCHANT_ID: 'MC12345' })).toEqual([
      'JazzCash needs all three of JAZZCASH_MERCHANT_ID, JAZZCASH_PASSWORD and JAZZCASH_INTEGRITY_SALT.',
    ]);
  });

  it('keeps text messages in the outbox by default, outside production', () => {
    expect(loadConfig({}, '/srv/aafiyat').sms).toEqual({ provider: 'outbox' });
  });

  it("sends through Twilio's API with a sender or a Messaging Service, within SMS_TIMEOUT_MS", () => {
    expect(loadConfig(TWILIO, '/srv/aafiyat').sms).toEqual({
      provider: 'twilio',
      apiUrl: 'https://api.twilio.com',
      accountSid: TWILIO.TWILIO_ACCOUNT_SID,
      authToken: 'token',
      sender: { from: 'Aafiyat' },
      timeoutMs: 10_000,
    });
    const service = `MG${'1'.repeat(32)}`;
    const config = loadConfig(
      {
        ...TWILIO,
        TWILIO_FROM: '',
        TWILIO_MESSAGING_SERVICE_SID: service,
        TWILIO_API_URL: 'http://127.0.0.1:9999/',
        SMS_TIMEOUT_MS: '2500',
      },
      '/srv/aafiyat',
    ).sms;
    expect(config).toMatchObject({
      sender: { messagingServiceSid: service },
      apiUrl: 'http://127.0.0.1:9999',
      timeoutMs: 2500,
    });
  });

  it('names each missing or malformed Twilio setting', () => {
    expect(problemsOf({ SMS_PROVIDER: 'twilio', SMS_TIMEOUT_MS: '10' })).toEqual([
      'SMS_TIMEOUT_MS must be a whole number of milliseconds from 50 to 60000 (default 10000).',
      'TWILIO_ACCOUNT_SID must be the account SID from the Twilio console (AC and 32 hex digits).',
      'TWILIO_AUTH_TOKEN is required with SMS_PROVIDER=twilio.',
      'Twilio needs exactly one sender: TWILIO_FROM (a +92… number or a sender id) or TWILIO_MESSAGING_SERVICE_SID.',
    ]);
    expect(
      problemsOf({ ...TWILIO, TWILIO_MESSAGING_SERVICE_SID: 'MG1', TWILIO_API_URL: 'ftp://twilio' }),
    ).toEqual([
      'Twilio needs exactly one sender: TWILIO_FROM (a +92… number or a sender id) or TWILIO_MESSAGING_SERVICE_SID.',
      'TWILIO_MESSAGING_SERVICE_SID must be MG and 32 hex digits.',
      'TWILIO_API_URL must be an http(s):// URL.',
    ]);
  });

  it('wants https gateways in production', () => {
    const production = {
      NODE_ENV: 'production',
      COOKIE_SECRET: SECRET,
      JAZZCASH_MERCHANT_ID: 'MC12345',
      JAZZCASH_PASSWORD: 'pw',
      JAZZCASH_INTEGRITY_SALT: 'salt',
    };
    expect(problemsOf({ ...production, ...TWILIO, TWILIO_API_URL: 'http://api.twilio.com' })).toEqual([
      'TWILIO_API_URL must be an https:// URL (plain http only to this machine).',
    ]);
    expect(problemsOf({ ...production, ...TWILIO, TWILIO_API_URL: 'http://127.0.0.1:8080' })).toEqual([]);
    expect(
      problemsOf({
        ...production,
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'http://sms.example.pk/send?to={{to}}&text={{text}}',
        SMS_HTTP_METHOD: 'GET',
      }),
    ).toEqual(['SMS_HTTP_URL must be an https:// URL (plain http only to this machine).']);
  });

  it('reads an HTTP gateway: URL, method, body template, headers and Basic credentials', () => {
    const config = loadConfig(
      {
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'https://sms.example.pk/api/send',
        SMS_HTTP_BODY_TYPE: 'form',
        SMS_HTTP_BODY: 'to={{to_digits}}&message={{text}}',
        SMS_HTTP_HEADERS: '{"X-Api-Key":"abc"}',
        SMS_HTTP_USERNAME: 'aafiyat',
        SMS_HTTP_PASSWORD: 'pw',
        SMS_HTTP_SUCCESS_TEXT: 'OK',
      },
      '/srv/aafiyat',
    ).sms;
    expect(config).toEqual({
      provider: 'http',
      url: 'https://sms.example.pk/api/send',
      method: 'POST',
      body: { type: 'form', template: 'to={{to_digits}}&message={{text}}' },
      headers: { 'X-Api-Key': 'abc' },
      basicAuth: { username: 'aafiyat', password: 'pw' },
      successText: 'OK',
      timeoutMs: 10_000,
    });
  });

  it('names each problem of an HTTP gateway', () => {
    expect(
      problemsOf({ SMS_PROVIDER: 'http', SMS_HTTP_METHOD: 'DELETE', SMS_HTTP_BODY_TYPE: 'xml' }),
    ).toEqual([
      'SMS_HTTP_URL is required with SMS_PROVIDER=http.',
      'SMS_HTTP_METHOD must be GET, POST or PUT.',
      'SMS_HTTP_BODY_TYPE must be json or form.',
      'SMS_HTTP_BODY is required with SMS_HTTP_METHOD=DELETE (a JSON or form template).',
      'SMS_HTTP_URL or SMS_HTTP_BODY must hold the number ({{to}}, {{to_digits}} or {{to_local}}) and the message ({{text}}).',
    ]);
    expect(
      problemsOf({
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'https://sms.example.pk/send',
        SMS_HTTP_BODY: '{"to":"{{to}}","text":"{{text}}"',
        SMS_HTTP_HEADERS: '["X-Api-Key"]',
        SMS_HTTP_USERNAME: 'aafiyat',
      }),
    ).toEqual([
      'SMS_HTTP_BODY must be valid JSON when SMS_HTTP_BODY_TYPE is json.',
      'SMS_HTTP_HEADERS must be a JSON object of header names and string values, e.g. {"X-Api-Key":"…"}.',
      'SMS_HTTP_USERNAME and SMS_HTTP_PASSWORD go together (HTTP Basic).',
    ]);
    expect(
      problemsOf({
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'https://sms.example.pk/send?to={{to}}&text={{text}}',
        SMS_HTTP_METHOD: 'GET',
        SMS_HTTP_BODY: 'to={{to}}',
      }),
    ).toEqual(['SMS_HTTP_BODY is not sent with SMS_HTTP_METHOD=GET: put the placeholders in the URL.']);
  });
});
