// The `faults` check of `npm run verify`: what a crash costs.
//   a. A server process SIGKILLed under a write load (demo requests, 20 in flight), on PGlite and on PostgreSQL,
//      restarts on the same data (a PGlite lock left by the dead process must not stop it), answers, and has
//      stored every request it answered 2xx before dying.
//   b. A patient's realtime client reconnects by itself after the server is SIGKILLed and restarted on the same
//      port and data, and announces itself again: a doctor's call after the restart arrives on it.
//   c. Two processes on one PostgreSQL with Redis share a write load; one is SIGKILLed in the middle: the other
//      answers every request it gets, and every 2xx answer of either is stored.
//
//   node --import tsx apps/server/verify/faults.ts [--requests 10000] [--in-flight 20] [--kill-after-ms 2000]
//     [--engines pglite,postgres] [--parts a,b,c] [--timeout-ms 30000]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { answered2xx, writesUntilKill, type WriteRecord } from './faults-writes';
import { socketAfterRestart } from './faults-socket';
import {
  doctorSearchPath,
  freshLocation,
  httpClient,
  listOf,
  nextDemoRequest,
  postgresOnDemand,
  runCheck,
  say,
  startServerProcess,
  storedDemoEmails,
  tailOf,
  useRedis,
  wholeNumber,
  type Check,
  type PostgresServer,
} from './support';

const ENGINES = ['pglite', 'postgres'] as const;
const PARTS = ['a', 'b', 'c'] as const;
// All the load comes from 127.0.0.1: the per-IP limit on public forms (20 a minute) would refuse it.
const RATE_LIMIT_MULTIPLIER = '1000000';

interface Options {
  requests: number;
  inFlight: number;
  killAfterMs: number;
  engines: (typeof ENGINES)[number][];
  parts: (typeof PARTS)[number][];
  timeoutMs: number;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string' },
      'in-flight': { type: 'string' },
      'kill-after-ms': { type: 'string' },
      engines: { type: 'string' },
      parts: { type: 'string' },
      'timeout-ms': { type: 'string' },
    },
  });
  return {
    requests: wholeNumber('requests', values.requests, 10_000, 10),
    inFlight: wholeNumber('in-flight', values['in-flight'], 20, 1, 500),
    killAfterMs: wholeNumber('kill-after-ms', values['kill-after-ms'], 2000, 100, 600_000),
    engines: listOf('engines', values.engines, ENGINES),
    parts: listOf('parts', values.parts, PARTS),
    timeoutMs: wholeNumber('timeout-ms', values['timeout-ms'], 30_000, 100, 600_000),
  };
}

/** Counts of a write load: 2xx answers, unanswered requests, other statuses, 2xx answers missing from the data. */
function outcome(records: readonly WriteRecord[], stored: Set<string>) {
  const ok = answered2xx(records);
  return {
    ok: ok.length,
    unanswered: records.filter((record) => record.answer?.status === 0).length,
    otherStatus:
      records.filter((record) => record.answer !== null && record.answer.status !== 0).length - ok.length,
    lost: ok.filter((record) => !stored.has(record.email)).length,
    unansweredButStored: records.filter((record) => record.answer?.status === 0 && stored.has(record.email))
      .length,
  };
}

