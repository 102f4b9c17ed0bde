// JazzCash with merchant settings: the signed checkout form, the return post for each outcome, and the status.
// Every expected hash here is computed in this file with node:crypto, not by the server's own function.
import { createHmac } from 'node:crypto';
import { PaymentStatus } from '@aafiyat/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, doctors, payments } from '../src/db/schema';
import { jazzCashSecureHash } from '../src/services/jazzcash';
import { pakistanDay } from './care-support';
import {
  expectContract,
  signInAs,
  startServer,
  TEST_ORIGIN,
  type SignedIn,
  type TestServer,
} from './harness';

const SALT = 'z5x8c2v9b1';
const SANDBOX = 'https://sandbox.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/';

let server: TestServer;
let patient: SignedIn;
let otherPatient: SignedIn;
let doctor: SignedIn;
let pmdc: string;
let slot = 0;

beforeAll(async () => {
  server = await startServer({
    JAZZCASH_MERCHANT_ID: 'MC12345',
    JAZZCASH_PASSWORD: 'x9s1v0tz2b',
    JAZZCASH_INTEGRITY_SALT: SALT,
  });
  patient = await signInAs(server, 'patient');
  otherPatient = await signInAs(server, 'patient');
  doctor = await signInAs(server, 'doctor', {
    name: 'Dr. Sana Mirza',
    doctor: { fee: 2500, workingDays: [0, 1, 2, 3, 4, 5, 6], startTime: '00:00', endTime: '23:59' },
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

/** The test's own signer: non-empty pp_/ppmpf_ fields but the hash, sorted by name, salt first, joined by &. */
function sign(fields: Fields, salt = SALT): string {
  const names = Object.keys(fields)
    .filter((name) => (name.startsWith('pp_') || name.startsWith('ppmpf_')) && name !== 'pp_SecureHash')
    .sort();
  const values = names.map((name) => fields[name]).filter((value) => value !== '');
  return createHmac('sha256', salt)
    .update([salt, ...values].join('&'))
    .digest('hex')
    .toUpperCase();
}

async function bookAppointment(cookie = patient.cookie): Promise<number> {
  slot += 1;
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/appointments',
    payload: { pmdc, type: 'online', date: pakistanDay(2), time: `${String(slot).padStart(2, '0')}:00` },
    headers: { origin: TEST_ORIGIN, cookie },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

const start = (appointmentId: unknown, cookie?: string, language?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/payments/jazzcash/start',
    payload: { appointment_id: appointmentId },
    headers: {
      origin: TEST_ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
  });

async function started(): Promise<{ appointmentId: number; fields: Fields }> {
  const appointmentId = await bookAppointment();
  const response = await start(appointmentId, patient.cookie);
  expect(response.statusCode).toBe(200);
  return { appointmentId, fields: response.json<{ fields: Fields }>().fields };
}

/** JazzCash's return post for a transaction, signed by the test. */
function gatewayAnswer(request: Fields, code: string, message: string, extra: Fields = {}): Fields {
  const answer: Fields = {
    pp_Version: '1.1',
    pp_TxnType: 'MWALLET',
    pp_Language: 'EN',
    pp_MerchantID: request.pp_MerchantID ?? '',
    pp_SubMerchantID: '',
    pp_Password: '',
    pp_TxnRefNo: request.pp_TxnRefNo ?? '',
    pp_Amount: request.pp_Amount ?? '',
    pp_TxnCurrency: 'PKR',
    pp_TxnDateTime: request.pp_TxnDateTime ?? '',
    pp_BillReference: request.pp_BillReference ?? '',
    pp_ResponseCode: code,
    pp_ResponseMessage: message,
    pp_RetreivalReferenceNo: '240603123456',
    ppmpf_1: request.ppmpf_1 ?? '',
    ppmpf_2: request.ppmpf_2 ?? '',
    ...extra,
  };
  return { ...answer, pp_SecureHash: sign(answer) };
}

const postReturn = (fields: Fields) =>
  server.app.inject({
    method: 'POST',
    url: '/api/payments/jazzcash/return',
    payload: new URLSearchParams(fields).toString(),
    // From JazzCash's own page: another origin, no session cookie.
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://sandbox.jazzcash.com.pk',
    },
  });

const status = (appointmentId: number | string, cookie?: string) =>
  server.app.inject({
    method: 'GET',
    url: `/api/payments/${String(appointmentId)}/status`,
    headers: cookie ? { cookie } : {},
  });

async function stored(appointmentId: number) {
  const [appointment] = await server.db
    .select({ status: appointments.paymentStatus })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  const rows = await server.db
    .select({ status: payments.status, code: payments.responseCode, message: payments.message })
    .from(payments)
    .where(eq(payments.appointmentId, appointmentId));
  return { appointment: appointment?.status, payments: rows };
}

describe('the secure hash', () => {
  it('matches a worked example computed by hand', () => {
    const fields = {
      pp_Version: '1.1',
      pp_TxnType: '',
      pp_Language: 'EN',
      pp_MerchantID: 'MC12345',
      pp_Password: 'x9s1v0tz2b',
      pp_TxnRefNo: 'T20240603101500104',
      pp_Amount: '250000',
      pp_TxnCurrency: 'PKR',
      pp_TxnDateTime: '20240603101500',
      pp_BillReference: 'appt1042',
      pp_Description: 'Online consultation with Dr. Sana Mirza',
      pp_TxnExpiryDateTime: '20240604101500',
      pp_ReturnURL: 'https://aafiyat.pk/api/payments/jazzcash/return',
      ppmpf_1: '1042',
      ppmpf_2: '',
      ppmpf_3: '',
      ppmpf_4: '',
      ppmpf_5: '',
    };
    // Sorted by field name (pp_Amount … pp_Version, then ppmpf_1); empty values (pp_TxnType, ppmpf_2–5) left out.
    const message =
      'z5x8c2v9b1&250000&appt1042&Online consultation with Dr. Sana Mirza&EN&MC12345&x9s1v0tz2b&' +
      'https://aafiyat.pk/api/payments/jazzcash/return&PKR&20240603101500&20240604101500&T20240603101500104&1.1&1042';
    const expected = createHmac('sha256', SALT).update(message).digest('hex').toUpperCase();
    expect(expected).toBe('95DA13B6A13B994DEDE4A37A33C45DFE4997B4192C29E003A9DE106404DD8750');
    expect(jazzCashSecureHash(fields, SALT)).toBe(expected);
    // pp_SecureHash itself and fields without the prefixes never count.
    expect(jazzCashSecureHash({ ...fields, pp_SecureHash: 'ABC', other: 'x' }, SALT)).toBe(expected);
  });
});

describe('POST /api/payments/jazzcash/start', () => {
  it('answers the gateway and the signed page-redirection fields, and marks the payment STARTED', async () => {
    const appointmentId = await bookAppointment();
    const before = Date.now();
    const response = await start(appointmentId, patient.cookie);
    expect(response.statusCode).toBe(200);
    expectContract('startJazzcashPayment', response);
    const { gateway_url: gateway, fields } = response.json<{ gateway_url: string; fields: Fields }>();
    expect(gateway).toBe(SANDBOX);
    expect(fields).toMatchObject({
      pp_Version: '1.1',
      pp_TxnType: '',
      pp_Language: 'EN',
      pp_MerchantID: 'MC12345',
      pp_Password: 'x9s1v0tz2b',
      pp_Amount: '250000',
      pp_TxnCurrency: 'PKR',
      pp_BillReference: `appt${String(appointmentId)}`,
      pp_Description: 'Online consultation with Dr. Sana Mirza',
      pp_ReturnURL: 'http://localhost:80/api/payments/jazzcash/return',
      ppmpf_1: String(appointmentId),
      // The page's language, which the gateway hands back: English when the request names none.
      ppmpf_2: 'en',
    });
    // yyyyMMddHHmmss in Pakistan time, expiring an hour later.
    const pakistan = (ms: number) =>
      new Date(ms + 5 * 3_600_000).toISOString().replace(/[-:T]/g, '').slice(0, 12);
    expect(fields.pp_TxnDateTime?.slice(0, 12)).toBe(pakistan(before));
    expect(fields.pp_TxnExpiryDateTime?.slice(0, 12)).toBe(pakistan(before + 3_600_000));
    expect(fields.pp_TxnRefNo).toMatch(new RegExp(`^T${fields.pp_TxnDateTime ?? ''}[0-9]{5}$`));
    // The hash, recomputed here over the answer's own values in sorted-name order.
    const message = [
      SALT,
      fields.pp_Amount,
      fields.pp_BillReference,
      fields.pp_Description,
      fields.pp_Language,
      fields.pp_MerchantID,
      fields.pp_Password,
      fields.pp_ReturnURL,
      fields.pp_TxnCurrency,
      fields.pp_TxnDateTime,
      fields.pp_TxnExpiryDateTime,
      fields.pp_TxnRefNo,
      fields.pp_Version,
      fields.ppmpf_1,
      fields.ppmpf_2,
    ].join('&');
    expect(fields.pp_SecureHash).toBe(createHmac('sha256', SALT).update(message).digest('hex').toUpperCase());

    const state = await stored(appointmentId);
    expect(state.appointment).toBe(PaymentStatus.STARTED);
    expect(state.payments).toEqual([{ status: PaymentStatus.STARTED, code: null, message: null }]);

    const again = await start(appointmentId, patient.cookie);
    expect(again.json<{ fields: Fields }>().fields.pp_TxnRefNo).not.toBe(fields.pp_TxnRefNo);
  });

  it("answers 404 for another patient's appointment or an unknown one", async () => {
    const appointmentId = await bookAppointment();
    const other = await start(appointmentId, otherPatient.cookie);
    expect(other.statusCode).toBe(404);
    expectContract('startJazzcashPayment', other);
    const unknown = await start(999_999, patient.cookie);
    expect(unknown.statusCode).toBe(404);
    expect((await stored(appointmentId)).payments).toEqual([]);
  });

  it.each([
    ['a string id', '12'],
    ['a zero id', 0],
    ['no id', undefined],
  ])('answers 400 for %s', async (_, id) => {
    const response = await start(id, patient.cookie);
    expect(response.statusCode).toBe(400);
    expectContract('startJazzcashPayment', response);
  });

  it('answers 401 without a session and 403 for another role', async () => {
    const anonymous = await start(1);
    expect(anonymous.statusCode).toBe(401);
    expectContract('startJazzcashPayment', anonymous);
    const wrongRole = await start(1, doctor.cookie);
    expect(wrongRole.statusCode).toBe(403);
    expectContract('startJazzcashPayment', wrongRole);
  });
});

describe('POST /api/payments/jazzcash/return', () => {
  it('000 marks the payment SUCCESS and sends the customer to the checkout page', async () => {
    const { appointmentId, fields } = await started();
    const response = await postReturn(
      gatewayAnswer(fields, '000', 'Thank you for Using JazzCash, your transaction was successful.'),
    );
    expect(response.statusCode).toBe(303);
    expectContract('jazzcashReturn', response);
    expect(response.headers.location).toBe(`/appointment/payment/checkout/${String(appointmentId)}`);
    const state = await stored(appointmentId);
    expect(state.appointment).toBe(PaymentStatus.SUCCESS);
    expect(state.payments[0]).toMatchObject({ status: PaymentStatus.SUCCESS, code: '000' });

    const result = await status(appointmentId, patient.cookie);
    expect(result.statusCode).toBe(200);
    expectContract('getPaymentStatus', result);
    expect(result.json()).toMatchObject({
      appointment_id: appointmentId,
      status: PaymentStatus.SUCCESS,
      response_code: '000',
    });

    // Paid: a new checkout is refused, and a late failure post for the same transaction changes nothing.
    const again = await start(appointmentId, patient.cookie);
    expect(again.statusCode).toBe(409);
    expectContract('startJazzcashPayment', again);
    expect(again.json()).toMatchObject({ code: 'already_paid' });
    const late = await postReturn(gatewayAnswer(fields, '112', 'Cancelled'));
    expect(late.statusCode).toBe(303);
    expect((await stored(appointmentId)).appointment).toBe(PaymentStatus.SUCCESS);
  });

  it('124 marks it PENDING and the status says what happens next', async () => {
    const { appointmentId, fields } = await started();
    const response = await postReturn(
      gatewayAnswer(fields, '124', 'Order is placed and waiting for financials.'),
    );
    expect(response.statusCode).toBe(303);
    expectContract('jazzcashReturn', response);
    expect((await stored(appointmentId)).appointment).toBe(PaymentStatus.PENDING);
    const result = await status(appointmentId, patient.cookie);
    expectContract('getPaymentStatus', result);
    expect(result.json()).toMatchObject({ status: PaymentStatus.PENDING, response_code: '124' });
    expect(result.json<{ message: string }>().message).toMatch(
      /We will update this page when JazzCash confirms it\.$/,
    );
    // JazzCash waits on the customer for it: a second payment is refused, so nobody pays twice.
    const again = await start(appointmentId, patient.cookie);
    expect(again.statusCode).toBe(409);
    expectContract('startJazzcashPayment', again);
    expect(again.json()).toEqual({
      code: 'payment_pending',
      message: 'JazzCash is still waiting for this payment to be completed. Please finish it there.',
    });
    expect((await stored(appointmentId)).appointment).toBe(PaymentStatus.PENDING);
  });

  it('101 marks it FAILURE with a message, and an unlisted code keeps the gateway’s own message', async () => {
    const first = await started();
    const response = await postReturn(gatewayAnswer(first.fields, '101', 'Invalid merchant'));
    expect(response.statusCode).toBe(303);
    const state = await stored(first.appointmentId);
    expect(state.appointment).toBe(PaymentStatus.FAILURE);
    const result = await status(first.appointmentId, patient.cookie);
    expectContract('getPaymentStatus', result);
    expect(result.json()).toEqual({
      appointment_id: first.appointmentId,
      status: PaymentStatus.FAILURE,
      message: 'Invalid merchant credentials.',
      response_code: '101',
    });

    const second = await started();
    await postReturn(gatewayAnswer(second.fields, '199', 'Your bank declined the payment.'));
    const declined = await status(second.appointmentId, patient.cookie);
    expect(declined.json()).toMatchObject({
      status: PaymentStatus.FAILURE,
      message: 'Your bank declined the payment.',
    });

    // A failed payment can be tried again.
    const retry = await start(second.appointmentId, patient.cookie);
    expect(retry.statusCode).toBe(200);
  });

  it('sends a customer who started on an Urdu page back to the Urdu checkout', async () => {
    const appointmentId = await bookAppointment();
    const response = await start(appointmentId, patient.cookie, 'ur');
    expect(response.statusCode).toBe(200);
    const { fields } = response.json<{ fields: Fields }>();
    expect(fields.ppmpf_2).toBe('ur');
    const back = await postReturn(gatewayAnswer(fields, '000', 'Success'));
    expect(back.statusCode).toBe(303);
    expectContract('jazzcashReturn', back);
    expect(back.headers.location).toBe(`/ur/appointment/payment/checkout/${String(appointmentId)}`);
    // A language the site does not have, signed all the same, means English.
    const other = await started();
    const odd = await postReturn(gatewayAnswer(other.fields, '000', 'Success', { ppmpf_2: 'fr' }));
    expect(odd.headers.location).toBe(`/appointment/payment/checkout/${String(other.appointmentId)}`);
  });

  it('refuses a tampered post with 400 and changes nothing', async () => {
    const { appointmentId, fields } = await started();
    const answer = gatewayAnswer(fields, '000', 'Success');
    const forged = await postReturn({ ...answer, pp_SecureHash: sign(answer, 'wrong-salt') });
    expect(forged.statusCode).toBe(400);
    expectContract('jazzcashReturn', forged);
    expect(forged.json()).toMatchObject({ code: 'invalid_secure_hash' });
    // A failure turned into a success after signing.
    const failure = gatewayAnswer(fields, '101', 'Invalid merchant');
    const flipped = await postReturn({ ...failure, pp_ResponseCode: '000' });
    expect(flipped.statusCode).toBe(400);
    // A field the hash covers, added afterwards.
    const added = await postReturn({ ...answer, ppmpf_2: 'extra' });
    expect(added.statusCode).toBe(400);
    const state = await stored(appointmentId);
    expect(state.appointment).toBe(PaymentStatus.STARTED);
    expect(state.payments).toEqual([{ status: PaymentStatus.STARTED, code: null, message: null }]);
  });

  it('refuses a signed answer whose amount is not the fee', async () => {
    const { appointmentId, fields } = await started();
    const response = await postReturn(gatewayAnswer(fields, '000', 'Success', { pp_Amount: '100' }));
    expect(response.statusCode).toBe(400);
    expectContract('jazzcashReturn', response);
    expect((await stored(appointmentId)).appointment).toBe(PaymentStatus.STARTED);
  });

  it('answers 404 for a signed answer about an unknown transaction', async () => {
    const { fields } = await started();
    const response = await postReturn(
      gatewayAnswer({ ...fields, pp_TxnRefNo: 'T2024060310150099999' }, '000', 'Success'),
    );
    expect(response.statusCode).toBe(404);
    expectContract('jazzcashReturn', response);
  });

  it.each([
    [
      'a missing response code',
      (answer: Fields) => {
        const { pp_ResponseCode: _, ...rest } = answer;
        return rest;
      },
    ],
    ['a field without the pp_ prefix', (answer: Fields) => ({ ...answer, amount: '1' })],
    ['a malformed hash', (answer: Fields) => ({ ...answer, pp_SecureHash: 'nothex' })],
  ])('answers 400 for %s', async (_, change) => {
    const { fields } = await started();
    const response = await postReturn(change(gatewayAnswer(fields, '000', 'Success')));
    expect(response.statusCode).toBe(400);
    expectContract('jazzcashReturn', response);
  });
});

describe('GET /api/payments/{appointment_id}/status', () => {
  it('answers NOT_STARTED and STARTED with a sentence', async () => {
    const appointmentId = await bookAppointment();
    const fresh = await status(appointmentId, patient.cookie);
    expect(fresh.statusCode).toBe(200);
    expectContract('getPaymentStatus', fresh);
    expect(fresh.json()).toEqual({
      appointment_id: appointmentId,
      status: PaymentStatus.NOT_STARTED,
      message: 'You have not paid for this appointment yet.',
    });
    await start(appointmentId, patient.cookie);
    const begun = await status(appointmentId, patient.cookie);
    expectContract('getPaymentStatus', begun);
    expect(begun.json()).toMatchObject({ status: PaymentStatus.STARTED });
  });

  it("answers 404 for another patient's or an unknown appointment, 400 for a bad id", async () => {
    const appointmentId = await bookAppointment();
    const other = await status(appointmentId, otherPatient.cookie);
    expect(other.statusCode).toBe(404);
    expectContract('getPaymentStatus', other);
    expect((await status(999_999, patient.cookie)).statusCode).toBe(404);
    const bad = await status('abc', patient.cookie);
    expect(bad.statusCode).toBe(400);
    expectContract('getPaymentStatus', bad);
  });

  it('answers 401 without a session and 403 for another role', async () => {
    const anonymous = await status(1);
    expect(anonymous.statusCode).toBe(401);
    expectContract('getPaymentStatus', anonymous);
    const wrongRole = await status(1, doctor.cookie);
    expect(wrongRole.statusCode).toBe(403);
    expectContract('getPaymentStatus', wrongRole);
  });
});
