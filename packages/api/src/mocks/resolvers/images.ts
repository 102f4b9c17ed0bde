/**
 * Image bodies: SVG placeholders with initials, with `ETag` and `Cache-Control` as the contract says, and
 * 304 when `If-None-Match` names the current ETag.
 */

import { etagOf, placeholderSvg } from '../fixtures/files';
import { findClinic } from '../fixtures/clinics';
import { findDoctor, specialtyNames } from '../fixtures/doctors';
import { findLab } from '../fixtures/labs';
import { patients } from '../fixtures/patients';
import { notFoundBody, validationBody } from '../errors';
import type { Reply } from '../reply';
import type { FieldError } from '../types';
import type { ResolverContext, Resolvers } from './context';
import { parseId, queryOf } from './context';

type ImageOperationId =
  'getClinicImage' | 'getPatientImage' | 'getDoctorImage' | 'getLabLogo' | 'getSpecialityImage';

const PUBLIC_CACHE = 'public, max-age=86400';
const PRIVATE_CACHE = 'private, max-age=86400';

/** Where the image operation reads its key, and how the key names a label (undefined: unknown). */
interface ImageSource {
  readonly query: string;
  readonly cache: string;
  readonly parse: (value: string) => string | null;
  readonly label: (key: string) => string | undefined;
}

const byId = (find: (id: number) => string | undefined) => ({
  parse: (value: string) => (parseId(value) === null ? null : value),
  label: (key: string) => find(Number(key)),
});

const sources: Record<ImageOperationId, ImageSource> = {
  getClinicImage: {
    query: 'id',
    cache: PUBLIC_CACHE,
    ...byId((id) => {
      const clinic = findClinic(id);
      return clinic === undefined ? undefined : `${clinic.clinic_name} ${clinic.branch_name}`;
    }),
  },
  getPatientImage: {
    query: 'id',
    cache: PRIVATE_CACHE,
    ...byId((id) => patients.find((patient) => patient.id === id)?.name),
  },
  getDoctorImage: {
    query: 'pmdc',
    cache: PUBLIC_CACHE,
    parse: (value) => (/^[0-9A-Za-z-]{3,20}$/.test(value) ? value : null),
    label: (pmdc) => findDoctor(pmdc)?.name,
  },
  getLabLogo: { query: 'lab_id', cache: PUBLIC_CACHE, ...byId((id) => findLab(id)?.lab_name) },
  getSpecialityImage: {
    query: 'name',
    cache: PUBLIC_CACHE,
    parse: (value) => (value.trim().length >= 2 ? value : null),
    label: (name) => specialtyNames.find((known) => known.toLowerCase() === name.toLowerCase()),
  },
};

function answerImage<K extends ImageOperationId>(operationId: K, context: ResolverContext<K>): Response {
  const { request, scenario } = context;
  // Every image operation lists the same statuses; the cast only forgets which one this is.
  const reply = context.reply as unknown as Reply<'getClinicImage'>;
  const source = sources[operationId];
  const raw = queryOf(request).get(source.query);
  const key = raw === null ? null : source.parse(raw);
  if (key === null) {
    const field: FieldError = {
      path: `query/${source.query}`,
      code: raw === null ? 'required' : 'invalid_format',
      message: 'This value is missing or not valid.',
    };
    return reply.json(400, validationBody(field));
  }
  const label = source.label(key);
  if (label === undefined) return reply.json(404, notFoundBody(operationId));
  const body = placeholderSvg(label);
  const headers = { ETag: etagOf(body), 'Cache-Control': source.cache };
  if (scenario === 'notModified' || request.headers.get('If-None-Match') === headers.ETag) {
    return reply.empty(304, headers);
  }
  return reply.binary(200, body, 'image/svg+xml', headers);
}

/** Resolvers of the image operations. */
export const imageResolvers = {
  getClinicImage: (context) => answerImage('getClinicImage', context),
  getPatientImage: (context) => answerImage('getPatientImage', context),
  getDoctorImage: (context) => answerImage('getDoctorImage', context),
  getLabLogo: (context) => answerImage('getLabLogo', context),
  getSpecialityImage: (context) => answerImage('getSpecialityImage', context),
} satisfies Partial<Resolvers>;
