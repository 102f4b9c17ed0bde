import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, asc, count, eq, lte, sql, type SQL } from 'drizzle-orm';
import { pakistanWeekday } from '@aafiyat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, clinics, doctors, specialties } from '../src/db/schema';
import { COMPRESS_MIN_BYTES } from '../src/http/compression';
import { DEMO_DOCTOR, DEMO_DOCTOR_COUNT, seedDemoData } from '../src/seed';
import { expectContract, signInAs, startServer, type TestServer } from './harness';

interface DoctorBody {
  pmdc: string;
  name: string;
  specialty: string;
  city: string;
  is_online: boolean;
  clinic_id?: number;
  clinic_name?: string;
  gender?: string;
  languages: string[];
  working_days: number[];
  fee: number;
  rating: { average: number | null; count: number };
}
interface DoctorPageBody {
  data: DoctorBody[];
  page: number;
  page_size: number;
  total: number;
}

/** The demo data's doctors and the one this file adds. */
const ALL_DOCTORS = DEMO_DOCTOR_COUNT + 1;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  await seedDemoData(server.db);
  // A name with LIKE's wildcards in it, to prove they are matched literally.
  await signInAs(server, 'doctor', {
    name: 'Dr. Percy 100% Shah_Jee',
    doctor: {
      pmdc: '99001-T',
      specialty: 'Dermatologist',
      city: 'Quetta',
      searchText: 'dr. percy 100% shah_jee dermatologist quetta',
      isOnline: false,
    },
  });
});
afterAll(async () => {
  await server.close();
});

async function search(query: string) {
  const response = await server.app.inject({ method: 'GET', url: `/api/doctors/search${query}` });
  expectContract('searchDoctors', response);
  return response;
}