async function killMidWrite(
  check: Check,
  engine: (typeof ENGINES)[number],
  options: Options,
  postgres: () => Promise<PostgresServer>,
  rows: string[][],
): Promise<void> {
  const prefix = `a_${engine}`;
  const where = await freshLocation(engine, check.cleanup, postgres);
  const env = { RATE_LIMIT_MULTIPLIER };
  const server = await startServerProcess(check.cleanup, where, env);
  const tag = `faults-a-${Date.now().toString(36)}-${engine}`;
  say(
    `a (${engine}): writing with ${String(options.inFlight)} in flight; SIGKILL after ~${String(options.killAfterMs)} ms`,
  );
  const run = await writesUntilKill({
    label: `a ${engine}`,
    tag,
    total: options.requests,
    inFlight: options.inFlight,
    timeoutMs: options.timeoutMs,
    servers: [server],
    victim: 0,
    killAfterMs: options.killAfterMs,
    killAtAnswered: Math.ceil(options.requests / 2),
    stopAtKill: true,
  });
  check.figure(`${prefix}_killed_after_ms`, run.killedAfterMs);
  check.figure(`${prefix}_in_flight_at_kill`, run.inFlightAtKill);

  // The dead process's lock file is still there on PGlite: the restart must see that its owner is gone.
  const staleLock = engine === 'pglite' && existsSync(join(where.dataDir, 'aafiyat.lock'));
  if (engine === 'pglite') check.figure(`${prefix}_stale_lock_left`, staleLock ? 1 : 0);
  const restartStarted = Date.now();
  let restarted;
  try {
    restarted = await startServerProcess(check.cleanup, where, env);
  } catch (error) {
    check.criterion(
      `a ${engine}: the server restarts on the same data after SIGKILL`,
      false,
      error instanceof Error ? error.message : String(error),
    );
    return;
  }
  check.figure(`${prefix}_restart_ms`, Date.now() - restartStarted);
  check.criterion(
    `a ${engine}: the server restarts on the same data after SIGKILL`,
    true,
    `it started in ${((Date.now() - restartStarted) / 1000).toFixed(1)} s` +
      (staleLock ? ', taking over the lock file the killed process left' : ''),
  );
  const client = httpClient(restarted.url, { sockets: 2, timeoutMs: options.timeoutMs });
  const after = nextDemoRequest(`${tag}-after`);
  const search = await client.send({ method: 'GET', path: doctorSearchPath(1) });
  const post = await client.send({ method: 'POST', path: '/api/demo_request/add', body: after.body });
  client.close();
  const exitCode = await restarted.stop('SIGTERM');
  if (exitCode !== 0)
    say(`a ${engine}: the restarted server exited with ${String(exitCode)}:\n${tailOf(restarted)}`);

  const stored = await storedDemoEmails(where, `${tag}-`);
  const counts = outcome(run.records, stored);
  check.figure(`${prefix}_answered_2xx`, counts.ok);
  check.figure(`${prefix}_unanswered`, counts.unanswered);
  check.figure(`${prefix}_other_status`, counts.otherStatus);
  check.figure(`${prefix}_lost`, counts.lost);
  check.figure(`${prefix}_unanswered_but_stored`, counts.unansweredButStored);
  check.criterion(
    `a ${engine}: the kill landed mid-write`,
    run.killedMidLoad && run.inFlightAtKill > 0 && counts.ok > 0 && counts.otherStatus === 0,
    `${String(counts.ok)} answered 2xx, ${String(run.inFlightAtKill)} in flight at the kill ` +
      `(${(run.killedAfterMs / 1000).toFixed(1)} s in), ${String(counts.otherStatus)} answered non-2xx`,
  );
  check.criterion(
    `a ${engine}: the restarted server answers and stores`,
    search.status === 200 && post.status === 201 && stored.has(after.email),
    `search ${String(search.status)}, demo request ${String(post.status)}, stored: ${String(stored.has(after.email))}`,
  );
  check.criterion(
    `a ${engine}: every request answered 2xx before the kill is stored`,
    counts.lost === 0,
    `${String(counts.ok)} answered 2xx, ${String(counts.lost)} lost; of ${String(counts.unanswered)} unanswered, ` +
      `${String(counts.unansweredButStored)} were stored anyway (committed before the kill)`,
  );
  rows.push([
    `a ${engine}`,
    String(counts.ok),
    String(counts.lost),
    String(run.inFlightAtKill),
    String(counts.unanswered),
    `${(run.killedAfterMs / 1000).toFixed(1)} s`,
  ]);
}

