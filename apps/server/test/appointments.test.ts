import { PaymentStatus } from '@aafiyat/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, clinics, doctors } from '../src/db/schema';
import { pakistanDay, weekday } from './care-support';
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
let owner: SignedIn;
let clinicDoctor: SignedIn;
let clinicOnlyDoctor: SignedIn;
let allDayDoctor: SignedIn;
let clinicId: number;
const pmdc: Record<string, string> = {};

const tomorrow = pakistanDay(1);
const everyDay = [0, 1, 2, 3, 4, 5, 6];

async function pmdcOf(doctor: SignedIn): Promise<string> {
  const [row] = await server.db
    .select({ pmdc: doctors.pmdc })
    .from(doctors)
    .where(eq(doctors.id, doctor.userId));
  if (!row) throw new Error('no doctor');
  return row.pmdc;
}

beforeAll(async () => {
  server = await startServer();
  patient = await signInAs(server, 'patient', { name: 'Ayesha Khan' });
  otherPatient = await signInAs(server, 'patient', { name: 'Bilal Ahmed' });
  owner = await signInAs(server, 'clinic_owner');
  const [clinic] = await server.db
    .select({ id: clinics.id })
    .from(clinics)
    .where(eq(clinics.ownerAccountId, owner.accountId));
  if (!clinic) throw new Error('no clinic');
  clinicId = clinic.id;
  clinicDoctor = await signInAs(server, 'doctor', {
    name: 'Dr. Sana Mirza',
    doctor: {
      fee: 2500,
      workingDays: everyDay,
      startTime: '09:00',
      endTime: '17:00',
      isOnline: true,
      clinicId,
      specialty: 'Cardiologist',
    },
  });
  clinicOnlyDoctor = await signInAs(server, 'doctor', {
    name: 'Dr. Imran Qureshi',
    // Every day but tomorrow's weekday.
    doctor: {
      fee: 1200,
      workingDays: everyDay.filter((day) => day !== weekday(tomorrow)),
      startTime: '17:00',
      endTime: '21:00',
      isOnline: false,
    },
  });
  allDayDoctor = await signInAs(server, 'doctor', {
    doctor: { workingDays: everyDay, startTime: '00:00', endTime: '23:59', isOnline: true },
  });
  pmdc.clinic = await pmdcOf(clinicDoctor);
  pmdc.clinicOnly = await pmdcOf(clinicOnlyDoctor);
  pmdc.allDay = await pmdcOf(allDayDoctor);
});
afterAll(async () => {
  await server.close();
});

