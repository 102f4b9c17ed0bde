import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const SECRET = 'a-very-long-cookie-secret-for-testing-0001';

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
  });

  it('starts in production with its secrets, without demo data', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        COOKIE_SECRET: SECRET,
        JAZZCASH_MERCHANT_ID: 'MC12345',
        JAZZCASH_PASSWORD: 'pw',
        JAZZCASH_INTEGRITY_SALT: 'salt',
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
});
