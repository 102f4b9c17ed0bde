import { PARTNER_LABS, pakistanDate } from '@aafiyat/domain';
import { asc, count, eq, ne } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labBookings, labBranches, labCategories, labs, labTests, smsOutbox } from '../src/db/schema';
import { seedDemoData } from '../src/seed';
import { expectContract, startServer, TEST_ORIGIN, type TestServer } from './harness';

let server: TestServer;
let addressCounter = 0;

interface Fixture {
  labId: number;
  otherLabId: number;
  branchId: number;
  otherBranchId: number;
  foreignBranchId: number;
  categoryId: number;
  testIds: number[];
  foreignTestId: number;
  foreignCategoryId: number;
}
let fixture: Fixture;

beforeAll(async () => {
  server = await startServer();
  await seedDemoData(server.db);
  const [lab, otherLab] = await server.db.select().from(labs).orderBy(asc(labs.id)).limit(2);
  if (!lab || !otherLab) throw new Error('no labs seeded');
  const [branch, otherBranch] = await server.db
    .select()
    .from(labBranches)
    .where(eq(labBranches.labId, lab.id))
    .orderBy(asc(labBranches.id));
  const [foreignBranch] = await server.db
    .select()
    .from(labBranches)
    .where(eq(labBranches.labId, otherLab.id))
    .orderBy(asc(labBranches.id));
  if (!branch || !otherBranch || !foreignBranch) throw new Error('no branches seeded');
  const [category] = await server.db
    .select()
    .from(labCategories)
    .where(eq(labCategories.branchId, branch.id))
    .orderBy(asc(labCategories.id));
  const [foreignCategory] = await server.db
    .select()
    .from(labCategories)
    .where(eq(labCategories.branchId, otherBranch.id))
    .orderBy(asc(labCategories.id));
  if (!category || !foreignCategory) throw new Error('no categories seeded');
  const tests = await server.db
    .select()
    .from(labTests)
    .where(eq(labTests.categoryId, category.id))
    .orderBy(asc(labTests.id));
  const [foreignTest] = await server.db
    .select()
    .from(labTests)
    .where(eq(labTests.categoryId, foreignCategory.id));
  if (!foreignTest) throw new Error('no tests seeded');
  fixture = {
    labId: lab.id,
    otherLabId: otherLab.id,
    branchId: branch.id,
    otherBranchId: otherBranch.id,
    foreignBranchId: foreignBranch.id,
    categoryId: category.id,
    testIds: tests.slice(0, 3).map((test) => test.id),
    foreignTestId: foreignTest.id,
    foreignCategoryId: foreignCategory.id,
  };
});
afterAll(async () => {
  await server.close();
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

/** A booking post, from its own address unless told (the form is limited to 20 a minute per address). */
function book(payload: Record<string, unknown>, ip?: string): Promise<LightMyRequestResponse> {
  addressCounter += 1;
  return server.app.inject({
    method: 'POST',
    url: '/api/medical-test-labs/citi/booking',
    payload,
    remoteAddress: ip ?? `10.20.${String(addressCounter >> 8)}.${String(addressCounter & 255)}`,
    headers: { origin: TEST_ORIGIN },
  });
}

function tomorrow(): string {
  return pakistanDate(new Date(Date.now() + 24 * 60 * 60 * 1000));
}

function booking(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Zainab Hussain',
    phone_number: '03001112233',
    lab_id: fixture.labId,
    lab_branch_id: fixture.branchId,
    test_ids: fixture.testIds,
    preferred_date: tomorrow(),
    ...overrides,
  };
}

function expectBadRequest(response: LightMyRequestResponse, path: string, code = 'validation_failed') {
  expect(response.statusCode, response.body).toBe(400);
  expectContract('bookLabTest', response);
  const body = response.json<{ message: string; code: string; fields: { path: string }[] }>();
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.code).toBe(code);
  expect(body.fields.map((field) => field.path)).toContain(path);
}

describe('GET /api/medical-test-labs/get', () => {
  it('answers every lab as { data: { medical_test_labs_all: [{ id, lab_name }] } }, ordered by name', async () => {
    const response = await get('/api/medical-test-labs/get');
    expect(response.statusCode).toBe(200);
    expectContract('listMedicalTestLabs', response);
    const body = response.json<{ data: { medical_test_labs_all: { id: number; lab_name: string }[] } }>();
    expect(Object.keys(body)).toEqual(['data']);
    expect(Object.keys(body.data)).toEqual(['medical_test_labs_all']);
    const list = body.data.medical_test_labs_all;
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.length).toBeLessThanOrEqual(6);
    for (const item of list) expect(Object.keys(item).sort()).toEqual(['id', 'lab_name']);
    const expected = await server.db.select({ name: labs.name }).from(labs).orderBy(asc(labs.name));
    expect(list.map((item) => item.lab_name)).toEqual(expected.map((row) => row.name));
  });
});