const book = (payload: unknown, cookie?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/appointments',
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
const get = (url: string, cookie?: string) =>
  server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

let bookedId = 0;

describe('POST /api/appointments', () => {
  it('books an in-clinic appointment with the doctor’s fee, NOT_STARTED', async () => {
    const response = await book(
      { pmdc: pmdc.clinic, type: 'in_clinic', date: tomorrow, time: '10:30' },
      patient.cookie,
    );
    expect(response.statusCode).toBe(201);
    expectContract('createAppointment', response);
    expect(response.json()).toMatchObject({
      doctor: { pmdc: pmdc.clinic, name: 'Dr. Sana Mirza', specialty: 'Cardiologist' },
      clinic_id: clinicId,
      clinic_name: 'Test Clinic',
      type: 'in_clinic',
      date: tomorrow,
      time: '10:30',
      fee: 2500,
      payment_status: PaymentStatus.NOT_STARTED,
    });
    bookedId = response.json<{ id: number }>().id;
    const [row] = await server.db.select().from(appointments).where(eq(appointments.id, bookedId));
    expect(row).toMatchObject({ patientId: patient.userId, doctorId: clinicDoctor.userId, fee: 2500 });
  });

  it('books an online appointment with a doctor who consults online', async () => {
    const response = await book(
      { pmdc: pmdc.clinic, type: 'online', date: tomorrow, time: '11:00:00' },
      patient.cookie,
    );
    expect(response.statusCode).toBe(201);
    expectContract('createAppointment', response);
    expect(response.json()).toMatchObject({ type: 'online', time: '11:00' });
    expect(response.json()).not.toHaveProperty('clinic_id');
  });

  it('answers 409 slot_unavailable for a taken slot, whoever asks and however the time is written', async () => {
    const response = await book(
      { pmdc: pmdc.clinic, type: 'in_clinic', date: tomorrow, time: '10:30:00' },
      otherPatient.cookie,
    );
    expect(response.statusCode).toBe(409);
    expectContract('createAppointment', response);
    expect(response.json()).toMatchObject({
      code: 'slot_unavailable',
      message: 'This time is no longer available. Please pick another.',
    });
  });

  it('answers 409 doctor_not_online for an online booking with an in-clinic-only doctor', async () => {
    const date = pakistanDay(2);
    const response = await book(
      { pmdc: pmdc.clinicOnly, type: 'online', date, time: '18:00' },
      patient.cookie,
    );
    expect(response.statusCode).toBe(409);
    expectContract('createAppointment', response);
    expect(response.json()).toMatchObject({ code: 'doctor_not_online' });
  });

  it.each([
    [
      'a date in the past',
      () => ({ pmdc: pmdc.clinic, type: 'in_clinic', date: pakistanDay(-1), time: '10:00' }),
      'date_in_past',
      'body/date',
    ],
    [
      'a date more than 60 days ahead',
      () => ({ pmdc: pmdc.allDay, type: 'online', date: pakistanDay(61), time: '10:00' }),
      'date_out_of_range',
      'body/date',
    ],
    [
      'the year 3204',
      () => ({ pmdc: pmdc.allDay, type: 'online', date: '3204-01-07', time: '10:00' }),
      'date_out_of_range',
      'body/date',
    ],
    [
      'a day the doctor does not work',
      () => ({ pmdc: pmdc.clinicOnly, type: 'in_clinic', date: tomorrow, time: '18:00' }),
      'not_working_day',
      'body/date',
    ],
    [
      'a time before the doctor’s hours',
      () => ({ pmdc: pmdc.clinic, type: 'in_clinic', date: tomorrow, time: '08:59' }),
      'outside_timings',
      'body/time',
    ],
    [
      'the doctor’s closing time',
      () => ({ pmdc: pmdc.clinic, type: 'in_clinic', date: tomorrow, time: '17:00' }),
      'outside_timings',
      'body/time',
    ],
    [
      'a time already past today',
      () => ({ pmdc: pmdc.allDay, type: 'online', date: pakistanDay(0), time: '00:00' }),
      'time_in_past',
      'body/time',
    ],
    [
      'a malformed date',
      () => ({ pmdc: pmdc.clinic, type: 'in_clinic', date: '2024-02-30', time: '10:00' }),
      'validation_failed',
      'body/date',
    ],
    [
      'a malformed time',
      () => ({ pmdc: pmdc.clinic, type: 'in_clinic', date: tomorrow, time: '24:00' }),
      'validation_failed',
      'body/time',
    ],
    [
      'an unknown type',
      () => ({ pmdc: pmdc.clinic, type: 'home_visit', date: tomorrow, time: '10:00' }),
      'validation_failed',
      'body/type',
    ],
    [
      'a missing pmdc',
      () => ({ type: 'in_clinic', date: tomorrow, time: '10:00' }),
      'validation_failed',
      'body/pmdc',
    ],
    [
      'an unknown field',
      () => ({ pmdc: pmdc.clinic, type: 'in_clinic', date: tomorrow, time: '10:00', fee: 1 }),
      'validation_failed',
      'body/fee',
    ],
  ])('answers 400 for %s', async (_, payload, code, path) => {
    const response = await book(payload(), patient.cookie);
    expect(response.statusCode).toBe(400);
    expectContract('createAppointment', response);
    const body = response.json<{ code: string; message: string; fields: { path: string }[] }>();
    expect(body.code).toBe(code);
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.fields.map((field) => field.path)).toContain(path);
  });

  it('books as far as 60 days ahead', async () => {
    const planner = await signInAs(server, 'patient', { name: 'Hina Planner' });
    const response = await book(
      { pmdc: pmdc.allDay, type: 'online', date: pakistanDay(60), time: '10:00' },
      planner.cookie,
    );
    expect(response.statusCode).toBe(201);
    expectContract('createAppointment', response);
  });

  it('answers 409 patient_time_taken when the patient already has an appointment then, with any doctor', async () => {
    const busy = await signInAs(server, 'patient', { name: 'Nadia Busy' });
    const date = pakistanDay(2);
    const first = await book({ pmdc: pmdc.clinic, type: 'in_clinic', date, time: '15:30' }, busy.cookie);
    expect(first.statusCode).toBe(201);
    for (const time of ['15:30', '15:30:00']) {
      const response = await book({ pmdc: pmdc.allDay, type: 'online', date, time }, busy.cookie);
      expect(response.statusCode).toBe(409);
      expectContract('createAppointment', response);
      expect(response.json()).toEqual({
        code: 'patient_time_taken',
        message: 'You already have an appointment at this date and time. Please pick another time.',
      });
    }
    // Another time the same day is fine.
    const other = await book({ pmdc: pmdc.allDay, type: 'online', date, time: '15:45' }, busy.cookie);
    expect(other.statusCode).toBe(201);
  });

  it('books only one of many requests at once for the same patient and time, across two doctors', async () => {
    const racer = await signInAs(server, 'patient', { name: 'Saima Race' });
    const date = pakistanDay(3);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        index % 2 === 0
          ? book({ pmdc: pmdc.allDay, type: 'online', date, time: '13:00' }, racer.cookie)
          : book({ pmdc: pmdc.clinic, type: 'in_clinic', date, time: '13:00' }, racer.cookie),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    // The other doctor's booking is refused for the patient's sake; the same doctor's also as a taken slot.
    const codes = new Set(
      answers
        .filter((answer) => answer.statusCode === 409)
        .map((answer) => answer.json<{ code: string }>().code),
    );
    expect(codes.has('patient_time_taken')).toBe(true);
    const rows = await server.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.patientId, racer.userId));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for an unknown doctor', async () => {
    const response = await book(
      { pmdc: '99999-Z', type: 'in_clinic', date: tomorrow, time: '10:00' },
      patient.cookie,
    );
    expect(response.statusCode).toBe(404);
    expectContract('createAppointment', response);
  });

  it('answers 401 without a session and 403 for another role', async () => {
    const payload = { pmdc: pmdc.clinic, type: 'in_clinic', date: tomorrow, time: '12:00' };
    const anonymous = await book(payload);
    expect(anonymous.statusCode).toBe(401);
    expectContract('createAppointment', anonymous);
    const wrongRole = await book(payload, clinicDoctor.cookie);
    expect(wrongRole.statusCode).toBe(403);
    expectContract('createAppointment', wrongRole);
  });
});

