import {
  fieldNameOf,
  fieldProblemsOf,
  isFieldProblemCode,
  type FieldProblem,
  type FieldProblemCode,
} from '@aafiyat/domain';
import type { Locale } from '../../i18n/locales';
import { codeMessage } from '../../i18n/refusals';
import type { MessageKey, Translate } from '../../i18n/translator';

/** How a form speaks of one of its fields when the server refused what was typed in it. */
export interface FieldWording {
  /** The field's name as it starts a sentence: "Name", "Email address", "Message". */
  label: string;
  /**
   * The field's own sentence for a problem code, where it has one (a mobile number's 'Enter a valid Mobile
   * Number' for `invalid_format`); every other code gets the shared sentence built from `label`.
   */
  messages?: Partial<Record<FieldProblemCode, string>>;
}

/**
 * A form's fields by the request property each one fills (`phone_number`; several where one control fills
 * either, as a lab's tests fill `test_ids` or `category_id`), with their wording.
 */
export type FieldWordings<Field extends string> = Readonly<
  Record<Field, FieldWording & { property: string | readonly string[] }>
>;

/** What a refusal says about a form: a sentence under each field at fault, and the rest for the form's alert. */
export interface ServerFieldErrors<Field extends string> {
  /** The sentence under each field the server found at fault (the first problem of each). */
  errors: Partial<Record<Field, string>>;
  /** Sentences about fields the form does not show, for its alert; never put under another field. */
  unplaced: string[];
}

/** The sentence each problem code of the contract gets, built from the field's name. */
const problemKeys: Readonly<Partial<Record<FieldProblemCode, MessageKey>>> = {
  required: 'FieldProblem.required',
  too_long: 'FieldProblem.too_long',
  too_short: 'FieldProblem.too_short',
  too_small: 'FieldProblem.too_small',
  too_large: 'FieldProblem.too_large',
  too_few: 'FieldProblem.too_few',
  too_many: 'FieldProblem.too_many',
  invalid_format: 'FieldProblem.invalid_format',
  invalid_choice: 'FieldProblem.invalid_choice',
  duplicate: 'FieldProblem.duplicate',
  invalid_character: 'FieldProblem.invalid_character',
};

/** A problem the library has no field words for: the server's sentence in English, the code's otherwise. */
function ruleMessage(t: Translate, problem: FieldProblem, locale: Locale): string {
  return locale === 'en' ? problem.message : (codeMessage(t, problem.code) ?? problem.message);
}

/**
 * One field problem as a sentence about the field ("Name must be at most 100 characters."), in the translator's
 * language and the field's own words where it has them. A rule of the operation (a code outside the contract's
 * `FieldProblemCode`, such as `date_in_past`) keeps the server's sentence in English, which the server words for
 * people, and is the catalog's sentence for that code in another `locale` (the server's when it has none).
 */
export function fieldProblemMessage(
  t: Translate,
  problem: FieldProblem,
  wording: FieldWording,
  locale: Locale = 'en',
): string {
  const { code } = problem;
  if (!isFieldProblemCode(code)) return ruleMessage(t, problem, locale);
  const own = wording.messages?.[code];
  if (own !== undefined) return own;
  return t(problemKeys[code] ?? 'FieldProblem.invalid', { label: wording.label, limit: problem.limit ?? 0 });
}

/**
 * The field problems of a refusal (the `fields` of the error the form's `onSubmit` rejected with), each turned
 * into its field's sentence under that field; a problem about a field the form does not have goes to `unplaced`
 * with the server's sentence, for the form's alert.
 */
export function serverFieldErrors<Field extends string>(
  t: Translate,
  failure: unknown,
  wordings: FieldWordings<Field>,
  locale: Locale = 'en',
): ServerFieldErrors<Field> {
  const byProperty = new Map<string, Field>(
    (Object.keys(wordings) as Field[]).flatMap((field) =>
      [wordings[field].property].flat().map((property): [string, Field] => [property, field]),
    ),
  );
  const errors: Partial<Record<Field, string>> = {};
  const unplaced: string[] = [];
  for (const problem of fieldProblemsOf(failure)) {
    const field = problem.path.startsWith('body/') ? byProperty.get(fieldNameOf(problem)) : undefined;
    if (field === undefined) unplaced.push(ruleMessage(t, problem, locale));
    else errors[field] ??= fieldProblemMessage(t, problem, wordings[field], locale);
  }
  return { errors, unplaced };
}

/**
 * What a refused form's alert says: the problems of fields it does not show; nothing when every problem is
 * under its field (the first of them gets focus); `fallback` (the refusal's own message) when none named a field.
 */
export function refusalAlert<Field extends string>(
  refusal: ServerFieldErrors<Field>,
  fallback: string,
): string | undefined {
  if (refusal.unplaced.length > 0) return refusal.unplaced.join(' ');
  return Object.keys(refusal.errors).length > 0 ? undefined : fallback;
}
