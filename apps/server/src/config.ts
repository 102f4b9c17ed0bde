// Configuration comes from the environment only, and is checked at start: each bad value gets its own clear
// message, and in production a missing secret stops the start.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
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
  sms: { provider: 'outbox' };
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

  const smsProvider = env.SMS_PROVIDER ?? 'outbox';
  if (smsProvider !== 'outbox')
    problems.push(`SMS_PROVIDER "${smsProvider}" is not known; the only provider is "outbox".`);

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
    sms: { provider: 'outbox' },
    jazzcash,
    iceServers,
    callTimeoutMs,
    callReconnectGraceMs,
    searchCacheMs,
    siteDir: resolve(cwd, env.SITE_DIR ?? 'apps/site/dist'),
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
