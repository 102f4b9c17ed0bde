// Pieces of the realtime and fuzz checks (./realtime.ts, ./fuzz.ts): session cookies written straight into the
// database and signed with the run's secret, and the realtime check's people and listening sockets.
import { performance } from 'node:perf_hooks';
import { sign } from '@fastify/cookie';
import { REALTIME_PATH, type Acknowledgement, type IncomingCall } from '@aafiyat/api';
import { PaymentStatus, pakistanDate, pakistanTimeOfDay } from '@aafiyat/domain';
import { io } from 'socket.io-client';
import type { Database } from '../src/db/client';
import { accounts, appointments, doctors, patients } from '../src/db/schema';
import { SESSION_COOKIE } from '../src/http/security';
import { createSession } from '../src/services/sessions';
import type { ClientSocket } from '../test/call-support';

/**
 * A new session of an account, as the `cookie` header value a signed-in browser sends. The server process must
 * run with the same `secret` (COOKIE_SECRET), or the signature is refused.
 */
export async function sessionCookie(
  db: Database,
  accountId: number,
  secret: string,
  clinicId: number | null = null,
): Promise<string> {
  const token = await createSession(db, accountId, clinicId);
  return `${SESSION_COOKIE}=${sign(token, secret)}`;
}

/** Nearest-rank percentile of unsorted values (0 for none). */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

// ---------------------------------------------------------------------------------------------------------------
// The realtime check's people.

export interface Patient {
  patientId: number;
  cookie: string;
}

export interface Caller {
  cookie: string;
  appointmentId: number;
  /** Index into the patients of the one this doctor calls. */
  patientIndex: number;
}

/**
 * `listened` patients with a session each and `calls` doctors, each with an online appointment today with one of
 * them (spread over the list, so silent sockets sit between the called ones); then `warmUp` more doctors paired
 * with `warmUp` more patients, who get no socket. Written in a few statements: 1,000 sign-ins would take minutes.
 */
export async function seedCallers(
  db: Database,
  secret: string,
  { listened, calls, warmUp }: { listened: number; calls: number; warmUp: number },
): Promise<{ patients: Patient[]; callers: Caller[] }> {
  const patientAccounts = await db
    .insert(accounts)
    .values(
      Array.from({ length: listened + warmUp }, (_, index) => ({
        role: 'patient' as const,
        name: `Verify Patient ${String(index + 1)}`,
        phone: `036${String(index).padStart(8, '0')}`,
        verified: true,
      })),
    )
    .returning({ id: accounts.id });
  const patientRows = await db
    .insert(patients)
    .values(patientAccounts.map((account) => ({ accountId: account.id })))
    .returning({ id: patients.id, accountId: patients.accountId });
  const people: Patient[] = [];
  for (const row of patientRows) {
    people.push({ patientId: row.id, cookie: await sessionCookie(db, row.accountId, secret) });
  }

  const names = Array.from({ length: calls + warmUp }, (_, index) => `Dr. Verify ${String(index + 1)}`);
  const doctorAccounts = await db
    .insert(accounts)
    .values(
      names.map((name, index) => ({
        role: 'doctor' as const,
        name,
        phone: `037${String(index).padStart(8, '0')}`,
        verified: true,
      })),
    )
    .returning({ id: accounts.id });
  const doctorRows = await db
    .insert(doctors)
    .values(
      doctorAccounts.map((account, index) => ({
        accountId: account.id,
        name: names[index] ?? 'Dr. Verify',
        pmdc: `9${String(index).padStart(5, '0')}-V`,
        specialty: 'General Physician',
        city: 'Lahore',
        fee: 1500,
        workingDays: [0, 1, 2, 3, 4, 5, 6],
        startTime: '00:00',
        endTime: '23:30',
        isOnline: true,
        experienceYears: 5,
        searchText: `${(names[index] ?? '').toLowerCase()} general physician lahore`,
      })),
    )
    .returning({ id: doctors.id, accountId: doctors.accountId });
  const stride = Math.floor(listened / calls);
  const calledIndex = (index: number) => (index < calls ? index * stride : listened + index - calls);
  // Paid consultations booked for now, so the rule lets every doctor call.
  const now = new Date();
  const today = pakistanDate(now);
  const time = pakistanTimeOfDay(now);
  const appointmentRows = await db
    .insert(appointments)
    .values(
      doctorRows.map((doctor, index) => ({
        patientId: people[calledIndex(index)]?.patientId ?? 0,
        doctorId: doctor.id,
        type: 'online' as const,
        date: today,
        time,
        fee: 1500,
        paymentStatus: PaymentStatus.SUCCESS,
      })),
    )
    .returning({ id: appointments.id });
  const callers: Caller[] = [];
  for (const [index, doctor] of doctorRows.entries()) {
    callers.push({
      cookie: await sessionCookie(db, doctor.accountId, secret),
      appointmentId: appointmentRows[index]?.id ?? 0,
      patientIndex: calledIndex(index),
    });
  }
  return { patients: people, callers };
}

/** One patient's open socket and every `receive_call` it heard, with the time it arrived. */
export interface Listener {
  socket: ClientSocket;
  heard: { call: IncomingCall; at: number }[];
  disconnects: number;
}

/** Opens one patient's socket as the site does and announces the patient (`patient_connection`). */
export async function listen(url: string, patient: Patient): Promise<Listener> {
  const socket: ClientSocket = io(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    extraHeaders: { cookie: patient.cookie, origin: url },
    reconnection: false,
    forceNew: true,
    timeout: 60_000,
  });
  const listener: Listener = { socket, heard: [], disconnects: 0 };
  socket.on('receive_call', (call) => listener.heard.push({ call, at: performance.now() }));
  socket.on('disconnect', () => (listener.disconnects += 1));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  // With a timeout, socket.io's types lose the acknowledgement's type.
  const answer = (await socket
    .timeout(30_000)
    .emitWithAck('patient_connection', { patient_id: patient.patientId })) as Acknowledgement;
  if (!answer.ok) throw new Error(`patient_connection refused: ${answer.message}`);
  return listener;
}
