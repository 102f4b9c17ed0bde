import {
  DEMO_INVALID_EMAIL_MESSAGE,
  DEMO_INVALID_PHONE_MESSAGE,
  DEMO_MISSING_FIELDS_MESSAGE,
  DEMO_REQUEST_FAILED_MESSAGE,
  extractErrorMessage,
  validateDemoRequest,
  type DemoFor,
  type DemoRequest,
} from '@aafiyat/domain';
import type { FieldErrors, FormCheck } from '../../forms/formErrors';
import type { FieldWordings } from '../../primitives/Field/serverFieldErrors';

/** The demo form's fields, in the order they are shown (and focused when wrong). */
export const demoRequestFields = ['name', 'email', 'phone'] as const;
/** One of {@link demoRequestFields}. */
export type DemoRequestField = (typeof demoRequestFields)[number];
/** What the person has typed. */
export type DemoRequestValues = Record<DemoRequestField, string>;
/** The message shown under each field that is wrong. */
export type DemoRequestErrors = FieldErrors<DemoRequestField>;

/** How the dialog speaks of each field when the server refuses it, by the request property it fills. */
export const demoRequestFieldWordings: FieldWordings<DemoRequestField> = {
  name: { property: 'name', label: 'Name' },
  email: {
    property: 'email',
    label: 'Email address',
    messages: { invalid_format: DEMO_INVALID_EMAIL_MESSAGE },
  },
  phone: {
    property: 'phone_number',
    label: 'Mobile number',
    messages: { invalid_format: DEMO_INVALID_PHONE_MESSAGE },
  },
};

/** The outcome of checking the form: the request to send, or the messages to show. */
export type DemoRequestCheck = FormCheck<DemoRequestField, DemoRequest>;

/**
 * Runs @aafiyat/domain's `validateDemoRequest` and puts its one message under the fields it is about, so
 * each wrong field is marked and described (`aria-invalid`, `aria-describedby`): the missing-fields message
 * under every blank field, the phone and email messages under those fields.
 */
export function checkDemoRequest(values: DemoRequestValues, demoFor: DemoFor): DemoRequestCheck {
  const result = validateDemoRequest({ ...values, demo_for: demoFor });
  if (result.ok) return { ok: true, value: result.value };
  switch (result.message) {
    case DEMO_MISSING_FIELDS_MESSAGE:
      return {
        ok: false,
        errors: Object.fromEntries(
          demoRequestFields
            .filter((field) => values[field].trim() === '')
            .map((field) => [field, result.message]),
        ),
      };
    case DEMO_INVALID_PHONE_MESSAGE:
      return { ok: false, errors: { phone: result.message } };
    case DEMO_INVALID_EMAIL_MESSAGE:
      return { ok: false, errors: { email: result.message } };
    default:
      // A rule added to the domain later still gets its message shown, above the form.
      return { ok: false, errors: {}, summary: result.message };
  }
}

/**
 * What to say when sending failed. The caller rejects with an `Error` whose message is the server's (the
 * site maps a duplicate, HTTP 409, to 'Demo request already exist!'), or with `{ duplicate: true }`;
 * anything else is read with @aafiyat/domain's `extractErrorMessage`.
 */
export function demoRequestFailureMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'duplicate' in error && error.duplicate === true) {
    return DEMO_REQUEST_FAILED_MESSAGE;
  }
  return extractErrorMessage(error);
}
