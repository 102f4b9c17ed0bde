// The server as production runs it: the build (dist/main.js, compiled by scripts/build.mjs) started with
// NODE_ENV=production. It starts without warnings, answers, sends codes through its SMS provider, and refuses
// to start with the outbox provider. The build in dist/ is used when it is newer than every source; otherwise
// this file builds it (well under a second).
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../scripts/build.mjs';
import { spawnServer, type ServerProcess } from './processes';
import { startFakeGateway, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, type FakeGateway } from './sms-fake';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const repositoryRoot = join(serverRoot, '../..');
const built = join(serverRoot, 'dist/main.js');

/** The newest modification time under a file or folder. */
function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

/** Builds the server unless dist/main.js is newer than everything it is built from. */
async function ensureBuilt(): Promise<void> {
  const sources = [
    join(serverRoot, 'src'),
    join(serverRoot, 'drizzle'),
    join(serverRoot, 'scripts/build.mjs'),
    join(repositoryRoot, 'packages/domain/src'),
    join(repositoryRoot, 'packages/api/src'),
  ];
  if (existsSync(built) && statSync(built).mtimeMs > Math.max(...sources.map(newest))) return;
  await buildServer();
}

const PRODUCTION = {
  NODE_ENV: 'production',
  JAZZCASH_MERCHANT_ID: 'MC00000',
  JAZZCASH_PASSWORD: 'not-a-real-password',
  JAZZCASH_INTEGRITY_SALT: 'not-a-real-salt',
};

let root: string;
let gateway: FakeGateway;
let server: ServerProcess;

beforeAll(async () => {
  await ensureBuilt();
  root = mkdtempSync(join(tmpdir(), 'aafiyat-production-'));
  cpSync(inject('templateDataDir'), join(root, 'data'), { recursive: true });
  gateway = await startFakeGateway();
  server = await spawnServer(
    {
      ...PRODUCTION,
      DATA_DIR: join(root, 'data'),
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN,
      TWILIO_FROM: 'Aafiyat',
      TWILIO_API_URL: gateway.url,
    },
    { script: built },
  );
}, 150_000);

afterAll(async () => {
  await server.stop();
  await gateway.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the built server in production', () => {
  it('starts without a warning (no "ContentTypeParser … not found" for the media types it answers with)', () => {
    expect(server.output()).toContain('Aafiyat is running on');
    expect(server.output()).not.toMatch(/ContentTypeParser/);
    expect(server.output()).not.toMatch(/"level":[4-6]\d/);
  });

  it('answers from the built bundle, with its migrations applied', async () => {
    const response = await fetch(`${server.url}/api/specialities`);
    expect(response.status).toBe(200);
    // A read of the database: the tables are there, so the bundle found and ran its migrations.
    expect(Array.isArray(((await response.json()) as { data: unknown }).data)).toBe(true);
  });

  it('sends a sign-in code through its SMS provider, and has no development outbox', async () => {
    const phone = '03219876543';
    const response = await fetch(`${server.url}/api/auth/send-verification-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ phone_number: phone }),
    });
    expect(response.status).toBe(200);
    const sent = gateway.requests.map((request) => new URLSearchParams(request.body));
    expect(sent.map((form) => form.get('To'))).toEqual(['+923219876543']);
    expect(sent[0]?.get('Body')).toMatch(/^Your Aafiyat sign-in code is \d{6}\./);
    expect((await fetch(`${server.url}/api/dev/outbox?phone=${phone}`)).status).toBe(404);
    expect(server.output()).not.toContain(phone);
  });

  it('refuses to start with the outbox provider, naming the setting', async () => {
    const refused = await spawnServer(
      { ...PRODUCTION, DATA_DIR: join(root, 'refused') },
      { script: built, expectExit: true },
    );
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain(
      'SMS_PROVIDER must be "twilio" or "http" in production: the "outbox" provider sends no SMS to phones.',
    );
  });
});
