// The mocks' labs are the domain's partner labs: the same ids (the demo server's), names, cities and branch
// cities, so a story's /labs/{id} is the lab the prerendered list links to.
import { PARTNER_LABS } from '@aafiyat/domain';
import { describe, expect, it } from 'vitest';

import { createHandlers, labBranches, labCatalogues, labs } from '../../src/mocks';
import { get } from './support/call';

const byId = <Item extends { id: number }>(items: readonly Item[]) =>
  [...items].sort((left, right) => left.id - right.id);

describe('mock labs', () => {
  it('are the partner labs, with their ids, names and cities', () => {
    expect(byId(labs).map(({ id, lab_name, city }) => ({ id, lab_name, city }))).toEqual(
      byId(PARTNER_LABS).map(({ id, lab_name, city }) => ({ id, lab_name, city })),
    );
  });

  it('list the labs by name, as the server does', async () => {
    const response = await get(createHandlers(), '/api/medical-test-labs/get');
    const body = (await response.json()) as {
      data: { medical_test_labs_all: { id: number; lab_name: string }[] };
    };
    expect(body.data.medical_test_labs_all).toEqual(
      PARTNER_LABS.map(({ id, lab_name }) => ({ id, lab_name })),
    );
  });

  it('give each lab a branch in each of its branch cities, and a catalogue', () => {
    for (const lab of PARTNER_LABS) {
      const cities = labBranches.filter((branch) => branch.lab_id === lab.id).map((branch) => branch.city);
      expect(cities.sort(), lab.lab_name).toEqual([...lab.branchCities].sort());
      expect(labCatalogues[lab.id]?.length, lab.lab_name).toBeGreaterThan(0);
    }
  });

  it('give every branch, category and test an id of its own', () => {
    const categories = Object.values(labCatalogues).flat();
    const tests = categories.flatMap((category) => category.tests);
    for (const ids of [labBranches, categories, tests].map((items) => items.map((item) => item.id))) {
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
