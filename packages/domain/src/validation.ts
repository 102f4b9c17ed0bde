/**
 * Validators of the two public forms (helpline call-back and demo request). They
 * return a result instead of throwing, and on success hand back the values in the shape the server
 * expects, so the browser and the server run the same rule on the same text.
 */

import type { DemoProduct } from './demoProducts';
import { isValidEmail } from './email';
import {
  DEMO_INVALID_EMAIL_MESSAGE,
  DEMO_INVALID_PHONE_MESSAGE,
  DEMO_MISSING_FIELDS_MESSAGE,
  HELPLINE_INVALID_PHONE_MESSAGE,
} from './messages';
import { normalizeMobileNumber } from './phone';

/** The outcome of a validator: the cleaned value, or the message to show. */
// The canonical 8-4-4-4-12 form only (call ids): PostgreSQL refuses anything else with an error.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a string that is a UUID in its canonical 8-4-4-4-12 form (either case). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

export type ValidationResult<Value> =
  { readonly ok: true; readonly value: Value } | { readonly ok: false; readonly message: string };

/** What the helpline call-back dialog collects. */
export interface HelplineRequestInput {
  /** The mobile number as typed. */
  readonly phone: string;
}

/** A helpline call-back request that passed validation. */
export interface HelplineRequest {
  /** The mobile number in `03XXXXXXXXX` form. */
  readonly phone_number: string;
}

/**
 * Helpline call-back rule: the number must be a mobile number (after normalisation), otherwise
 * 'Enter Valid Mobile Number'.
 */
export function validateHelplineRequest(input: HelplineRequestInput): ValidationResult<HelplineRequest> {
  const phoneNumber = normalizeMobileNumber(input.phone);
  if (phoneNumber === null) return { ok: false, message: HELPLINE_INVALID_PHONE_MESSAGE };
  return { ok: true, value: { phone_number: phoneNumber } };
}

/** What the demo request is for: a product word (a hero slide's is `heroSlideProduct(slideId)`). */
export type DemoFor = DemoProduct;

/** What the demo request dialog collects. */
export interface DemoRequestInput {
  /** The person's name as typed. */
  readonly name: string;
  /** The email address as typed. */
  readonly email: string;
  /** The mobile number as typed. */
  readonly phone: string;
  /** Passed through unchanged. */
  readonly demo_for: DemoFor;
}

/** A demo request that passed validation, in the body shape of `POST /api/demo_request/add`. */
export interface DemoRequest {
  /** Trimmed name. */
  readonly name: string;
  /** The mobile number in `03XXXXXXXXX` form. */
  readonly phone_number: string;
  /** Trimmed email address. */
  readonly email: string;
  /** As given. */
  readonly demo_for: DemoFor;
}

/**
 * Demo request rule, checked in the spec's order: name, email and phone are all required (blank after
 * trimming counts as missing), otherwise 'Please fill in all the fields.'; then the phone must be a
 * mobile number, otherwise 'Enter a valid Mobile Number'; then the email must pass
 * {@link isValidEmail}, otherwise 'Enter a valid email address'.
 */
export function validateDemoRequest(input: DemoRequestInput): ValidationResult<DemoRequest> {
  const name = trimmed(input.name);
  const email = trimmed(input.email);
  const phone = trimmed(input.phone);
  if (name === '' || email === '' || phone === '') return { ok: false, message: DEMO_MISSING_FIELDS_MESSAGE };
  const phoneNumber = normalizeMobileNumber(phone);
  if (phoneNumber === null) return { ok: false, message: DEMO_INVALID_PHONE_MESSAGE };
  if (!isValidEmail(email)) return { ok: false, message: DEMO_INVALID_EMAIL_MESSAGE };
  return { ok: true, value: { name, phone_number: phoneNumber, email, demo_for: input.demo_for } };
}

// The server passes parsed JSON, where a "string" field may be anything; a non-string counts as blank.
function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
