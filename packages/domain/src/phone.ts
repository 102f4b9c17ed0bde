/**
 * Pakistani mobile numbers. The spec's rule is "optional leading 0, then 3, then 9 digits"; people type
 * numbers in many shapes, so input is normalised first and the rule is applied to the result. The
 * normalised form, `03XXXXXXXXX`, is what is sent to the server.
 */

/**
 * The spec's mobile-number rule as pattern source, usable in JSON Schema / OpenAPI `pattern` and in
 * `new RegExp`. Spelled with `[0-9]` rather than `\d` because ECMAScript's `\d` and some schema
 * validators' `\d` disagree on non-ASCII digits.
 */
export const MOBILE_NUMBER_PATTERN = '^0?3[0-9]{9}$';

/** {@link MOBILE_NUMBER_PATTERN} as a RegExp. */
export const MOBILE_NUMBER_REGEX = new RegExp(MOBILE_NUMBER_PATTERN);

// Separators people type inside numbers: whitespace (including no-break spaces), dashes of every
// kind, dots, slashes and parentheses, as in "+92 (300) 123-4567".
const SEPARATORS = /[\s.()/\u2010-\u2015-]/g;

// After separators are gone: optional country code (+92, 0092 or 92), optional trunk 0 (people write
// "+92 0300…"), then the 10-digit national number that starts with 3.
const NUMBER_SHAPE = /^(?:(?:\+|00)?92)?0?3[0-9]{9}$/;

// Urdu keyboards type Extended Arabic-Indic digits (۰–۹, U+06F0) and Arabic keyboards Arabic-Indic
// digits (٠–٩, U+0660); both are read as the ASCII digit of the same value.
const NON_ASCII_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

function toAsciiDigit(digit: string): string {
  const code = digit.charCodeAt(0);
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
}

/**
 * Brings a typed mobile number to the `03XXXXXXXXX` form: `'0300-1234567'`, `'0300 123 4567'`,
 * `'+92 300 1234567'`, `'0092 300 1234567'`, `'92 300 1234567'`, `'+92 (0)300 1234567'` and
 * `'3001234567'` all give `'03001234567'`. Urdu/Arabic digits are accepted. Anything else (including
 * non-strings) gives `null`; it never throws.
 */
export function normalizeMobileNumber(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const compact = input.replace(NON_ASCII_DIGITS, toAsciiDigit).replace(SEPARATORS, '');
  // The last 10 digits are the national number whatever prefix preceded them.
  return NUMBER_SHAPE.test(compact) ? `0${compact.slice(-10)}` : null;
}

/**
 * The spec's mobile-number rule ({@link MOBILE_NUMBER_PATTERN}) applied after
 * {@link normalizeMobileNumber}: true when the input is a Pakistani mobile number in any common shape.
 */
export function isValidMobileNumber(input: unknown): boolean {
  const normalized = normalizeMobileNumber(input);
  return normalized !== null && MOBILE_NUMBER_REGEX.test(normalized);
}

/**
 * A mobile number in E.164, the international form SMS gateways take: `'0300-1234567'` gives `'+923001234567'`.
 * Any shape {@link normalizeMobileNumber} reads is accepted; anything else gives `null`.
 */
export function toE164MobileNumber(input: unknown): string | null {
  const normalized = normalizeMobileNumber(input);
  return normalized === null ? null : `+92${normalized.slice(1)}`;
}
