/** Medical test labs: list, details, branches, catalogues and bookings. */

import { findLab, findLabBranch, labBranches, labCatalogues, labs } from '../fixtures/labs';
import { notFoundBody, validationBody } from '../errors';
import type { Resolvers } from './context';
import { parseId, queryOf, readJsonObject } from './context';

const idField = (name: string) => ({
  path: `query/${name}`,
  code: 'too_small',
  limit: 1,
  message: 'Must be a whole number from 1.',
});

/** Resolvers of the lab operations. */
export const labResolvers = {
  listMedicalTestLabs: ({ reply, scenario }) =>
    reply.json(200, {
      data: {
        medical_test_labs_all: scenario === 'empty' ? [] : labs.map(({ id, lab_name }) => ({ id, lab_name })),
      },
    }),
  getLabInfo: ({ request, reply }) => {
    const labId = parseId(queryOf(request).get('lab_id'));
    if (labId === null) return reply.json(400, validationBody(idField('lab_id')));
    const lab = findLab(labId);
    return lab === undefined ? reply.json(404, notFoundBody('getLabInfo')) : reply.json(200, { data: lab });
  },
  listLabBranches: ({ request, reply, scenario }) => {
    const labId = parseId(queryOf(request).get('lab_id'));
    if (labId === null) return reply.json(400, validationBody(idField('lab_id')));
    if (findLab(labId) === undefined) return reply.json(404, notFoundBody('listLabBranches'));
    return reply.json(200, {
      data: scenario === 'empty' ? [] : labBranches.filter((branch) => branch.lab_id === labId),
    });
  },
  listLabCategories: ({ request, reply, scenario }) => {
    const branchId = parseId(queryOf(request).get('lab_branch_id'));
    if (branchId === null) return reply.json(400, validationBody(idField('lab_branch_id')));
    const branch = findLabBranch(branchId);
    if (branch === undefined) return reply.json(404, notFoundBody('listLabCategories'));
    return reply.json(200, {
      data: scenario === 'empty' ? [] : structuredClone([...(labCatalogues[branch.lab_id] ?? [])]),
    });
  },
  bookLabTest: async ({ request, reply, store }) => {
    const body = await readJsonObject(request);
    const labId = parseId(body['lab_id']);
    const branchId = parseId(body['lab_branch_id']);
    const branch = branchId === null ? undefined : findLabBranch(branchId);
    const unknownLab = labId !== null && findLab(labId) === undefined;
    // A branch of another lab is as unknown as a missing one.
    const unknownBranch =
      branchId !== null && (branch === undefined || (labId !== null && branch.lab_id !== labId));
    if (unknownLab || unknownBranch) return reply.json(404, notFoundBody('bookLabTest'));
    return reply.json(201, { booking_id: store.nextId(), status: 'requested' });
  },
} satisfies Partial<Resolvers>;