describe('the partner labs the site prerenders', () => {
  it('are the seeded labs: the same ids, names, cities, branch cities, and home sampling as the about text says', async () => {
    const listed = (await get('/api/medical-test-labs/get')).json<{
      data: { medical_test_labs_all: { id: number; lab_name: string }[] };
    }>().data.medical_test_labs_all;
    const served = await Promise.all(
      listed.map(async ({ id, lab_name }) => {
        const info = (await get(`/api/medical-test-labs/info/get?lab_id=${String(id)}`)).json<{
          data: { city: string; about: string };
        }>().data;
        const branches = (await get(`/api/medical-test-labs/branches/get?lab_id=${String(id)}`)).json<{
          data: { city: string }[];
        }>().data;
        return {
          id,
          lab_name,
          city: info.city,
          branchCities: branches.map((branch) => branch.city).sort(),
          homeSampling: info.about.includes('home sample collection'),
        };
      }),
    );
    expect(served).toEqual(
      PARTNER_LABS.map((lab) => ({ ...lab, branchCities: [...lab.branchCities].sort() })),
    );
  });
});

describe('GET /api/medical-test-labs/info/get', () => {
  it('answers the lab’s details with numeric coordinates', async () => {
    const response = await get(`/api/medical-test-labs/info/get?lab_id=${String(fixture.labId)}`);
    expect(response.statusCode).toBe(200);
    expectContract('getLabInfo', response);
    const { data } = response.json<{ data: { id: number; lab_name: string; lat: number; lng: number } }>();
    expect(data.id).toBe(fixture.labId);
    expect(typeof data.lat).toBe('number');
    expect(data.lat).toBeGreaterThan(23);
    expect(data.lng).toBeGreaterThan(60);
  });

  it('answers 404 for an unknown lab and 400 for a missing or malformed id', async () => {
    const unknown = await get('/api/medical-test-labs/info/get?lab_id=999999');
    expect(unknown.statusCode).toBe(404);
    expectContract('getLabInfo', unknown);
    expect(unknown.json()).toMatchObject({ message: 'We could not find that lab.', code: 'not_found' });
    for (const query of ['', '?lab_id=abc', '?lab_id=0']) {
      const bad = await get(`/api/medical-test-labs/info/get${query}`);
      expect(bad.statusCode).toBe(400);
      expectContract('getLabInfo', bad);
    }
  });
});

describe('GET /api/medical-test-labs/branches/get', () => {
  it('answers the lab’s branches, ordered by city then name', async () => {
    const response = await get(`/api/medical-test-labs/branches/get?lab_id=${String(fixture.labId)}`);
    expect(response.statusCode).toBe(200);
    expectContract('listLabBranches', response);
    const { data } = response.json<{ data: { lab_id: number; city: string; branch_name: string }[] }>();
    expect(data.length).toBeGreaterThanOrEqual(2);
    expect(data.length).toBeLessThanOrEqual(3);
    expect(data.every((branch) => branch.lab_id === fixture.labId)).toBe(true);
    const expected = await server.db
      .select({ name: labBranches.name })
      .from(labBranches)
      .where(eq(labBranches.labId, fixture.labId))
      .orderBy(asc(labBranches.city), asc(labBranches.name));
    expect(data.map((branch) => branch.branch_name)).toEqual(expected.map((row) => row.name));
  });

  it('answers 404 for an unknown lab and 400 for a malformed id', async () => {
    const unknown = await get('/api/medical-test-labs/branches/get?lab_id=999999');
    expect(unknown.statusCode).toBe(404);
    expectContract('listLabBranches', unknown);
    const bad = await get('/api/medical-test-labs/branches/get?lab_id=-3');
    expect(bad.statusCode).toBe(400);
    expectContract('listLabBranches', bad);
  });
});

describe('GET /api/medical-test-labs/categories', () => {
  it('answers the branch’s categories, each with its tests and prices in rupees', async () => {
    const response = await get(`/api/medical-test-labs/categories?lab_branch_id=${String(fixture.branchId)}`);
    expect(response.statusCode).toBe(200);
    expectContract('listLabCategories', response);
    const { data } = response.json<{
      data: { id: number; name: string; tests: { id: number; name: string; price: number }[] }[];
    }>();
    expect(data.map((category) => category.name)).toEqual(
      expect.arrayContaining(['Blood Tests', 'Urine Tests']),
    );
    const blood = data.find((category) => category.name === 'Blood Tests');
    expect(blood?.tests.map((test) => test.name)).toContain('Complete Blood Count (CBC)');
    expect(data.flatMap((category) => category.tests).every((test) => test.price > 0)).toBe(true);
    expect(data.flatMap((category) => category.tests).some((test) => test.id === fixture.foreignTestId)).toBe(
      false,
    );
  });

  it('answers 404 for an unknown branch and 400 without a branch id', async () => {
    const unknown = await get('/api/medical-test-labs/categories?lab_branch_id=999999');
    expect(unknown.statusCode).toBe(404);
    expectContract('listLabCategories', unknown);
    expect(unknown.json()).toMatchObject({ message: 'We could not find that lab branch.' });
    const bad = await get('/api/medical-test-labs/categories');
    expect(bad.statusCode).toBe(400);
    expectContract('listLabCategories', bad);
  });
});

