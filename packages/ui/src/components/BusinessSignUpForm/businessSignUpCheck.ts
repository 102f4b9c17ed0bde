import type { Locale } from '../../i18n/locales';
import { refusalMessage } from '../../i18n/refusals';
import {
  ADDRESS_MAX_LENGTH,
  ADDRESS_MIN_LENGTH,
  CITY_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  isKnownCity,
  isValidEmail,
  normalizeMobileNumber,
  type FieldProblem,
} from '@aafiyat/domain';
import type { FieldErrors, FormCheck, FormRefusal } from '../../forms/formErrors';
import { serverFieldErrors, type FieldWordings } from '../../primitives/Field/serverFieldErrors';
import type { Translate } from '../../i18n/translator';

/** The sign-up form's fields, in the order they are shown (and focused when wrong). */
export const businessSignUpFields = [
  'business_name',
  'owner_name',
  'phone_number',
  'email',
  'city',
  'address',
  'password',
  'confirm_password',
] as const;
/** One of {@link businessSignUpFields}. */
export type BusinessSignUpField = (typeof businessSignUpFields)[number];
/** What the person has typed. */
export type BusinessSignUpValues = Record<BusinessSignUpField, string>;
/** The message shown under each field that is wrong. */
export type BusinessSignUpErrors = FieldErrors<BusinessSignUpField>;

/** What the form sends: the contract's `BusinessSignup` without the package (the page adds it). */
export interface BusinessSignUp {
  business_name: string;
  owner_name: string;
  phone_number: string;
  email: string;
  city: string;
  address: string;
  password: string;
}

/**
 * How a sign-up is refused: the message to show above the form and, when the server said which field is at
 * fault (a mobile number or email already registered), the message to put under it.
 */
export interface BusinessSignUpRejection {
  /** The server's message, shown as it is. */
  message: string;
  /** Messages under the fields they are about. */
  fieldErrors?: BusinessSignUpErrors;
  /** The server's field problems (a 400's `fields`): each is said in its field's words under it. */
  fields?: readonly FieldProblem[];
}

/** The words under each field, as the person reads them, in the translator's language. */
export function businessSignUpMessages(t: Translate) {
  return {
    business_name: t('BusinessSignUpForm.businessNameMissing'),
    owner_name: t('BusinessSignUpForm.ownerMissing'),
    phone_number: t('BusinessSignUpForm.phoneInvalid'),
    email: t('BusinessSignUpForm.emailInvalid'),
    city: t('BusinessSignUpForm.cityInvalid'),
    address: t('BusinessSignUpForm.addressShort'),
    password: t('BusinessSignUpForm.passwordShort', { min: PASSWORD_MIN_LENGTH }),
    confirm_password: t('PasswordReset.mismatch'),
    summary: t('BusinessSignUpForm.summary'),
  } as const;
}

/** How the form speaks of each field when the server refuses it, by the request property it fills. */
export function businessSignUpFieldWordings(
  t: Translate,
): FieldWordings<Exclude<BusinessSignUpField, 'confirm_password'>> {
  const messages = businessSignUpMessages(t);
  return {
    business_name: { property: 'business_name', label: t('BusinessSignUpForm.businessName') },
    owner_name: { property: 'owner_name', label: t('BusinessSignUpForm.ownerName') },
    phone_number: {
      property: 'phone_number',
      label: t('HelplineDialog.phoneLabel'),
      messages: { invalid_format: messages.phone_number },
    },
    email: {
      property: 'email',
      label: t('DemoRequestDialog.emailLabel'),
      messages: { invalid_format: messages.email },
    },
    city: { property: 'city', label: t('DoctorCard.city') },
    address: { property: 'address', label: t('BusinessSignUpForm.address') },
    password: { property: 'password', label: t('PasswordSignIn.password') },
  };
}

/** The most characters each text field takes: the contract's limits, from the domain. */
export const BUSINESS_SIGN_UP_MAX_LENGTHS = {
  name: NAME_MAX_LENGTH,
  city: CITY_MAX_LENGTH,
  address: ADDRESS_MAX_LENGTH,
  password: PASSWORD_MAX_LENGTH,
} as const;

/** The outcome of checking the form: the sign-up to send, or the messages to show (and the alert's summary). */
export type BusinessSignUpCheck = FormCheck<BusinessSignUpField, BusinessSignUp>;

/**
 * Checks what was typed with the same rules the server applies (the domain's mobile number, email and city
 * rules; the contract's lengths), so a person learns every problem at once instead of one per round trip.
 */
export function checkBusinessSignUp(t: Translate, values: BusinessSignUpValues): BusinessSignUpCheck {
  const messages = businessSignUpMessages(t);
  const errors: BusinessSignUpErrors = {};
  const trimmed = (field: BusinessSignUpField) => values[field].trim();
  if (trimmed('business_name') === '') errors.business_name = messages.business_name;
  if (trimmed('owner_name') === '') errors.owner_name = messages.owner_name;
  const phone = normalizeMobileNumber(values.phone_number);
  if (phone === null) errors.phone_number = messages.phone_number;
  if (!isValidEmail(trimmed('email'))) errors.email = messages.email;
  if (!isKnownCity(values.city)) errors.city = messages.city;
  if (trimmed('address').length < ADDRESS_MIN_LENGTH) errors.address = messages.address;
  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = messages.password;
  else if (values.confirm_password !== values.password) {
    errors.confirm_password = messages.confirm_password;
  }
  if (Object.keys(errors).length > 0 || phone === null) {
    return { ok: false, errors, summary: messages.summary };
  }
  return {
    ok: true,
    value: {
      business_name: trimmed('business_name'),
      owner_name: trimmed('owner_name'),
      phone_number: phone,
      email: trimmed('email').toLowerCase(),
      city: values.city,
      address: trimmed('address'),
      password: values.password,
    },
  };
}

/** Reads a rejection of `onSubmit`: a {@link BusinessSignUpRejection}, or any error through the domain's rule. */
export function readSignUpRejection(
  t: Translate,
  error: unknown,
  locale: Locale = 'en',
): FormRefusal<BusinessSignUpField> {
  const given =
    typeof error === 'object' && error !== null && 'fieldErrors' in error
      ? pickFieldErrors(error.fieldErrors)
      : {};
  const refusal = serverFieldErrors(t, error, businessSignUpFieldWordings(t), locale);
  // Field problems are said under their fields; the alert asks to fix them, or says what no field shows.
  const alert =
    refusal.unplaced.length > 0
      ? refusal.unplaced.join(' ')
      : Object.keys(refusal.errors).length > 0
        ? businessSignUpMessages(t).summary
        : refusalMessage(t, locale, error);
  return { alert, errors: { ...refusal.errors, ...given } };
}

function pickFieldErrors(value: unknown): BusinessSignUpErrors {
  if (typeof value !== 'object' || value === null) return {};
  const source = value as Record<string, unknown>;
  return Object.fromEntries(
    businessSignUpFields
      .filter((field) => typeof source[field] === 'string')
      .map((field) => [field, source[field]]),
  );
}