async function searchPage(query: string): Promise<DoctorPageBody> {
  const response = await search(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DoctorPageBody>();
}

async function countWhere(condition?: SQL) {
  const [row] = await server.db.select({ n: count() }).from(doctors).where(condition);
  return row?.n ?? 0;
}

describe('GET /api/doctors/search', () => {
  it('reuses an answer for SEARCH_CACHE_MS, for the same search in any case or spacing, then reads again', async () => {
    const cached = await startServer({ SEARCH_CACHE_MS: '400' });
    try {
      const find = async (query: string) => {
        const response = await cached.app.inject({ method: 'GET', url: `/api/doctors/search${query}` });
        expectContract('searchDoctors', response);
        return response.json<DoctorPageBody>();
      };
      expect((await find('?q=zubair%20qureshi')).total).toBe(0);
      await signInAs(cached, 'doctor', {
        name: 'Dr. Zubair Qureshi',
        doctor: { pmdc: '99002-T', searchText: 'dr. zubair qureshi general physician lahore' },
      });
      // Within the time to live, the same search (other case, other spaces) is the stored answer.
      expect((await find('?q=%20Zubair%20%20QURESHI%20')).total).toBe(0);
      // After it, the database is read again and the new doctor is found.
      await expect.poll(async () => (await find('?q=zubair%20qureshi')).total, { timeout: 5_000 }).toBe(1);
    } finally {
      await cached.close();
    }
  });

  it("keeps a specialty's spelling for SEARCH_CACHE_MS, then looks it up again", async () => {
    const cached = await startServer({ SEARCH_CACHE_MS: '400' });
    try {
      const total = async (query: string) => {
        const response = await cached.app.inject({ method: 'GET', url: `/api/doctors/search${query}` });
        expectContract('searchDoctors', response);
        return response.json<DoctorPageBody>().total;
      };
      await cached.db.insert(specialties).values({ name: 'General Physician' });
      await signInAs(cached, 'doctor', { name: 'Dr. Nadia Hussain' });
      expect(await total('?specialty=general%20physician')).toBe(1);
      // The catalogue loses the spelling; another search (not a stored answer) still uses the one looked up.
      await cached.db.delete(specialties).where(eq(specialties.name, 'General Physician'));
      expect(await total('?specialty=general%20physician&city=Lahore')).toBe(1);
      // After the time to live it is looked up again: lower case no longer matches the doctor's specialty.
      await expect
        .poll(() => total('?specialty=general%20physician&is_online=true'), { timeout: 5_000 })
        .toBe(0);
    } finally {
      await cached.close();
    }
  });

  it('answers the first page of every doctor, in the database’s name order, with the total', async () => {
    const body = await searchPage('');
    expect(body).toMatchObject({ page: 1, page_size: 10, total: await countWhere() });
    expect(body.total).toBe(ALL_DOCTORS);
    const expected = await server.db
      .select({ pmdc: doctors.pmdc })
      .from(doctors)
      .innerJoin(accounts, eq(accounts.id, doctors.accountId))
      .orderBy(asc(accounts.name), asc(doctors.id))
      .limit(10);
    expect(body.data.map((doctor) => doctor.pmdc)).toEqual(expected.map((row) => row.pmdc));
  });

  it('pages without overlap and answers an empty page past the end', async () => {
    const first = await searchPage('?page=1&page_size=7');
    const second = await searchPage('?page=2&page_size=7');
    expect(first.data).toHaveLength(7);
    expect(second).toMatchObject({ page: 2, page_size: 7 });
    const firstIds = new Set(first.data.map((doctor) => doctor.pmdc));
    expect(second.data.some((doctor) => firstIds.has(doctor.pmdc))).toBe(false);

    const all = new Set<string>();
    for (let page = 1; page <= 7; page += 1) {
      for (const doctor of (await searchPage(`?page=${String(page)}&page_size=50`)).data)
        all.add(doctor.pmdc);
    }
    expect(all.size).toBe(ALL_DOCTORS);

    const beyond = await searchPage('?page=100&page_size=50');
    expect(beyond).toMatchObject({ data: [], page: 100, total: ALL_DOCTORS });

    // Past the end of a filtered search, with and without free text, the total is still the search's.
    for (const query of ['?q=ali', '?city=Karachi', '?city=Karachi&is_online=true&q=ali']) {
      const { total } = await searchPage(query);
      expect(total).toBeGreaterThan(0);
      await expect(searchPage(`${query}&page=100&page_size=50`)).resolves.toMatchObject({ data: [], total });
    }
  });

  it('filters by city (in any case), specialty and online consultation', async () => {
    const karachi = await searchPage('?city=Karachi&page_size=50');
    expect(karachi.total).toBe(await countWhere(eq(doctors.city, 'Karachi')));
    expect(karachi.total).toBeGreaterThan(20);
    expect(karachi.data.every((doctor) => doctor.city === 'Karachi')).toBe(true);
    expect((await searchPage('?city=karachi')).total).toBe(karachi.total);

    const cardiologists = await searchPage('?city=Karachi&specialty=cardiologist&page_size=50');
    expect(cardiologists.total).toBeGreaterThan(0);
    expect(
      cardiologists.data.every((doctor) => doctor.city === 'Karachi' && doctor.specialty === 'Cardiologist'),
    ).toBe(true);
    // The spelling looked up for `cardiologist` serves any other case of it, in any city.
    const lahore = await searchPage('?city=Lahore&specialty=%20CARDIOLOGIST%20&page_size=50');
    expect(lahore.total).toBe(
      await countWhere(and(eq(doctors.city, 'Lahore'), eq(doctors.specialty, 'Cardiologist'))),
    );
    expect(lahore.total).toBeGreaterThan(0);
    expect((await searchPage('?specialty=cardiologists')).total).toBe(0);

    const online = await searchPage('?is_online=true&page_size=50');
    expect(online.total).toBe(await countWhere(eq(doctors.isOnline, true)));
    expect(online.data.every((doctor) => doctor.is_online)).toBe(true);
    // About 40% of the seeded doctors consult online.
    expect(online.total / ALL_DOCTORS).toBeGreaterThan(0.3);
    expect(online.total / ALL_DOCTORS).toBeLessThan(0.5);
    const offline = await searchPage('?is_online=false');
    expect(offline.total + online.total).toBe(ALL_DOCTORS);

    expect((await searchPage('?city=Atlantis')).total).toBe(0);
  });

  it('filters by gender and by a language the doctor consults in, alone or with the other filters', async () => {
    const women = await searchPage('?gender=female&page_size=50');
    expect(women.total).toBe(await countWhere(eq(doctors.gender, 'female')));
    expect(women.total).toBeGreaterThan(60);
    expect(women.data.every((doctor) => doctor.gender === 'female')).toBe(true);
    const men = await searchPage('?gender=male');
    // The doctor who signed up without stating a gender is in neither.
    expect(women.total + men.total).toBe((await countWhere()) - 1);

    const pashto = await searchPage('?language=pashto&page_size=50');
    expect(pashto.total).toBe(await countWhere(sql`${doctors.languages} @> '["pashto"]'::jsonb`));
    expect(pashto.total).toBeGreaterThan(0);
    expect(pashto.data.every((doctor) => doctor.languages.includes('pashto'))).toBe(true);
    expect((await searchPage('?language=urdu')).total).toBe(
      await countWhere(sql`${doctors.languages} @> '["urdu"]'::jsonb`),
    );

    // A woman in Lahore who consults in Punjabi: every filter holds at once.
    const lahore = await searchPage('?city=Lahore&gender=female&language=punjabi&page_size=50');
    expect(lahore.total).toBe(
      await countWhere(
        and(
          eq(doctors.city, 'Lahore'),
          eq(doctors.gender, 'female'),
          sql`${doctors.languages} @> '["punjabi"]'::jsonb`,
        ),
      ),
    );
    expect(lahore.total).toBeGreaterThan(0);
    expect(
      lahore.data.every(
        (doctor) =>
          doctor.city === 'Lahore' && doctor.gender === 'female' && doctor.languages.includes('punjabi'),
      ),
    ).toBe(true);
  });

  it("keeps the doctors who work today, today being Pakistan's day", async () => {
    const weekday = pakistanWeekday(new Date());
    const today = await searchPage('?available_today=true&page_size=50');
    expect(today.total).toBe(
      await countWhere(sql`${doctors.workingDays} @> ${JSON.stringify([weekday])}::jsonb`),
    );
    expect(today.total).toBeGreaterThan(0);
    expect(today.total).toBeLessThan(await countWhere());
    expect(today.data.every((doctor) => doctor.working_days.includes(weekday))).toBe(true);
    // With the other filters: women in Karachi who work today.
    const karachi = await searchPage('?city=Karachi&gender=female&available_today=true&page_size=50');
    expect(
      karachi.data.every(
        (doctor) =>
          doctor.city === 'Karachi' && doctor.gender === 'female' && doctor.working_days.includes(weekday),
      ),
    ).toBe(true);
    expect((await searchPage('?available_today=false')).total).toBe(await countWhere());
  });

  it('puts the soonest available, the lowest fee or the highest rating first when asked, names keeping order stable', async () => {
    const cheapest = await searchPage('?city=Karachi&sort=fee&page_size=50');
    const fees = cheapest.data.map((doctor) => doctor.fee);
    expect(fees).toEqual([...fees].sort((left, right) => left - right));
    expect(cheapest.total).toBe((await searchPage('?city=Karachi')).total);
    // The next page goes on from where the first left off.
    const second = await searchPage('?city=Karachi&sort=fee&page=2&page_size=10');
    const first = await searchPage('?city=Karachi&sort=fee&page=1&page_size=10');
    expect(second.data[0]?.fee ?? Infinity).toBeGreaterThanOrEqual(first.data.at(-1)?.fee ?? 0);
    expect(second.data.map((doctor) => doctor.pmdc)).not.toContain(first.data.at(-1)?.pmdc);

    // The nearest working day first, counted from today in Pakistan; no working days listed, last.
    const weekday = pakistanWeekday(new Date());
    const daysAhead = (days: number[]) =>
      days.length === 0 ? 7 : Math.min(...days.map((day) => (day - weekday + 7) % 7));
    const soonest = await searchPage('?city=Karachi&sort=soonest&page_size=50');
    const ahead = soonest.data.map((doctor) => daysAhead(doctor.working_days));
    expect(ahead).toEqual([...ahead].sort((left, right) => left - right));
    expect(ahead[0]).toBe(0);
    expect(soonest.total).toBe(cheapest.total);

    const rated = await searchPage('?city=Lahore&sort=rating&page_size=50');
    const averages = rated.data.map((doctor) => doctor.rating.average ?? -1);
    expect(averages).toEqual([...averages].sort((left, right) => right - left));
    // Doctors nobody has rated yet come last.
    const firstUnrated = averages.indexOf(-1);
    if (firstUnrated >= 0) expect(averages.slice(firstUnrated).every((average) => average === -1)).toBe(true);
    // Free text and a sort: every match, in the chosen order.
    const byText = await searchPage('?q=mirza&sort=fee&page_size=50');
    expect(byText.data.every((doctor) => doctor.name.toLowerCase().includes('mirza'))).toBe(true);
    const textFees = byText.data.map((doctor) => doctor.fee);
    expect(textFees).toEqual([...textFees].sort((left, right) => left - right));
  });

  it('keeps the doctors whose clinic fee is at most a limit', async () => {
    const cheap = await searchPage('?city=Karachi&fee_max=2000&page_size=50');
    expect(cheap.total).toBe(await countWhere(and(eq(doctors.city, 'Karachi'), lte(doctors.fee, 2000))));
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.data.every((doctor) => doctor.fee <= 2000)).toBe(true);
    expect((await searchPage('?fee_max=0')).total).toBe(0);
  });

  it('refuses a gender, language, day, fee or order it does not know with 400 and the field named', async () => {
    for (const query of [
      '?gender=other',
      '?gender=Female',
      '?language=arabic',
      '?language=',
      '?available_today=maybe',
      '?sort=nearest',
      '?fee_max=-1',
      '?fee_max=cheap',
      '?sort=Fee',
    ]) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ code: string }>().code, query).toBe('validation_failed');
    }
  });

  it('matches free text in names, specialties and clinic names, case-insensitively, name matches first', async () => {
    const byName = await searchPage('?q=MIRZA&page_size=50');
    expect(byName.data.map((doctor) => doctor.pmdc)).toContain(DEMO_DOCTOR.pmdc);
    expect(byName.data.every((doctor) => /mirza/i.test(`${doctor.name} ${doctor.specialty}`))).toBe(true);

    const twoWords = await searchPage('?q=sana%20cardiologist');
    expect(twoWords.data.map((doctor) => doctor.pmdc)).toContain(DEMO_DOCTOR.pmdc);

    const byClinic = await searchPage('?q=rahmat&page_size=50');
    expect(byClinic.total).toBeGreaterThan(0);
    expect(byClinic.data.every((doctor) => doctor.clinic_name === 'Rahmat Family Clinic')).toBe(true);

    const bySpecialty = await searchPage('?q=derma&page_size=50');
    expect(bySpecialty.total).toBe(await countWhere(eq(doctors.specialty, 'Dermatologist')));

    // "ali" is in many names and in "Specialist" and "Nutritionist"…: name matches come first.
    const mixed: DoctorBody[] = [];
    for (let page = 1; page <= 7; page += 1) {
      mixed.push(...(await searchPage(`?q=ali&page=${String(page)}&page_size=50`)).data);
    }
    const ranks = mixed.map((doctor) => (/ali/i.test(doctor.name) ? 0 : 1));
    expect(ranks).toContain(0);
    expect(ranks).toContain(1);
    expect(ranks).toEqual([...ranks].sort((left, right) => left - right));
  });

  it('understands a specialty or a city named in English, Urdu script or Roman Urdu', async () => {
    const cardiologists = await countWhere(eq(doctors.specialty, 'Cardiologist'));
    expect(cardiologists).toBeGreaterThan(0);
    for (const words of ['heart', 'دل', 'dil', 'Dil ka doctor', 'دل کا ڈاکٹر']) {
      const found = await searchPage(`?q=${encodeURIComponent(words)}&page_size=50`);
      expect(found.total, words).toBe(cardiologists);
      expect(found.data.every((doctor) => doctor.specialty === 'Cardiologist')).toBe(true);
    }
    const children = await countWhere(eq(doctors.specialty, 'Child Specialist'));
    for (const words of ['bachon ka doctor', 'بچوں']) {
      await expect(searchPage(`?q=${encodeURIComponent(words)}`)).resolves.toMatchObject({ total: children });
    }
    const lahoreSkin = await countWhere(
      and(eq(doctors.city, 'Lahore'), eq(doctors.specialty, 'Dermatologist')),
    );
    expect(lahoreSkin).toBeGreaterThan(0);
    for (const words of ['jild lahore', 'لاہور میں جلد کا ڈاکٹر', 'skin specialist in lhr']) {
      const found = await searchPage(`?q=${encodeURIComponent(words)}&page_size=50`);
      expect(found.total, words).toBe(lahoreSkin);
    }
    // A name still narrows the specialty it is typed with.
    const named = await searchPage(`?q=${encodeURIComponent('sana dil')}`);
    expect(named.data.map((doctor) => doctor.pmdc)).toContain(DEMO_DOCTOR.pmdc);
    expect(named.data.every((doctor) => /sana/i.test(doctor.name))).toBe(true);
    // A named specialty and the specialty filter both hold.
    await expect(searchPage(`?q=dil&specialty=Dentist`)).resolves.toMatchObject({ total: 0 });
  });

  it('takes SQL-shaped text and LIKE wildcards literally', async () => {
    const injection = await searchPage(`?q=${encodeURIComponent("'; DROP TABLE doctors; --")}`);
    expect(injection).toMatchObject({ data: [], total: 0 });
    expect(await countWhere()).toBe(ALL_DOCTORS);

    expect((await searchPage('?q=%25')).data.map((doctor) => doctor.pmdc)).toEqual(['99001-T']);
    expect((await searchPage('?q=_')).data.map((doctor) => doctor.pmdc)).toEqual(['99001-T']);
    expect((await searchPage(`?q=${encodeURIComponent('100%')}`)).total).toBe(1);
    expect((await searchPage(`?q=${encodeURIComponent('\\')}`)).total).toBe(0);
  });

  it.each([
    ['page 0', '?page=0', 'query/page'],
    ['a page size over 50', '?page_size=51', 'query/page_size'],
    ['a non-boolean is_online', '?is_online=maybe', 'query/is_online'],
    ['empty free text', '?q=', 'query/q'],
    ['free text over 100 characters', `?q=${'a'.repeat(101)}`, 'query/q'],
  ])('answers 400 with a message for %s', async (_, query, path) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; fields: { path: string }[] }>();
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.fields.map((field) => field.path)).toContain(path);
  });
});

