// Configuration comes from the environment only, and is checked at start: each bad value gets its own clear
// message, and in production a missing secret stops the start.
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { INCOMING_CALL_TIMEOUT_MS } from '@aafiyat/domain';

export interface IceServerConfig {
  urls: string | string[];
  username?: string;
  credential?: string;
}

export interface JazzCashConfig {
  merchantId: string;
  password: string;
  integritySalt: string;
  gatewayUrl: string;
}

/**
 * Where text messages go (`SMS_PROVIDER`): the database's outbox (development and tests only), Twilio's
 * Messages API, or any HTTP gateway described by a URL, credentials and a body template.
 */
export type SmsConfig =
  | { provider: 'outbox' }
  | {
      provider: 'twilio';
      /** The API's origin (`TWILIO_API_URL`, default https://api.twilio.com): tests point it at a fake. */
      apiUrl: string;
      accountSid: string;
      authToken: string;
      /** The sender: a number or alphanumeric sender id (`TWILIO_FROM`), or a Messaging Service. */
      sender: { from: string } | { messagingServiceSid: string };
      timeoutMs: number;
    }
  | {
      provider: 'http';
      /** The gateway's URL; placeholders in it are filled in URL-encoded (a GET gateway's query). */
      url: string;
      method: 'GET' | 'POST' | 'PUT';
      /** The body template (not for GET): JSON whose string values, or a form whose values, hold placeholders. */
      body: { type: 'json' | 'form'; template: string } | undefined;
      headers: Record<string, string>;
      basicAuth: { username: string; password: string } | undefined;
      /** Text the gateway's answer must contain to count as sent, for gateways that answer 200 to failures. */
      successText: string | undefined;
      timeoutMs: number;
    };

export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** The production public host (`aafiyat.pk`): the Blogs link shows only when the site is served on it. */
  publicHost: string | undefined;
  /** Origins allowed to call the API and open the socket with credentials, besides the server's own. */
  allowedOrigins: string[];
  cookieSecret: string;
  /** Whether the secret was generated for this run (development only). */
  cookieSecretGenerated: boolean;
  sms: SmsConfig;
  /** JazzCash merchant settings; without them the local gateway simulator is used. */
  jazzcash: JazzCashConfig | undefined;
  iceServers: IceServerConfig[];
  /**
   * How long a doctor's call rings before it counts as missed (`CALL_TIMEOUT_MS`, default the spec's 10 s).
   * Tests shorten it; the site's panel keeps its own 10 s.
   */
  callTimeoutMs: number;
  /**
   * How long a connected call waits for a party whose sockets all dropped to come back before it ends
   * (`CALL_RECONNECT_GRACE_MS`, default 30 s): long enough for a phone to change networks and reconnect.
   */
  callReconnectGraceMs: number;
  /**
   * How long a doctor-search answer is reused (`SEARCH_CACHE_MS`, default 10 s; 0 turns it off): doctors are only
   * added by imports, so a new doctor shows in search within this time.
   */
  searchCacheMs: number;
  /** The built site (apps/site/dist) to serve, when present. */
  siteDir: string;
  /**
   * The site's renderer, which writes a doctor search's first answer into its page (`SITE_RENDERER`, default
   * `dist-server/entry-results.js` beside the site's folder); without it the page is sent as built.
   */
  siteRenderer: string;
  /** Seed the demo data set into an empty database. */
  seedDemoData: boolean;
  logLevel: string;
  /**
   * Scales every per-IP rate limit (`RATE_LIMIT_MULTIPLIER`, default 1). The benchmark raises it so thousands of
   * loopback requests are measured instead of refused; in production leave it at 1.
   */
  rateLimitMultiplier: number;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(
      `The server's configuration has ${String(problems.length)} problem(s):\n- ${problems.join('\n- ')}`,
    );
  }
}

type Environment = Record<string, string | undefined>;

