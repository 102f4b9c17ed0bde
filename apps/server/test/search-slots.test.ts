// A search result's first open slots: today and tomorrow, at most three, none a booked one.
import { addCalendarDays, openSlots, pakistanDate, PaymentStatus } from '@aafiyat/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors } from '../src/db/schema';
import { insertAppointment } from './care-support';
import { expectContract, signInAs, startServer, type SignedIn, type TestServer } from './harness';

let server: TestServer;
let doctor: SignedIn;
let patient: SignedIn;
let pmdc = '';
const everyDay = [0, 1, 2, 3, 4, 5, 6];

beforeAll(async () => {
  // No cache: each search reads the bookings as they stand.
  server = await startServer({ SEARCH_CACHE_MS: '0' });
  patient = await signInAs(server, 'patient');
  doctor = await signInAs(server, 'doctor', {
    name: 'Dr. Slot Finder',
    doctor: { workingDays: everyDay, startTime: '00:00', endTime: '23:59', city: 'Gwadar', isOnline: true },
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

const search = async () => {
  const response = await server.app.inject({ method: 'GET', url: '/api/doctors/search?city=Gwadar' });
  expectContract('searchDoctors', response);
  const found = response
    .json<{ data: { pmdc: string; next_slots?: { date: string; time: string }[] }[] }>()
    .data.find((entry) => entry.pmdc === pmdc);
  return found?.next_slots;
};

describe('GET /api/doctors/search: next open slots', () => {
  it('gives each doctor their first three open slots of today and tomorrow, skipping a booked one', async () => {
    const now = new Date();
    const open = openSlots({
      workingDays: everyDay,
      timings: { start: '00:00', end: '23:59' },
      taken: new Set(),
      now,
      days: 2,
    }).flatMap(({ date, times }) => times.map((time) => ({ date, time })));
    const first = (await search()) ?? [];
    expect(first).toHaveLength(3);
    // Today and tomorrow only, in order (a slot may pass between the two reckonings: compare from the search's).
    const today = pakistanDate(now);
    for (const slot of first) expect([today, addCalendarDays(today, 1)]).toContain(slot.date);
    const head = first.at(0);
    const start = open.findIndex((slot) => slot.date === head?.date && slot.time === head.time);
    expect(first).toEqual(open.slice(start, start + 3));

    // Booked and paid by a patient: the slot leaves the card, the next one joins.
    const [taken, ...rest] = first;
    if (!taken) throw new Error('no slot');
    await insertAppointment(server, {
      patientId: patient.userId,
      doctorId: doctor.userId,
      date: taken.date,
      time: taken.time,
      type: 'in_clinic',
      paymentStatus: PaymentStatus.SUCCESS,
    });
    const after = await search();
    expect(after?.slice(0, 2)).toEqual(rest);
    expect(after).not.toContainEqual(taken);
  });

  it('gives a doctor who works on neither day no slots', async () => {
    const today = new Date();
    const weekday = (offset: number) =>
      new Date(`${addCalendarDays(pakistanDate(today), offset)}T12:00:00Z`).getUTCDay();
    await server.db
      .update(doctors)
      .set({ workingDays: everyDay.filter((day) => day !== weekday(0) && day !== weekday(1)) })
      .where(eq(doctors.id, doctor.userId));
    await expect(search()).resolves.toEqual([]);
  });
});
