/**
 * Email addresses. One practical rule, stated once: the contract's `Email` schema carries
 * {@link EMAIL_PATTERN} and {@link EMAIL_MAX_LENGTH} (a test pins them), so the server's request
 * validation, the browser's forms and the mocks accept exactly the same addresses.
 */

/** Longest email address accepted: the SMTP path limit (RFC 5321) minus the angle brackets. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The email rule as pattern source, usable in JSON Schema / OpenAPI `pattern` and in `new RegExp`
 * (with or without the `u` flag): exactly one `@`, something before it, and a domain of at least
 * two dot-separated labels, none empty (so `ali@example`, `ali@example.` and `ali@example..pk` are
 * refused); no whitespace and no control character anywhere. Letters of any script are accepted
 * (`ayesha@مثال.پاکستان`). Deliberately practical rather than RFC 5322-complete: it catches typing
 * mistakes, and the address is proven only by writing to it.
 */
export const EMAIL_PATTERN =
  '^[^\\s@\\u0000-\\u001F\\u007F]+@[^\\s@.\\u0000-\\u001F\\u007F]+(?:\\.[^\\s@.\\u0000-\\u001F\\u007F]+)+$';

/** {@link EMAIL_PATTERN} as a RegExp, with the `u` flag JSON Schema validators use. */
export const EMAIL_REGEX = new RegExp(EMAIL_PATTERN, 'u');

/**
 * True for an email address by {@link EMAIL_PATTERN}, at most {@link EMAIL_MAX_LENGTH} characters
 * (counted in code points, as JSON Schema's `maxLength` counts). Surrounding whitespace is not
 * trimmed here: it makes the address invalid; the form validators trim first.
 */
export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && Array.from(value).length <= EMAIL_MAX_LENGTH && EMAIL_REGEX.test(value);
}
