import type { OperationInput, Schema } from '@aafiyat/api';
import {
  consultationLanguages,
  DOCTOR_BIO_MAX_LENGTH,
  isDoctorGender,
  addCalendarDays,
  CARD_SLOT_DAYS,
  firstOpenSlots,
  mapsLink,
  type OpenSlot,
  OPEN_SLOT_DAYS,
  openSlots,
  pakistanDate,
  type OpenSlotDay,
  normalizeSearchText,
  PAKISTAN_CITIES,
  QUALIFICATIONS,
  ratingAverage,
  readSearchText,
  pakistanWeekday,
  type ConsultationLanguage,
  type DoctorGender,
  type DoctorSearchSort,
  type Qualification,
} from '@aafiyat/domain';
import { and, asc, count, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import { holdsItsTime } from '../db/bookingHold';
import type { Database } from '../db/client';
import { appointments, clinics, doctors, specialties } from '../db/schema';
import { fail, type OperationHandlers } from '../http/operation';
import { createSearchCache } from './searchCache';

type Doctor = Schema<'Doctor'>;
type SearchPage = Schema<'DoctorPage'>;

/**
 * Which filters a search has, how many specialties and cities its free text names, and how many of its words are
 * left to find literally: one set of statements per shape.
 */
interface SearchShape {
  city: boolean;
  specialty: boolean;
  online: boolean;
  gender: boolean;
  language: boolean;
  today: boolean;
  feeMax: boolean;
  /** The order the person chose (`relevance`, the default, is name order without free text). */
  sort: DoctorSearchSort;
  namedSpecialties: number;
  namedCities: number;
  terms: number;
}

/** A shape's prepared statements: one page of doctors (each row with the total), and the total alone. */
interface SearchStatements {
  page: {
    execute(
      values: Record<string, unknown>,
    ): Promise<(DoctorRow & { id: number; total: number; booked: string })[]>;
  };
  count: { execute(values: Record<string, unknown>): Promise<{ total: number }[]> };
}

/** Days in a week: the soonest-available order counts up to six days ahead. */
const DAYS_PER_WEEK = 7;

/** How many different searches a process remembers (a few hundred KB at most). */
const SEARCH_CACHE_ENTRIES = 500;
/** How many specialty spellings it remembers (the catalogue has about twenty; the rest are typos). */
const SPELLING_CACHE_ENTRIES = 200;

/** Page size when the query leaves it out (the contract's default). */
export const DEFAULT_PAGE_SIZE = 10;
// Free text is split into words, each of which must match; a cap keeps a long query's SQL small (and the same cap
// on the specialties and cities it names).
const MAX_SEARCH_TERMS = 8;

/** The columns a Doctor is read from: the doctor row (with its copy of the account's name) and the clinic's name. */
export const doctorColumns = {
  id: doctors.id,
  pmdc: doctors.pmdc,
  name: doctors.name,
  specialty: doctors.specialty,
  city: doctors.city,
  fee: doctors.fee,
  workingDays: doctors.workingDays,
  startTime: doctors.startTime,
  endTime: doctors.endTime,
  isOnline: doctors.isOnline,
  experienceYears: doctors.experienceYears,
  clinicId: doctors.clinicId,
  clinicName: clinics.name,
  gender: doctors.gender,
  languages: doctors.languages,
  qualifications: doctors.qualifications,
  onlineFee: doctors.onlineFee,
  ratingSum: doctors.ratingSum,
  ratingCount: doctors.ratingCount,
};

/**
 * The columns of a doctor's whole profile: {@link doctorColumns} and the biography, which a page of search results
 * leaves out (a paragraph per card the cards never show, on a phone's slow line, and decoded on every search).
 */
export const doctorProfileColumns = {
  ...doctorColumns,
  bio: doctors.bio,
  clinicBranchName: clinics.branchName,
  clinicAddress: clinics.address,
  clinicCity: clinics.city,
  clinicLatitude: clinics.latitude,
  clinicLongitude: clinics.longitude,
};

/** One row of {@link doctorColumns} (or, with `bio`, of {@link doctorProfileColumns}). */
export interface DoctorRow {
  pmdc: string;
  name: string;
  specialty: string;
  city: string;
  fee: number;
  workingDays: number[];
  startTime: string;
  endTime: string;
  isOnline: boolean;
  experienceYears: number;
  clinicId: number | null;
  clinicName: string | null;
  gender: DoctorGender | null;
  languages: readonly ConsultationLanguage[];
  qualifications: readonly Qualification[];
  bio?: string | null;
  /** The clinic's branch, address and coordinates: a profile's ({@link doctorProfileColumns}), not a card's. */
  clinicBranchName?: string | null;
  clinicAddress?: string | null;
  clinicCity?: string | null;
  clinicLatitude?: string | null;
  clinicLongitude?: string | null;
  onlineFee: number | null;
  ratingSum: number;
  ratingCount: number;
}

/**
 * A doctor row as the contract's `Doctor`: timings to the minute, working days sorted and unique, languages and
 * qualifications in the domain's order, the online fee only for a doctor who consults online, the rating's average.
 */
export function toDoctor(row: DoctorRow): Doctor {
  const days = [...new Set(row.workingDays)].sort((left, right) => left - right);
  return {
    pmdc: row.pmdc,
    name: row.name,
    specialty: row.specialty,
    city: row.city,
    fee: row.fee,
    working_days: days,
    timings: { start: row.startTime.slice(0, 5), end: row.endTime.slice(0, 5) },
    is_online: row.isOnline,
    experience_years: row.experienceYears,
    ...(row.clinicId !== null && row.clinicName !== null
      ? { clinic_id: row.clinicId, clinic_name: row.clinicName }
      : {}),
    ...(isDoctorGender(row.gender) ? { gender: row.gender } : {}),
    languages: consultationLanguages(row.languages),
    qualifications: QUALIFICATIONS.filter((qualification) => row.qualifications.includes(qualification)),
    ...(row.bio?.trim() ? { bio: row.bio.trim().slice(0, DOCTOR_BIO_MAX_LENGTH) } : {}),
    ...(row.isOnline && row.onlineFee !== null ? { online_fee: row.onlineFee } : {}),
    rating: { average: ratingAverage(row.ratingSum, row.ratingCount), count: row.ratingCount },
    ...doctorClinic(row),
  };
}

/** A profile's clinic (see {@link DoctorRow}), with its coordinates when it has both and they are a place. */
function doctorClinic(row: DoctorRow): Pick<Doctor, 'clinic'> {
  if (row.clinicId === null || !row.clinicName || !row.clinicAddress || !row.clinicCity) return {};
  const lat = Number(row.clinicLatitude ?? Number.NaN);
  const lng = Number(row.clinicLongitude ?? Number.NaN);
  const placed = row.clinicLatitude && row.clinicLongitude && mapsLink(lat, lng) !== null;
  return {
    clinic: {
      id: row.clinicId,
      name: row.clinicName,
      ...(row.clinicBranchName ? { branch_name: row.clinicBranchName } : {}),
      address: row.clinicAddress,
      city: row.clinicCity,
      ...(placed ? { lat, lng } : {}),
    },
  };
}

/**
 * The doctor of a PMDC number, whatever its letters' case (`45321-p` is `45321-P`: a profile's address writes it in
 * lower case), with their whole profile; undefined when there is none.
 */
export async function findDoctor(db: Database, pmdc: string): Promise<Doctor | undefined> {
  const [row] = await db
    .select(doctorProfileColumns)
    .from(doctors)
    .leftJoin(clinics, eq(clinics.id, doctors.clinicId))
    .where(sql`lower(${doctors.pmdc}) = ${pmdc.toLowerCase()}`)
    .limit(1);
  return row ? toDoctor(row) : undefined;
}

/**
 * The open slots of the doctor of a PMDC number (any case) over `days` days from `now` (the domain's
 * `openSlots`), every appointment of those days holding its slot as the booking's unique index does; undefined
 * when there is no such doctor.
 */
export async function doctorOpenSlots(
  db: Database,
  pmdc: string,
  now: Date,
  days: number = OPEN_SLOT_DAYS,
): Promise<OpenSlotDay[] | undefined> {
  const [doctor] = await db
    .select({
      id: doctors.id,
      workingDays: doctors.workingDays,
      start: doctors.startTime,
      end: doctors.endTime,
    })
    .from(doctors)
    .where(sql`lower(${doctors.pmdc}) = ${pmdc.toLowerCase()}`)
    .limit(1);
  if (!doctor) return undefined;
  const today = pakistanDate(now);
  const booked = await db
    .select({ date: appointments.date, time: appointments.time })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctor.id),
        gte(appointments.date, today),
        lte(appointments.date, addCalendarDays(today, days - 1)),
        // A booking unpaid past its hold, or released, leaves its time open.
        holdsItsTime,
      ),
    );
  return openSlots({
    workingDays: doctor.workingDays,
    timings: { start: doctor.start.slice(0, 5), end: doctor.end.slice(0, 5) },
    taken: new Set(booked.map((slot) => `${slot.date} ${slot.time.slice(0, 5)}`)),
    now,
    days,
  });
}

