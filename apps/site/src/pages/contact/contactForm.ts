// The contact form's checks: the rules come from @aafiyat/domain and their words from the component library (the
// demo request's, which asks for the same name, email and mobile number); this file only says which message goes
// under which field.
import type { Schema } from '@aafiyat/api';
import { isValidEmail, normalizeMobileNumber } from '@aafiyat/domain';
import {
  demoRequestFieldWordings,
  type FieldErrors,
  type FieldWordings,
  type FormCheck,
  type Translate,
} from '@aafiyat/ui';
import type { SiteTranslate } from '../../i18n/language';

/** The form's fields, in the order they are shown (and focused when wrong). */
export const contactFields = ['name', 'email', 'phone', 'subject', 'message'] as const;
/** One of {@link contactFields}. */
export type ContactField = (typeof contactFields)[number];
/** What the person has typed. */
export type ContactValues = Record<ContactField, string>;
/** The message under each field that is wrong. */
export type ContactErrors = FieldErrors<ContactField>;
/** The body of `POST /api/contact-us/add`. */
export type ContactMessage = Schema<'ContactMessage'>;

export const emptyContactValues: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** The outcome of checking the form: the message to send, or what to say under each wrong field. */
export type ContactCheck = FormCheck<ContactField, ContactMessage>;

/**
 * Checks every field at once, so the person sees everything to fix after one submit: every field is required
 * ('Please fill in all the fields.' under each blank one), the email must look like one and the mobile number
 * must be Pakistani (normalised to `03XXXXXXXXX` before sending, as the contract asks). The messages are the
 * domain's, in the language of `t`.
 */
export function checkContactMessage(t: Translate, values: ContactValues): ContactCheck {
  const trimmed = Object.fromEntries(
    contactFields.map((field) => [field, values[field].trim()]),
  ) as ContactValues;
  const errors: ContactErrors = {};
  for (const field of contactFields) {
    if (trimmed[field] === '') errors[field] = t('DemoRequestDialog.missingFields');
  }
  if (errors.email === undefined && !isValidEmail(trimmed.email))
    errors.email = t('DemoRequestDialog.invalidEmail');
  const phoneNumber = normalizeMobileNumber(trimmed.phone);
  if (errors.phone === undefined && phoneNumber === null) errors.phone = t('DemoRequestDialog.invalidPhone');
  if (phoneNumber === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name: trimmed.name,
      email: trimmed.email,
      phone_number: phoneNumber,
      subject: trimmed.subject,
      message: trimmed.message,
    },
  };
}

/**
 * How the form speaks of each field when the server refuses it, by the request property it fills: the name, email
 * and mobile number in the demo request's words (the library's, `t`), which ask for the same; the subject and the
 * message in the site's (`site`).
 */
export function contactFieldWordings(t: Translate, site: SiteTranslate): FieldWordings<ContactField> {
  return {
    ...demoRequestFieldWordings(t),
    subject: { property: 'subject', label: site('Contact.form.subjectInSentence') },
    message: { property: 'message', label: site('Contact.form.messageInSentence') },
  };
}
