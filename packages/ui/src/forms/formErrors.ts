// What a form says under its fields and above its button, as pure functions: which messages stay after an edit,
// which field is the first one at fault, and how a refusal from the server reads.
import type { Locale } from '../i18n/locales';
import { refusalMessage } from '../i18n/refusals';
import type { Translate } from '../i18n/translator';
import { refusalAlert, serverFieldErrors, type FieldWordings } from '../primitives/Field/serverFieldErrors';

/** The sentence under each field that is wrong. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The outcome of checking what was typed with the domain's rules: what to send, or the sentence under each wrong
 * field (and, for a problem no field shows, a `summary` for the form's alert).
 */
export type FormCheck<Field extends string, Output> =
  { ok: true; value: Output } | { ok: false; errors: FieldErrors<Field>; summary?: string | undefined };

/** What a refused send says: a sentence under each field at fault, and the alert's sentence, if any. */
export interface FormRefusal<Field extends string> {
  /** The sentence under each field the server found at fault. */
  errors: FieldErrors<Field>;
  /** What no field shows; none when every problem is under its field (the first of them gets focus). */
  alert: string | undefined;
}

/** The messages a form shows, and which of them the server gave (the check cannot say when those are fixed). */
export interface ShownErrors<Field extends string> {
  /** The sentence under each field that is wrong. */
  errors: FieldErrors<Field>;
  /** The fields whose message came from the server's refusal. */
  fromServer: readonly Field[];
}

/** No message shown. */
export const noErrors: ShownErrors<never> = { errors: {}, fromServer: [] };

/**
 * The messages still true after an edit. No new message appears while typing (only on the next submit); a shown
 * message stays while the check still gives it. One the check no longer gives goes, except the server's message
 * about a field that was not edited: the server's word stands until that field changes.
 */
export function keptErrors<Field extends string>(
  shown: ShownErrors<Field>,
  now: FieldErrors<Field>,
  edited: readonly Field[],
): ShownErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(shown.errors) as Field[]) {
    const message = shown.errors[field];
    const stands = shown.fromServer.includes(field) && !edited.includes(field);
    if (message !== undefined && (now[field] === message || stands)) errors[field] = message;
  }
  return { errors, fromServer: shown.fromServer.filter((field) => errors[field] !== undefined) };
}

/** The first of `fields` (in the order they are shown) that has a message, if any. */
export function firstFieldInError<Field extends string>(
  fields: readonly Field[],
  errors: FieldErrors<Field>,
): Field | undefined {
  return fields.find((field) => errors[field] !== undefined);
}

/**
 * How a form reads a refusal by default: each of the server's field problems in its field's words under that
 * field (never a validator's text, never under another field); the alert says what no field shows, or
 * `failureMessage` of the error when the server named no field: by default its words in `locale`
 * (`refusalMessage`: the server's own sentence in English, the catalog's for its code otherwise).
 */
export function readFormRefusal<Field extends string>(
  t: Translate,
  error: unknown,
  wordings: FieldWordings<Field> | undefined,
  failureMessage?: (error: unknown) => string,
  locale: Locale = 'en',
): FormRefusal<Field> {
  const alertOf = failureMessage ?? ((failure: unknown) => refusalMessage(t, locale, failure));
  if (wordings === undefined) return { errors: {}, alert: alertOf(error) };
  const refusal = serverFieldErrors(t, error, wordings, locale);
  return { errors: refusal.errors, alert: refusalAlert(refusal, alertOf(error)) };
}