// A dropped connection (a phone changing networks, a reloaded tab) usually comes back within seconds.
const DEFAULT_RECONNECT_GRACE_MS = 30_000;
/** The spec has no word on it: a few seconds keeps a popular search off the database and new doctors near. */
const DEFAULT_SEARCH_CACHE_MS = 10_000;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and checks the configuration; throws a {@link ConfigError} listing every problem at once. */
export function loadConfig(env: Environment = process.env, cwd = process.cwd()): Config {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';

  const port = parsePort(env.PORT ?? '3000', problems);
  const host = env.HOST ?? '0.0.0.0';

  const databaseUrl = blankToUndefined(env.DATABASE_URL);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL.');
  }
  const redisUrl = blankToUndefined(env.REDIS_URL);
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl))
    problems.push('REDIS_URL must be a redis:// or rediss:// URL.');

  const publicHost = blankToUndefined(env.PUBLIC_HOST);
  if (publicHost && !/^[a-z0-9.-]+(:\d{1,5})?$/i.test(publicHost)) {
    problems.push('PUBLIC_HOST must be a host name such as aafiyat.pk (no scheme, no path).');
  }

  const allowedOrigins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of allowedOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) {
      problems.push(`ALLOWED_ORIGINS has "${origin}": each origin is scheme://host[:port], comma-separated.`);
    }
  }

  let cookieSecret = blankToUndefined(env.COOKIE_SECRET);
  let cookieSecretGenerated = false;
  if (cookieSecret && cookieSecret.length < 32)
    problems.push('COOKIE_SECRET must be at least 32 characters.');
  if (!cookieSecret) {
    if (production) problems.push('COOKIE_SECRET is required in production (at least 32 random characters).');
    cookieSecret = randomBytes(32).toString('base64url');
    cookieSecretGenerated = true;
  }

  const sms = readSms(env, production, problems);

  const jazzcash = readJazzCash(env, problems);
  if (production && !jazzcash) {
    problems.push(
      'JAZZCASH_MERCHANT_ID, JAZZCASH_PASSWORD and JAZZCASH_INTEGRITY_SALT are required in production.',
    );
  }

  const iceServers = readIceServers(env.ICE_SERVERS, problems);

  const callTimeoutMs = Number(env.CALL_TIMEOUT_MS ?? String(INCOMING_CALL_TIMEOUT_MS));
  if (!Number.isInteger(callTimeoutMs) || callTimeoutMs < 50 || callTimeoutMs > 120_000) {
    problems.push(
      'CALL_TIMEOUT_MS must be a whole number of milliseconds from 50 to 120000 (default 10000).',
    );
  }

  const callReconnectGraceMs = Number(env.CALL_RECONNECT_GRACE_MS ?? String(DEFAULT_RECONNECT_GRACE_MS));
  if (
    !Number.isInteger(callReconnectGraceMs) ||
    callReconnectGraceMs < 50 ||
    callReconnectGraceMs > 300_000
  ) {
    problems.push(
      'CALL_RECONNECT_GRACE_MS must be a whole number of milliseconds from 50 to 300000 (default 30000).',
    );
  }

  // Digits only: Number('') would be 0 and turn the cache off by accident.
  const searchCacheText = env.SEARCH_CACHE_MS ?? String(DEFAULT_SEARCH_CACHE_MS);
  const searchCacheMs = /^\d+$/.test(searchCacheText) ? Number(searchCacheText) : Number.NaN;
  if (!Number.isInteger(searchCacheMs) || searchCacheMs < 0 || searchCacheMs > 600_000) {
    problems.push('SEARCH_CACHE_MS must be a whole number of milliseconds from 0 to 600000 (default 10000).');
  }

  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.`);

  const seed = env.SEED_DEMO_DATA ?? (production ? 'false' : 'true');
  const siteDir = resolve(cwd, env.SITE_DIR ?? 'apps/site/dist');
  if (seed !== 'true' && seed !== 'false') problems.push('SEED_DEMO_DATA must be true or false.');

  const rateLimitMultiplier = Number(env.RATE_LIMIT_MULTIPLIER ?? '1');
  if (!Number.isFinite(rateLimitMultiplier) || rateLimitMultiplier < 1 || rateLimitMultiplier > 1_000_000) {
    problems.push('RATE_LIMIT_MULTIPLIER must be a number from 1 to 1000000 (1 keeps the normal limits).');
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    production,
    port,
    host,
    dataDir: resolve(cwd, env.DATA_DIR ?? '.data'),
    databaseUrl,
    redisUrl,
    publicHost,
    allowedOrigins,
    cookieSecret,
    cookieSecretGenerated,
    sms,
    jazzcash,
    iceServers,
    callTimeoutMs,
    callReconnectGraceMs,
    searchCacheMs,
    siteDir,
    siteRenderer: resolve(cwd, env.SITE_RENDERER ?? join(siteDir, '..', 'dist-server', 'entry-results.js')),
    seedDemoData: seed === 'true',
    logLevel,
    rateLimitMultiplier,
  };
}

function blankToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function parsePort(value: string, problems: string[]): number {
  const port = Number(value);
  if (!/^\d{1,5}$/.test(value) || port < 1 || port > 65535) {
    problems.push(`PORT must be a number from 1 to 65535; got "${value}".`);
    return 3000;
  }
  return port;
}

/** How long an SMS gateway has to answer before the send counts as failed (`SMS_TIMEOUT_MS`). */
const DEFAULT_SMS_TIMEOUT_MS = 10_000;

function readSms(env: Environment, production: boolean, problems: string[]): SmsConfig {
  const provider = env.SMS_PROVIDER ?? 'outbox';
  if (provider === 'outbox') {
    // The outbox keeps codes in the database and sends nothing: in production nobody could sign in.
    if (production) {
      problems.push(
        'SMS_PROVIDER must be "twilio" or "http" in production: the "outbox" provider sends no SMS to phones.',
      );
    }
    return { provider: 'outbox' };
  }
  const timeoutMs = Number(env.SMS_TIMEOUT_MS ?? String(DEFAULT_SMS_TIMEOUT_MS));
  if (!/^\d+$/.test(env.SMS_TIMEOUT_MS ?? '0') || timeoutMs < 50 || timeoutMs > 60_000) {
    problems.push('SMS_TIMEOUT_MS must be a whole number of milliseconds from 50 to 60000 (default 10000).');
  }
  if (provider === 'twilio') return readTwilio(env, production, timeoutMs, problems);
  if (provider === 'http') return readSmsHttp(env, production, timeoutMs, problems);
  problems.push(
    `SMS_PROVIDER "${provider}" is not known: use "twilio", "http" or (not in production) "outbox".`,
  );
  return { provider: 'outbox' };
}

/**
 * An http(s) URL. In production a gateway is reached over https, or over plain http only on this machine (a local
 * relay, or a test's fake gateway on 127.0.0.1).
 */
function checkGatewayUrl(name: string, value: string, production: boolean, problems: string[]): void {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const loopback = url !== undefined && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  const allowed = url?.protocol === 'https:' || (url?.protocol === 'http:' && (!production || loopback));
  if (!allowed) {
    problems.push(
      production
        ? `${name} must be an https:// URL (plain http only to this machine).`
        : `${name} must be an http(s):// URL.`,
    );
  }
}

