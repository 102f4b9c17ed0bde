import { PaymentStatus } from '@aafiyat/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics, doctors, payments } from '../src/db/schema';
import { insertAppointment, pakistanDay, weekday } from './care-support';
import { expectContract, signInAs, startServer, type SignedIn, type TestServer } from './harness';

let server: TestServer;
let owner: SignedIn;
let otherOwner: SignedIn;
let sana: SignedIn;
let imran: SignedIn;
let outsider: SignedIn;
let ayesha: SignedIn;
let bilal: SignedIn;
let clinicId: number;
const ids = {
  started: 0,
  success: 0,
  pending: 0,
  failure: 0,
  notStarted: 0,
  tomorrow: 0,
  lastMonth: 0,
  elsewhere: 0,
};
const pmdc = { sana: '', imran: '' };

const today = pakistanDay(0);
const everyDay = [0, 1, 2, 3, 4, 5, 6];
const notToday = everyDay.filter((day) => day !== weekday(today));

async function clinicOf(account: SignedIn): Promise<number> {
  const [row] = await server.db
    .select({ id: clinics.id })
    .from(clinics)
    .where(eq(clinics.ownerAccountId, account.accountId));
  if (!row) throw new Error('no clinic');
  return row.id;
}

async function paid(appointmentId: number, at: Date, status: PaymentStatus = PaymentStatus.SUCCESS) {
  await server.db.insert(payments).values({
    appointmentId,
    txnRef: `T${String(appointmentId)}${String(at.getTime())}`,
    status,
    responseCode: '000',
    message: 'The transaction was successful.',
    updatedAt: at,
  });
}

beforeAll(async () => {
  server = await startServer();
  owner = await signInAs(server, 'clinic_owner');
  otherOwner = await signInAs(server, 'clinic_owner');
  clinicId = await clinicOf(owner);
  const otherClinicId = await clinicOf(otherOwner);
  sana = await signInAs(server, 'doctor', {
    name: 'Dr. Sana Mirza',
    doctor: {
      clinicId,
      workingDays: everyDay,
      specialty: 'Cardiologist',
      startTime: '09:00',
      endTime: '17:00',
    },
  });
  imran = await signInAs(server, 'doctor', {
    name: 'Dr. Imran Qureshi',
    doctor: { clinicId, workingDays: notToday },
  });
  outsider = await signInAs(server, 'doctor', {
    name: 'Dr. Zara Elahi',
    doctor: { clinicId: otherClinicId },
  });
  ayesha = await signInAs(server, 'patient', { name: 'Ayesha Khan' });
  bilal = await signInAs(server, 'patient', { name: 'Bilal Ahmed' });
  for (const doctor of [sana, imran]) {
    const [row] = await server.db
      .select({ pmdc: doctors.pmdc })
      .from(doctors)
      .where(eq(doctors.id, doctor.userId));
    pmdc[doctor === sana ? 'sana' : 'imran'] = row?.pmdc ?? '';
  }

  // Today at the clinic, one appointment in each payment state (inserted out of time order).
  ids.started = await insertAppointment(server, {
    patientId: bilal.userId,
    doctorId: sana.userId,
    date: today,
    time: '16:00',
    type: 'in_clinic',
    paymentStatus: PaymentStatus.STARTED,
    clinicId,
  });
  ids.success = await insertAppointment(server, {
    patientId: ayesha.userId,
    doctorId: sana.userId,
    date: today,
    time: '10:00',
    type: 'in_clinic',
    fee: 2000,
    paymentStatus: PaymentStatus.SUCCESS,
    clinicId,
  });
  ids.pending = await insertAppointment(server, {
    patientId: bilal.userId,
    doctorId: sana.userId,
    date: today,
    time: '09:00',
    type: 'online',
    paymentStatus: PaymentStatus.PENDING,
  });
  ids.failure = await insertAppointment(server, {
    patientId: ayesha.userId,
    doctorId: imran.userId,
    date: today,
    time: '11:30',
    type: 'in_clinic',
    paymentStatus: PaymentStatus.FAILURE,
    clinicId,
  });
  ids.notStarted = await insertAppointment(server, {
    patientId: bilal.userId,
    doctorId: imran.userId,
    date: today,
    time: '14:00',
    type: 'online',
  });
  // Not today, or not this clinic's.
  ids.tomorrow = await insertAppointment(server, {
    patientId: ayesha.userId,
    doctorId: sana.userId,
    date: pakistanDay(1),
    time: '10:00',
    fee: 3000,
    paymentStatus: PaymentStatus.SUCCESS,
  });
  ids.lastMonth = await insertAppointment(server, {
    patientId: ayesha.userId,
    doctorId: imran.userId,
    date: pakistanDay(-40),
    time: '10:00',
    fee: 700,
    paymentStatus: PaymentStatus.SUCCESS,
  });
  ids.elsewhere = await insertAppointment(server, {
    patientId: ayesha.userId,
    doctorId: outsider.userId,
    date: today,
    time: '12:00',
    fee: 9000,
    paymentStatus: PaymentStatus.SUCCESS,
  });

  // Pakistan's month starts at 00:00 +05:00 on the 1st: revenue counts payments from then on.
  const wall = new Date(Date.now() + 5 * 3_600_000);
  const monthStart = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1) - 5 * 3_600_000);
  await paid(ids.success, new Date(monthStart.getTime() + 60_000));
  await paid(ids.tomorrow, new Date());
  await paid(ids.lastMonth, new Date(monthStart.getTime() - 60_000));
  await paid(ids.elsewhere, new Date());
  // A failed attempt before the success of the 10:00 appointment counts for nothing.
  await paid(ids.success, new Date(), PaymentStatus.FAILURE);
});
afterAll(async () => {
  await server.close();
});

