// The realtime scale check (`node --import tsx apps/server/verify/realtime.ts`): one server process with 1,000
// patients' sockets connected to /notify at once, each signed in with its own session and announced with
// `patient_connection`; then 100 doctors start a call each (POST /api/calls) to 100 of those patients. Every
// `receive_call` must reach its own patient's socket within 1 s of the POST being sent, no other socket may hear
// one, and every socket must stay connected. The people, sessions and appointments are written straight into
// the database before the server starts (the sign-in flows are not what is measured here).
//
// Flags: --sockets 1000 --calls 100 --spread-ms 0 (the calls start evenly over this time; 0: all at once)
// --engine pglite|postgres (PostgreSQL: VERIFY_POSTGRES_URL or a private one).
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { listen, percentile, seedCallers, type Caller, type Listener } from './realtime-support';
import {
  freshLocation,
  runCheck,
  say,
  startServerProcess,
  usePostgres,
  VERIFY_SECRET,
  withDatabase,
  type Check,
} from './support';

/** The bound on how late the incoming-call panel may appear after the doctor presses Call. */
const ARRIVAL_LIMIT_MS = 1000;
/** Sockets opening at the same moment; all of them stay open together afterwards. */
const CONNECTING_AT_ONCE = 50;
/**
 * Calls made one after another before the measured ones, to patients without sockets, so what is measured is a
 * warm process (JIT, prepared queries), as in production, not its very first requests.
 */
const WARM_UP_CALLS = 10;

interface Options {
  sockets: number;
  calls: number;
  spreadMs: number;
  engine: 'pglite' | 'postgres';
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      sockets: { type: 'string', default: '1000' },
      calls: { type: 'string', default: '100' },
      'spread-ms': { type: 'string', default: '0' },
      engine: { type: 'string', default: 'pglite' },
    },
  });
  const whole = (name: string, text: string, min: number, max: number) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new Error(`--${name} must be a whole number from ${String(min)} to ${String(max)}.`);
    }
    return value;
  };
  const sockets = whole('sockets', values.sockets, 1, 20_000);
  const engine = values.engine;
  if (engine !== 'pglite' && engine !== 'postgres') throw new Error('--engine must be pglite or postgres.');
  return {
    sockets,
    calls: whole('calls', values.calls, 1, sockets),
    spreadMs: whole('spread-ms', values['spread-ms'], 0, 600_000),
    engine,
  };
}

/** Runs `task` over `items` with at most `width` at a time. */
async function inBatches<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      const item = items[index];
      if (item !== undefined) await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

/** The soft limit on open files: each socket is one on either side. */
function openFilesLimit(): number {
  const result = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' });
  return Number(result.stdout.trim()) || 0;
}

interface Post {
  caller: Caller;
  sentAt: number;
  answeredAt: number;
  status: number;
  callId: string | null;
  text: string;
}

/** One doctor presses Call: `POST /api/calls`, timed from the moment it is sent. */
async function startCall(url: string, caller: Caller): Promise<Post> {
  const sentAt = performance.now();
  const response = await fetch(`${url}/api/calls`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie: caller.cookie },
    body: JSON.stringify({ appointment_id: caller.appointmentId }),
  });
  const answeredAt = performance.now();
  const text = await response.text();
  const callId = response.status === 201 ? (JSON.parse(text) as { call_id: string }).call_id : null;
  return { caller, sentAt, answeredAt, status: response.status, callId, text };
}

