import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { spawnServer, type ServerProcess } from './processes';

// These always run on PGlite: they are about the embedded database's folder and the process around it.
let root: string;
let dataDir: string;
let first: ServerProcess;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'aafiyat-process-'));
  dataDir = join(root, 'data');
  cpSync(inject('templateDataDir'), dataDir, { recursive: true });
  first = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
}, 150_000);

afterAll(async () => {
  await first.stop('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

describe('a server process', () => {
  it('refuses a second process on the same data folder with a clear message, losing nothing', async () => {
    const second = await spawnServer({ DATA_DIR: dataDir }, { expectExit: true });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/data folder .* is in use by another Aafiyat server \(pid \d+\)/);
    const stillServing = await fetch(`${first.url}/api/specialities`);
    expect(stillServing.status).toBe(200);
  });

  it('keeps secrets and full phone numbers out of its logs', async () => {
    const phone = '03457654321';
    const headers = { 'content-type': 'application/json', origin: first.url };
    const sent = await fetch(`${first.url}/api/auth/send-verification-code`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ phone_number: phone }),
    });
    expect(sent.status).toBe(200);
    const outbox = (await (await fetch(`${first.url}/api/dev/outbox?phone=${phone}`)).json()) as {
      data: { text: string }[];
    };
    const code = /\b(\d{6})\b/.exec(outbox.data.at(-1)?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const verified = await fetch(`${first.url}/api/auth/verify-otp-code-patient`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ phone_number: phone, code, name: 'Zainab Qureshi' }),
    });
    expect(verified.status).toBe(200);
    const cookie = verified.headers.get('set-cookie') ?? '';
    const token = /aafiyat_session=([^;]+)/.exec(cookie)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    await fetch(`${first.url}/api/auth/me`, { headers: { cookie: `aafiyat_session=${token}` } });

    const logs = first.output();
    expect(logs).toContain('"url":"/api/dev/outbox?phone=***321"');
    expect(logs).not.toContain(phone);
    expect(logs).not.toContain(code);
    expect(logs).not.toContain(decodeURIComponent(token));
    expect(logs).not.toContain('Zainab');
  });

  it('shuts down gracefully on SIGTERM, releasing the folder, and keeps its data across a restart', async () => {
    const receipt = await fetch(`${first.url}/api/admin/call-helpline/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.url },
      body: JSON.stringify({ phone_number: '03001112223', data: {} }),
    });
    expect(receipt.status).toBe(201);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(existsSync(join(dataDir, 'aafiyat.lock'))).toBe(false);

    first = await spawnServer({ DATA_DIR: dataDir });
    const login = await fetch(`${first.url}/api/auth/send-verification-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.url },
      body: JSON.stringify({ phone_number: '03457654321' }),
    });
    // The code sent before the restart is remembered: asking again within 60 s is refused.
    expect(login.status).toBe(429);
  }, 150_000);
});
