// Attacks on what every answer carries, against real server processes over TCP: the session cookie's flags and
// signature (in development and in production, where it is Secure and HSTS is on), the security headers of
// pages and API answers, CORS for unknown and allowed origins, and state-changing requests from another site.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sign } from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from './harness';
import { FIXTURE_PASSWORD, fixturesOf } from './security-fixtures';
import {
  clientOf,
  patientSignIn,
  sessionCookie,
  SITE_DIR,
  startTarget,
  type Answer,
  type Target,
} from './security-support';
import { uniquePhone } from './auth-support';
import { PNG_BYTES, multipartBody } from './care-support';
import { startFakeGateway, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, type FakeGateway } from './sms-fake';

/** An origin the deployment lists in ALLOWED_ORIGINS (a partner's site calling with credentials). */
const PARTNER = 'https://partner.example.pk';
const FOREIGN = 'https://evil.example';
const ORIGIN_REJECTED = {
  code: 'origin_rejected',
  message: 'This request came from a site that is not allowed to make it.',
};

let dev: Target;
let production: Target;
let hospitalLogin: string;
/** Production sends its codes through Twilio's API, here a fake on 127.0.0.1. */
let gateway: FakeGateway;

beforeAll(async () => {
  gateway = await startFakeGateway();
  const [started, productionStart] = await Promise.all([
    startTarget({ env: { SITE_DIR, ALLOWED_ORIGINS: PARTNER } }),
    startTarget({
      env: {
        NODE_ENV: 'production',
        SITE_DIR,
        // Dummy merchant settings: production refuses to start without them; nothing here talks to JazzCash.
        JAZZCASH_MERCHANT_ID: 'MC00000',
        JAZZCASH_PASSWORD: 'not-a-real-password',
        JAZZCASH_INTEGRITY_SALT: 'not-a-real-salt',
        // Production refuses the outbox provider.
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID,
        TWILIO_AUTH_TOKEN,
        TWILIO_FROM: 'Aafiyat',
        TWILIO_API_URL: gateway.url,
      },
      prepare: async (db) => (await fixturesOf(db).business('hospital', 'Mehran General')).email,
    }),
  ]);
  dev = started.target;
  production = productionStart.target;
  hospitalLogin = productionStart.fixture;
});

afterAll(async () => {
  await Promise.all([dev.stop(), production.stop()]);
  await gateway.close();
});

/** The attributes of a Set-Cookie line, lower-cased names (`httponly`, `samesite`, ...). */
function attributesOf(line: string): Map<string, string> {
  return new Map(
    line
      .split(';')
      .slice(1)
      .map((part) => {
        const [name = '', ...value] = part.trim().split('=');
        return [name.toLowerCase(), value.join('=')] as const;
      }),
  );
}

function sessionLine(answer: Answer): string {
  const line = answer.setCookies.find((entry) => entry.startsWith('aafiyat_session='));
  if (!line) throw new Error(`no session cookie: ${String(answer.status)} ${answer.text}`);
  return line;
}

const me = (target: Target, cookie: string) =>
  clientOf(target.url).request('GET', '/api/auth/me', { cookie });

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and signed; a forged or tampered signature is no session', async () => {
    const signedIn = await patientSignIn(dev.url, uniquePhone(), { name: 'Hina Baloch' });
    expect(signedIn.status).toBe(200);
    const line = sessionLine(signedIn);
    const attributes = attributesOf(line);
    console.log(`development Set-Cookie attributes: ${[...attributes.keys()].join(', ')}`);
    expect(attributes.has('httponly')).toBe(true);
    expect(attributes.get('samesite')).toBe('Lax');
    expect(attributes.get('path')).toBe('/');
    expect(attributes.has('secure')).toBe(false);
    expect(signedIn.headers['strict-transport-security']).toBeUndefined();

    const cookie = sessionCookie(signedIn);
    expect((await me(dev, cookie)).status).toBe(200);
    // `token.signature`: the token alone, the token signed with another secret and a changed signature are refused.
    const value = decodeURIComponent(cookie.slice('aafiyat_session='.length));
    const [token = '', signature = ''] = value.split('.');
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(signature.length).toBeGreaterThanOrEqual(32);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const forgeries = [
      token,
      sign(token, 'another-secret-another-secret-another-secret'),
      `${token}.${flipped}`,
    ];
    for (const forged of forgeries) {
      const answer = await me(dev, `aafiyat_session=${encodeURIComponent(forged)}`);
      expect(answer.status).toBe(401);
      expect(answer.json()).toEqual({ code: 'unauthenticated', message: 'Please sign in to continue.' });
    }
    // The real secret's signature over the same token is accepted: the refusals above were about the signature.
    expect((await me(dev, `aafiyat_session=${encodeURIComponent(sign(token, TEST_SECRET))}`)).status).toBe(
      200,
    );
  });

  it('is also Secure in production, where every answer carries HSTS for at least a year', async () => {
    const client = clientOf(production.url);
    const answer = await client.request('POST', '/api/hospital/login', {
      json: { login: hospitalLogin, password: FIXTURE_PASSWORD },
    });
    expect(answer.status).toBe(200);
    const attributes = attributesOf(sessionLine(answer));
    console.log(`production Set-Cookie attributes: ${[...attributes.keys()].join(', ')}`);
    expect(attributes.has('secure')).toBe(true);
    expect(attributes.has('httponly')).toBe(true);
    expect(attributes.get('samesite')).toBe('Lax');
    expect(attributes.get('path')).toBe('/');

    for (const [path, status] of [
      ['/api/hospital/login', answer.status],
      ['/', 200],
      ['/api/specialities', 200],
      ['/api/auth/me', 401],
    ] as const) {
      const response = path === '/api/hospital/login' ? answer : await client.request('GET', path);
      expect(response.status, path).toBe(status);
      const hsts = String(response.headers['strict-transport-security']);
      console.log(`production ${path}: strict-transport-security: ${hsts}`);
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1]);
      expect(maxAge, path).toBeGreaterThanOrEqual(31_536_000);
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    }
  });
});

