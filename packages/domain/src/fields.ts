/**
 * What the server says is wrong with one field of a refused request, and how long each kind of text may be.
 * The contract states both (`FieldProblemCode`, and the `maxLength` of `Name`, `Address`, `ContactText`…); the API
 * package's tests pin the contract to these values, so a form's `maxLength` and the server's refusal agree.
 */

/**
 * The problem codes a field can carry when a request breaks the contract's schema. A problem the contract cannot
 * state (a date that has passed) carries the error's own code instead (`date_in_past`).
 */
export const FIELD_PROBLEM_CODES = [
  /** Missing, or left blank. */
  'required',
  /** Longer than `limit` characters. */
  'too_long',
  /** Shorter than `limit` characters. */
  'too_short',
  /** Not in the shape asked for (an email, a mobile number, a date). */
  'invalid_format',
  /** Not one of the listed choices. */
  'invalid_choice',
  /** A field the operation does not take. */
  'not_allowed',
  /** A number below `limit`. */
  'too_small',
  /** A number above `limit`. */
  'too_large',
  /** Fewer than `limit` items. */
  'too_few',
  /** More than `limit` items. */
  'too_many',
  /** The same item more than once. */
  'duplicate',
  /** Text where a number belongs, a list where text belongs… */
  'wrong_type',
  /** A character that cannot be stored (NUL). */
  'invalid_character',
  /** Anything else that is not valid. */
  'invalid',
] as const;

/** One of {@link FIELD_PROBLEM_CODES}. */
export type FieldProblemCode = (typeof FIELD_PROBLEM_CODES)[number];

/** True when `code` is one of {@link FIELD_PROBLEM_CODES}. */
export function isFieldProblemCode(code: unknown): code is FieldProblemCode {
  return (FIELD_PROBLEM_CODES as readonly unknown[]).includes(code);
}

/** One field problem of a refused request, as the contract's `FieldError` carries it. */
export interface FieldProblem {
  /** Where: `body/name`, `query/page`; its last segment names the field. */
  path: string;
  /** What: one of {@link FIELD_PROBLEM_CODES}, or the error's own code for a rule of the operation. */
  code: string;
  /** The length, number or count a `too_*` code is about. */
  limit?: number;
  /** The server's sentence, for a client that knows no better words. */
  message: string;
}

/**
 * The field problems a failure carries (`{ fields: [...] }`, as the API client's error and the contract's
 * `ErrorBody` hold them), each checked for its shape; anything else carries none.
 */
export function fieldProblemsOf(failure: unknown): FieldProblem[] {
  if (typeof failure !== 'object' || failure === null) return [];
  const fields: unknown = (failure as { fields?: unknown }).fields;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((field: unknown): FieldProblem[] => {
    if (typeof field !== 'object' || field === null) return [];
    const { path, code, limit, message } = field as Record<string, unknown>;
    if (typeof path !== 'string' || typeof message !== 'string') return [];
    return [
      {
        path,
        code: typeof code === 'string' ? code : 'invalid',
        ...(typeof limit === 'number' ? { limit } : {}),
        message,
      },
    ];
  });
}

/** The name of the field a problem is about: `body/phone_number` is `phone_number`, `body` is `''`. */
export function fieldNameOf(problem: Pick<FieldProblem, 'path'>): string {
  const segments = problem.path.split('/').slice(1);
  return segments[0] ?? '';
}

/** The most characters a person's or business's name may have (the contract's `Name`). */
export const NAME_MAX_LENGTH = 100;

/** The most characters a mobile number may have as sent (`03001234567`; the contract's `MobileNumber`). */
export const MOBILE_NUMBER_MAX_LENGTH = 11;

/**
 * The most characters a mobile number field takes as typed: more than the 11 sent, because a person may type or
 * paste it with `+92`, spaces and dashes (`+92 300-123 4567`), which the browser strips before sending.
 */
export const MOBILE_NUMBER_INPUT_MAX_LENGTH = 24;

/** The most characters a city name may have (the contract's `City`). */
export const CITY_MAX_LENGTH = 60;

/** The fewest characters an address may have (the contract's `Address`). */
export const ADDRESS_MIN_LENGTH = 5;

/** The most characters a postal address may have (the contract's `Address`). */
export const ADDRESS_MAX_LENGTH = 300;

/** The fewest characters a password may have (the contract's `Password`). */
export const PASSWORD_MIN_LENGTH = 8;

/** The most characters a password may have (the contract's `Password`). */
export const PASSWORD_MAX_LENGTH = 128;

/** The most characters a contact message's subject may have (the contract's `ContactSubject`). */
export const CONTACT_SUBJECT_MAX_LENGTH = 150;

/** The most characters a contact message may have (the contract's `ContactText`). */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

/** The most characters a PMDC number may have (the contract's `Pmdc`: a digit, then 2 to 19 more). */
export const PMDC_MAX_LENGTH = 20;

/**
 * The shape of a PMDC registration number (the contract's `Pmdc`): permissive, because older numbers differ in
 * shape (letters, digits and dashes, 3 to 20 characters), but it starts with a digit, so no word of an address
 * (`/api/doctors/search`) can be read as one.
 */
export const PMDC_PATTERN = '^[0-9][0-9A-Za-z-]{2,19}$';

const PMDC_REGEX = new RegExp(PMDC_PATTERN);

/** Whether `value`, as typed (trimmed by the caller), has the shape of a PMDC number, such as `45321-P`. */
export function isValidPmdcNumber(value: string): boolean {
  return PMDC_REGEX.test(value);
}
