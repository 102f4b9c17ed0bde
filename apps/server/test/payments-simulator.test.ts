// JazzCash without merchant settings: the local gateway simulator carries the whole flow on one machine.
import { PaymentStatus } from '@aafiyat/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors } from '../src/db/schema';
import { pakistanDay } from './care-support';
import {
  expectContract,
  signInAs,
  startServer,
  TEST_ORIGIN,
  type SignedIn,
  type TestServer,
} from './harness';

let server: TestServer;
let patient: SignedIn;
let pmdc: string;
let slot = 0;

beforeAll(async () => {
  server = await startServer();
  patient = await signInAs(server, 'patient');
  const doctor = await signInAs(server, 'doctor', {
    doctor: { fee: 1800, workingDays: [0, 1, 2, 3, 4, 5, 6], startTime: '00:00', endTime: '23:59' },
  });
  const [row] = await server.db
    .select({ pmdc: doctors.pmdc })
    .from(doctors)
    .where(eq(doctors.id, doctor.userId));
  pmdc = row?.pmdc ?? '';
});
afterAll(async () => {
  await server.close();
});

type Fields = Record<string, string>;

const form = (fields: Fields) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** Books an appointment and starts its checkout: the form the browser would post to the gateway. */
async function checkout(): Promise<{ appointmentId: number; gateway: string; fields: Fields }> {
  slot += 1;
  const booked = await server.app.inject({
    method: 'POST',
    url: '/api/appointments',
    payload: { pmdc, type: 'online', date: pakistanDay(1), time: `${String(slot).padStart(2, '0')}:15` },
    headers: { origin: TEST_ORIGIN, cookie: patient.cookie },
  });
  const appointmentId = booked.json<{ id: number }>().id;
  const started = await server.app.inject({
    method: 'POST',
    url: '/api/payments/jazzcash/start',
    payload: { appointment_id: appointmentId },
    headers: { origin: TEST_ORIGIN, cookie: patient.cookie },
  });
  expect(started.statusCode).toBe(200);
  expectContract('startJazzcashPayment', started);
  const body = started.json<{ gateway_url: string; fields: Fields }>();
  return { appointmentId, gateway: body.gateway_url, fields: body.fields };
}

const decode = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The simulator page's forms: where each posts, its button and its hidden fields. */
function formsOf(html: string): { action: string; button: string; fields: Fields }[] {
  return [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].map((match) => {
    const fields: Fields = {};
    for (const input of (match[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
      fields[decode(input[1] ?? '')] = decode(input[2] ?? '');
    }
    return {
      action: decode(match[1] ?? ''),
      button: /<button type="submit">([^<]*)<\/button>/.exec(match[2] ?? '')?.[1] ?? '',
      fields,
    };
  });
}

async function payThroughSimulator(outcome: string): Promise<number> {
  const { appointmentId, gateway, fields } = await checkout();
  const page = await server.app.inject({ method: 'POST', url: new URL(gateway).pathname, ...form(fields) });
  expect(page.statusCode).toBe(200);
  const chosen = formsOf(page.body).find((entry) => entry.fields.pp_ResponseCode === outcome);
  if (!chosen) throw new Error(`no form for ${outcome}`);
  expect(chosen.action).toBe('http://localhost:80/api/payments/jazzcash/return');
  const back = await server.app.inject({
    method: 'POST',
    url: new URL(chosen.action).pathname,
    ...form(chosen.fields),
  });
  expect(back.statusCode).toBe(303);
  expectContract('jazzcashReturn', back);
  expect(back.headers.location).toBe(`/appointment/payment/checkout/${String(appointmentId)}`);
  return appointmentId;
}

const statusOf = async (appointmentId: number) => {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/payments/${String(appointmentId)}/status`,
    headers: { cookie: patient.cookie },
  });
  expectContract('getPaymentStatus', response);
  return response.json<{ status: number; message: string }>();
};

describe('the JazzCash simulator', () => {
  it('is where the checkout points, and shows the amount with one plain form per outcome', async () => {
    const { gateway, fields } = await checkout();
    expect(gateway).toBe('http://localhost:80/dev/jazzcash-simulator');
    expect(fields.pp_MerchantID).toBe('SIMULATOR');
    const page = await server.app.inject({ method: 'POST', url: '/dev/jazzcash-simulator', ...form(fields) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Rs 1,800');
    const buttons = formsOf(page.body).map((entry) => entry.button);
    expect(buttons).toEqual([
      'Pay successfully (code 000)',
      'Leave the payment pending (code 124)',
      'Fail the payment (code 112)',
    ]);
    // Works under the CSP: no script, no inline style, forms post to this server only.
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.body).not.toMatch(/<script|style=/i);
    const css = await server.app.inject({ method: 'GET', url: '/dev/jazzcash-simulator.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('carries each outcome back to the server: success, pending and failure', async () => {
    const paid = await payThroughSimulator('000');
    expect(await statusOf(paid)).toMatchObject({ status: PaymentStatus.SUCCESS });
    const pending = await payThroughSimulator('124');
    const pendingStatus = await statusOf(pending);
    expect(pendingStatus.status).toBe(PaymentStatus.PENDING);
    expect(pendingStatus.message).toContain('We will update this page');
    const failed = await payThroughSimulator('112');
    expect(await statusOf(failed)).toMatchObject({
      status: PaymentStatus.FAILURE,
      message: 'The transaction was cancelled by the customer.',
    });
  });

  it('refuses a request that is not signed, or that returns elsewhere', async () => {
    const { fields } = await checkout();
    const unsigned = await server.app.inject({
      method: 'POST',
      url: '/dev/jazzcash-simulator',
      ...form({ ...fields, pp_Amount: '100' }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.body).toContain('not signed correctly');
    expect(formsOf(unsigned.body)).toEqual([]);
    const elsewhere = await server.app.inject({
      method: 'POST',
      url: '/dev/jazzcash-simulator',
      payload: new URLSearchParams(fields).toString(),
      headers: { host: 'evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.body).toContain('does not return to this server');
  });
});

describe('the simulator with merchant settings', () => {
  it('is not registered when merchant settings exist', async () => {
    const withMerchant = await startServer({
      JAZZCASH_MERCHANT_ID: 'MC1',
      JAZZCASH_PASSWORD: 'p',
      JAZZCASH_INTEGRITY_SALT: 's',
    });
    try {
      const response = await withMerchant.app.inject({ method: 'GET', url: '/dev/jazzcash-simulator' });
      expect(response.statusCode).toBe(404);
    } finally {
      await withMerchant.close();
    }
  });
});
