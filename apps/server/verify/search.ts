// `npm run verify -- search`: the doctor search's latency on the full data set. One server process (the load
// generator is this script) on PostgreSQL (and PGlite with `--engines pglite,postgres`), seeded with the demo data
// and topped up to 10,000 doctors, answers the search page's mixed queries (no filter, city, specialty, online,
// free text, words of English, Urdu and Roman Urdu that name a specialty and a city, a doctor's gender and
// language in a city, some working today, some sorted by the soonest available, fee or rating, deep pages) at each number of requests in flight. The target: p99 at most 20 ms on PostgreSQL at
// the target concurrency (`--target-concurrency`, default 10); every other level is reported.
//
// Flags: --requests (per level, default 3000), --doctors (10000), --concurrency (levels, default 1,10,50),
// --target-concurrency (10), --engines (postgres).
import { parseArgs } from 'node:util';
import {
  CITY_NAMES_UR,
  CONSULTATION_LANGUAGES,
  DOCTOR_GENDERS,
  isKnownCity,
  SPECIALTY_WORDS,
} from '@aafiyat/domain';
import {
  CITY_WEIGHTS,
  FEMALE_FIRST_NAMES,
  MALE_FIRST_NAMES,
  SPECIALTY_NAMES,
  SURNAMES,
} from '../src/seed/people';
import {
  describeProblems,
  doctorSearchPath,
  ensureDoctors,
  freshLocation,
  httpClient,
  latency,
  listOf,
  postgresOnDemand,
  runCheck,
  startLoad,
  startServerProcess,
  tally,
  wholeNumber,
  type Check,
} from './support';

const TARGET_P99_MS = 20;

/**
 * Half the searches are the search page's common ones (which the server's search cache soon holds); the other
 * half a long tail that mostly misses it: a first name and a surname as free text, a specialty in a city, a
 * city on pages 1–20, a patient's words for a specialty with a city in either script ("dil ka doctor لاہور"), a
 * female or male doctor speaking a language in a city, each combination once before any repeats. One sequence runs on across the levels, so a
 * level does not find the previous one's answers in the cache.
 */
const FIRST_NAMES = [...MALE_FIRST_NAMES, ...FEMALE_FIRST_NAMES];
const CITIES = CITY_WEIGHTS.map(([city]) => city);
/** The `n`th combination of two lists: every pair once before any repeats. */
function pair<A, B>(first: readonly A[], second: readonly B[], n: number): [A, B] {
  return [first[n % first.length] as A, second[Math.floor(n / first.length) % second.length] as B];
}
const PAGES = Array.from({ length: 20 }, (_, page) => page + 1);
/** Every gender with every language ("a female doctor who speaks Pashto"). */
const GENDER_LANGUAGES = DOCTOR_GENDERS.flatMap((gender) =>
  CONSULTATION_LANGUAGES.map((language) => [gender, language] as const),
);
/** Every word and phrase a patient may type for a specialty, in English, Urdu script and Roman Urdu. */
const SPECIALTY_PHRASES = Object.values(SPECIALTY_WORDS).flatMap(({ words }) => words);
/** The seeded cities, in English and in Urdu script. */
const CITY_WORDS = CITIES.flatMap((city) => (isKnownCity(city) ? [city, CITY_NAMES_UR[city]] : [city]));
function searchPath(index: number): string {
  if (index % 2 === 0) return doctorSearchPath(index / 2);
  const n = (index - 1) / 2;
  const tail = Math.floor(n / 5);
  const query = new URLSearchParams();
  if (n % 5 === 4) {
    const [city, [gender, language]] = pair(CITIES, GENDER_LANGUAGES, tail);
    query.set('city', city);
    query.set('gender', gender);
    query.set('language', language);
    // Every other one, only those who work today; one in five up to Rs 2,000; three in four sorted: soonest
    // available, lowest fee, highest rated.
    if (tail % 2 === 1) query.set('available_today', 'true');
    if (tail % 5 === 2) query.set('fee_max', '2000');
    const sort = ['relevance', 'soonest', 'fee', 'rating'][tail % 4] ?? 'relevance';
    if (sort !== 'relevance') query.set('sort', sort);
  } else if (n % 5 === 3) {
    const [words, city] = pair(SPECIALTY_PHRASES, CITY_WORDS, tail);
    query.set('q', `${words} ${city}`);
  } else if (n % 5 === 0) {
    const [first, surname] = pair(FIRST_NAMES, SURNAMES, tail);
    query.set('q', `${first} ${surname}`.toLowerCase());
  } else if (n % 5 === 1) {
    const [specialty, city] = pair(SPECIALTY_NAMES, CITIES, tail);
    query.set('specialty', specialty);
    query.set('city', city);
  } else {
    const [city, page] = pair(CITIES, PAGES, tail);
    query.set('city', city);
    query.set('page', String(page));
  }
  return `/api/doctors/search?${query.toString()}`;
}
const WARM_UP_REQUESTS = 300;

