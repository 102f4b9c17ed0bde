// Shared pieces of the security-*.test.ts files, which attack a real server process over TCP: the process on its
// own database (a PGlite folder, or a PostgreSQL clone when TEST_DATABASE_URL is set) with fixtures written
// before it starts (./security-fixtures), an HTTP client that speaks from a loopback address of its own
// (127.1.x.y), so per-IP limits bite only where a test wants them, and the patient sign-in by code.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { createTestDatabase } from './postgres';
import { spawnServer, type ServerProcess } from './processes';

/** The built site, for the pages whose headers are checked. */
export const SITE_DIR = fileURLToPath(new URL('../../site/dist', import.meta.url));
if (!existsSync(join(SITE_DIR, 'index.html'))) {
  throw new Error(
    'The security tests read the built site: run `npm run build` first (npm test builds before them).',
  );
}

/** A server process on a database of its own; `stop` ends it and removes the database. */
export interface Target {
  url: string;
  process: ServerProcess;
  stop(): Promise<void>;
}

/**
 * Starts `src/main.ts` on a fresh copy of the migrated template. `prepare` writes fixtures before the process
 * opens the database (a PGlite folder admits one process at a time) and its result is handed back.
 */
export async function startTarget<Fixture = undefined>(
  options: { env?: Record<string, string>; prepare?: (db: Database) => Promise<Fixture> } = {},
): Promise<{ target: Target; fixture: Fixture }> {
  const started = performance.now();
  const root = mkdtempSync(join(tmpdir(), 'aafiyat-security-'));
  const dataDir = join(root, 'data');
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgres = serverUrl ? await createTestDatabase(serverUrl) : null;
  if (!postgres) cpSync(inject('templateDataDir'), dataDir, { recursive: true });
  let fixture = undefined as Fixture;
  if (options.prepare) {
    const database = await openDatabase({ databaseUrl: postgres?.url, dataDir });
    try {
      fixture = await options.prepare(database.db);
    } finally {
      await database.close();
    }
  }
  const prepared = performance.now();
  const child = await spawnServer({
    ...(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir }),
    ...options.env,
  });
  console.log(
    `target on ${postgres ? 'PostgreSQL' : 'PGlite'}: fixtures ${(prepared - started).toFixed(0)} ms, ` +
      `process start ${(performance.now() - prepared).toFixed(0)} ms`,
  );
  return {
    fixture,
    target: {
      url: child.url,
      process: child,
      async stop() {
        await child.stop('SIGTERM');
        await postgres?.drop();
        rmSync(root, { recursive: true, force: true });
      },
    },
  };
}

/** An HTTP answer, read whole. */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  /** The body parsed as JSON, typed as the caller says it reads it (as light-my-request's `json<T>()`). */
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape
  json<T = Record<string, unknown>>(): T;
  /** The raw `Set-Cookie` lines. */
  setCookies: string[];
}

export interface RequestOptions {
  /** Sent as JSON with `Content-Type: application/json`. */
  json?: unknown;
  /** A raw body (set the content type in `headers`). */
  body?: Buffer | string;
  headers?: Record<string, string>;
  /** The `Cookie` header. */
  cookie?: string;
  /**
   * The `Origin` header. State-changing requests send the server's own origin as the site does, unless this
   * names another one, or is null to send none.
   */
  origin?: string | null;
}

let addressCounter = 0;

/** A loopback address no other client of this file used (Linux routes all of 127/8 to the loopback). */
export function freshAddress(): string {
  addressCounter += 1;
  return `127.1.${String(Math.floor(addressCounter / 250))}.${String((addressCounter % 250) + 2)}`;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A client of `baseUrl` that connects from one loopback address (a new one unless given). Every request opens
 * its own connection, so the server sees exactly that address.
 */
export function clientOf(baseUrl: string, address = freshAddress()) {
  const base = new URL(baseUrl);
  return {
    address,
    request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
      const headers: Record<string, string> = { ...options.headers };
      let body = options.body;
      if (options.json !== undefined) {
        body = JSON.stringify(options.json);
        headers['content-type'] ??= 'application/json';
      }
      if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
      if (options.cookie) headers.cookie = options.cookie;
      const origin = options.origin === undefined && UNSAFE.has(method) ? base.origin : options.origin;
      if (origin) headers.origin = origin;
      return new Promise((resolve, reject) => {
        const outgoing = httpRequest(
          {
            host: base.hostname,
            port: base.port,
            localAddress: address,
            method,
            path,
            headers,
            agent: false,
          },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('error', reject);
            incoming.on('end', () => {
              const bytes = Buffer.concat(chunks);
              const text = bytes.toString('utf8');
              resolve({
                status: incoming.statusCode ?? 0,
                headers: incoming.headers,
                body: bytes,
                text,
                // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- as above
                json: <T>() => JSON.parse(text) as T,
                setCookies: incoming.headers['set-cookie'] ?? [],
              });
            });
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    },
  };
}

export type Client = ReturnType<typeof clientOf>;

/** The `name=value` pair of the session cookie a sign-in set, ready for a `Cookie` header. */
export function sessionCookie(answer: Answer): string {
  const line = answer.setCookies.find((entry) => entry.startsWith('aafiyat_session='));
  const pair = line?.split(';')[0];
  if (!pair || pair === 'aafiyat_session=') {
    throw new Error(`no session cookie in ${String(answer.status)} ${answer.text}`);
  }
  return pair;
}

/** The code of the newest SMS to a number, read from the development outbox as a person reads the SMS. */
export async function latestCode(baseUrl: string, phone: string): Promise<string> {
  const answer = await clientOf(baseUrl).request('GET', `/api/dev/outbox?phone=${phone}`);
  const messages = answer.json<{ data: { text: string }[] }>().data;
  const code = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ***${phone.slice(-3)}`);
  return code;
}

/** Signs a patient in by one-time code (each call from fresh addresses); answers the verify answer. */
export async function patientSignIn(
  baseUrl: string,
  phone: string,
  options: { name?: string; cookie?: string } = {},
): Promise<Answer> {
  const sent = await clientOf(baseUrl).request('POST', '/api/auth/send-verification-code', {
    json: { phone_number: phone },
  });
  if (sent.status !== 200) throw new Error(`sending a code answered ${String(sent.status)}: ${sent.text}`);
  const code = await latestCode(baseUrl, phone);
  return clientOf(baseUrl).request('POST', '/api/auth/verify-otp-code-patient', {
    json: { phone_number: phone, code, ...(options.name ? { name: options.name } : {}) },
    ...(options.cookie ? { cookie: options.cookie } : {}),
  });
}

/** Tries to open a realtime socket with these headers; answers 'connected' or the server's refusal. */
export function tryConnect(baseUrl: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve) => {
    const socket = io(baseUrl, {
      path: '/notify',
      transports: ['websocket'],
      extraHeaders: headers,
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => {
      socket.disconnect();
      resolve('connected');
    });
    socket.once('connect_error', (error) => {
      socket.disconnect();
      resolve(error.message);
    });
  });
}

/** A stack trace in a process's output: pino's `"stack"` field or a V8 frame line. */
export const STACK_TRACE = /"stack"\s*:|\n\s+at [^\n]+:\d+:\d+/;
