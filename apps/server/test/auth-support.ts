// Helpers the auth-*.test.ts files share: requests from a fresh address each (the sign-in operations are
// rate-limited per IP), codes read from the development outbox, and accounts with passwords made directly.
import type { OperationId } from '@aafiyat/api';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import * as schema from '../src/db/schema';
import { hashPassword } from '../src/services/passwords';
import { expectContract, TEST_ORIGIN, type TestServer } from './harness';

let addressCounter = 0;

/** A client address no other request of the file used, so per-IP limits only bite where a test wants them. */
export function freshIp(): string {
  addressCounter += 1;
  return `10.${String((addressCounter >> 16) & 255)}.${String((addressCounter >> 8) & 255)}.${String(addressCounter & 255)}`;
}

let phoneCounter = 0;

/** A mobile number no other test of the run uses (the OTP limits are per number). */
export function uniquePhone(): string {
  phoneCounter += 1;
  const base = (process.pid % 1000) * 10_000 + phoneCounter;
  return `034${String(base).padStart(8, '0')}`;
}

export interface Call {
  payload?: unknown;
  cookie?: string;
  ip?: string;
  /** The page's language, as the site sends it with every call (`Accept-Language`). */
  language?: string;
}

/** Sends a request as the site does (same origin, JSON), from a fresh address unless `ip` is given. */
export function call(
  server: TestServer,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  { payload, cookie, ip, language }: Call = {},
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method,
    url,
    remoteAddress: ip ?? freshIp(),
    headers: {
      ...(method === 'GET' ? {} : { origin: TEST_ORIGIN }),
      ...(cookie ? { cookie } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Calls an operation and checks the answer against the contract. */
export async function operation(
  server: TestServer,
  id: OperationId,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: Call = {},
): Promise<LightMyRequestResponse> {
  const response = await call(server, method, url, options);
  expectContract(id, response);
  return response;
}

/** The outbox's messages to a number, oldest first. */
export async function outbox(server: TestServer, phone: string): Promise<{ to: string; text: string }[]> {
  const response = await operation(server, 'getDevOutbox', 'GET', `/api/dev/outbox?phone=${phone}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { to: string; text: string }[] }>().data;
}

/** The code of the newest message to a number, read as a person reads the SMS. */
export async function latestCode(server: TestServer, phone: string): Promise<string> {
  const messages = await outbox(server, phone);
  const match = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '');
  if (!match?.[1]) throw new Error(`no code was sent to ${phone}`);
  return match[1];
}

/** A code that is not `code`. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

export interface AccountOptions {
  role: (typeof schema.accounts.$inferInsert)['role'];
  name?: string;
  phone?: string | null;
  email?: string | null;
  password?: string | null;
  verified?: boolean;
}

/** An account with a real password hash (the sign-in flows check it). */
export async function createAccount(server: TestServer, options: AccountOptions) {
  const phone = options.phone === undefined ? uniquePhone() : options.phone;
  const [account] = await server.db
    .insert(schema.accounts)
    .values({
      role: options.role,
      name: options.name ?? `Test ${options.role}`,
      phone,
      email: options.email === undefined ? `${phone ?? 'x'}.${options.role}@example.pk` : options.email,
      passwordHash: options.password ? await hashPassword(options.password) : null,
      verified: options.verified ?? true,
    })
    .returning();
  if (!account) throw new Error('no account');
  return account;
}

let branchCounter = 0;

/** A clinic (branch) of an owner. */
export async function createClinic(
  server: TestServer,
  ownerAccountId: number,
  options: { name?: string; branchName?: string | null; city?: string; branchCode?: string } = {},
) {
  branchCounter += 1;
  const [clinic] = await server.db
    .insert(schema.clinics)
    .values({
      ownerAccountId,
      name: options.name ?? 'Shifa Family Clinic',
      branchName: options.branchName === undefined ? `Branch ${String(branchCounter)}` : options.branchName,
      city: options.city ?? 'Karachi',
      address: `Plot ${String(branchCounter)}, Khayaban-e-Ittehad, Karachi`,
      branchCode: options.branchCode ?? `TB-${String(process.pid)}-${String(branchCounter)}`,
    })
    .returning();
  if (!clinic) throw new Error('no clinic');
  return clinic;
}

/** The session cookie's attributes in an answer. */
export function sessionCookieAttributes(response: LightMyRequestResponse) {
  const cookie = response.cookies.find((entry) => entry.name === 'aafiyat_session');
  if (!cookie) throw new Error(`no session cookie in ${String(response.statusCode)} ${response.body}`);
  return cookie;
}
