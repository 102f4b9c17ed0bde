/** Demo requests, helpline call-backs, contact forms and the pricing packages. */

import { clinicPackages, pharmacyPackages } from '../fixtures/packages';
import type { Schema } from '../types';
import type { Resolvers } from './context';

/** The receipt of a stored form: a new id and the moment it was stored. */
function receipt(id: number): Schema<'Receipt'> {
  return { id, created_at: new Date().toISOString() };
}

/** Resolvers of the marketing and package operations. */
export const marketingResolvers = {
  addHelplineCallback: ({ reply, store }) => reply.json(201, receipt(store.nextId())),
  addContactUs: ({ reply, store }) => reply.json(201, receipt(store.nextId())),
  clinicContactUs: ({ reply, store }) => reply.json(201, receipt(store.nextId())),
  addDemoRequest: ({ reply, store }) => reply.json(201, receipt(store.nextId())),
  listBasicPackages: ({ reply, scenario }) =>
    reply.json(200, { data: scenario === 'empty' ? [] : [...clinicPackages] }),
  listPharmacyPackages: ({ reply, scenario }) =>
    reply.json(200, { data: scenario === 'empty' ? [] : [...pharmacyPackages] }),
} satisfies Partial<Resolvers>;