/**
 * A search result's first open slots today and tomorrow (`CARD_SLOT_COUNT`, `CARD_SLOT_DAYS` of `@aafiyat/domain`):
 * the domain's `openSlots` over the doctor's hours, less the bookings of those days the search read with the doctor
 * (`booked`, "2026-11-30 17:30,…"), as a doctor's page counts them.
 */
function cardSlots(
  row: { workingDays: number[]; startTime: string; endTime: string; booked: string },
  now: Date,
): OpenSlot[] {
  return firstOpenSlots(
    openSlots({
      workingDays: row.workingDays,
      timings: { start: row.startTime.slice(0, 5), end: row.endTime.slice(0, 5) },
      taken: new Set(row.booked === '' ? [] : row.booked.split(',')),
      now,
      days: CARD_SLOT_DAYS,
    }),
  );
}

/** Every doctor's name, PMDC number, city and specialty: what their profile's address is made of. */
export async function profiledDoctors(
  db: Database,
): Promise<{ name: string; pmdc: string; city: string; specialty: string }[]> {
  return db
    .select({ name: doctors.name, pmdc: doctors.pmdc, city: doctors.city, specialty: doctors.specialty })
    .from(doctors)
    .orderBy(asc(doctors.pmdc));
}

/** The cities and specialties that have doctors: where a listing page (`/doctors/lahore/cardiologist`) lists some. */
export async function doctorListings(db: Database): Promise<{ city: string; specialty: string }[]> {
  return db
    .selectDistinct({ city: doctors.city, specialty: doctors.specialty })
    .from(doctors)
    .orderBy(asc(doctors.city), asc(doctors.specialty));
}

