// Attacks on who may touch what, against a real server process over TCP and real sockets: a patient putting
// another patient's ids in requests (profile, attachments, appointments, payments, pictures, calls), joining
// their realtime room or hearing their calls; a doctor acting on another doctor's appointment or call; roles
// calling endpoints of other roles; and a socket flooding events past the per-socket limit.
import { randomUUID } from 'node:crypto';
import type { Acknowledgement } from '@aafiyat/api';
import { PaymentStatus } from '@aafiyat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, multipartBody } from './care-support';
import { record, roundTrip, send, socketsOf, until, type ClientSocket } from './call-support';
import { TEST_ORIGIN, type SignedIn } from './harness';
import type { Database } from '../src/db/client';
import { FIXTURE_PASSWORD, fixturesOf, signIn } from './security-fixtures';
import { clientOf, startTarget, tryConnect, type Target } from './security-support';

const FORBIDDEN = { code: 'forbidden', message: 'You do not have access to this.' };
const NOT_IN_CALL = { ok: false, message: 'You are not in this call.' } as const;
const SLOW_DOWN = { ok: false, message: 'Too many requests. Please slow down.' } as const;
/** The refusal message of an acknowledgement, or null for `{ ok: true }`. */
const messageOf = (answer: Acknowledgement) => (answer.ok ? null : answer.message);

let target: Target;
let people: Awaited<ReturnType<typeof prepare>>;
type Caller = 'patientA' | 'patientB' | 'doctorA' | 'doctorB' | 'owner' | 'staff' | 'hospital';
/** Signed-in callers: cookie, account id and the role's own id. */
const as = {} as Record<Caller, SignedIn>;
let attachmentOfA = 0;
let sockets: ReturnType<typeof socketsOf>;

async function prepare(db: Database) {
  const make = fixturesOf(db);
  const owner = await make.owner('Imran Saeed', 'Shifa Family Clinic');
  const callers = {
    patientA: await make.patient('Ayesha Khan'),
    patientB: await make.patient('Bilal Ahmed'),
    doctorA: await make.doctor('Dr. Sana Mirza', '71001-S', { specialty: 'Cardiologist' }),
    doctorB: await make.doctor('Dr. Imran Qureshi', '71002-S'),
    owner,
    staff: await make.staff('Kamran Akhtar', owner.clinicId),
    hospital: await make.business('hospital', 'Mehran General'),
  };
  return {
    callers,
    otherOwner: await make.owner('Nadia Hussain', 'Hayat Clinic'),
    appointmentOfA: await make.appointment(callers.patientA, callers.doctorA),
    appointmentOfB: await make.appointment(callers.patientB, callers.doctorB),
    unpaidOfA: await make.appointment(callers.patientA, callers.doctorA, {
      minutesFromNow: -40,
      paymentStatus: PaymentStatus.NOT_STARTED,
    }),
  };
}

beforeAll(async () => {
  const started = await startTarget({
    env: { ALLOWED_ORIGINS: TEST_ORIGIN, CALL_TIMEOUT_MS: '60000' },
    prepare,
  });
  target = started.target;
  people = started.fixture;
  for (const [caller, person] of Object.entries(people.callers)) {
    as[caller as Caller] = await signIn(target.url, person);
  }
  const upload = multipartBody('lipid-profile.png', 'image/png', PNG_BYTES);
  const stored = await clientOf(target.url).request('POST', '/api/patient/attachments', {
    body: upload.payload,
    headers: upload.headers,
    cookie: as.patientA.cookie,
  });
  expect(stored.status).toBe(201);
  attachmentOfA = stored.json<{ id: number }>().id;
  sockets = socketsOf(target.url);
});

afterAll(async () => {
  sockets.closeAll();
  await target.stop();
});

const call = (method: string, path: string, who: SignedIn, json?: unknown) =>
  clientOf(target.url).request(method, path, { cookie: who.cookie, ...(json === undefined ? {} : { json }) });

