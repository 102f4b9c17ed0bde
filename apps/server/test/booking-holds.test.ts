// A booked time while it is paid for: held 15 minutes (again from each payment started), kept once paid or to be
// paid at the clinic, and given to another patient once its hold ran out unpaid.
import {
  bookingState,
  holdsItsTime as domainHoldsItsTime,
  PaymentStatus,
  SLOT_HOLD_MINUTES,
} from '@aafiyat/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStateColumns, holdsItsTime } from '../src/db/bookingHold';
import { appointments, doctors } from '../src/db/schema';
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
let first: SignedIn;
let second: SignedIn;
let doctor: SignedIn;
let pmdc = '';
const tomorrow = pakistanDay(1);
const everyDay = [0, 1, 2, 3, 4, 5, 6];

beforeAll(async () => {
  server = await startServer();
  first = await signInAs(server, 'patient', { name: 'Ayesha Khan' });
  second = await signInAs(server, 'patient', { name: 'Bilal Ahmed' });
  doctor = await signInAs(server, 'doctor', {
    doctor: { workingDays: everyDay, startTime: '09:00', endTime: '17:00', isOnline: true },
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

const post = (url: string, cookie: string, payload?: object) =>
  server.app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: { origin: TEST_ORIGIN, cookie },
  });
const get = (url: string, cookie?: string) =>
  server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const book = (who: SignedIn, time: string, type: 'in_clinic' | 'online' = 'in_clinic') =>
  post('/api/appointments', who.cookie, { pmdc, type, date: tomorrow, time });
/** Runs the hold of an appointment out, as 15 minutes unpaid would. */
const lapse = (id: number) =>
  server.db
    .update(appointments)
    .set({ heldUntil: new Date(Date.now() - 1000) })
    .where(eq(appointments.id, id));
const openTimes = async () => {
  const days = (await get(`/api/doctors/${pmdc}/slots`)).json<{
    data: { date: string; times: string[] }[];
  }>();
  return days.data.find((day) => day.date === tomorrow)?.times ?? [];
};

describe('a booking holds its time while it is paid for', () => {
  it('holds a new booking 15 minutes, then gives its time to the next patient', async () => {
    const booked = await book(first, '10:00');
    expectContract('createAppointment', booked);
    const mine = booked.json<{ id: number; booking_state: string; held_until: string }>();
    expect(mine.booking_state).toBe('held');
    const minutes = (Date.parse(mine.held_until) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(SLOT_HOLD_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(SLOT_HOLD_MINUTES);
    expect(await openTimes()).not.toContain('10:00');
    const refused = await book(second, '10:00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'slot_unavailable' });

    // Unpaid past its hold: the time is open again, and the next patient's booking releases the first.
    await lapse(mine.id);
    expect(await openTimes()).toContain('10:00');
    const checkout = await get(`/api/appointments/${String(mine.id)}/checkout`, first.cookie);
    expectContract('getAppointmentCheckout', checkout);
    expect(checkout.json()).toMatchObject({ booking_state: 'lapsed' });
    const taken = await book(second, '10:00');
    expect(taken.statusCode).toBe(201);
    const released = await get(`/api/appointments/${String(mine.id)}/checkout`, first.cookie);
    expect(released.json()).toMatchObject({ booking_state: 'released' });
    // Neither paying nor paying at the clinic brings it back.
    const pay = await post('/api/payments/jazzcash/start', first.cookie, { appointment_id: mine.id });
    expectContract('startJazzcashPayment', pay);
    expect([pay.statusCode, pay.json<{ code: string }>().code]).toEqual([409, 'booking_released']);
    const atClinic = await post(`/api/appointments/${String(mine.id)}/pay-at-clinic`, first.cookie);
    expectContract('payAtClinic', atClinic);
    expect([atClinic.statusCode, atClinic.json<{ code: string }>().code]).toEqual([409, 'booking_released']);
    // The patient's own list says so; the doctor's day has the new booking only.
    const list = await get('/api/patient/appointments', first.cookie);
    expect(list.json<{ data: { id: number; booking_state: string }[] }>().data).toContainEqual(
      expect.objectContaining({ id: mine.id, booking_state: 'released' }),
    );
  });

  it('holds the time again from a payment started', async () => {
    const mine = (await book(first, '11:00')).json<{ id: number }>();
    await lapse(mine.id);
    const pay = await post('/api/payments/jazzcash/start', first.cookie, { appointment_id: mine.id });
    expect(pay.statusCode).toBe(200);
    const checkout = (await get(`/api/appointments/${String(mine.id)}/checkout`, first.cookie)).json<{
      booking_state: string;
      held_until: string;
    }>();
    expect(checkout.booking_state).toBe('held');
    expect(Date.parse(checkout.held_until)).toBeGreaterThan(Date.now() + (SLOT_HOLD_MINUTES - 1) * 60_000);
    expect((await book(second, '11:00')).statusCode).toBe(409);
  });

  it('keeps an in-clinic visit to be paid at the clinic, and asks an online one to be paid', async () => {
    const visit = (await book(first, '12:00')).json<{ id: number }>();
    const chosen = await post(`/api/appointments/${String(visit.id)}/pay-at-clinic`, first.cookie);
    expectContract('payAtClinic', chosen);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ appointment_id: visit.id, booking_state: 'pay_at_clinic' });
    expect(chosen.json()).not.toHaveProperty('held_until');
    // Its hold has no end now: the time stays the patient's.
    await lapse(visit.id);
    expect((await book(second, '12:00')).statusCode).toBe(409);
    expect(await openTimes()).not.toContain('12:00');
    // Asked again: the same answer.
    expect((await post(`/api/appointments/${String(visit.id)}/pay-at-clinic`, first.cookie)).statusCode).toBe(
      200,
    );

    const online = (await book(first, '13:00', 'online')).json<{ id: number }>();
    const refused = await post(`/api/appointments/${String(online.id)}/pay-at-clinic`, first.cookie);
    expectContract('payAtClinic', refused);
    expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([409, 'online_must_be_paid']);
  });

  it("refuses a paid visit, another patient's, and no session", async () => {
    const paid = await insertAppointment(server, {
      patientId: first.userId,
      doctorId: doctor.userId,
      date: tomorrow,
      time: '14:00',
      type: 'in_clinic',
      paymentStatus: PaymentStatus.SUCCESS,
    });
    const again = await post(`/api/appointments/${String(paid)}/pay-at-clinic`, first.cookie);
    expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([409, 'already_paid']);
    expect((await post(`/api/appointments/${String(paid)}/pay-at-clinic`, second.cookie)).statusCode).toBe(
      404,
    );
    const none = await server.app.inject({
      method: 'POST',
      url: `/api/appointments/${String(paid)}/pay-at-clinic`,
      headers: { origin: TEST_ORIGIN },
    });
    expect(none.statusCode).toBe(401);
  });

  it("counts a slot as taken in SQL exactly as the domain's rule does", async () => {
    const now = new Date();
    const past = new Date(now.getTime() - 60_000);
    const future = new Date(now.getTime() + 60_000);
    let minute = 0;
    for (const paymentStatus of Object.values(PaymentStatus)) {
      for (const payAtClinic of [false, true]) {
        for (const heldUntil of [null, past, future]) {
          for (const released of [false, true]) {
            minute += 1;
            const [row] = await server.db
              .insert(appointments)
              .values({
                patientId: second.userId,
                doctorId: doctor.userId,
                date: pakistanDay(30),
                time: `${String(8 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
                type: 'in_clinic',
                fee: 1000,
                paymentStatus,
                payAtClinic,
                heldUntil,
                released,
              })
              .returning({ id: appointments.id });
            const [read] = await server.db
              .select({ ...bookingStateColumns, holds: sql<boolean>`${holdsItsTime}` })
              .from(appointments)
              .where(eq(appointments.id, row?.id ?? 0));
            if (!read) throw new Error('no row');
            expect(read.holds, JSON.stringify(read)).toBe(domainHoldsItsTime(bookingState(read, new Date())));
          }
        }
      }
    }
  });
});
