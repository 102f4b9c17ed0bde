// The server's benchmark (`npm run bench -w @aafiyat/server`, not part of `npm test`): the real app on
// 127.0.0.1 with 10,000 doctors, driven over HTTP with a bounded number of requests in flight, on PGlite and,
// when BENCH_DATABASE_URL is set, on PostgreSQL. Prints requests per second and p50/p99 latency per scenario.
//
// Options (flags or environment): --requests / BENCH_REQUESTS (per scenario, default 2000), --concurrency /
// BENCH_CONCURRENCY (default 50), --doctors / BENCH_DOCTORS (default 10000), --time-limit / BENCH_TIME_LIMIT
// (seconds per scenario, default 120). BENCH_DATABASE_URL must name a throwaway database: the bench adds
// doctors and demo requests to it.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { heroSlideProduct } from '@aafiyat/domain';
import { count } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { doctors } from '../src/db/schema';
import { seedDoctors } from '../src/seed';
import { doctorSearchPath } from '../verify/inputs';

interface Options {
  requests: number;
  concurrency: number;
  doctors: number;
  timeLimitMs: number;
}

interface Result {
  engine: string;
  scenario: string;
  sent: number;
  failed: number;
  seconds: number;
  p50: number;
  p99: number;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string' },
      concurrency: { type: 'string' },
      doctors: { type: 'string' },
      'time-limit': { type: 'string' },
    },
  });
  const number = (flag: string | undefined, env: string | undefined, fallback: number, max: number) => {
    const value = Number(flag ?? env ?? fallback);
    if (!Number.isInteger(value) || value < 1 || value > max) {
      throw new Error(`Expected a whole number from 1 to ${String(max)}, got "${String(flag ?? env)}".`);
    }
    return value;
  };
  return {
    requests: number(values.requests, process.env.BENCH_REQUESTS, 2000, 1_000_000),
    concurrency: number(values.concurrency, process.env.BENCH_CONCURRENCY, 50, 1000),
    doctors: number(values.doctors, process.env.BENCH_DOCTORS, 10_000, 1_000_000),
    timeLimitMs: 1000 * number(values['time-limit'], process.env.BENCH_TIME_LIMIT, 120, 3600),
  };
}

/** Runs `total` requests with at most `concurrency` in flight, stopping early at the time limit. */
async function drive(
  total: number,
  concurrency: number,
  timeLimitMs: number,
  send: (index: number) => Promise<Response>,
  expected: number,
): Promise<{ latencies: number[]; failed: number; seconds: number }> {
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total && performance.now() - started < timeLimitMs) {
      const index = next;
      next += 1;
      const begin = performance.now();
      try {
        const response = await send(index);
        await response.arrayBuffer();
        if (response.status !== expected) failed += 1;
      } catch {
        failed += 1;
      }
      latencies.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  return { latencies, failed, seconds: (performance.now() - started) / 1000 };
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * (sorted.length - 1)))] ?? 0;
}

async function benchEngine(
  engine: 'pglite' | 'postgres',
  options: Options,
  runId: string,
): Promise<Result[]> {
  const root = mkdtempSync(join(tmpdir(), 'aafiyat-bench-'));
  const databaseUrl = engine === 'postgres' ? process.env.BENCH_DATABASE_URL : undefined;
  const config = loadConfig(
    {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      DATA_DIR: join(root, 'data'),
      COOKIE_SECRET: 'bench-secret-bench-secret-bench-secret',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      SITE_DIR: join(root, 'no-site'),
      // Every request comes from 127.0.0.1: the per-IP limits would refuse all but the first 20 demo requests.
      RATE_LIMIT_MULTIPLIER: '1000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    root,
  );
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, db: database.db });
  try {
    const [existing] = await database.db.select({ n: count() }).from(doctors);
    const missing = Math.max(0, options.doctors - (existing?.n ?? 0));
    const seedStarted = performance.now();
    if (missing > 0) await seedDoctors(database.db, missing);
    process.stdout.write(
      `${engine}: ${String(options.doctors)} doctors ready (${String(missing)} inserted in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s)\n`,
    );

    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    const base = `http://127.0.0.1:${String(address.port)}`;

    // Unique emails and numbers, so each post is a new request (201), not a duplicate (409).
    const phoneBase = Math.floor(Math.random() * 800_000_000);
    const demoRequest = (index: number) =>
      fetch(`${base}/api/demo_request/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({
          name: 'Bench Mark',
          phone_number: `03${String(100_000_000 + ((phoneBase + index) % 800_000_000))}`,
          email: `bench-${runId}-${engine}-${String(index)}@example.pk`,
          demo_for: heroSlideProduct(index % 3),
        }),
      });
    // The mixed filters the verify load check also sends.
    const search = (index: number) => fetch(`${base}${doctorSearchPath(index)}`);

    const scenarios = [
      { name: 'demo request POST', send: demoRequest, expected: 201 },
      { name: 'doctor search GET', send: search, expected: 200 },
    ];
    const results: Result[] = [];
    for (const scenario of scenarios) {
      // Warm up (JIT, query plans, connections); not measured.
      await drive(
        Math.min(200, options.requests),
        options.concurrency,
        options.timeLimitMs,
        (index) => scenario.send(options.requests + index),
        scenario.expected,
      );
      const run = await drive(
        options.requests,
        options.concurrency,
        options.timeLimitMs,
        scenario.send,
        scenario.expected,
      );
      const sorted = [...run.latencies].sort((left, right) => left - right);
      results.push({
        engine,
        scenario: scenario.name,
        sent: run.latencies.length,
        failed: run.failed,
        seconds: run.seconds,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
      });
    }
    return results;
  } finally {
    await app.close();
    await database.close();
    rmSync(root, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const options = readOptions();
  const runId = Date.now().toString(36);
  const engines: ('pglite' | 'postgres')[] = ['pglite'];
  if (process.env.BENCH_DATABASE_URL) engines.push('postgres');
  else process.stdout.write('BENCH_DATABASE_URL is not set: PostgreSQL is skipped.\n');

  const results: Result[] = [];
  for (const engine of engines) results.push(...(await benchEngine(engine, options, runId)));

  const cpu = cpus();
  process.stdout.write(
    `\n${String(options.requests)} requests per scenario, ${String(options.concurrency)} in flight, ` +
      `${String(options.doctors)} doctors; Node ${process.version}, ${String(cpu.length)} × ${cpu[0]?.model.trim() ?? 'CPU'}\n\n`,
  );
  const header = ['engine', 'scenario', 'requests', 'failed', 'req/s', 'p50 ms', 'p99 ms'];
  const rows = results.map((result) => [
    result.engine,
    result.scenario,
    String(result.sent),
    String(result.failed),
    (result.sent / result.seconds).toFixed(0),
    result.p50.toFixed(1),
    result.p99.toFixed(1),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  process.stdout.write(
    [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n') + '\n',
  );
  if (results.some((result) => result.failed > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