describe('a patient using another patient’s ids', () => {
  it('cannot read, download or delete their attachment', async () => {
    const path = `/api/patient/attachments/${String(attachmentOfA)}`;
    for (const method of ['GET', 'DELETE']) {
      const answer = await call(method, path, as.patientB);
      expect(answer.status, method).toBe(404);
      expect(answer.json()).toEqual({ code: 'not_found', message: 'We could not find that attachment.' });
    }
    const ownList = await call('GET', '/api/patient/attachments', as.patientB);
    expect(ownList.json()).toEqual({ data: [] });
    // Still there, whole, for its owner.
    const download = await call('GET', path, as.patientA);
    expect(download.status).toBe(200);
    expect(download.body.equals(PNG_BYTES)).toBe(true);
  });

  it('cannot read or change their profile, by query, by body or by picture', async () => {
    const { patientA, patientB } = people.callers;
    const byQuery = await call('GET', `/api/patient/profile?id=${String(patientA.userId)}`, as.patientB);
    console.log(`GET /api/patient/profile?id=<A> as B: ${String(byQuery.status)}`);
    expect([200, 400]).toContain(byQuery.status);
    if (byQuery.status === 200)
      expect(byQuery.json()).toMatchObject({ id: patientB.userId, name: 'Bilal Ahmed' });

    const byBody = await call('PATCH', '/api/patient/profile', as.patientB, {
      id: patientA.userId,
      name: 'Hacked',
    });
    expect(byBody.status).toBe(400);
    expect(byBody.json()).toEqual({
      code: 'validation_failed',
      message: '"id" is not an accepted field.',
      fields: [{ path: 'body/id', code: 'not_allowed', message: '"id" is not an accepted field.' }],
    });
    const profileOfA = await call('GET', '/api/patient/profile', as.patientA);
    expect(profileOfA.json()).toMatchObject({ id: patientA.userId, name: 'Ayesha Khan' });

    const picture = await call('GET', `/api/patient/image?id=${String(patientA.userId)}`, as.patientB);
    expect(picture.status).toBe(403);
    expect(picture.json()).toEqual(FORBIDDEN);
  });

  it('cannot see or pay for their appointment', async () => {
    const id = String(people.unpaidOfA);
    const notFound = { code: 'not_found', message: 'We could not find that appointment.' };
    for (const [method, path, body] of [
      ['GET', `/api/appointments/${id}/checkout`, undefined],
      ['GET', `/api/payments/${id}/status`, undefined],
      ['POST', '/api/payments/jazzcash/start', { appointment_id: people.unpaidOfA }],
    ] as const) {
      const answer = await call(method, path, as.patientB, body);
      expect(answer.status, path).toBe(404);
      expect(answer.json(), path).toEqual(notFound);
    }
    const listed = await call(
      'GET',
      `/api/patient/appointments?patient_id=${String(people.callers.patientA.userId)}`,
      as.patientB,
    );
    console.log(`GET /api/patient/appointments?patient_id=<A> as B: ${String(listed.status)}`);
    expect([200, 400]).toContain(listed.status);
    if (listed.status === 200) {
      expect(listed.json<{ data: { id: number }[] }>().data.map((item) => item.id)).toEqual([
        people.appointmentOfB,
      ]);
    }
    // A's payment never started.
    const status = await call('GET', `/api/payments/${id}/status`, as.patientA);
    expect(status.json()).toMatchObject({
      appointment_id: people.unpaidOfA,
      status: PaymentStatus.NOT_STARTED,
    });
  });
});