/** A LIKE pattern that matches `text` anywhere, with `%`, `_` and `\` in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Free text as it is read: lower case, Urdu letters, words separated by one space (see `normalizeSearchText`). */
function normalizedText(q: string | undefined): string {
  return normalizeSearchText(q ?? '');
}

/** The city as the domain spells it (`karachi` is `Karachi`), so the equality can use the city indexes. */
function canonicalCity(city: string): string {
  const wanted = city.trim().toLowerCase();
  return PAKISTAN_CITIES.find((known) => known.toLowerCase() === wanted) ?? city.trim();
}

/** The specialty as the catalogue spells it (`cardiologist` is `Cardiologist`), or as given when unknown. */
async function canonicalSpecialty(db: Database, specialty: string): Promise<string> {
  const [row] = await db
    .select({ name: specialties.name })
    .from(specialties)
    .where(sql`lower(${specialties.name}) = ${specialty.trim().toLowerCase()}`)
    .limit(1);
  return row?.name ?? specialty.trim();
}

/** A doctor search's query, as the contract's `searchDoctors` takes it (validated). */
export type DoctorSearchQuery = NonNullable<OperationInput<'searchDoctors'>['query']>;

/** Answers a doctor search: one page of the doctors it finds, and how many there are in all. */
export type DoctorSearch = (query: DoctorSearchQuery) => Promise<SearchPage>;

/**
 * The doctor search, with its prepared statements and its cache of recent answers: one per app, shared by the API
 * (`GET /api/doctors/search`) and the search page, which the server sends with its first answer in the HTML
 * (http/site.ts).
 */