function readTwilio(env: Environment, production: boolean, timeoutMs: number, problems: string[]): SmsConfig {
  const accountSid = blankToUndefined(env.TWILIO_ACCOUNT_SID) ?? '';
  const authToken = blankToUndefined(env.TWILIO_AUTH_TOKEN) ?? '';
  const from = blankToUndefined(env.TWILIO_FROM);
  const messagingServiceSid = blankToUndefined(env.TWILIO_MESSAGING_SERVICE_SID);
  const apiUrl = (blankToUndefined(env.TWILIO_API_URL) ?? 'https://api.twilio.com').replace(/\/+$/, '');
  if (!/^AC[0-9a-f]{32}$/i.test(accountSid))
    problems.push(
      'TWILIO_ACCOUNT_SID must be the account SID from the Twilio console (AC and 32 hex digits).',
    );
  if (!authToken) problems.push('TWILIO_AUTH_TOKEN is required with SMS_PROVIDER=twilio.');
  if (!from === !messagingServiceSid) {
    problems.push(
      'Twilio needs exactly one sender: TWILIO_FROM (a +92… number or a sender id) or TWILIO_MESSAGING_SERVICE_SID.',
    );
  }
  if (messagingServiceSid && !/^MG[0-9a-f]{32}$/i.test(messagingServiceSid))
    problems.push('TWILIO_MESSAGING_SERVICE_SID must be MG and 32 hex digits.');
  checkGatewayUrl('TWILIO_API_URL', apiUrl, production, problems);
  return {
    provider: 'twilio',
    apiUrl,
    accountSid,
    authToken,
    sender: messagingServiceSid ? { messagingServiceSid } : { from: from ?? '' },
    timeoutMs,
  };
}