describe('roles', () => {
  it('refuse every endpoint of another role with 403', async () => {
    const cases: [string, string, Caller[], unknown?][] = [
      ['GET', '/api/clinic/dashboard', ['patientA', 'doctorA', 'staff', 'hospital']],
      ['GET', '/api/doctor/dashboard', ['patientA', 'owner', 'staff', 'hospital']],
      ['GET', '/api/patient/profile', ['doctorA', 'owner', 'staff', 'hospital']],
      ['GET', '/api/patient/attachments', ['doctorA', 'owner', 'staff', 'hospital']],
      ['POST', '/api/calls', ['patientA', 'owner', 'staff', 'hospital'], { appointment_id: 1 }],
      [
        'POST',
        '/api/appointments',
        ['doctorA', 'owner', 'staff', 'hospital'],
        {
          pmdc: '71001-S',
          type: 'online',
          date: '2030-01-07',
          time: '10:00',
        },
      ],
    ];
    for (const [method, path, callers, body] of cases) {
      for (const caller of callers) {
        const answer = await call(method, path, as[caller], body);
        expect(answer.status, `${caller} ${method} ${path}`).toBe(403);
        expect(answer.json()).toEqual(FORBIDDEN);
      }
    }
    expect((await call('GET', '/api/clinic/dashboard', as.owner)).status).toBe(200);
    expect((await call('GET', '/api/doctor/dashboard', as.doctorA)).status).toBe(200);
  });

  it('keep a clinic owner to their own clinic and a doctor to their own patients', async () => {
    const other = await clientOf(target.url).request('POST', '/api/clinic/clinic_login', {
      json: {
        login: people.callers.owner.email,
        password: FIXTURE_PASSWORD,
        clinic_id: people.otherOwner.clinicId,
      },
    });
    expect(other.status).toBe(401);
    expect(other.json()).toEqual({
      code: 'invalid_credentials',
      message: 'The mobile number, email or password is not right.',
    });
    const dashboard = await call(
      'GET',
      `/api/clinic/dashboard?clinic_id=${String(people.otherOwner.clinicId)}`,
      as.owner,
    );
    expect([200, 400]).toContain(dashboard.status);
    if (dashboard.status === 200)
      expect(dashboard.json()).toMatchObject({ clinic_id: people.callers.owner.clinicId });

    const picture = await call(
      'GET',
      `/api/patient/image?id=${String(people.callers.patientA.userId)}`,
      as.doctorB,
    );
    expect(picture.status).toBe(403);
    expect(picture.json()).toEqual({
      code: 'forbidden',
      message: 'You can see the pictures of your own patients only.',
    });
    const ring = await call('POST', '/api/calls', as.doctorB, { appointment_id: people.appointmentOfA });
    expect(ring.status).toBe(403);
    expect(ring.json()).toEqual({
      code: 'forbidden',
      message: 'You can call the patients of your own appointments only.',
    });
  });
});

describe('the realtime endpoint', () => {
  it('keeps a patient out of another patient’s room and calls, and a doctor out of another doctor’s call', async () => {
    const [patientA, patientB, doctorA, doctorB] = await Promise.all([
      sockets.connect(as.patientA, true),
      sockets.connect(as.patientB, true),
      sockets.connect(as.doctorA),
      sockets.connect(as.doctorB),
    ]);
    const idOfA = as.patientA.userId;
    for (const [socket, payload] of [
      [patientB, { patient_id: idOfA }],
      [patientB, { patient_id: String(idOfA) }],
      [patientB, { patient_id: idOfA, role: 'patient' }],
      [doctorA, { patient_id: idOfA }],
    ] as const) {
      expect(await socket.emitWithAck('patient_connection', payload as never)).toEqual({
        ok: false,
        message: 'You can only receive your own calls.',
      });
    }
    const heardByA = record(patientA, 'receive_call');
    const heardByB = record(patientB, 'receive_call');
    const statusByDoctorB = record(doctorB, 'call_status');

    const ring = await call('POST', '/api/calls', as.doctorA, { appointment_id: people.appointmentOfA });
    expect(ring.status).toBe(201);
    const callId = ring.json<{ call_id: string }>().call_id;
    await until(() => heardByA.length === 1);

    // Strangers to the call: B cannot answer it or say they are ready, the other doctor cannot end or signal it.
    expect(await send(patientB, 'call_accept', { call_id: callId })).toEqual(NOT_IN_CALL);
    expect(await send(patientB, 'call_decline', { call_id: callId })).toEqual(NOT_IN_CALL);
    expect(await send(doctorB, 'call_hangup', { call_id: callId })).toEqual(NOT_IN_CALL);
    const offer = { type: 'offer', sdp: 'v=0\r\n' };
    expect(await send(doctorB, 'call_signal', { call_id: callId, signal: offer })).toEqual(NOT_IN_CALL);
    const ready = await call('POST', `/api/calls/${callId}/ready`, as.patientB);
    expect(ready.status).toBe(403);
    expect(ready.json()).toEqual({ code: 'forbidden', message: 'This call is for another patient.' });

    // The call is untouched: its patient accepts it, its doctor ends it.
    expect(await send(patientA, 'call_accept', { call_id: callId })).toEqual({ ok: true });
    expect(await send(doctorA, 'call_hangup', { call_id: callId })).toEqual({ ok: true });
    await Promise.all([patientB, doctorB].map(roundTrip));
    console.log(`receive_call heard by A: ${String(heardByA.length)}, by B: ${String(heardByB.length)}`);
    expect(heardByB).toEqual([]);
    expect(statusByDoctorB).toEqual([]);
  });

  it('refuses a socket without a session or from a foreign origin', async () => {
    const attempt = (headers: Record<string, string>) => tryConnect(target.url, headers);
    expect(await attempt({ origin: TEST_ORIGIN })).toBe('Please sign in to continue.');
    expect(await attempt({ origin: TEST_ORIGIN, cookie: 'aafiyat_session=forged.value' })).toBe(
      'Please sign in to continue.',
    );
    expect(await attempt({ origin: 'https://evil.example', cookie: as.patientA.cookie })).not.toBe(
      'connected',
    );
  });
});

