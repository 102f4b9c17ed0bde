// The contact form's checks: the rules and their words come from @aafiyat/domain (the demo request's, which ask
// for the same name, email and mobile number); this file only says which message goes under which field.
import type { Schema } from '@aafiyat/api';
import {
  DEMO_INVALID_EMAIL_MESSAGE,
  DEMO_INVALID_PHONE_MESSAGE,
  DEMO_MISSING_FIELDS_MESSAGE,
  isValidEmail,
  normalizeMobileNumber,
} from '@aafiyat/domain';
import type { FieldWordings } from '@aafiyat/ui';

/** The form's fields, in the order they are shown (and focused when wrong). */
export const contactFields = ['name', 'email', 'phone', 'subject', 'message'] as const;
/** One of {@link contactFields}. */
export type ContactField = (typeof contactFields)[number];
/** What the person has typed. */
export type ContactValues = Record<ContactField, string>;
/** The message under each field that is wrong. */
export type ContactErrors = Partial<Record<ContactField, string>>;
/** The body of `POST /api/contact-us/add`. */
export type ContactMessage = Schema<'ContactMessage'>;

export const emptyContactValues: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** The outcome of checking the form: the message to send, or what to say under each wrong field. */
export type ContactCheck = { ok: true; body: ContactMessage } | { ok: false; errors: ContactErrors };

/**
 * Checks every field at once, so the person sees everything to fix after one submit: every field is required
 * ('Please fill in all the fields.' under each blank one), the email must look like one and the mobile number
 * must be Pakistani (normalised to `03XXXXXXXXX` before sending, as the contract asks).
 */
export function checkContactMessage(values: ContactValues): ContactCheck {
  const trimmed = Object.fromEntries(
    contactFields.map((field) => [field, values[field].trim()]),
  ) as ContactValues;
  const errors: ContactErrors = {};
  for (const field of contactFields) {
    if (trimmed[field] === '') errors[field] = DEMO_MISSING_FIELDS_MESSAGE;
  }
  if (errors.email === undefined && !isValidEmail(trimmed.email)) errors.email = DEMO_INVALID_EMAIL_MESSAGE;
  const phoneNumber = normalizeMobileNumber(trimmed.phone);
  if (errors.phone === undefined && phoneNumber === null) errors.phone = DEMO_INVALID_PHONE_MESSAGE;
  if (phoneNumber === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name: trimmed.name,
      email: trimmed.email,
      phone_number: phoneNumber,
      subject: trimmed.subject,
      message: trimmed.message,
    },
  };
}

/**
 * The messages still true after an edit: a field's message goes once it is fixed, and no new message appears
 * while typing (only on the next submit).
 */
export function remainingErrors(shown: ContactErrors, values: ContactValues): ContactErrors {
  const check = checkContactMessage(values);
  const now = check.ok ? {} : check.errors;
  return Object.fromEntries(
    contactFields
      .filter((field) => shown[field] !== undefined && now[field] === shown[field])
      .map((field) => [field, shown[field]]),
  );
}

/** How the form speaks of each field when the server refuses it, by the request property it fills. */
export const contactFieldWordings: FieldWordings<ContactField> = {
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
  subject: { property: 'subject', label: 'Subject' },
  message: { property: 'message', label: 'Message' },
};
