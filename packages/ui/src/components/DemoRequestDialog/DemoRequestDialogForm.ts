import type { Locale } from '../../i18n/locales';
import { refusalMessage } from '../../i18n/refusals';
import {
  DEMO_INVALID_EMAIL_MESSAGE,
  DEMO_INVALID_PHONE_MESSAGE,
  DEMO_MISSING_FIELDS_MESSAGE,
  validateDemoRequest,
  type DemoFor,
  type DemoRequest,
} from '@aafiyat/domain';
import type { FieldErrors, FormCheck } from '../../forms/formErrors';
import type { Translate } from '../../i18n/translator';
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
export function demoRequestFieldWordings(t: Translate): FieldWordings<DemoRequestField> {
  return {
    name: { property: 'name', label: t('DemoRequestDialog.nameInSentence') },
    email: {
      property: 'email',
      label: t('DemoRequestDialog.emailLabel'),
      messages: { invalid_format: t('DemoRequestDialog.invalidEmail') },
    },
    phone: {
      property: 'phone_number',
      label: t('DemoRequestDialog.phoneLabel'),
      messages: { invalid_format: t('DemoRequestDialog.invalidPhone') },
    },
  };
}

/** The outcome of checking the form: the request to send, or the messages to show. */
export type DemoRequestCheck = FormCheck<DemoRequestField, DemoRequest>;

/**
 * Runs @aafiyat/domain's `validateDemoRequest` and puts its one message, in the translator's language, under the
 * fields it is about, so each wrong field is marked and described (`aria-invalid`, `aria-describedby`): the
 * missing-fields message under every blank field, the phone and email messages under those fields.
 */
export function checkDemoRequest(
  t: Translate,
  values: DemoRequestValues,
  demoFor: DemoFor,
): DemoRequestCheck {
  const result = validateDemoRequest({ ...values, demo_for: demoFor });
  if (result.ok) return { ok: true, value: result.value };
  switch (result.message) {
    case DEMO_MISSING_FIELDS_MESSAGE: {
      const missing = t('DemoRequestDialog.missingFields');
      return {
        ok: false,
        errors: Object.fromEntries(
          demoRequestFields.filter((field) => values[field].trim() === '').map((field) => [field, missing]),
        ),
      };
    }
    case DEMO_INVALID_PHONE_MESSAGE:
      return { ok: false, errors: { phone: t('DemoRequestDialog.invalidPhone') } };
    case DEMO_INVALID_EMAIL_MESSAGE:
      return { ok: false, errors: { email: t('DemoRequestDialog.invalidEmail') } };
    default:
      // A rule added to the domain later still gets its message shown, above the form.
      return { ok: false, errors: {}, summary: result.message };
  }
}

/**
 * What to say when sending failed. The caller rejects with an `Error` whose message is the server's (the
 * site maps a duplicate, HTTP 409, to 'Demo request already exist!'), or with `{ duplicate: true }`;
 * anything else is read in `locale` by `refusalMessage` (the domain's `extractErrorMessage` in English).
 */
export function demoRequestFailureMessage(t: Translate, error: unknown, locale: Locale = 'en'): string {
  if (typeof error === 'object' && error !== null && 'duplicate' in error && error.duplicate === true) {
    return t('DemoRequestDialog.failed');
  }
  return refusalMessage(t, locale, error);
}