const get = (url: string, cookie?: string) =>
  server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/clinic/dashboard', () => {
  it("answers today's appointments by time, the counts, this month's revenue and the doctors", async () => {
    const response = await get('/api/clinic/dashboard', owner.cookie);
    expect(response.statusCode).toBe(200);
    expectContract('getClinicDashboard', response);
    const body = response.json<{
      date: string;
      clinic_id: number;
      clinic_name: string;
      today: {
        appointment_id: number;
        time: string;
        type: string;
        patient: { id: number; name: string };
        doctor: { name: string };
      }[];
      payment_counts: Record<string, number>;
      revenue_this_month: number;
      doctors: { pmdc: string; name: string; clinic_id?: number }[];
    }>();
    expect(body).toMatchObject({ date: today, clinic_id: clinicId, clinic_name: 'Test Clinic' });
    expect(body.today.map((item) => [item.time, item.appointment_id])).toEqual([
      ['09:00', ids.pending],
      ['10:00', ids.success],
      ['11:30', ids.failure],
      ['14:00', ids.notStarted],
      ['16:00', ids.started],
    ]);
    expect(body.today[1]).toEqual({
      appointment_id: ids.success,
      time: '10:00',
      type: 'in_clinic',
      patient: { id: ayesha.userId, name: 'Ayesha Khan' },
      doctor: { pmdc: pmdc.sana, name: 'Dr. Sana Mirza', specialty: 'Cardiologist' },
      payment_status: PaymentStatus.SUCCESS,
    });
    expect(body.payment_counts).toEqual({ success: 1, pending: 1, failure: 1, not_started: 1, started: 1 });
    expect(body.revenue_this_month).toBe(2000 + 3000);
    expect(body.doctors.map((doctor) => doctor.name)).toEqual(['Dr. Imran Qureshi', 'Dr. Sana Mirza']);
    expect(body.doctors[1]).toMatchObject({
      pmdc: pmdc.sana,
      clinic_id: clinicId,
      clinic_name: 'Test Clinic',
    });
  });

  it.each([
    ['Cleared', 0, () => [ids.success]],
    ['Pending', 1, () => [ids.pending, ids.notStarted, ids.started]],
    ['All', 2, () => [ids.pending, ids.success, ids.failure, ids.notStarted, ids.started]],
    ['Failed', 3, () => [ids.failure]],
  ])('filters today by payment: %s, with the counts unfiltered', async (_, filter, expected) => {
    const response = await get(`/api/clinic/dashboard?filter=${String(filter)}`, owner.cookie);
    expect(response.statusCode).toBe(200);
    expectContract('getClinicDashboard', response);
    const body = response.json<{
      today: { appointment_id: number }[];
      payment_counts: Record<string, number>;
    }>();
    expect(body.today.map((item) => item.appointment_id)).toEqual(expected());
    expect(body.payment_counts.success).toBe(1);
  });

  it("shows another owner only their own clinic's day", async () => {
    const response = await get('/api/clinic/dashboard', otherOwner.cookie);
    expect(response.statusCode).toBe(200);
    expectContract('getClinicDashboard', response);
    const body = response.json<{ today: { appointment_id: number }[]; revenue_this_month: number }>();
    expect(body.today.map((item) => item.appointment_id)).toEqual([ids.elsewhere]);
    expect(body.revenue_this_month).toBe(9000);
  });

  it('answers 400 for an unknown filter, 401 without a session and 403 for another role', async () => {
    const bad = await get('/api/clinic/dashboard?filter=9', owner.cookie);
    expect(bad.statusCode).toBe(400);
    expectContract('getClinicDashboard', bad);
    const anonymous = await get('/api/clinic/dashboard');
    expect(anonymous.statusCode).toBe(401);
    expectContract('getClinicDashboard', anonymous);
    const wrongRole = await get('/api/clinic/dashboard', sana.cookie);
    expect(wrongRole.statusCode).toBe(403);
    expectContract('getClinicDashboard', wrongRole);
  });
});