/** The search's sorts, each measured alone at the target number in flight. */
const SORTS = ['relevance', 'soonest', 'fee', 'rating'] as const;

/** The search at `path` sorted by `sort` instead of its own (relevance is the default: no `sort`). */
function withSort(path: string, sort: (typeof SORTS)[number]): string {
  const url = new URL(path, 'http://search.invalid');
  if (sort === 'relevance') url.searchParams.delete('sort');
  else url.searchParams.set('sort', sort);
  return `${url.pathname}${url.search}`;
}

const { values } = parseArgs({
  options: {
    requests: { type: 'string' },
    doctors: { type: 'string' },
    concurrency: { type: 'string' },
    'target-concurrency': { type: 'string' },
    engines: { type: 'string' },
  },
});

const requests = wholeNumber('requests', values.requests, 3000);
const doctorCount = wholeNumber('doctors', values.doctors, 10_000);
const levels = (values.concurrency ?? '1,10,50')
  .split(',')
  .map((level) => wholeNumber('concurrency', level, 1, 1, 500));
const target = wholeNumber('target-concurrency', values['target-concurrency'], 10, 1, 500);
const engines = listOf('engines', values.engines ?? 'postgres', ['pglite', 'postgres'] as const);

/** The position in the search sequence, across levels and engines. */
let nextSearch = 0;

async function measure(
  check: Check,
  engine: 'pglite' | 'postgres',
  postgres: ReturnType<typeof postgresOnDemand>,
) {
  const where = await freshLocation(engine, check.cleanup, postgres);
  // The demo data first (the server seeds an empty database), then generated doctors up to the full count.
  const seeding = await startServerProcess(check.cleanup, where, { SEED_DEMO_DATA: 'true' });
  await seeding.stop('SIGTERM');
  await ensureDoctors(where, doctorCount);
  const rows: string[][] = [];
  // With the search cache as configured, at every level; then, for comparison, the database alone at the target.
  for (const cache of ['on', 'off'] as const) {
    const server = await startServerProcess(
      check.cleanup,
      where,
      cache === 'off' ? { SEARCH_CACHE_MS: '0' } : {},
    );
    for (const concurrency of cache === 'on' ? levels : [target]) {
      rows.push(await level(check, engine, cache, server.url, concurrency));
    }
    // Then every search of the mix in one sort, sort by sort, at the target: "soonest available" included.
    if (cache === 'on') {
      for (const sort of SORTS) rows.push(await level(check, engine, cache, server.url, target, sort));
    }
    await server.stop('SIGTERM');
  }
  return rows;
}