async function cluster(
  check: Check,
  options: Options,
  postgres: () => Promise<PostgresServer>,
  rows: string[][],
): Promise<void> {
  const redis = await useRedis(check.cleanup);
  check.note(`Cluster: Redis from ${redis.source}.`);
  const where = await freshLocation('postgres', check.cleanup, postgres);
  const env = { REDIS_URL: redis.url, RATE_LIMIT_MULTIPLIER };
  const survivor = await startServerProcess(check.cleanup, where, env);
  const victim = await startServerProcess(check.cleanup, where, env);
  const tag = `faults-c-${Date.now().toString(36)}`;
  say(`c: ${String(options.requests)} writes over two processes; SIGKILL one after half are answered`);
  const run = await writesUntilKill({
    label: 'c cluster',
    tag,
    total: options.requests,
    inFlight: options.inFlight,
    timeoutMs: options.timeoutMs,
    servers: [survivor, victim],
    victim: 1,
    killAfterMs: null,
    killAtAnswered: Math.ceil(options.requests / 2),
    stopAtKill: false,
  });
  const exitCode = await survivor.stop('SIGTERM');
  if (exitCode !== 0) say(`c: the surviving server exited with ${String(exitCode)}:\n${tailOf(survivor)}`);
  const stored = await storedDemoEmails(where, `${tag}-`);
  const toSurvivor = run.records.filter((record) => record.target === 0);
  const survivorAfterKill = toSurvivor.filter((record) => record.sentAfterKill);
  const survivorCounts = outcome(toSurvivor, stored);
  const afterKillOk = answered2xx(survivorAfterKill).length;
  const victimCounts = outcome(
    run.records.filter((record) => record.target === 1),
    stored,
  );
  const all = outcome(run.records, stored);
  check.figure('c_in_flight_at_kill', run.inFlightAtKill);
  check.figure('c_survivor_answered_2xx', survivorCounts.ok);
  check.figure('c_survivor_sent_after_kill', survivorAfterKill.length);
  check.figure('c_survivor_2xx_after_kill', afterKillOk);
  check.figure('c_victim_answered_2xx', victimCounts.ok);
  check.figure('c_victim_unanswered', victimCounts.unanswered);
  check.figure('c_lost', all.lost);
  check.criterion(
    'c: the other process keeps answering after the kill',
    run.killedMidLoad && survivorAfterKill.length > 0 && survivorCounts.ok === toSurvivor.length,
    `${String(afterKillOk)}/${String(survivorAfterKill.length)} sent to it after the kill answered 2xx ` +
      `(${String(survivorCounts.ok)}/${String(toSurvivor.length)} in all); ${String(run.inFlightAtKill)} in flight ` +
      'on the killed one at the kill',
  );
  check.criterion(
    'c: every 2xx answer of either process is stored',
    all.lost === 0,
    `${String(all.ok)} answered 2xx (${String(victimCounts.ok)} by the killed process), ${String(all.lost)} lost`,
  );
  rows.push([
    'c cluster',
    String(all.ok),
    String(all.lost),
    String(run.inFlightAtKill),
    String(all.unanswered),
    `${(run.killedAfterMs / 1000).toFixed(1)} s`,
  ]);
}

/** Runs one part; a throw fails that part only, so the others still run and report. */
async function part(check: Check, label: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    check.criterion(
      `${label} ran to the end`,
      false,
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    );
  }
}

await runCheck(
  {
    name: 'faults',
    title: 'Faults: a crash mid-write, a socket across a restart, a cluster losing a process',
  },
  async (check) => {
    const options = readOptions();
    const postgres = postgresOnDemand(check.cleanup);
    check.note(
      `Write loads of demo requests (each with its own email), ${String(options.inFlight)} in flight, at most ` +
        `${String(options.requests)} per part; RATE_LIMIT_MULTIPLIER=${RATE_LIMIT_MULTIPLIER} because all the ` +
        'load comes from 127.0.0.1. Stored rows are read from the database directly after the servers stopped.',
    );
    const rows: string[][] = [];
    if (options.parts.includes('a')) {
      for (const engine of options.engines) {
        await part(check, `a ${engine}`, () => killMidWrite(check, engine, options, postgres, rows));
      }
    }
    if (options.parts.includes('b')) await part(check, 'b', () => socketAfterRestart(check));
    if (options.parts.includes('c')) await part(check, 'c', () => cluster(check, options, postgres, rows));
    if (
      options.parts.includes('c') ||
      (options.parts.includes('a') && options.engines.includes('postgres'))
    ) {
      check.note(`PostgreSQL: ${(await postgres()).source}.`);
    }
    check.table(
      'Writes and kills',
      ['part', 'answered 2xx', 'lost', 'in flight at the kill', 'unanswered', 'killed after'],
      rows,
    );
  },
);