async function body(check: Check, options: Options): Promise<void> {
  const { cleanup } = check;
  const where = await freshLocation(options.engine, cleanup, () => usePostgres(cleanup));
  let started = performance.now();
  const { patients, callers } = await withDatabase(where, (db) =>
    seedCallers(db, VERIFY_SECRET, {
      listened: options.sockets,
      calls: options.calls,
      warmUp: WARM_UP_CALLS,
    }),
  );
  const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
  say(
    `${String(options.sockets)} patients and ${String(options.calls)} doctors written in ${seconds(started)} s`,
  );
  const server = await startServerProcess(cleanup, where);
  const filesLimit = openFilesLimit();
  check.figure('open_files_limit', filesLimit);

  // Each patient keeps its index: a socket that fails to open is counted, and the rest go on.
  started = performance.now();
  const listeners = new Map<number, Listener>();
  cleanup.add('close the sockets', () => {
    for (const listener of listeners.values()) listener.socket.disconnect();
  });
  const failures: string[] = [];
  const progress = setInterval(() => {
    say(`  ${String(listeners.size)}/${String(options.sockets)} sockets announced`);
  }, 5000);
  try {
    const indexes = Array.from({ length: options.sockets }, (_, index) => index);
    await inBatches(indexes, CONNECTING_AT_ONCE, async (index) => {
      const patient = patients[index];
      if (!patient) return;
      try {
        listeners.set(index, await listen(server.url, patient));
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    });
  } finally {
    clearInterval(progress);
  }
  if (failures.length > 0) say(`  ${String(failures.length)} sockets failed to open: ${failures[0] ?? ''}`);
  const connectSeconds = (performance.now() - started) / 1000;
  check.figure('sockets', options.sockets);
  check.figure('sockets_announced', listeners.size);
  check.figure('connect_all_s', connectSeconds);

  for (const caller of callers.slice(options.calls)) {
    const post = await startCall(server.url, caller);
    if (post.callId === null) throw new Error(`a warm-up call answered ${String(post.status)}: ${post.text}`);
  }
  // The measured calls: all at once, or evenly over --spread-ms; each POST's send time starts its own clock.
  const measured = callers.slice(0, options.calls);
  const posts = await Promise.all(
    measured.map(async (caller, index) => {
      const delay = (options.spreadMs * index) / options.calls;
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      return startCall(server.url, caller);
    }),
  );
  const refused = posts.filter((post) => post.callId === null);
  for (const post of refused.slice(0, 3)) {
    say(`  POST /api/calls answered ${String(post.status)}: ${post.text.slice(0, 200)}`);
  }

  // Wait (bounded) for each called patient's ring; a missing one is counted as missing, not waited on forever.
  const rang = (post: Post) => (listeners.get(post.caller.patientIndex)?.heard.length ?? 0) > 0;
  const deadline = performance.now() + 15_000;
  while (!posts.every((post) => post.callId === null || rang(post)) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // One acknowledged message per socket: the server answers it after everything it sent that socket before, so
  // once every answer is in, any stray `receive_call` has arrived too.
  await Promise.all(
    [...listeners.values()].map((listener) =>
      listener.socket.timeout(30_000).emitWithAck('patient_connection', { patient_id: -1 }),
    ),
  );

  const arrivals: number[] = [];
  let wrongIds = 0;
  for (const post of posts) {
    const own = listeners.get(post.caller.patientIndex);
    const ring = own?.heard.find((entry) => entry.call.appointment_id === post.caller.appointmentId);
    if (!ring || post.callId === null) continue;
    if (ring.call.call_id !== post.callId) wrongIds += 1;
    arrivals.push(ring.at - post.sentAt);
  }
  const called = new Set(measured.map((caller) => caller.patientIndex));
  let stray = 0;
  for (const [index, listener] of listeners) {
    stray += called.has(index) ? Math.max(0, listener.heard.length - 1) : listener.heard.length;
  }
  const connectedAtEnd = [...listeners.values()].filter((listener) => listener.socket.connected).length;
  const disconnects = [...listeners.values()].reduce((sum, listener) => sum + listener.disconnects, 0);
  const within = arrivals.filter((ms) => ms <= ARRIVAL_LIMIT_MS).length;
  const p50 = percentile(arrivals, 0.5);
  const p99 = percentile(arrivals, 0.99);
  const max = Math.max(0, ...arrivals);
  const postTimes = posts.map((post) => post.answeredAt - post.sentAt);

  check.figure('calls', options.calls);
  check.figure('spread_ms', options.spreadMs);
  check.figure('calls_started', posts.length - refused.length);
  check.figure('calls_delivered', arrivals.length);
  check.figure('calls_within_1s', within);
  check.figure('arrival_p50_ms', p50);
  check.figure('arrival_p99_ms', p99);
  check.figure('arrival_max_ms', max);
  check.figure('post_answer_p50_ms', percentile(postTimes, 0.5));
  check.figure('post_answer_p99_ms', percentile(postTimes, 0.99));
  check.figure('stray_receive_calls', stray);
  check.figure('wrong_call_ids', wrongIds);
  check.figure('sockets_connected_at_end', connectedAtEnd);
  check.figure('disconnects', disconnects);

  const ms = (value: number) => `${value.toFixed(0)} ms`;
  check.table(
    `Measured on ${String(cpus().length)} cores, load average ${loadavg()[0]?.toFixed(1) ?? '?'} at the end`,
    [
      'sockets',
      'connect all',
      'calls',
      'within 1 s',
      'arrival p50',
      'p99',
      'max',
      'stray',
      'connected at end',
    ],
    [
      [
        String(options.sockets),
        `${connectSeconds.toFixed(1)} s`,
        `${String(options.calls)}${options.spreadMs > 0 ? ` over ${String(options.spreadMs)} ms` : ' at once'}`,
        `${String(within)}/${String(options.calls)}`,
        ms(p50),
        ms(p99),
        ms(max),
        String(stray),
        `${String(connectedAtEnd)}/${String(options.sockets)}`,
      ],
    ],
  );
  check.note(
    `One server process on ${where.engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}. ${String(options.sockets)} patient sockets (websocket transport, one session each, announced with patient_connection; ${String(CONNECTING_AT_ONCE)} opening at a time, then all open together); after ${String(WARM_UP_CALLS)} warm-up calls to patients without sockets, ${String(options.calls)} doctors POST /api/calls ${options.spreadMs > 0 ? `evenly over ${String(options.spreadMs)} ms` : 'at the same moment'}. Arrival = when the socket heard receive_call minus when its POST was sent, both on this process's clock. The server has no per-IP limit on sockets or on POST /api/calls, so RATE_LIMIT_MULTIPLIER is not set; open-files limit ${String(filesLimit)}.`,
  );

  check.criterion(
    `each of the ${String(options.calls)} receive_call events reaches its own patient's socket within ${String(ARRIVAL_LIMIT_MS)} ms of its POST`,
    refused.length === 0 && wrongIds === 0 && within === options.calls,
    `${String(within)}/${String(options.calls)} within ${String(ARRIVAL_LIMIT_MS)} ms (p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(max)}); ${String(refused.length)} POSTs refused; ${String(wrongIds)} with another call's id`,
  );
  check.criterion(
    'no other socket receives a receive_call',
    stray === 0,
    `${String(stray)} stray receive_call events on ${String(listeners.size - called.size)} silent sockets`,
  );
  check.criterion(
    `all ${String(options.sockets)} sockets connect, announce and stay connected`,
    listeners.size === options.sockets && connectedAtEnd === options.sockets && disconnects === 0,
    `${String(listeners.size)} announced (${String(failures.length)} failed to open), ${String(connectedAtEnd)} connected at the end, ${String(disconnects)} disconnects`,
  );
}

const options = readOptions();
await runCheck(
  {
    name: 'realtime',
    title: `Realtime: ${options.sockets.toLocaleString('en')} sockets, ${String(options.calls)} calls`,
  },
  (check) => body(check, options),
);