describe('a socket flooding events', () => {
  it('is refused past a burst of 50, logged once, earns events back, and slows nobody else', async () => {
    const flooder = await sockets.connect(as.patientB);
    const bystander = await sockets.connect(as.patientA, true);
    const signal = { call_id: randomUUID(), signal: { type: 'offer', sdp: 'v=0\r\n' } };
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => send(flooder, 'call_signal', signal)),
    );
    const floodMs = performance.now() - started;
    const refused = answers.filter((answer) => messageOf(answer) === SLOW_DOWN.message);
    console.log(
      `200 call_signal in ${floodMs.toFixed(0)} ms: ${String(refused.length)} slowed down, ${String(200 - refused.length)} handled`,
    );
    expect(answers.slice(0, 50).every((answer) => messageOf(answer) !== SLOW_DOWN.message)).toBe(true);
    expect(answers.slice(0, 50).every((answer) => messageOf(answer) === NOT_IN_CALL.message)).toBe(true);
    // 150 over the burst; the refill (20 a second) lets a few through while the flood lasts.
    expect(refused.length).toBeGreaterThanOrEqual(150 - Math.ceil((floodMs / 1000) * 20) - 1);

    // Meanwhile everyone else is served at once.
    const before = performance.now();
    await roundTrip(bystander);
    const http = await clientOf(target.url).request('GET', '/api/specialities');
    const otherMs = performance.now() - before;
    console.log(`bystander socket round trip + an HTTP read during the flood: ${otherMs.toFixed(0)} ms`);
    expect(http.status).toBe(200);
    expect(otherMs).toBeLessThan(2000);

    // A flood of announcements is limited the same way.
    const announcer: ClientSocket = await sockets.connect(as.doctorB);
    const announced = await Promise.all(
      Array.from({ length: 80 }, () => announcer.emitWithAck('patient_connection', { patient_id: 1 })),
    );
    expect(announced.filter((answer) => messageOf(answer) === SLOW_DOWN.message).length).toBeGreaterThan(0);

    // The flooder earns events back as the bucket refills (a refused event costs nothing, so asking again works).
    let answer: Acknowledgement = SLOW_DOWN;
    const deadline = Date.now() + 5000;
    while (messageOf(answer) === SLOW_DOWN.message && Date.now() < deadline) {
      answer = await send(flooder, 'call_signal', signal);
    }
    expect(answer).toEqual(NOT_IN_CALL);

    // One warning per flooding socket, not one per refused event.
    await until(() => (target.process.output().match(/events too fast/g) ?? []).length >= 2);
    const warnings = target.process.output().match(/events too fast/g) ?? [];
    console.log(`rate-limit warnings in the log: ${String(warnings.length)}`);
    expect(warnings).toHaveLength(2);
  });
});
