// Doctor search filters and pages like the server; a profile of an unknown PMDC number is a 404.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { createHandlers, doctors, handlerFor } from '../../src/mocks';
import type { components } from '../../src/generated/schema';
import { SAMPLE_ORIGIN } from './support/samples';

type DoctorPage = components['schemas']['DoctorPage'];

const handlers = createHandlers();

async function get(path: string): Promise<Response> {
  const response = await getResponse(handlers, new Request(new URL(path, SAMPLE_ORIGIN)));
  if (response === undefined) throw new Error(`Nothing answered ${path}.`);
  return response;
}

async function search(query: Record<string, string>): Promise<DoctorPage> {
  const response = await get(`/api/doctors/search?${new URLSearchParams(query).toString()}`);
  expect(response.status).toBe(200);
  return (await response.json()) as DoctorPage;
}

async function searchAll(query: Record<string, string>): Promise<DoctorPage['data']> {
  const all: DoctorPage['data'] = [];
  for (let page = 1; ; page += 1) {
    const result = await search({ ...query, page: String(page), page_size: '4' });
    all.push(...result.data);
    if (result.data.length === 0 || all.length >= result.total) return all;
  }
}

describe('searchDoctors', () => {
  it('pages through every doctor, ten a page by default, without repeats', async () => {
    const first = await search({});
    expect(first).toMatchObject({ page: 1, page_size: 10, total: doctors.length });
    expect(first.data).toHaveLength(10);
    const all = await searchAll({});
    expect(all).toHaveLength(doctors.length);
    expect(new Set(all.map((doctor) => doctor.pmdc)).size).toBe(doctors.length);
  });

  it('answers an empty page past the end, with the same total', async () => {
    const past = await search({ page: '99', page_size: '10' });
    expect(past).toMatchObject({ data: [], page: 99, total: doctors.length });
  });

  it('filters by city, specialty and online consultation together', async () => {
    const karachi = await searchAll({ city: 'Karachi' });
    expect(karachi.length).toBeGreaterThan(1);
    expect(karachi.every((doctor) => doctor.city === 'Karachi')).toBe(true);
    expect(karachi.length).toBe(doctors.filter((doctor) => doctor.city === 'Karachi').length);

    const online = await searchAll({ city: 'Karachi', is_online: 'true' });
    expect(online.length).toBeGreaterThan(0);
    expect(online.length).toBeLessThan(karachi.length);
    expect(online.every((doctor) => doctor.city === 'Karachi' && doctor.is_online)).toBe(true);

    const offline = await searchAll({ is_online: 'false' });
    expect(offline.every((doctor) => !doctor.is_online)).toBe(true);

    const children = await searchAll({ specialty: 'child specialist' });
    expect(children.length).toBeGreaterThan(1);
    expect(children.every((doctor) => doctor.specialty === 'Child Specialist')).toBe(true);
  });

  it('matches free text against name, specialty and clinic, name matches first', async () => {
    const byName = await searchAll({ q: 'ayesha' });
    expect(byName.map((doctor) => doctor.name)).toContain('Dr. Ayesha Siddiqui');
    expect(byName.every((doctor) => doctor.name.toLowerCase().includes('ayesha'))).toBe(true);

    const byClinic = await searchAll({ q: 'Shifa' });
    expect(byClinic.length).toBeGreaterThan(0);
    expect(byClinic.every((doctor) => doctor.clinic_name?.includes('Shifa'))).toBe(true);

    // "ali" is in a name (Khalid) and in specialties ("Specialist"): name matches rank first.
    const mixed = await searchAll({ q: 'ali' });
    const nameMatches = mixed.map((doctor) => doctor.name.toLowerCase().includes('ali'));
    expect(nameMatches).toContain(true);
    expect(nameMatches).toContain(false);
    expect(nameMatches.lastIndexOf(true)).toBeLessThan(nameMatches.indexOf(false));
  });

  it('finds nobody for a city without doctors', async () => {
    expect(await search({ city: 'Gwadar' })).toMatchObject({ data: [], total: 0 });
  });

  it('refuses a page size the contract does not allow', async () => {
    const response = await get('/api/doctors/search?page_size=0');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'query/page_size' }],
    });
  });

  it('answers no doctors at all in the empty scenario', async () => {
    const empty = createHandlers({ scenarios: { searchDoctors: 'empty' } });
    const response = await getResponse(empty, new Request(`${SAMPLE_ORIGIN}/api/doctors/search`));
    expect(await response?.json()).toEqual({ data: [], page: 1, page_size: 10, total: 0 });
  });
});

describe('getDoctor', () => {
  it('answers the doctor of a known PMDC number', async () => {
    const known = doctors[0]!;
    const response = await get(`/api/doctors/${encodeURIComponent(known.pmdc)}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(known);
  });

  it('answers 404 for an unknown PMDC number', async () => {
    const response = await get('/api/doctors/00000-X');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });

  it('never takes /api/doctors/search for a PMDC number, even when it comes first', async () => {
    const overridden = [handlerFor('getDoctor', 'notFound'), ...handlers];
    const response = await getResponse(overridden, new Request(`${SAMPLE_ORIGIN}/api/doctors/search`));
    expect(response?.status).toBe(200);
    expect(await response?.json()).toMatchObject({ total: doctors.length });
  });
});