describe('per-address limits behind the load balancer (production)', () => {
  it('count the address the balancer saw, whatever X-Forwarded-For the client made up', async () => {
    // This client plays the load balancer: it appends the real client's address after what the client sent.
    const balancer = clientOf(production.url);
    const send = (forwardedFor: string) =>
      balancer.request('POST', '/api/auth/send-verification-code', {
        json: { phone_number: uniquePhone() },
        headers: { 'x-forwarded-for': forwardedFor },
      });
    const statuses: number[] = [];
    for (let index = 1; index <= 6; index += 1) {
      statuses.push((await send(`198.51.100.${String(index)}, 203.0.113.7`)).status);
    }
    console.log(`six sends from one client with made-up X-Forwarded-For entries: ${statuses.join(', ')}`);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another client behind the same balancer is not held back.
    expect((await send('203.0.113.8')).status).toBe(200);
  });
});

/** A CSP header as a map of directive → sources. */
function directivesOf(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name.toLowerCase(), sources]),
  );
}

const SAFE_REFERRER_POLICIES = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

describe('security headers', () => {
  const asset = readdirSync(join(SITE_DIR, 'assets')).find((name) => name.endsWith('.js'));
  const cases: [string, number, RegExp][] = [
    ['/', 200, /text\/html/],
    ['/about', 200, /text\/html/],
    ['/doctors/search?q=%3Cscript%3E', 200, /text\/html/],
    ['/patient/profile', 200, /text\/html/],
    ['/no-such-page', 404, /text\/html/],
    [`/assets/${asset ?? 'missing.js'}`, 200, /javascript/],
    ['/api/specialities', 200, /application\/json/],
    ['/api/auth/me', 401, /application\/json/],
    ['/api/no-such-operation', 404, /application\/json/],
  ];

  it.each(cases)(
    '%s carries a CSP without inline script, no framing, nosniff and a referrer policy',
    async (path, status, type) => {
      const answer = await clientOf(dev.url).request('GET', path);
      expect(answer.status).toBe(status);
      expect(String(answer.headers['content-type'])).toMatch(type);
      const csp = String(answer.headers['content-security-policy']);
      const directives = directivesOf(csp);
      const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
      console.log(
        `${path}: script-src ${scripts.join(' ')}; frame-ancestors ${String(directives.get('frame-ancestors'))}`,
      );
      expect(scripts).toContain("'self'");
      for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
        expect(scripts).not.toContain(unsafe);
      }
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'self'"]);
      const frameAncestors = directives.get('frame-ancestors');
      const frameOptions = String(answer.headers['x-frame-options'] ?? '').toUpperCase();
      expect(
        frameAncestors?.join(' ') === "'none'" || ['DENY', 'SAMEORIGIN'].includes(frameOptions),
        `frame-ancestors ${String(frameAncestors)} / X-Frame-Options ${frameOptions}`,
      ).toBe(true);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(SAFE_REFERRER_POLICIES).toContain(answer.headers['referrer-policy']);
      expect(answer.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('serves HTML whose every script is an external file or inert data, so the CSP blocks nothing it needs', async () => {
    for (const path of ['/', '/about', '/patient/profile', '/no-such-page']) {
      const html = (await clientOf(dev.url).request('GET', path)).text;
      const tags = [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? '');
      expect(tags.length, path).toBeGreaterThan(0);
      for (const tag of tags) {
        const external = /\bsrc="\/[^"/]/.test(tag);
        const inert = /\btype="application\/(ld\+)?json"/.test(tag);
        expect(external || inert, `${path}: <script${tag}>`).toBe(true);
      }
      expect(html, path).not.toMatch(/\son[a-z]+\s*=\s*["']/i);
    }
  });
});

describe('CORS', () => {
  it('gives an unknown origin no Access-Control-Allow-Origin, on a preflight or a request', async () => {
    const client = clientOf(dev.url);
    for (const origin of [FOREIGN, 'null', `${dev.url}.evil.example`, 'http://127.0.0.1:1']) {
      const preflight = await client.request('OPTIONS', '/api/patient/profile', {
        headers: {
          origin,
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': 'content-type',
        },
      });
      console.log(
        `preflight from ${origin}: ${String(preflight.status)}, ACAO ${String(preflight.headers['access-control-allow-origin'])}`,
      );
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      const read = await client.request('GET', '/api/specialities', { origin });
      expect(read.status).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('lets an allowed origin call with credentials', async () => {
    const client = clientOf(dev.url);
    const preflight = await client.request('OPTIONS', '/api/patient/profile', {
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('PATCH');
    const read = await client.request('GET', '/api/specialities', { origin: PARTNER });
    expect(read.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(read.headers['access-control-allow-credentials']).toBe('true');
    expect(String(read.headers.vary)).toMatch(/origin/i);
  });
});

describe('a state-changing request from another site', () => {
  it('is refused 403 origin_rejected, by Origin or (without one) by Referer, and changes nothing', async () => {
    const signedIn = await patientSignIn(dev.url, uniquePhone(), { name: 'Ayesha Khan' });
    const cookie = sessionCookie(signedIn);
    const client = clientOf(dev.url);
    const upload = multipartBody('x-ray.png', 'image/png', PNG_BYTES);
    const attacks: { label: string; headers: Record<string, string>; origin: string | null }[] = [
      { label: 'a foreign Origin', origin: FOREIGN, headers: {} },
      { label: 'Origin null (a sandboxed frame)', origin: 'null', headers: {} },
      { label: 'a look-alike host', origin: `${dev.url}.evil.example`, headers: {} },
      { label: 'another port on the same host', origin: 'http://127.0.0.1:1', headers: {} },
      { label: 'a foreign Referer and no Origin', origin: null, headers: { referer: `${FOREIGN}/page` } },
    ];
    for (const attack of attacks) {
      const answers = [
        await client.request('PATCH', '/api/patient/profile', {
          json: { name: 'Hacked' },
          cookie,
          origin: attack.origin,
          headers: attack.headers,
        }),
        await client.request('POST', '/api/patient/attachments', {
          body: upload.payload,
          cookie,
          origin: attack.origin,
          headers: { ...upload.headers, ...attack.headers },
        }),
        await client.request('POST', '/api/auth/logout', {
          cookie,
          origin: attack.origin,
          headers: attack.headers,
        }),
        await client.request('POST', '/api/demo_request/add', {
          json: { name: 'Evil', phone_number: '03001234567', email: 'evil@example.pk', demo_for: 'clinic' },
          origin: attack.origin,
          headers: attack.headers,
        }),
      ];
      console.log(`${attack.label}: ${answers.map((answer) => String(answer.status)).join(', ')}`);
      for (const answer of answers) {
        expect(answer.status, attack.label).toBe(403);
        expect(answer.json(), attack.label).toEqual(ORIGIN_REJECTED);
      }
    }
    // Nothing changed: the name, no attachment, and the session still alive.
    const profile = await client.request('GET', '/api/patient/profile', { cookie });
    expect(profile.status).toBe(200);
    expect(profile.json()).toMatchObject({ name: 'Ayesha Khan' });
    const files = await client.request('GET', '/api/patient/attachments', { cookie });
    expect(files.json()).toEqual({ data: [] });

    // The same requests from the site itself (its Origin, or a same-site Referer) go through.
    const own = await client.request('PATCH', '/api/patient/profile', {
      json: { name: 'Ayesha Siddiqui' },
      cookie,
      origin: null,
      headers: { referer: `${dev.url}/patient/profile` },
    });
    expect(own.status).toBe(200);
    const partner = await client.request('PATCH', '/api/patient/profile', {
      json: { name: 'Ayesha Khan' },
      cookie,
      origin: PARTNER,
    });
    expect(partner.status).toBe(200);
    expect(partner.headers['access-control-allow-origin']).toBe(PARTNER);
  });
});
