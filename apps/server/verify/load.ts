// The `load` check of `npm run verify`: one real server process (src/main.ts), first on PGlite then on
// PostgreSQL, with 10,000 doctors, takes 20,000 demo requests (each with its own email and number) and 20,000
// doctor searches (mixed filters) from this process at 50 requests in flight over kept-alive connections.
// Every request must be answered (2xx, or 429 with Retry-After); afterwards the database, read directly once
// the server has stopped, must hold exactly one demo request per 2xx answer.
//
//   node --import tsx apps/server/verify/load.ts [--requests 20000] [--concurrency 50] [--doctors 10000]
//     [--engines pglite,postgres] [--timeout-ms 30000] [--search-cache-ms N (server default 10000; 0 = off)]
import { parseArgs } from 'node:util';
import {
  describeProblems,
  longTailSearchPath,
  ensureDoctors,
  freshLocation,
  httpClient,
  latency,
  listOf,
  nextDemoRequest,
  postgresOnDemand,
  runCheck,
  say,
  startLoad,
  startServerProcess,
  storedDemoEmails,
  tailOf,
  tally,
  wholeNumber,
  type Answer,
  type Check,
  type HttpClient,
  type PostgresServer,
} from './support';

const ENGINES = ['pglite', 'postgres'] as const;
type Engine = (typeof ENGINES)[number];

interface Options {
  requests: number;
  concurrency: number;
  doctors: number;
  engines: Engine[];
  timeoutMs: number;
  /** SEARCH_CACHE_MS for the server; undefined keeps the server's default. */
  searchCacheMs: string | undefined;
}

// The per-IP limits (20 demo requests a minute) would refuse nearly all of the load, which all comes from
// 127.0.0.1; the multiplier lets it reach the database.
const RATE_LIMIT_MULTIPLIER = '1000000';
const HEADER = [
  'engine',
  'scenario',
  'requests',
  '2xx',
  '429',
  'problems',
  'req/s',
  'p50 ms',
  'p95 ms',
  'p99 ms',
];

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string' },
      concurrency: { type: 'string' },
      doctors: { type: 'string' },
      engines: { type: 'string' },
      'timeout-ms': { type: 'string' },
      'search-cache-ms': { type: 'string' },
    },
  });
  return {
    requests: wholeNumber('requests', values.requests, 20_000),
    concurrency: wholeNumber('concurrency', values.concurrency, 50, 1, 1000),
    doctors: wholeNumber('doctors', values.doctors, 10_000),
    engines: listOf('engines', values.engines, ENGINES),
    timeoutMs: wholeNumber('timeout-ms', values['timeout-ms'], 30_000, 100, 600_000),
    searchCacheMs:
      values['search-cache-ms'] === undefined
        ? undefined
        : String(wholeNumber('search-cache-ms', values['search-cache-ms'], 0, 0, 600_000)),
  };
}

/** Sends `total` requests at the configured concurrency; returns the answers and the wall time. */
async function drive(
  label: string,
  options: Options,
  total: number,
  send: (index: number) => Promise<Answer>,
) {
  return startLoad({ label, total, concurrency: options.concurrency, send }).done;
}

