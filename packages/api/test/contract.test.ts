import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  ADDRESS_MAX_LENGTH,
  ADDRESS_MIN_LENGTH,
  CHRONIC_DISEASES,
  CITY_MAX_LENGTH,
  CONSULTATION_LANGUAGES,
  DOCTOR_BIO_MAX_LENGTH,
  DOCTOR_GENDERS,
  APPOINTMENT_TYPES,
  OPEN_SLOT_DAYS,
  DOCTOR_SEARCH_SORTS,
  QUALIFICATIONS,
  RATING_MAX,
  RATING_MIN,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FIELD_PROBLEM_CODES,
  MOBILE_NUMBER_INPUT_MAX_LENGTH,
  MOBILE_NUMBER_MAX_LENGTH,
  MOBILE_NUMBER_PATTERN,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PMDC_MAX_LENGTH,
  PMDC_PATTERN,
} from '@aafiyat/domain';
import { describe, expect, it } from 'vitest';
import { operations } from '../src/generated/operations';
import type { OperationId } from '../src/types';
import { document, operationObject, resolve } from '../src/testing/contract';

// The spec sits beside the repository (../shared/spec.md), as it does in CI's clean clone.
const specPath = fileURLToPath(new URL('../../../../shared/spec.md', import.meta.url));

/** The rows of the spec's table of operations: `| METHOD | /path | payload |`. */
function specCalls(): { method: string; path: string }[] {
  const text = readFileSync(specPath, 'utf8');
  const section = text.slice(text.indexOf('## 7.'), text.indexOf('## 8.'));
  return [...section.matchAll(/^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*(\/api\/\S+)\s*\|/gm)].map(
    (match) => ({
      method: (match[1] ?? '').toLowerCase(),
      path: match[2] ?? '',
    }),
  );
}

const ids = Object.keys(operations) as OperationId[];

describe('the contract against spec section 7', () => {
  it('finds the spec beside the repository', () => {
    expect(existsSync(specPath)).toBe(true);
  });

  it('holds every call of the spec with its exact method and path, and nothing else untagged', () => {
    const spec = specCalls();
    expect(spec.length).toBeGreaterThanOrEqual(33);
    const fromSpec = new Set(spec.map((call) => `${call.method} ${call.path}`));
    const untagged = ids
      .filter((id) => !(operationObject(id).tags ?? []).includes('extension'))
      .map((id) => `${operations[id].method} ${operations[id].path}`);
    expect(new Set(untagged)).toEqual(fromSpec);
  });

  it('keeps the spec’s spellings', () => {
    const paths = ids.map((id) => operations[id].path);
    expect(paths).toContain('/api/doctor/ckeck_password_exists');
    expect(paths).toContain('/api/medical-test-labs/citi/booking');
    expect(paths).toContain('/api/auth/verify-otp-code-patient');
  });
});

