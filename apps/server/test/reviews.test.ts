// Reviews from verified visits: who may review, once, what the doctor's page then lists, and the rating kept
// right.
import { PaymentStatus } from '@aafiyat/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors } from '../src/db/schema';
import { insertAppointment, pakistanDay } from './care-support';
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
let otherPatient: SignedIn;
let doctor: SignedIn;
let pmdc = '';

beforeAll(async () => {
  server = await startServer();
  patient = await signInAs(server, 'patient', { name: 'Ayesha Khan' });
  otherPatient = await signInAs(server, 'patient', { name: 'Bilal Ahmed' });
  doctor = await signInAs(server, 'doctor', { name: 'Dr. Hira Naveed' });
  const [row] = await server.db
    .select({ pmdc: doctors.pmdc })
    .from(doctors)
    .where(eq(doctors.id, doctor.userId));
  pmdc = row?.pmdc ?? '';
});
afterAll(async () => {
  await server.close();
});

const review = (id: number, payload: unknown, cookie?: string) =>
  server.app.inject({
    method: 'POST',
    url: `/api/appointments/${String(id)}/review`,
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
const get = (url: string, cookie?: string) =>
  server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** A visit of `who` with the doctor, `days` from today (negative: past) at `time`, in `status`. */
const visit = (who: SignedIn, days: number, time = '10:00', status: PaymentStatus = PaymentStatus.SUCCESS) =>
  insertAppointment(server, {
    patientId: who.userId,
    doctorId: doctor.userId,
    date: pakistanDay(days),
    time,
    type: 'in_clinic',
    paymentStatus: status,
  });

const ratingOf = async () => {
  const [row] = await server.db
    .select({ sum: doctors.ratingSum, count: doctors.ratingCount })
    .from(doctors)
    .where(eq(doctors.id, doctor.userId));
  return row;
};

describe('POST /api/appointments/{id}/review', () => {
  it("takes a completed visit's review once, keeps its words as text, and moves the doctor's rating with it", async () => {
    const before = await ratingOf();
    const id = await visit(patient, -3);
    const sent = await review(
      id,
      { rating: 4, text: '  <b>Kind</b> and careful.\r\n\r\n\r\nExplained everything.  ' },
      patient.cookie,
    );
    expectContract('reviewAppointment', sent);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      author: 'Ayesha K.',
      rating: 4,
      text: '<b>Kind</b> and careful.\n\nExplained everything.',
      date: pakistanDay(0),
    });
    expect(await ratingOf()).toEqual({ sum: (before?.sum ?? 0) + 4, count: (before?.count ?? 0) + 1 });

    const again = await review(id, { rating: 1 }, patient.cookie);
    expectContract('reviewAppointment', again);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'already_reviewed',
      message: 'You have already reviewed this visit.',
    });
    expect(await ratingOf()).toEqual({ sum: (before?.sum ?? 0) + 4, count: (before?.count ?? 0) + 1 });

    // The patient's list says the visit is reviewed.
    const listed = await get('/api/patient/appointments', patient.cookie);
    const entry = listed
      .json<{ data: { id: number; review?: unknown }[] }>()
      .data.find((row) => row.id === id);
    expect(entry?.review).toEqual({ rating: 4, date: pakistanDay(0) });
  });

  it('keeps one review when two are sent for one visit at once', async () => {
    const before = await ratingOf();
    const id = await visit(patient, -4, '11:00');
    const answers = await Promise.all([
      review(id, { rating: 5 }, patient.cookie),
      review(id, { rating: 3 }, patient.cookie),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const after = await ratingOf();
    expect(after?.count).toBe((before?.count ?? 0) + 1);
  });

  it('refuses a visit not paid, or still to come, with the reason', async () => {
    const unpaid = await review(
      await visit(patient, -2, '12:00', PaymentStatus.FAILURE),
      { rating: 5 },
      patient.cookie,
    );
    expectContract('reviewAppointment', unpaid);
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json()).toMatchObject({ code: 'review_not_allowed', reason: 'not_paid' });

    const coming = await review(await visit(patient, 2, '12:00'), { rating: 5 }, patient.cookie);
    expect(coming.statusCode).toBe(403);
    expect(coming.json()).toMatchObject({ code: 'review_not_allowed', reason: 'not_yet' });
  });

  it("answers 404 for another patient's visit, and 401/403 to no session or another role", async () => {
    const id = await visit(patient, -5, '13:00');
    const other = await review(id, { rating: 1 }, otherPatient.cookie);
    expectContract('reviewAppointment', other);
    expect(other.statusCode).toBe(404);
    expect((await review(id, { rating: 1 })).statusCode).toBe(401);
    const asDoctor = await review(id, { rating: 5 }, doctor.cookie);
    expect(asDoctor.statusCode).toBe(403);
    expect(asDoctor.json()).toMatchObject({ code: 'forbidden' });
    expect((await review(id, { rating: 5 }, patient.cookie)).statusCode).toBe(201);
  });

  it('refuses a rating out of range, words too long, and fields it does not take, naming the field', async () => {
    const id = await visit(patient, -6, '14:00');
    for (const [payload, path, code] of [
      [{ rating: 0 }, 'body/rating', 'too_small'],
      [{ rating: 6 }, 'body/rating', 'too_large'],
      [{ rating: 4.5 }, 'body/rating', 'wrong_type'],
      [{}, 'body/rating', 'required'],
      [{ rating: 5, text: 'a'.repeat(1001) }, 'body/text', 'too_long'],
      [{ rating: 5, author: 'Someone else' }, 'body/author', 'not_allowed'],
    ] as const) {
      const answer = await review(id, payload, patient.cookie);
      expectContract('reviewAppointment', answer);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toMatchObject({ fields: [{ path, code }] });
    }
    expect((await review(0, { rating: 5 }, patient.cookie)).statusCode).toBe(400);
  });
});

describe('GET /api/doctors/{pmdc}/reviews', () => {
  it('lists the reviews newest first, each naming its author by first name and initial, paged', async () => {
    const first = await get(`/api/doctors/${pmdc}/reviews?page=1&page_size=2`);
    expectContract('listDoctorReviews', first);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const body = first.json<{
      data: { id: number; author: string }[];
      total: number;
      rating: { average: number; count: number };
    }>();
    expect(body.data).toHaveLength(2);
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(new Set(body.data.map((entry) => entry.author))).toEqual(new Set(['Ayesha K.']));
    // Newest first: ids were given in the order the reviews were written.
    expect(body.data[0]?.id).toBeGreaterThan(body.data[1]?.id ?? Infinity);
    const rating = await ratingOf();
    expect(body.rating.count).toBe(rating?.count);

    const second = (await get(`/api/doctors/${pmdc.toLowerCase()}/reviews?page=2&page_size=2`)).json<{
      data: { id: number }[];
    }>();
    expect(second.data[0]?.id).toBeLessThan(body.data[1]?.id ?? 0);
  });

  it('answers 404 for an unknown doctor and 400 for a page size out of range', async () => {
    const unknown = await get('/api/doctors/99999-Z/reviews');
    expectContract('listDoctorReviews', unknown);
    expect(unknown.statusCode).toBe(404);
    const wrong = await get(`/api/doctors/${pmdc}/reviews?page_size=51`);
    expectContract('listDoctorReviews', wrong);
    expect(wrong.statusCode).toBe(400);
  });
});