async function loadEngine(
  check: Check,
  engine: Engine,
  options: Options,
  postgres: () => Promise<PostgresServer>,
  rows: string[][],
): Promise<void> {
  const where = await freshLocation(engine, check.cleanup, postgres);
  await ensureDoctors(where, options.doctors);
  const server = await startServerProcess(check.cleanup, where, {
    RATE_LIMIT_MULTIPLIER,
    ...(options.searchCacheMs === undefined ? {} : { SEARCH_CACHE_MS: options.searchCacheMs }),
  });
  const client: HttpClient = httpClient(server.url, {
    sockets: options.concurrency,
    timeoutMs: options.timeoutMs,
  });
  check.cleanup.add('close the HTTP connections', () => {
    client.close();
  });
  const tag = `load-${Date.now().toString(36)}-${engine}`;
  const okEmails = new Set<string>();
  const postDemo = (prefix: string) => async () => {
    const { email, body } = nextDemoRequest(prefix);
    const answer = await client.send({ method: 'POST', path: '/api/demo_request/add', body });
    if (answer.status >= 200 && answer.status < 300) okEmails.add(email);
    return answer;
  };
  const searchPaths = new Set<string>();
  const search = (index: number) => {
    const path = longTailSearchPath(index);
    searchPaths.add(path);
    return client.send({ method: 'GET', path });
  };

  // Warm-up (JIT, query plans, connections), not measured; its demo requests are counted in the stored check.
  const warmUp = Math.min(200, Math.ceil(options.requests / 10));
  const warm = [
    ...(await drive(`${engine} warm-up posts`, options, warmUp, postDemo(`${tag}-warm`))).answers,
    ...(await drive(`${engine} warm-up searches`, options, warmUp, search)).answers,
  ];

  const scenarios = [
    { key: 'demo', name: 'demo request POST', send: postDemo(`${tag}-run`) },
    { key: 'search', name: 'doctor search GET', send: search },
  ];
  for (const scenario of scenarios) {
    say(
      `${engine}: ${scenario.name} × ${String(options.requests)}, ${String(options.concurrency)} in flight`,
    );
    const run = await drive(`${engine} ${scenario.key}`, options, options.requests, scenario.send);
    const counts = tally(run.answers);
    const times = latency(run.answers, run.seconds);
    const prefix = `${engine}_${scenario.key}`;
    check.figure(`${prefix}_requests`, counts.answers);
    check.figure(`${prefix}_2xx`, counts.ok);
    check.figure(`${prefix}_429`, counts.limited);
    check.figure(`${prefix}_problems`, counts.problems);
    check.figure(`${prefix}_per_s`, times.perSecond);
    check.figure(`${prefix}_p50_ms`, times.p50);
    check.figure(`${prefix}_p95_ms`, times.p95);
    check.figure(`${prefix}_p99_ms`, times.p99);
    check.figure(`${prefix}_max_ms`, times.max);
    rows.push([
      engine,
      scenario.name,
      String(counts.answers),
      String(counts.ok),
      String(counts.limited),
      String(counts.problems),
      times.perSecond.toFixed(0),
      times.p50.toFixed(1),
      times.p95.toFixed(1),
      times.p99.toFixed(1),
    ]);
    check.criterion(
      `${engine}, ${scenario.name}: every request answered 2xx or 429 with Retry-After`,
      counts.answers === options.requests && counts.problems === 0,
      `${String(counts.answers)}/${String(options.requests)} sent: ${String(counts.ok)} 2xx, ` +
        `${String(counts.limited)} 429; problems: ${describeProblems(counts)}`,
    );
  }
  check.figure(`${engine}_search_distinct_queries`, searchPaths.size);
  const warmProblems = tally(warm);
  if (warmProblems.problems > 0) say(`${engine}: warm-up problems: ${describeProblems(warmProblems)}`);

  // Stop the server (a graceful stop closes the database), then read the database directly.
  client.close();
  const exitCode = await server.stop('SIGTERM');
  check.figure(`${engine}_server_exit_code`, exitCode ?? -1);
  if (exitCode !== 0) say(`${engine}: the server exited with ${String(exitCode)}:\n${tailOf(server)}`);
  const stored = await storedDemoEmails(where, `${tag}-`);
  const lost = [...okEmails].filter((email) => !stored.has(email)).length;
  check.figure(`${engine}_demo_stored`, stored.size);
  check.figure(`${engine}_demo_2xx_including_warm_up`, okEmails.size);
  check.criterion(
    `${engine}: stored demo requests equal the 2xx answers`,
    stored.size === okEmails.size && lost === 0,
    `${String(stored.size)} stored, ${String(okEmails.size)} answered 2xx (with ${String(warmUp)} warm-up posts), ` +
      `${String(lost)} answered 2xx but not stored`,
  );
}

await runCheck({ name: 'load', title: 'Load: one server process, PGlite and PostgreSQL' }, async (check) => {
  const options = readOptions();
  const postgres = postgresOnDemand(check.cleanup);
  check.note(
    `${String(options.requests)} demo requests and ${String(options.requests)} doctor searches per engine, ` +
      `${String(options.concurrency)} in flight over kept-alive connections (node:http Agent), ` +
      `${String(options.doctors)} doctors, one server process; the load generator is the check's own process. ` +
      `RATE_LIMIT_MULTIPLIER=${RATE_LIMIT_MULTIPLIER}: all the load comes from 127.0.0.1, and the per-IP limits ` +
      'would otherwise refuse it before the database. Latencies include queueing behind the requests in flight. ' +
      `Searches: ten filter shapes over a long tail of pages; the server's search cache is ${
        options.searchCacheMs === undefined
          ? 'at its default (SEARCH_CACHE_MS 10 s, as in production), so popular searches come from the cache'
          : `set to SEARCH_CACHE_MS=${options.searchCacheMs}`
      }.`,
  );
  const rows: string[][] = [];
  for (const engine of options.engines) {
    await loadEngine(check, engine, options, postgres, rows);
    if (engine === 'postgres') check.note(`PostgreSQL: ${(await postgres()).source}.`);
  }
  check.table('Per scenario and engine', HEADER, rows);
});