describe('POST /api/medical-test-labs/citi/booking', () => {
  it('stores a booking of named tests, answers its id and texts the number', async () => {
    const response = await book(booking({ phone_number: '3001112233' }));
    expect(response.statusCode, response.body).toBe(201);
    expectContract('bookLabTest', response);
    const body = response.json<{ booking_id: number; status: string }>();
    expect(body.status).toBe('requested');

    const [row] = await server.db.select().from(labBookings).where(eq(labBookings.id, body.booking_id));
    expect(row).toMatchObject({
      labId: fixture.labId,
      branchId: fixture.branchId,
      name: 'Zainab Hussain',
      phone: '03001112233',
      preferredDate: tomorrow(),
    });
    expect(row?.details).toMatchObject({ test_ids: [...fixture.testIds].sort((a, b) => a - b) });

    const messages = await server.db.select().from(smsOutbox).where(eq(smsOutbox.to, '03001112233'));
    expect(messages.at(-1)?.text).toContain(`#${String(body.booking_id)}`);
  });

  it('answers 409 booking_exists for the same tests at the same branch on the same date, in any order', async () => {
    const again = await book(booking({ test_ids: [...fixture.testIds].reverse() }));
    expect(again.statusCode).toBe(409);
    expectContract('bookLabTest', again);
    expect(again.json()).toMatchObject({ code: 'booking_exists' });

    const otherDate = await book(
      booking({ preferred_date: pakistanDate(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000)) }),
    );
    expect(otherDate.statusCode).toBe(201);
    expectContract('bookLabTest', otherDate);
  });

  it('books a whole category, today included', async () => {
    const response = await book(
      booking({
        test_ids: undefined,
        category_id: fixture.categoryId,
        preferred_date: pakistanDate(new Date()),
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expectContract('bookLabTest', response);
  });

  it('answers 400 date_in_past for a date that has passed', async () => {
    const yesterday = pakistanDate(new Date(Date.now() - 24 * 60 * 60 * 1000));
    expectBadRequest(
      await book(booking({ preferred_date: yesterday })),
      'body/preferred_date',
      'date_in_past',
    );
  });

  it('answers 400 for tests or a category the branch does not offer', async () => {
    expectBadRequest(
      await book(booking({ test_ids: [fixture.testIds[0], fixture.foreignTestId] })),
      'body/test_ids',
    );
    expectBadRequest(await book(booking({ test_ids: [999_999] })), 'body/test_ids');
    expectBadRequest(
      await book(booking({ test_ids: undefined, category_id: fixture.foreignCategoryId })),
      'body/category_id',
    );
  });

  it('answers 404 for an unknown lab, an unknown branch, or a branch of another lab', async () => {
    for (const overrides of [
      { lab_id: 999_999 },
      { lab_branch_id: 999_999 },
      { lab_branch_id: fixture.foreignBranchId },
    ]) {
      const response = await book(booking(overrides));
      expect(response.statusCode).toBe(404);
      expectContract('bookLabTest', response);
    }
  });

  it.each([
    ['neither tests nor a category', { test_ids: undefined }, 'body'],
    ['a bad mobile number', { phone_number: '0412345678' }, 'body/phone_number'],
    ['a missing name', { name: undefined }, 'body/name'],
    ['a malformed date', { preferred_date: '2024-02-30' }, 'body/preferred_date'],
    ['an empty test list', { test_ids: [] }, 'body/test_ids'],
    ['an unknown field', { coupon: 'FREE' }, 'body/coupon'],
  ])('answers 400 with a message for %s', async (_, overrides, path) => {
    const response = await book(booking(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expectContract('bookLabTest', response);
    const body = response.json<{ message: string; fields: { path: string }[] }>();
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.fields.map((field) => field.path)).toContain(path);
  });

  it('answers 429 after 20 bookings a minute from one address', async () => {
    let last: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < 21; attempt += 1) {
      last = await book(booking({ test_ids: [999_999] }), '10.99.99.99');
    }
    expect(last?.statusCode).toBe(429);
    if (last) expectContract('bookLabTest', last);
    expect(last?.headers['retry-after']).toBeDefined();
  });

  it('stored only the bookings that were answered 201', async () => {
    const [row] = await server.db
      .select({ n: count() })
      .from(labBookings)
      .where(ne(labBookings.labId, fixture.otherLabId));
    expect(row?.n).toBe(3);
  });
});