describe('GET /api/doctors/{pmdc}', () => {
  it('answers the doctor with the clinic', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/api/doctors/${DEMO_DOCTOR.pmdc}` });
    expect(response.statusCode).toBe(200);
    expectContract('getDoctor', response);
    expect(response.json()).toMatchObject({
      pmdc: DEMO_DOCTOR.pmdc,
      name: DEMO_DOCTOR.name,
      specialty: DEMO_DOCTOR.specialty,
      city: DEMO_DOCTOR.city,
      fee: DEMO_DOCTOR.fee,
      working_days: [1, 2, 3, 4, 5, 6],
      timings: { start: DEMO_DOCTOR.startTime, end: DEMO_DOCTOR.endTime },
      is_online: true,
      clinic_name: 'Rahmat Family Clinic',
      // Where the profile says the doctor sees patients, and where that is on a map.
      clinic: {
        name: 'Rahmat Family Clinic',
        branch_name: 'DHA Phase 6',
        address: 'Plot 23-C, Khayaban-e-Ittehad, DHA Phase 6, Karachi',
        city: 'Karachi',
        lat: 24.8004,
        lng: 67.0567,
      },
    });
  });

  it("leaves out a clinic's coordinates until it has given both", async () => {
    const [clinic] = await server.db
      .update(clinics)
      .set({ longitude: null })
      .where(eq(clinics.branchCode, 'RFC-KHI-06'))
      .returning({ id: clinics.id });
    try {
      const response = await server.app.inject({ method: 'GET', url: `/api/doctors/${DEMO_DOCTOR.pmdc}` });
      expectContract('getDoctor', response);
      const body = response.json<{ clinic: Record<string, unknown> }>();
      expect(body.clinic).toMatchObject({ id: clinic?.id, name: 'Rahmat Family Clinic' });
      expect(body.clinic).not.toHaveProperty('lat');
      expect(body.clinic).not.toHaveProperty('lng');
    } finally {
      await server.db
        .update(clinics)
        .set({ longitude: '67.0567' })
        .where(eq(clinics.branchCode, 'RFC-KHI-06'));
    }
  });

  it("finds the doctor by their number in any letters' case, as a profile's address writes it", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/doctors/${DEMO_DOCTOR.pmdc.toLowerCase()}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ pmdc: DEMO_DOCTOR.pmdc, name: DEMO_DOCTOR.name });
  });

  it('answers a doctor without a clinic without clinic fields', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/doctors/99001-T' });
    expect(response.statusCode).toBe(200);
    expectContract('getDoctor', response);
    expect(response.json()).not.toHaveProperty('clinic_id');
    expect(response.json()).not.toHaveProperty('clinic');
  });

  it('answers 404 for an unknown PMDC number and 400 for a malformed one', async () => {
    const unknown = await server.app.inject({ method: 'GET', url: '/api/doctors/12-UNKNOWN' });
    expect(unknown.statusCode).toBe(404);
    expectContract('getDoctor', unknown);
    expect(unknown.json<{ message: string }>().message).toMatch(/PMDC/);

    const malformed = await server.app.inject({ method: 'GET', url: '/api/doctors/P-12345' });
    expect(malformed.statusCode).toBe(400);
    expectContract('getDoctor', malformed);
  });
});

describe('GET /api/specialities', () => {
  it('lists every specialty with its doctor count, in the database’s name order', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/specialities' });
    expect(response.statusCode).toBe(200);
    expectContract('listSpecialities', response);
    const { data } = response.json<{ data: { name: string; doctor_count: number }[] }>();
    const expected = await server.db
      .select({ name: specialties.name })
      .from(specialties)
      .orderBy(asc(specialties.name));
    expect(data.map((entry) => entry.name)).toEqual(expected.map((row) => row.name));
    expect(data).toHaveLength(20);
    expect(data.reduce((sum, entry) => sum + entry.doctor_count, 0)).toBe(ALL_DOCTORS);
    const [dermatologists] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(doctors)
      .where(eq(doctors.specialty, 'Dermatologist'));
    expect(data.find((entry) => entry.name === 'Dermatologist')?.doctor_count).toBe(dermatologists?.n);
  });
});

// The API's JSON is compressed for clients that accept it (src/http/compression.ts); a page of doctors is the
// largest answer the public pages ask for.
describe('compressed answers', () => {
  const searchUrl = '/api/doctors/search?city=Karachi';

  it('sends a page of doctors in brotli or gzip, as the client accepts, with the same JSON inside', async () => {
    const plain = await server.app.inject({ method: 'GET', url: searchUrl });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    const expected: unknown = plain.json();

    const cases = [
      { accept: 'gzip, deflate, br, zstd', coding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip;q=1, br;q=0.5', coding: 'gzip', decode: gunzipSync },
      { accept: 'gzip, br;q=0', coding: 'gzip', decode: gunzipSync },
      { accept: '*', coding: 'br', decode: brotliDecompressSync },
    ] as const;
    for (const { accept, coding, decode } of cases) {
      const response = await server.app.inject({
        method: 'GET',
        url: searchUrl,
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(coding);
      expect(response.headers.vary, accept).toMatch(/Accept-Encoding/);
      expect(Number(response.headers['content-length']), accept).toBe(response.rawPayload.length);
      expect(response.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(response.rawPayload).toString('utf8')), accept).toEqual(expected);
    }
  });

  it('sends the JSON as it is to a client that accepts neither coding, and small answers uncompressed', async () => {
    for (const accept of ['identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0']) {
      const response = await server.app.inject({
        method: 'GET',
        url: searchUrl,
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding'], accept).toBeUndefined();
      expect(response.json<DoctorPageBody>().data.length, accept).toBeGreaterThan(0);
    }
    const small = await server.app.inject({
      method: 'GET',
      url: `/api/doctors/${DEMO_DOCTOR.pmdc}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expectContract('getDoctor', small);
    const refused = await server.app.inject({
      method: 'GET',
      url: '/api/doctors/search?page=0',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expectContract('searchDoctors', refused);
  });
});
