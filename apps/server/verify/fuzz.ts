// The contract fuzz (`node --import tsx apps/server/verify/fuzz.ts`): property-based tests, with fast-check, of
// every operation of packages/api/openapi.yaml against a real server process with the demo data. For each
// operation, requests its schemas accept and requests they refuse (./fuzz-cases.ts), sent anonymously and with a
// signed-in session of each role the operation allows. No answer may be a 5xx, every 4xx must carry the
// contract's ErrorBody, and at the end the process must be alive, answer `/`, and have logged no error.
//
// Flags: --runs 150 (per operation, for valid and for invalid requests each), --seed N (printed; the same seed
// sends the same requests), --operations id,id (a subset, to replay a failure).
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { operations, type OperationId } from '@aafiyat/api';
import { errorsOf, validatorAt } from '@aafiyat/api/testing';
import { USER_ROLES, type UserRole } from '@aafiyat/domain';
import { and, eq, or } from 'drizzle-orm';
import fc from 'fast-check';
import { accounts, clinics } from '../src/db/schema';
import { maskDigits } from '../src/http/logging';
import {
  DEMO_CLINIC_OWNER,
  DEMO_DOCTOR,
  DEMO_HOSPITAL,
  DEMO_PATIENT,
  DEMO_PHARMACY,
  DEMO_STAFF,
  seedDemoData,
} from '../src/seed';
import { operationCases, type FuzzCase } from './fuzz-cases';
import { headBytes, rawClient, refusedUnread, type RawAnswer, type RawRequest } from './fuzz-schema';
import { sessionCookie } from './realtime-support';
import {
  freshLocation,
  repoRoot,
  runCheck,
  say,
  startServerProcess,
  usePostgres,
  VERIFY_SECRET,
  withDatabase,
  type Check,
} from './support';

interface Options {
  runs: number;
  seed: number;
  ids: OperationId[];
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '150' },
      seed: { type: 'string' },
      operations: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 100_000) throw new Error('--runs: 1 to 100000');
  const seed = values.seed === undefined ? randomInt(0, 2 ** 31 - 1) : Number(values.seed);
  if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');
  const all = Object.keys(operations) as OperationId[];
  const ids = values.operations === undefined ? all : (values.operations.split(',') as OperationId[]);
  const unknown = ids.filter((id) => !all.includes(id));
  if (unknown.length > 0) throw new Error(`--operations: no such operation ${unknown.join(', ')}`);
  return { runs, seed, ids };
}

/** A 32-bit seed of its own for each property, so `--operations` replays one with the requests of a full run. */
function seedOf(seed: number, id: string, kind: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${String(seed)}:${id}:${kind}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash | 0;
}

/** The demo account of each role, each with a fresh session cookie (the clinic owner's on their first clinic). */
async function demoSessions(db: Parameters<Parameters<typeof withDatabase>[1]>[0]) {
  await seedDemoData(db);
  const logins: Record<UserRole, string> = {
    patient: DEMO_PATIENT.phone,
    clinic_owner: DEMO_CLINIC_OWNER.email,
    doctor: DEMO_DOCTOR.email,
    staff: DEMO_STAFF.email,
    hospital: DEMO_HOSPITAL.email,
    pharmacy: DEMO_PHARMACY.email,
  };
  const cookies = {} as Record<UserRole, string>;
  for (const role of USER_ROLES) {
    const [account] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(eq(accounts.role, role), or(eq(accounts.email, logins[role]), eq(accounts.phone, logins[role]))),
      );
    if (!account) throw new Error(`the demo ${role} is missing`);
    const [clinic] =
      role === 'clinic_owner'
        ? await db
            .select({ id: clinics.id })
            .from(clinics)
            .where(eq(clinics.ownerAccountId, account.id))
            .limit(1)
        : [];
    cookies[role] = await sessionCookie(db, account.id, VERIFY_SECRET, clinic?.id ?? null);
  }
  return cookies;
}

const errorBody = validatorAt('#/components/schemas/ErrorBody');

type Problem = { kind: 'unanswered' | 'server error' | 'error body'; message: string };