describe('GET /api/patient/appointments', () => {
  let paidId = 0;
  let failedId = 0;
  beforeAll(async () => {
    // Two more of the patient's appointments, settled differently, plus one of another patient.
    const paid = await book(
      { pmdc: pmdc.allDay, type: 'online', date: pakistanDay(3), time: '09:00' },
      patient.cookie,
    );
    paidId = paid.json<{ id: number }>().id;
    const failed = await book(
      { pmdc: pmdc.allDay, type: 'online', date: pakistanDay(5), time: '09:00' },
      patient.cookie,
    );
    failedId = failed.json<{ id: number }>().id;
    await server.db
      .update(appointments)
      .set({ paymentStatus: PaymentStatus.SUCCESS })
      .where(eq(appointments.id, paidId));
    await server.db
      .update(appointments)
      .set({ paymentStatus: PaymentStatus.FAILURE })
      .where(eq(appointments.id, failedId));
    await book(
      { pmdc: pmdc.allDay, type: 'online', date: pakistanDay(4), time: '09:00' },
      otherPatient.cookie,
    );
  });

  it("lists the patient's own appointments, newest date first", async () => {
    const response = await get('/api/patient/appointments', patient.cookie);
    expect(response.statusCode).toBe(200);
    expectContract('listPatientAppointments', response);
    const body = response.json<{
      data: { id: number; date: string; time: string }[];
      total: number;
      page: number;
      page_size: number;
    }>();
    expect(body).toMatchObject({ total: 4, page: 1, page_size: 10 });
    expect(body.data.map((item) => [item.date, item.time])).toEqual([
      [pakistanDay(5), '09:00'],
      [pakistanDay(3), '09:00'],
      [tomorrow, '11:00'],
      [tomorrow, '10:30'],
    ]);
  });

  it.each([
    ['Cleared', 0, () => [paidId]],
    ['Failed', 3, () => [failedId]],
    ['Pending', 1, () => [bookedId]],
  ])('filters by payment: %s', async (_, filter, ids) => {
    const response = await get(`/api/patient/appointments?filter=${String(filter)}`, patient.cookie);
    expect(response.statusCode).toBe(200);
    expectContract('listPatientAppointments', response);
    const found = response.json<{ data: { id: number }[] }>().data.map((item) => item.id);
    for (const id of ids()) expect(found).toContain(id);
    expect(found).toHaveLength(filter === 1 ? 2 : 1);
  });

  it('pages', async () => {
    const response = await get('/api/patient/appointments?page=2&page_size=3', patient.cookie);
    expect(response.statusCode).toBe(200);
    expectContract('listPatientAppointments', response);
    expect(response.json()).toMatchObject({ page: 2, page_size: 3, total: 4 });
    expect(response.json<{ data: unknown[] }>().data).toHaveLength(1);
  });

  it.each([['filter=7'], ['page_size=51'], ['page=0'], ['filter=all']])(
    'answers 400 for %s',
    async (query) => {
      const response = await get(`/api/patient/appointments?${query}`, patient.cookie);
      expect(response.statusCode).toBe(400);
      expectContract('listPatientAppointments', response);
    },
  );

  it('answers 401 without a session and 403 for another role', async () => {
    const anonymous = await get('/api/patient/appointments');
    expect(anonymous.statusCode).toBe(401);
    expectContract('listPatientAppointments', anonymous);
    const wrongRole = await get('/api/patient/appointments', owner.cookie);
    expect(wrongRole.statusCode).toBe(403);
    expectContract('listPatientAppointments', wrongRole);
  });
});