export function createDoctorSearch({ db, config }: Pick<AppContext, 'db' | 'config'>): DoctorSearch {
  // Specialties, like doctors, change only by import: a spelling looked up once is kept as long as an answer.
  const spellings = createSearchCache<string>({
    ttlMs: config.searchCacheMs,
    maxEntries: SPELLING_CACHE_ENTRIES,
  });
  async function specialtySpelling(specialty: string): Promise<string> {
    const key = specialty.trim().toLowerCase();
    const known = spellings.get(key);
    if (known !== undefined) return known;
    const spelled = await canonicalSpecialty(db, specialty);
    spellings.set(key, spelled);
    return spelled;
  }

  /**
   * The search's statements for one shape of query (which filters it has, how many words), built once and kept:
   * each search then only fills in its values. Drizzle no longer builds the SQL on every search, and PostgreSQL
   * parses and plans each statement once per connection (a named prepared statement) instead of on every search.
   */
  const statements = new Map<string, SearchStatements>();
  function searchStatements(shape: SearchShape): SearchStatements {
    const key = `${shape.city ? 'c' : ''}${shape.specialty ? 's' : ''}${shape.online ? 'o' : ''}${shape.gender ? 'g' : ''}${shape.language ? 'l' : ''}${shape.today ? 't' : ''}${shape.feeMax ? 'f' : ''}${shape.sort === 'relevance' ? '' : `_${shape.sort}`}${String(shape.terms)}_${String(shape.namedSpecialties)}_${String(shape.namedCities)}`;
    const known = statements.get(key);
    if (known) return known;
    const filters: SQL[] = [];
    if (shape.city) filters.push(eq(doctors.city, sql.placeholder('city')));
    if (shape.specialty) filters.push(eq(doctors.specialty, sql.placeholder('specialty')));
    if (shape.online) filters.push(eq(doctors.isOnline, sql.placeholder('online')));
    if (shape.gender) filters.push(eq(doctors.gender, sql.placeholder('gender')));
    // The doctor's languages hold this one (jsonb containment: `["urdu","pashto"] @> ["pashto"]`).
    if (shape.language) filters.push(sql`${doctors.languages} @> ${sql.placeholder('language')}::jsonb`);
    if (shape.feeMax) filters.push(lte(doctors.fee, sql.placeholder('feeMax')));
    // Works today: today's weekday (in Pakistan) is among the doctor's working days (its bit is set).
    if (shape.today) filters.push(sql`${doctors.workingDaysMask} & ${sql.placeholder('today')}::int <> 0`);
    // The specialties and cities the free text names ("dil", "لاہور"): any of them, on the columns' own indexes.
    const anyOf = (column: typeof doctors.city | typeof doctors.specialty, name: string, how: number) =>
      sql`${column} in (${sql.join(
        Array.from({ length: how }, (_, index) => sql.placeholder(`${name}${String(index)}`)),
        sql`, `,
      )})`;
    if (shape.namedSpecialties > 0)
      filters.push(anyOf(doctors.specialty, 'namedSpecialty', shape.namedSpecialties));
    if (shape.namedCities > 0) filters.push(anyOf(doctors.city, 'namedCity', shape.namedCities));
    // Each word must appear, literally and in any case, in the name, specialty, city or clinic's name: the
    // lower-cased `search_text`, which a trigram index answers.
    for (let term = 0; term < shape.terms; term += 1) {
      filters.push(like(doctors.searchText, sql.placeholder(`term${String(term)}`)));
    }
    const where = and(...filters);
    // Every filter is on doctors (which holds the name); the small clinics table only adds the clinic's name.
    // Each doctor's bookings of today and tomorrow ("2026-11-30 17:30,…"), for the card's first open times: read
    // in the same statement (a separate one for the page's doctors took a second round trip, and the search's p99
    // at 10 in flight from 14 to 20 ms and more).
    const booked = sql<string>`(select coalesce(string_agg(${appointments.date} || ' ' || left(${appointments.time}, 5), ','), '') from ${appointments} where ${appointments.doctorId} = ${doctors.id} and ${appointments.date} between ${sql.placeholder('slotsFrom')} and ${sql.placeholder('slotsTo')} and ${holdsItsTime})`;
    const selected = (columns: typeof doctorColumns & { total: SQL<number> }) =>
      db
        .select({ ...columns, booked })
        .from(doctors)
        .leftJoin(clinics, eq(clinics.id, doctors.clinicId))
        .where(where);
    // A sort the person chose comes first; names (then ids) keep every order stable from page to page.
    const chosenOrder: SQL[] =
      shape.sort === 'fee'
        ? [asc(doctors.fee)]
        : shape.sort === 'soonest'
          ? // Days from today (Pakistan's weekday) to the nearest working day, as nextAvailableDate counts them:
            // today is 0, tomorrow 1, …; a doctor with no working days listed comes last. Read from the days'
            // bits (`working_days_mask`): unnesting each doctor's days cost 80 ms and more on 10,000 doctors.
            [
              sql`case ${sql.join(
                Array.from(
                  { length: DAYS_PER_WEEK },
                  (_, ahead) =>
                    sql`when ${doctors.workingDaysMask} & ${sql.placeholder(`ahead${String(ahead)}`)}::int <> 0 then ${sql.raw(String(ahead))}`,
                ),
                sql` `,
              )} else ${sql.raw(String(DAYS_PER_WEEK))} end asc`,
            ]
          : shape.sort === 'rating'
            ? // The highest average first, the doctors nobody has rated yet last; more ratings first among equals.
              [
                sql`(${doctors.ratingSum}::float / nullif(${doctors.ratingCount}, 0)) desc nulls last`,
                sql`${doctors.ratingCount} desc`,
              ]
            : [];
    const page =
      shape.terms > 0
        ? // The trigram index finds the matching doctors once: the count rides along as a window over them.
          // Relevance: the whole text in the name first, then in the specialty, then in the clinic's name.
          selected({ ...doctorColumns, total: sql<number>`count(*) over ()`.mapWith(Number) }).orderBy(
            ...chosenOrder,
            sql`case when lower(${doctors.name}) like ${sql.placeholder('whole')} then 0 when lower(${doctors.specialty}) like ${sql.placeholder('whole')} then 1 when lower(${clinics.name}) like ${sql.placeholder('whole')} then 2 else 3 end`,
            asc(doctors.name),
            asc(doctors.id),
          )
        : // Without free text the count is answered from the doctors indexes alone, and the page walks names:
          // both in one statement, the count as a subquery the database runs once, so the search is one round
          // trip.
          selected({
            ...doctorColumns,
            total: sql<number>`${db.select({ total: count() }).from(doctors).where(where)}`.mapWith(Number),
          }).orderBy(...chosenOrder, asc(doctors.name), asc(doctors.id));
    const made: SearchStatements = {
      page: page
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`doctor_search_${key}`),
      count: db.select({ total: count() }).from(doctors).where(where).prepare(`doctor_count_${key}`),
    };
    statements.set(key, made);
    return made;
  }

  /** One page of the search, read from the database. */
  async function searchFromDatabase(
    query: DoctorSearchQuery,
    page: number,
    pageSize: number,
    now: Date,
  ): Promise<SearchPage> {
    const weekday = pakistanWeekday(now);
    const { city, specialty, is_online: isOnline, gender, language, available_today: today, q } = query;
    const { fee_max: feeMax } = query;
    const sort = query.sort ?? 'relevance';
    const offset = (page - 1) * pageSize;
    // Words that name a specialty or a city ("dil", "bachon ka doctor", "لاہور") filter by it; the rest (a name)
    // must each appear in the doctor's text.
    const meaning = readSearchText(q ?? '');
    const terms = meaning.terms.slice(0, MAX_SEARCH_TERMS);
    const namedSpecialties = meaning.specialties.slice(0, MAX_SEARCH_TERMS);
    const namedCities = meaning.cities.slice(0, MAX_SEARCH_TERMS);
    const { page: pageStatement, count: countStatement } = searchStatements({
      city: city !== undefined,
      specialty: specialty !== undefined,
      online: isOnline !== undefined,
      gender: gender !== undefined,
      language: language !== undefined,
      today: today === true,
      feeMax: feeMax !== undefined,
      sort,
      namedSpecialties: namedSpecialties.length,
      namedCities: namedCities.length,
      terms: terms.length,
    });
    const slotsFrom = pakistanDate(now);
    const values: Record<string, unknown> = {
      limit: pageSize,
      offset,
      whole: containsPattern(terms.join(' ')),
      slotsFrom,
      slotsTo: addCalendarDays(slotsFrom, CARD_SLOT_DAYS - 1),
    };
    namedSpecialties.forEach((named, index) => {
      values[`namedSpecialty${String(index)}`] = named;
    });
    namedCities.forEach((named, index) => {
      values[`namedCity${String(index)}`] = named;
    });
    if (city !== undefined) values.city = canonicalCity(city);
    if (specialty !== undefined) values.specialty = await specialtySpelling(specialty);
    if (isOnline !== undefined) values.online = isOnline;
    if (gender !== undefined) values.gender = gender;
    if (language !== undefined) values.language = JSON.stringify([language]);
    if (today === true) values.today = 1 << weekday;
    if (feeMax !== undefined) values.feeMax = feeMax;
    if (sort === 'soonest') {
      for (let ahead = 0; ahead < DAYS_PER_WEEK; ahead += 1) {
        values[`ahead${String(ahead)}`] = 1 << ((weekday + ahead) % DAYS_PER_WEEK);
      }
    }
    terms.forEach((term, index) => {
      values[`term${String(index)}`] = containsPattern(term);
    });
    const rows = await pageStatement.execute(values);
    // No row carries the count when nothing matched (the first page is empty) or the page is past the end.
    const counted = async () => (await countStatement.execute(values))[0]?.total ?? 0;
    const total = rows[0]?.total ?? (offset === 0 ? 0 : await counted());
    return {
      data: rows.map((row) => ({ ...toDoctor(row), next_slots: cardSlots(row, now) })),
      page,
      page_size: pageSize,
      total,
    };
  }

  const searches = createSearchCache<SearchPage>({
    ttlMs: config.searchCacheMs,
    maxEntries: SEARCH_CACHE_ENTRIES,
  });

  return async function searchDoctors(query) {
    const { city, specialty, is_online: isOnline, gender, language, available_today: today, q } = query;
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
    // Today's weekday in Pakistan, read once: the cache key and the statement's values agree on it.
    const now = new Date();
    const weekday = pakistanWeekday(now);
    // The same search in other words (case, spaces) is the same answer.
    const key = JSON.stringify([
      city?.trim().toLowerCase() ?? null,
      specialty?.trim().toLowerCase() ?? null,
      isOnline ?? null,
      gender ?? null,
      language ?? null,
      // "Today" is a weekday: an answer kept from yesterday is not today's.
      today === true || query.sort === 'soonest' ? weekday : null,
      query.sort ?? 'relevance',
      query.fee_max ?? null,
      normalizedText(q),
      page,
      pageSize,
    ]);
    const cached = searches.get(key);
    if (cached) return cached;
    const body = await searchFromDatabase(query, page, pageSize, now);
    searches.set(key, body);
    return body;
  };
}

