// A valid request for every operation: path and query values chosen from the fixtures, bodies taken
// from the document's own examples (the first example of the request body's schema).
import { operations } from '../../../src/generated/operations';
import { onePagePdf } from '../../../src/mocks/fixtures/files';
import type { OperationId } from '../../../src/mocks/types';
import { operationObject, resolve } from '../../../src/testing/contract';

/** Where the sample requests go. Any origin works with the default handlers. */
export const SAMPLE_ORIGIN = 'http://localhost:3000';

interface SampleParts {
  readonly path?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
}

const parts: { readonly [K in OperationId]?: SampleParts } = {
  searchDoctors: { query: { city: 'Karachi', page: '1', page_size: '10' } },
  getDoctor: { path: { pmdc: '45321-P' } },
  listDoctorSlots: { path: { pmdc: '45321-P' } },
  listDoctorReviews: { path: { pmdc: '45321-P' }, query: { page: '1', page_size: '10' } },
  getClinicDashboard: { query: { filter: '2' } },
  getLabInfo: { query: { lab_id: '3' } },
  listLabBranches: { query: { lab_id: '3' } },
  listLabCategories: { query: { lab_branch_id: '31' } },
  getClinicImage: { query: { id: '12' } },
  getPatientImage: { query: { id: '5021' } },
  getDoctorImage: { query: { pmdc: '45321-P' } },
  getLabLogo: { query: { lab_id: '3' } },
  getSpecialityImage: { query: { name: 'Child Specialist' } },
  getPatientAttachment: { path: { id: '77' } },
  deletePatientAttachment: { path: { id: '77' } },
  listPatientAppointments: { query: { filter: '2', page: '1', page_size: '10' } },
  getAppointmentCheckout: { path: { id: '1042' } },
  // A paid visit whose time has come: it may be reviewed.
  reviewAppointment: { path: { id: '1041' } },
  // An in-clinic visit not paid yet (Dr. Usman Tariq's, its payment left at the gateway).
  payAtClinic: { path: { id: '1027' } },
  getPaymentStatus: { path: { appointment_id: '1042' } },
  markCallReady: { path: { call_id: '5f0c8f4e-2b7a-4d1e-9a51-3c6f2e8b7d10' } },
  getDevOutbox: { query: { phone: '03001234567' } },
};

/** The first example of the operation's request body schema. */
export function sampleBody(operationId: OperationId): unknown {
  const requestBody = operationObject(operationId).requestBody;
  if (requestBody === undefined) return undefined;
  const media = Object.values(resolve(requestBody).content ?? {})[0];
  return media?.schema === undefined ? undefined : resolve(media.schema).examples?.[0];
}

/** The URL of `operationId` with `path` values filled in and `query` appended. */
export function sampleUrl(
  operationId: OperationId,
  origin = SAMPLE_ORIGIN,
  override: SampleParts = {},
): string {
  const sample = { ...parts[operationId], ...override };
  const path = operations[operationId].path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = sample.path?.[name];
    if (value === undefined) throw new Error(`The ${operationId} sample has no value for {${name}}.`);
    return encodeURIComponent(value);
  });
  const url = new URL(path, origin);
  for (const [name, value] of Object.entries(sample.query ?? {})) url.searchParams.set(name, value);
  return url.href;
}

/** A PDF a patient might attach. */
export function sampleFile(name = 'blood-report.pdf'): File {
  return new File([onePagePdf('Lipid profile')], name, { type: 'application/pdf' });
}

/** A valid request for `operationId`, optionally with other path or query values. */
export function sampleRequest(
  operationId: OperationId,
  origin = SAMPLE_ORIGIN,
  override: SampleParts = {},
): Request {
  const { method, request: kind } = operations[operationId];
  const url = sampleUrl(operationId, origin, override);
  const init: RequestInit = { method: method.toUpperCase() };
  if (kind === 'json') {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(sampleBody(operationId));
  } else if (kind === 'multipart') {
    const form = new FormData();
    form.set('file', sampleFile());
    init.body = form;
  } else if (kind === 'form') {
    const fields = sampleBody(operationId) as Record<string, string>;
    init.headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
    init.body = new URLSearchParams(fields).toString();
  }
  return new Request(url, init);
}

/** A JSON request for `operationId` with `body` instead of the example. */
export function jsonRequest(operationId: OperationId, body: unknown, origin = SAMPLE_ORIGIN): Request {
  return new Request(sampleUrl(operationId, origin), {
    method: operations[operationId].method.toUpperCase(),
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}
