import {
  fieldNameOf,
  fieldProblemsOf,
  formatWholeNumber,
  isFieldProblemCode,
  type FieldProblem,
  type FieldProblemCode,
} from '@aafiyat/domain';

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

function plural(count: number, one: string, many: string): string {
  return `${formatWholeNumber(count)} ${count === 1 ? one : many}`;
}

/**
 * One field problem as a sentence about the field ("Name must be at most 100 characters."), in the field's own
 * words where it has them. A rule of the operation (a code outside the contract's `FieldProblemCode`, such as
 * `date_in_past`) keeps the server's sentence, which the server words for people.
 */
export function fieldProblemMessage(problem: FieldProblem, wording: FieldWording): string {
  const { code } = problem;
  if (!isFieldProblemCode(code)) return problem.message;
  const own = wording.messages?.[code];
  if (own !== undefined) return own;
  const { label } = wording;
  const limit = problem.limit ?? 0;
  switch (code) {
    case 'required':
      return `${label} is required.`;
    case 'too_long':
      return `${label} must be at most ${plural(limit, 'character', 'characters')}.`;
    case 'too_short':
      return `${label} must be at least ${plural(limit, 'character', 'characters')}.`;
    case 'too_small':
      return `${label} must be at least ${formatWholeNumber(limit)}.`;
    case 'too_large':
      return `${label} must be at most ${formatWholeNumber(limit)}.`;
    case 'too_few':
      return `Choose at least ${plural(limit, 'item', 'items')} for ${label}.`;
    case 'too_many':
      return `Choose at most ${plural(limit, 'item', 'items')} for ${label}.`;
    case 'invalid_format':
      return `${label} is not in the right format.`;
    case 'invalid_choice':
      return `Choose one of the listed options for ${label}.`;
    case 'duplicate':
      return `${label} lists the same item more than once.`;
    case 'invalid_character':
      return `${label} holds a character that cannot be saved. Please retype it.`;
    default:
      return `${label} is not valid.`;
  }
}

/**
 * The field problems of a refusal (the `fields` of the error the form's `onSubmit` rejected with), each turned
 * into its field's sentence under that field; a problem about a field the form does not have goes to `unplaced`
 * with the server's sentence, for the form's alert.
 */
export function serverFieldErrors<Field extends string>(
  failure: unknown,
  wordings: FieldWordings<Field>,
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
    if (field === undefined) unplaced.push(problem.message);
    else errors[field] ??= fieldProblemMessage(problem, wordings[field]);
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