/** Public doctor search, a doctor's profile by PMDC number, and the specialties with their doctor counts. */
export function doctorHandlers({
  db,
  doctorSearch,
}: AppContext): Pick<
  OperationHandlers,
  'searchDoctors' | 'getDoctor' | 'listDoctorSlots' | 'listSpecialities'
> {
  return {
    async searchDoctors(request) {
      return { status: 200, body: await doctorSearch(request.query) };
    },

    async getDoctor(request) {
      const doctor = await findDoctor(db, request.params.pmdc);
      if (!doctor) throw fail.notFound('We could not find a doctor with that PMDC number.');
      return { status: 200, body: doctor };
    },

    async listDoctorSlots(request) {
      const data = await doctorOpenSlots(db, request.params.pmdc, new Date(), request.query.days);
      if (data === undefined) throw fail.notFound('We could not find a doctor with that PMDC number.');
      // Slots are taken at any time: a cache may keep the answer only to ask again.
      return { status: 200, body: { data }, headers: { 'cache-control': 'no-cache' } };
    },

    async listSpecialities() {
      const rows = await db
        .select({ name: specialties.name, doctorCount: count(doctors.id) })
        .from(specialties)
        .leftJoin(doctors, eq(doctors.specialty, specialties.name))
        .groupBy(specialties.name)
        .orderBy(asc(specialties.name));
      return {
        status: 200,
        body: { data: rows.map((row) => ({ name: row.name, doctor_count: row.doctorCount })) },
      };
    },
  };
}
