/** Demo requests, helpline call-backs, contact forms and the pricing packages. */

import { ATTACHMENT_MAX_BYTES, checkAttachment, HELPLINE_ALREADY_RECEIVED_MESSAGE } from '@aafiyat/domain';

import { errorBodies, validationBody } from '../errors';
import { clinicPackages, pharmacyPackages } from '../fixtures/packages';
import type { Schema } from '../types';
import type { Resolvers } from './context';

/** The receipt of a stored form: a new id and the moment it was stored. */
function receipt(id: number): Schema<'Receipt'> {
  return { id, created_at: new Date().toISOString() };
}

/**
 * A contact message comes as JSON, or as the same fields in `multipart/form-data` with an optional
 * `attachment`: the file is checked by the domain's rule (413 over 5 MB, 400 for a type that is not allowed).
 */
async function attachmentProblem(
  request: Request,
): Promise<{ status: 400 | 413; body: Schema<'ErrorBody'> } | null> {
  if (!(request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) return null;
  const form = await request.formData().catch(() => null);
  if (form === null) {
    return {
      status: 400,
      body: validationBody({ path: 'body', code: 'invalid', message: 'The form could not be read.' }),
    };
  }
  const file = form.get('attachment');
  if (!(file instanceof File)) return null;
  const check = checkAttachment(file);
  if (check.ok) return null;
  if (file.size > ATTACHMENT_MAX_BYTES) return { status: 413, body: errorBodies.fileTooLarge };
  if (check.reason === 'empty') {
    return {
      status: 400,
      body: validationBody({ path: 'body/attachment', code: 'required', message: check.message }),
    };
  }
  const code = 'file_type_not_allowed';
  return {
    status: 400,
    body: { ...validationBody({ path: 'body/attachment', code, message: check.message }), code },
  };
}

/** Resolvers of the marketing and package operations. */
export const marketingResolvers = {
  addHelplineCallback: ({ reply, scenario, store }) =>
    scenario === 'alreadyReceived'
      ? reply.json(200, {
          ...receipt(store.nextId()),
          code: 'already_received',
          message: HELPLINE_ALREADY_RECEIVED_MESSAGE,
        })
      : reply.json(201, receipt(store.nextId())),
  addContactUs: async ({ request, reply, store }) => {
    const problem = await attachmentProblem(request);
    return problem ? reply.json(problem.status, problem.body) : reply.json(201, receipt(store.nextId()));
  },
  clinicContactUs: async ({ request, reply, store }) => {
    const problem = await attachmentProblem(request);
    return problem ? reply.json(problem.status, problem.body) : reply.json(201, receipt(store.nextId()));
  },
  addDemoRequest: ({ reply, store }) => reply.json(201, receipt(store.nextId())),
  listBasicPackages: ({ reply, scenario }) =>
    reply.json(200, { data: scenario === 'empty' ? [] : [...clinicPackages] }),
  listPharmacyPackages: ({ reply, scenario }) =>
    reply.json(200, { data: scenario === 'empty' ? [] : [...pharmacyPackages] }),
} satisfies Partial<Resolvers>;