/** Why an answer breaks the criteria, or null when it keeps them. */
function judge(answer: RawAnswer, request: RawRequest, head: number): Problem | null {
  if (answer.status === 0 && refusedUnread(request, head) && /ECONNRESET|EPIPE/.test(answer.error ?? ''))
    return null;
  if (answer.status <= 0) {
    const why = answer.status === -1 ? 'Node refused to send it' : 'no answer';
    return { kind: 'unanswered', message: `${why} (${answer.error ?? 'closed'})` };
  }
  if (answer.status >= 500) {
    return { kind: 'server error', message: `answered ${String(answer.status)}: ${clip(answer.body, 200)}` };
  }
  if (answer.status < 400) return null;
  const bad = (why: string) => ({
    kind: 'error body' as const,
    message: `a ${String(answer.status)} ${why}: ${clip(answer.body, 300)}`,
  });
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return bad(`without a JSON body (${answer.contentType || 'no content type'})`);
  }
  if (!errorBody(body)) return bad(`whose body is not the contract's ErrorBody (${errorsOf(errorBody)})`);
  if (typeof (body as { code?: unknown }).code !== 'string') return bad('without a code');
  return null;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${String(text.length)} characters)`;
}

/** A request as a person reads it: digits masked as in the server's logs, and never a cookie. */
function describeCase(fuzzCase: FuzzCase): string {
  const { method, path, headers, body } = fuzzCase.request;
  const shown = Object.entries(headers).map(([name, value]) =>
    name === 'cookie'
      ? `  cookie: (forged, ${String(value.length)} characters)`
      : `  ${name}: ${clip(value, 120)}`,
  );
  const text = body === undefined ? '(none)' : clip(JSON.stringify(body.toString('utf8')), 600);
  return maskDigits(
    [
      `  ${method} ${clip(path, 300)}`,
      `  sent ${fuzzCase.auth === 'anonymous' ? 'anonymously' : `with the demo ${fuzzCase.auth}'s session`}`,
      ...shown,
      `  body (${String(body?.length ?? 0)} bytes): ${text}`,
    ].join('\n'),
  );
}

interface PropertyResult {
  runs: number;
  statuses: Map<number, number>;
  failure: string | null;
}

async function body(check: Check, options: Options): Promise<void> {
  const { cleanup } = check;
  say(`seed ${String(options.seed)} (replay with --seed ${String(options.seed)})`);
  const where = await freshLocation('pglite', cleanup, () => usePostgres(cleanup));
  const cookies = await withDatabase(where, demoSessions);
  const server = await startServerProcess(cleanup, where, {
    SEED_DEMO_DATA: 'true',
    // Every request comes from 127.0.0.1: the per-IP limits would answer nearly all of them with a 429.
    RATE_LIMIT_MULTIPLIER: '1000000',
    SITE_DIR: join(repoRoot, 'apps/site/dist'),
  });
  const client = rawClient(server.url);
  cleanup.add('close the HTTP connections', () => {
    client.close();
  });

  const started = performance.now();
  const totals = {
    requests: 0,
    shrinkRequests: 0,
    byClass: new Map<string, number>(),
    problems: new Map<Problem['kind'], number>(),
    failures: 0,
  };
  const rows: string[][] = [];
  for (const id of options.ids) {
    const cases = operationCases(id, server.url);
    const results: PropertyResult[] = [];
    for (const [kind, arbitrary] of [
      ['valid', cases.valid],
      ['invalid', cases.invalid],
    ] as const) {
      const statuses = new Map<number, number>();
      let failing = false;
      const property = fc.asyncProperty(arbitrary, async (fuzzCase) => {
        const cookie = fuzzCase.auth === 'anonymous' ? undefined : cookies[fuzzCase.auth];
        const answer = await client.send(fuzzCase.request, cookie);
        // After the first failure, fast-check is shrinking: those requests are not part of the histogram.
        if (failing) totals.shrinkRequests += 1;
        else {
          totals.requests += 1;
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const bucket = answer.status <= 0 ? 'no answer' : `${String(answer.status).slice(0, 1)}xx`;
          totals.byClass.set(bucket, (totals.byClass.get(bucket) ?? 0) + 1);
        }
        const problem = judge(answer, fuzzCase.request, headBytes(fuzzCase.request, cookie));
        if (problem === null) return;
        if (!failing) totals.problems.set(problem.kind, (totals.problems.get(problem.kind) ?? 0) + 1);
        failing = true;
        throw new Error(problem.message);
      });
      const details = await fc.check(property, {
        numRuns: options.runs,
        seed: seedOf(options.seed, id, kind),
        // A failure's shrinking may not eat the whole run's time.
        interruptAfterTimeLimit: 120_000,
        markInterruptAsFailure: false,
      });
      let failure: string | null = null;
      if (details.failed && details.counterexample) {
        const [counterexample] = details.counterexample;
        const reason =
          details.errorInstance instanceof Error
            ? details.errorInstance.message
            : String(details.errorInstance);
        failure = `${kind} (${counterexample.kind}): ${reason}`;
        totals.failures += 1;
        say(
          `❌ ${id}, ${kind} requests: ${clip(reason, 400)}\n  shrunk counterexample after ${String(details.numShrinks)} shrinks:\n${describeCase(counterexample)}\n  replay: --seed ${String(options.seed)} --operations ${id}`,
        );
      }
      results.push({ runs: details.numRuns, statuses, failure });
    }
    const statuses = new Map<number, number>();
    for (const result of results)
      for (const [status, n] of result.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n);
    const histogram = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${String(status)}×${String(n)}`)
      .join(' ');
    const runs = results.map((result) => result.runs).join(' + ');
    const failures = results.flatMap((result) => (result.failure ? [result.failure] : []));
    say(`  ${id}: ${runs} runs, ${histogram}${failures.length > 0 ? ' ❌' : ''}`);
    rows.push([
      id,
      runs,
      histogram,
      failures.length === 0 ? '✅' : `❌ ${clip(failures.join('; '), 160).replace(/\|/g, '\\|')}`,
    ]);
  }
  const minutes = (performance.now() - started) / 60_000;

  // The process afterwards: alive, answering, and without errors in its log.
  const alive = server.child.exitCode === null && server.child.signalCode === null;
  const root = await client.send({ method: 'GET', path: '/', headers: {} });
  const me = await Promise.all(
    USER_ROLES.map((role) =>
      client.send({ method: 'GET', path: '/api/auth/me', headers: {} }, cookies[role]),
    ),
  );
  const sessionsValid = me.filter((answer) => answer.status === 200).length;
  const lines = server.output().split('\n');
  const errorLines = lines.filter((line) => {
    try {
      return ((JSON.parse(line) as { level?: number }).level ?? 0) >= 50;
    } catch {
      return false;
    }
  });
  const uncaught = lines.filter((line) => /uncaught|unhandled/i.test(line));
  for (const line of [...errorLines, ...uncaught].slice(0, 5))
    say(`  server log: ${maskDigits(clip(line, 400))}`);

  const count = (bucket: string) => totals.byClass.get(bucket) ?? 0;
  check.figure('seed', options.seed);
  check.figure('operations', options.ids.length);
  check.figure('runs_per_property', options.runs);
  check.figure('requests', totals.requests);
  check.figure('shrink_requests', totals.shrinkRequests);
  check.figure('minutes', minutes);
  for (const bucket of ['2xx', '3xx', '4xx', '5xx', 'no answer'])
    check.figure(`answers_${bucket.replace(' ', '_')}`, count(bucket));
  check.figure('failed_properties', totals.failures);
  check.figure('root_status', root.status);
  check.figure('sessions_valid_at_end', sessionsValid);
  check.figure('error_log_lines', errorLines.length);
  check.figure('uncaught_log_lines', uncaught.length);
  check.table(
    'Per operation (valid + invalid runs; statuses of the runs before any shrinking)',
    ['operation', 'runs', 'statuses', 'result'],
    rows,
  );
  check.note(
    `Seed ${String(options.seed)}, ${String(options.runs)} runs per property (valid and invalid for each of ${String(options.ids.length)} operations), ${String(totals.requests)} requests in ${minutes.toFixed(1)} min. One server process on PGlite with the demo data (SEED_DEMO_DATA=true) and RATE_LIMIT_MULTIPLIER=1000000, so the per-IP limits of 127.0.0.1 do not answer everything with a 429; the demo accounts' sessions are written into the database before the start. Invalid requests: wrong types, missing required and extra properties, huge and strange (NUL, lone surrogates, RTL, non-ASCII digits) strings, nulls, deep nesting, malformed JSON, wrong media types, no body, bodies where none is taken, odd and repeated parameters, raw malformed query strings, odd headers, forged cookies, sessions of other roles, foreign origins and broken multipart.`,
  );

  // fast-check stops a property at its first failure: these count the failing requests each property met.
  const problems = (kind: Problem['kind']) => totals.problems.get(kind) ?? 0;
  check.criterion(
    'no answer is a 5xx and every request is answered',
    problems('server error') + problems('unanswered') === 0,
    `${String(count('5xx'))} 5xx and ${String(count('no answer'))} unanswered of ${String(totals.requests)} requests (${String(totals.failures)} of ${String(options.ids.length * 2)} properties failed)`,
  );
  check.criterion(
    "every 4xx answer carries the contract's ErrorBody { message, code, fields? }",
    problems('error body') === 0,
    `${String(problems('error body'))} properties met a 4xx without it, among ${String(count('4xx'))} 4xx answers`,
  );
  check.criterion(
    'the process is alive, answers / and logged no error',
    alive && root.status > 0 && root.status < 500 && errorLines.length === 0 && uncaught.length === 0,
    `${alive ? 'alive' : 'exited'}, / answered ${String(root.status)}, ${String(errorLines.length)} error lines and ${String(uncaught.length)} uncaught/unhandled lines in its log`,
  );
  check.criterion(
    'the signed-in sessions stayed valid to the end (the runs with a session reached the handlers)',
    sessionsValid === USER_ROLES.length,
    `${String(sessionsValid)}/${String(USER_ROLES.length)} answered 200 on /api/auth/me`,
  );
}

const options = readOptions();
await runCheck({ name: 'fuzz', title: 'Contract fuzz: every operation of openapi.yaml' }, (check) =>
  body(check, options),
);