describe('the document', () => {
  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it('covers the extensions the site needs', () => {
    const extensions = ids.filter((id) => (operationObject(id).tags ?? []).includes('extension'));
    for (const id of [
      'searchDoctors',
      'listSpecialities',
      'getDoctor',
      'getSession',
      'hospitalLogin',
      'hospitalSignup',
      'pharmacyLogin',
      'pharmacySignup',
      'clinicSignup',
      'getPatientProfile',
      'updatePatientProfile',
      'uploadPatientAttachment',
      'getClinicDashboard',
      'getDoctorDashboard',
      'createAppointment',
      'getAppointmentCheckout',
      'startJazzcashPayment',
      'jazzcashReturn',
      'startCall',
    ] as const) {
      expect(extensions).toContain(id);
    }
  });

  it('states for every operation whether it needs a session and for which roles', () => {
    for (const id of ids) {
      const operation = operationObject(id);
      expect(Array.isArray(operation.security), id).toBe(true);
      const needsSession = (operation.security ?? []).length > 0;
      expect(needsSession, id).toBe(operations[id].session);
      if (needsSession) {
        expect(operation['x-roles']?.length, id).toBeGreaterThan(0);
        expect(Object.keys(operation.responses), id).toContain('401');
      }
    }
  });

  it('closes every request body object and answers errors with a message', () => {
    for (const id of ids) {
      const body = operationObject(id).requestBody;
      if (!body) continue;
      for (const [type, media] of Object.entries(resolve(body).content ?? {})) {
        if (!media.schema) continue;
        const schema = resolve(media.schema);
        // The JazzCash return is the gateway's form post: its hash covers every field the gateway sends.
        if (id === 'jazzcashReturn') continue;
        expect(schema.additionalProperties, `${id} ${type}`).toBe(false);
      }
    }
    const errorBody = resolve({ $ref: '#/components/schemas/ErrorBody' }) as { required?: string[] };
    expect(errorBody.required).toContain('message');
  });

  it('uses the spec’s mobile-number rule in one shared schema', () => {
    const mobile = resolve({ $ref: '#/components/schemas/MobileNumber' }) as { pattern?: string };
    expect(mobile.pattern).toBe('^0?3[0-9]{9}$');
    expect(mobile.pattern).toBe(MOBILE_NUMBER_PATTERN);
  });

  it('gives each text the domain’s length limit, which the forms’ inputs carry', () => {
    const maxLength = (name: string) =>
      (resolve({ $ref: `#/components/schemas/${name}` }) as { maxLength?: number }).maxLength;
    expect(maxLength('Name')).toBe(NAME_MAX_LENGTH);
    expect(maxLength('Email')).toBe(EMAIL_MAX_LENGTH);
    expect(maxLength('MobileNumber')).toBe(MOBILE_NUMBER_MAX_LENGTH);
    expect(maxLength('City')).toBe(CITY_MAX_LENGTH);
    expect(maxLength('Address')).toBe(ADDRESS_MAX_LENGTH);
    expect(maxLength('Password')).toBe(PASSWORD_MAX_LENGTH);
    const minLength = (name: string) =>
      (resolve({ $ref: `#/components/schemas/${name}` }) as { minLength?: number }).minLength;
    expect(minLength('Password')).toBe(PASSWORD_MIN_LENGTH);
    expect(minLength('Address')).toBe(ADDRESS_MIN_LENGTH);
    expect(maxLength('ContactSubject')).toBe(CONTACT_SUBJECT_MAX_LENGTH);
    expect(maxLength('ContactText')).toBe(CONTACT_MESSAGE_MAX_LENGTH);
    // A typed number may carry +92, spaces and dashes, stripped before sending: its input takes more.
    expect(MOBILE_NUMBER_INPUT_MAX_LENGTH).toBeGreaterThan(MOBILE_NUMBER_MAX_LENGTH);
    // The PMDC number's length is in its pattern.
    const pmdc = new RegExp(
      (resolve({ $ref: '#/components/schemas/Pmdc' }) as { pattern?: string }).pattern ?? '',
    );
    expect(pmdc.test(`1${'P'.repeat(PMDC_MAX_LENGTH - 1)}`)).toBe(true);
    expect(pmdc.test(`1${'P'.repeat(PMDC_MAX_LENGTH)}`)).toBe(false);
    expect(pmdc.source).toBe(PMDC_PATTERN);
  });

  it('lists exactly the domain’s field problem codes, and requires one on every field problem', () => {
    const codes = resolve({ $ref: '#/components/schemas/FieldProblemCode' }) as { enum?: string[] };
    expect(codes.enum).toEqual([...FIELD_PROBLEM_CODES]);
    const fieldError = resolve({ $ref: '#/components/schemas/FieldError' }) as { required?: string[] };
    expect(fieldError.required).toEqual(expect.arrayContaining(['path', 'code', 'message']));
    const { info } = document as { info?: { description?: string } };
    const description = info?.description ?? '';
    for (const code of FIELD_PROBLEM_CODES) expect(description).toContain(`\`${code}\``);
  });

  it('lists exactly the domain’s chronic diseases', () => {
    const disease = resolve({ $ref: '#/components/schemas/ChronicDisease' }) as { enum?: string[] };
    expect(disease.enum).toEqual([...CHRONIC_DISEASES]);
  });

  it("states a doctor's profile with the domain's lists and limits", () => {
    const list = (name: string) =>
      (resolve({ $ref: `#/components/schemas/${name}` }) as { enum?: string[] }).enum;
    expect(list('DoctorGender')).toEqual([...DOCTOR_GENDERS]);
    expect(list('ConsultationLanguage')).toEqual([...CONSULTATION_LANGUAGES]);
    expect(list('Qualification')).toEqual([...QUALIFICATIONS]);
    const sort = operationObject('searchDoctors').parameters?.find(
      (parameter) => 'name' in parameter && parameter.name === 'sort',
    ) as { schema?: { enum?: string[] } } | undefined;
    expect(sort?.schema?.enum).toEqual([...DOCTOR_SEARCH_SORTS]);
    // The kinds of visit a booking (and a booking started before signing in) names.
    expect(list('AppointmentType')).toEqual([...APPOINTMENT_TYPES]);
    // A doctor's open slots: the domain's seven days by default.
    const days = operationObject('listDoctorSlots').parameters?.find(
      (parameter) => 'name' in parameter && parameter.name === 'days',
    ) as { schema?: { default?: number } } | undefined;
    expect(days?.schema?.default).toBe(OPEN_SLOT_DAYS);
    const doctor = resolve({ $ref: '#/components/schemas/Doctor' }) as unknown as {
      properties: Record<string, { maxItems?: number; maxLength?: number }>;
    };
    expect(doctor.properties.languages?.maxItems).toBe(CONSULTATION_LANGUAGES.length);
    expect(doctor.properties.qualifications?.maxItems).toBe(QUALIFICATIONS.length);
    expect(doctor.properties.bio?.maxLength).toBe(DOCTOR_BIO_MAX_LENGTH);
    const rating = resolve({ $ref: '#/components/schemas/DoctorRating' }) as unknown as {
      properties: { average: { minimum?: number; maximum?: number } };
    };
    expect([rating.properties.average.minimum, rating.properties.average.maximum]).toEqual([
      RATING_MIN,
      RATING_MAX,
    ]);
  });

  it('never reads a concrete path segment as a PMDC number', () => {
    const pmdc = resolve({ $ref: '#/components/schemas/Pmdc' }) as { pattern?: string };
    const pattern = new RegExp(pmdc.pattern ?? '');
    expect(pattern.test('search')).toBe(false);
    expect(pattern.test('45321-P')).toBe(true);
  });

  it('never uses the singular `example` keyword', () => {
    expect(readFileSync(fileURLToPath(new URL('../openapi.yaml', import.meta.url)), 'utf8')).not.toMatch(
      /^\s*example:/m,
    );
  });
});