function readSmsHttp(
  env: Environment,
  production: boolean,
  timeoutMs: number,
  problems: string[],
): SmsConfig {
  const url = blankToUndefined(env.SMS_HTTP_URL) ?? '';
  if (!url) problems.push('SMS_HTTP_URL is required with SMS_PROVIDER=http.');
  else checkGatewayUrl('SMS_HTTP_URL', url, production, problems);

  const method = (env.SMS_HTTP_METHOD ?? 'POST').toUpperCase();
  if (method !== 'GET' && method !== 'POST' && method !== 'PUT')
    problems.push('SMS_HTTP_METHOD must be GET, POST or PUT.');

  const type = env.SMS_HTTP_BODY_TYPE ?? 'json';
  if (type !== 'json' && type !== 'form') problems.push('SMS_HTTP_BODY_TYPE must be json or form.');
  const template = env.SMS_HTTP_BODY;
  let body: { type: 'json' | 'form'; template: string } | undefined;
  if (method === 'GET') {
    if (template)
      problems.push('SMS_HTTP_BODY is not sent with SMS_HTTP_METHOD=GET: put the placeholders in the URL.');
  } else if (!template) {
    problems.push(`SMS_HTTP_BODY is required with SMS_HTTP_METHOD=${method} (a JSON or form template).`);
  } else {
    body = { type: type === 'form' ? 'form' : 'json', template };
    if (body.type === 'json') {
      try {
        JSON.parse(template);
      } catch {
        problems.push('SMS_HTTP_BODY must be valid JSON when SMS_HTTP_BODY_TYPE is json.');
      }
    }
  }
  const placed = `${url} ${template ?? ''}`;
  if (
    !['{{to}}', '{{to_digits}}', '{{to_local}}'].some((name) => placed.includes(name)) ||
    !placed.includes('{{text}}')
  ) {
    problems.push(
      'SMS_HTTP_URL or SMS_HTTP_BODY must hold the number ({{to}}, {{to_digits}} or {{to_local}}) and the message ({{text}}).',
    );
  }

  const headers = readHeaders(env.SMS_HTTP_HEADERS, problems);
  const username = blankToUndefined(env.SMS_HTTP_USERNAME);
  const password = env.SMS_HTTP_PASSWORD;
  if (!username !== !password)
    problems.push('SMS_HTTP_USERNAME and SMS_HTTP_PASSWORD go together (HTTP Basic).');
  return {
    provider: 'http',
    url,
    method: method === 'GET' || method === 'PUT' ? method : 'POST',
    body,
    headers,
    basicAuth: username && password ? { username, password } : undefined,
    successText: blankToUndefined(env.SMS_HTTP_SUCCESS_TEXT),
    timeoutMs,
  };
}

function readHeaders(value: string | undefined, problems: string[]): Record<string, string> {
  if (!value || value.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      Array.isArray(parsed) ||
      !Object.values(parsed).every((header) => typeof header === 'string')
    ) {
      throw new Error('not an object of strings');
    }
    return parsed as Record<string, string>;
  } catch {
    problems.push(
      'SMS_HTTP_HEADERS must be a JSON object of header names and string values, e.g. {"X-Api-Key":"…"}.',
    );
    return {};
  }
}

function readJazzCash(env: Environment, problems: string[]): JazzCashConfig | undefined {
  const merchantId = blankToUndefined(env.JAZZCASH_MERCHANT_ID);
  const password = blankToUndefined(env.JAZZCASH_PASSWORD);
  const integritySalt = blankToUndefined(env.JAZZCASH_INTEGRITY_SALT);
  const given = [merchantId, password, integritySalt].filter(Boolean).length;
  if (given === 0) return undefined;
  if (given < 3 || !merchantId || !password || !integritySalt) {
    problems.push(
      'JazzCash needs all three of JAZZCASH_MERCHANT_ID, JAZZCASH_PASSWORD and JAZZCASH_INTEGRITY_SALT.',
    );
    return undefined;
  }
  const gatewayUrl =
    env.JAZZCASH_GATEWAY_URL ??
    'https://sandbox.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/';
  if (!/^https:\/\//.test(gatewayUrl)) problems.push('JAZZCASH_GATEWAY_URL must be an https:// URL.');
  return { merchantId, password, integritySalt, gatewayUrl };
}

function readIceServers(value: string | undefined, problems: string[]): IceServerConfig[] {
  if (!value || value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) throw new Error('not an array');
    return parsed.map((entry: unknown) => {
      const server = entry as Partial<IceServerConfig> | null;
      const urls = server?.urls;
      const valid =
        (typeof urls === 'string' || (Array.isArray(urls) && urls.every((url) => typeof url === 'string'))) &&
        [urls].flat().every((url) => /^(stun|turns?):/.test(url));
      if (!server || !valid) throw new Error('each entry needs urls starting stun:, turn: or turns:');
      return {
        urls,
        ...(typeof server.username === 'string' ? { username: server.username } : {}),
        ...(typeof server.credential === 'string' ? { credential: server.credential } : {}),
      };
    });
  } catch (error) {
    problems.push(
      `ICE_SERVERS must be a JSON array like [{"urls":"stun:stun.example.org"}] (${error instanceof Error ? error.message : 'invalid'}).`,
    );
    return [];
  }
}