describe('GET /api/doctor/dashboard', () => {
  it("answers the doctor's day split into in-clinic and online, and the next available date", async () => {
    const response = await get('/api/doctor/dashboard', sana.cookie);
    expect(response.statusCode).toBe(200);
    expectContract('getDoctorDashboard', response);
    const body = response.json<{
      date: string;
      doctor: { pmdc: string; name: string };
      today: {
        in_clinic: { appointment_id: number; time: string }[];
        online: { appointment_id: number; patient: { name: string } }[];
      };
      next_available_date: string | null;
    }>();
    expect(body.date).toBe(today);
    expect(body.doctor).toMatchObject({
      pmdc: pmdc.sana,
      name: 'Dr. Sana Mirza',
      timings: { start: '09:00', end: '17:00' },
    });
    expect(body.today.in_clinic.map((item) => [item.time, item.appointment_id])).toEqual([
      ['10:00', ids.success],
      ['16:00', ids.started],
    ]);
    expect(body.today.online.map((item) => [item.appointment_id, item.patient.name])).toEqual([
      [ids.pending, 'Bilal Ahmed'],
    ]);
    // Works every day: today.
    expect(body.next_available_date).toBe(today);
  });

  it('answers the first working day after today for a doctor who is off today', async () => {
    const response = await get('/api/doctor/dashboard', imran.cookie);
    expect(response.statusCode).toBe(200);
    expectContract('getDoctorDashboard', response);
    const body = response.json<{
      today: { in_clinic: unknown[]; online: unknown[] };
      next_available_date: string | null;
    }>();
    expect(body.next_available_date).toBe(pakistanDay(1));
    expect(body.today.in_clinic).toHaveLength(1);
    expect(body.today.online).toHaveLength(1);
  });

  it('answers null when the doctor has no working days', async () => {
    const idle = await signInAs(server, 'doctor', { doctor: { workingDays: [] } });
    const response = await get('/api/doctor/dashboard', idle.cookie);
    expect(response.statusCode).toBe(200);
    expectContract('getDoctorDashboard', response);
    expect(response.json()).toMatchObject({
      today: { in_clinic: [], online: [] },
      next_available_date: null,
    });
  });

  it('answers 401 without a session and 403 for another role', async () => {
    const anonymous = await get('/api/doctor/dashboard');
    expect(anonymous.statusCode).toBe(401);
    expectContract('getDoctorDashboard', anonymous);
    const wrongRole = await get('/api/doctor/dashboard', owner.cookie);
    expect(wrongRole.statusCode).toBe(403);
    expectContract('getDoctorDashboard', wrongRole);
  });
});