async function level(
  check: Check,
  engine: 'pglite' | 'postgres',
  cache: 'on' | 'off',
  url: string,
  concurrency: number,
  sort?: (typeof SORTS)[number],
): Promise<string[]> {
  const client = httpClient(url, { sockets: concurrency, timeoutMs: 30_000 });
  try {
    const pathOf = (index: number) =>
      sort === undefined ? searchPath(index) : withSort(searchPath(index), sort);
    const send = () => client.send({ method: 'GET', path: pathOf(nextSearch++) });
    // Warm up (JIT, query plans, pooled connections); not measured.
    await startLoad({ label: `${engine} warm-up`, total: WARM_UP_REQUESTS, concurrency, send }).done;
    const label = `${engine}${cache === 'off' ? ' (no cache)' : ''}${sort === undefined ? '' : `, sorted by ${sort}`}`;
    const run = await startLoad({
      label: `${label} ×${String(concurrency)}`,
      total: requests,
      concurrency,
      send,
    }).done;
    const counts = tally(run.answers);
    const figures = latency(run.answers, run.seconds);
    const key = `${engine}${cache === 'off' ? '_nocache' : ''}_c${String(concurrency)}${sort === undefined ? '' : `_${sort}`}`;
    check.figure(`${key}_p50_ms`, figures.p50);
    check.figure(`${key}_p99_ms`, figures.p99);
    check.figure(`${key}_per_s`, figures.perSecond);
    check.criterion(
      `${label}, ${String(concurrency)} in flight: every search answered 200`,
      counts.ok === counts.answers && counts.answers === requests,
      `${String(counts.ok)} of ${String(requests)} answered 200; problems: ${describeProblems(counts)}`,
    );
    if (engine === 'postgres' && cache === 'on' && concurrency === target) {
      check.criterion(
        `PostgreSQL, ${String(doctorCount)} doctors, ${String(target)} in flight${sort === undefined ? '' : `, sorted by ${sort}`}: p99 ≤ ${String(TARGET_P99_MS)} ms`,
        figures.p99 <= TARGET_P99_MS,
        `p99 ${figures.p99.toFixed(1)} ms (p50 ${figures.p50.toFixed(1)} ms, ${figures.perSecond.toFixed(0)} searches/s)`,
      );
    }
    return [
      label,
      String(concurrency),
      String(counts.answers),
      String(counts.ok),
      figures.perSecond.toFixed(0),
      figures.p50.toFixed(1),
      figures.p95.toFixed(1),
      figures.p99.toFixed(1),
      figures.max.toFixed(1),
    ];
  } finally {
    client.close();
  }
}

await runCheck({ name: 'search', title: 'Doctor search latency' }, async (check) => {
  if (engines.includes('postgres') && !levels.includes(target)) {
    throw new Error(`--concurrency must include the target concurrency ${String(target)}.`);
  }
  const postgres = postgresOnDemand(check.cleanup);
  check.note(
    `The demo data plus generated doctors up to ${String(doctorCount)}; ${String(requests)} searches per level after ` +
      `${String(WARM_UP_REQUESTS)} unmeasured ones: half the search page's common queries (none, city, specialty in ` +
      'a city, online in a city, free text, deep pages), half a long tail of names as free text, specialties in ' +
      "cities, city pages, a patient's words for a specialty with a city in English, Urdu or Roman Urdu " +
      '("dil ka doctor لاہور") and a female or male doctor speaking a language in a city (half of them working today, three in four sorted by the soonest available, fee or rating), that mostly miss the search cache (`SEARCH_CACHE_MS`, 10 s); one server process, ' +
      'keep-alive connections. Then, at the target number in flight, the same mix with every search in one sort ' +
      '(relevance, soonest available, lowest fee, highest rated), each held to the same target.',
  );
  const rows: string[][] = [];
  for (const engine of engines) rows.push(...(await measure(check, engine, postgres)));
  check.table(
    'Latency per number of searches in flight (ms)',
    ['engine', 'in flight', 'searches', '200', 'per s', 'p50', 'p95', 'p99', 'max'],
    rows,
  );
});