describe('GET /api/appointments/{id}/checkout', () => {
  it("answers the summary of the patient's own appointment", async () => {
    const response = await get(`/api/appointments/${String(bookedId)}/checkout`, patient.cookie);
    expect(response.statusCode).toBe(200);
    expectContract('getAppointmentCheckout', response);
    expect(response.json()).toEqual({
      appointment_id: bookedId,
      doctor: { pmdc: pmdc.clinic, name: 'Dr. Sana Mirza', specialty: 'Cardiologist' },
      clinic_name: 'Test Clinic',
      date: tomorrow,
      time: '10:30',
      type: 'in_clinic',
      fee: 2500,
      payment_status: PaymentStatus.NOT_STARTED,
      // Held for the patient while they pay: 15 minutes from booking.
      booking_state: 'held',
      held_until: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
  });

  it("answers 404 for another patient's appointment and an unknown id, 400 for a bad id", async () => {
    const other = await get(`/api/appointments/${String(bookedId)}/checkout`, otherPatient.cookie);
    expect(other.statusCode).toBe(404);
    expectContract('getAppointmentCheckout', other);
    const unknown = await get('/api/appointments/999999/checkout', patient.cookie);
    expect(unknown.statusCode).toBe(404);
    const bad = await get('/api/appointments/x/checkout', patient.cookie);
    expect(bad.statusCode).toBe(400);
    expectContract('getAppointmentCheckout', bad);
  });

  it('answers 401 without a session and 403 for another role', async () => {
    const anonymous = await get(`/api/appointments/${String(bookedId)}/checkout`);
    expect(anonymous.statusCode).toBe(401);
    expectContract('getAppointmentCheckout', anonymous);
    const wrongRole = await get(`/api/appointments/${String(bookedId)}/checkout`, clinicDoctor.cookie);
    expect(wrongRole.statusCode).toBe(403);
    expectContract('getAppointmentCheckout', wrongRole);
  });
});

describe('GET /api/doctors/{pmdc}/slots', () => {
  const slots = (doctorPmdc: string, query = '') => get(`/api/doctors/${doctorPmdc}/slots${query}`);
  const afterTomorrow = pakistanDay(2);

  it("answers the doctor's open half-hour slots of their coming working days, to be asked again", async () => {
    const response = await slots(pmdc.clinicOnly ?? '', '?days=3');
    expect(response.statusCode).toBe(200);
    expectContract('listDoctorSlots', response);
    expect(response.headers['cache-control']).toBe('no-cache');
    const { data } = response.json<{ data: { date: string; times: string[] }[] }>();
    // Not tomorrow, which is not one of this doctor's days; nothing past the three days asked for.
    expect(data.map((day) => day.date)).not.toContain(tomorrow);
    expect(data.every((day) => day.date <= afterTomorrow)).toBe(true);
    expect(data.find((day) => day.date === afterTomorrow)?.times).toEqual([
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
    ]);
  });

  it('leaves out a slot once it is booked, and reads the number in any case', async () => {
    const booked = await book(
      { pmdc: pmdc.clinicOnly, type: 'in_clinic', date: afterTomorrow, time: '17:30' },
      otherPatient.cookie,
    );
    expect(booked.statusCode).toBe(201);
    const response = await slots((pmdc.clinicOnly ?? '').toLowerCase(), '?days=3');
    const day = response
      .json<{ data: { date: string; times: string[] }[] }>()
      .data.find((entry) => entry.date === afterTomorrow);
    expect(day?.times).toContain('17:00');
    expect(day?.times).not.toContain('17:30');
  });

  it('answers 404 for a number of no doctor and 400 for days it does not offer', async () => {
    const unknown = await slots('12-UNKNOWN');
    expect(unknown.statusCode).toBe(404);
    expectContract('listDoctorSlots', unknown);
    for (const days of ['0', '15', 'seven']) {
      const response = await slots(pmdc.clinicOnly ?? '', `?days=${days}`);
      expect(response.statusCode, days).toBe(400);
      expectContract('listDoctorSlots', response);
      expect(response.json<{ code: string }>().code, days).toBe('validation_failed');
    }
  });
});
