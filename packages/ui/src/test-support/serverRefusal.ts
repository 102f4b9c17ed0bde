/**
 * A server's refusal of a form's fields, for stories: the error the API client rejects with on a 400 that lists
 * `fields`, and the check that a form says it as a person should read it.
 */
import type { FieldProblem } from '@aafiyat/domain';
import { expect, waitFor, within } from 'storybook/test';

/** A 400 as the API client rejects with it: the first problem's validator text as its message, and the `fields`. */
export function fieldRefusal(fields: FieldProblem[]): Error {
  return Object.assign(new Error(fields[0]?.message ?? ''), { fields });
}

/** A 400 refusing one body property as too long, in the validator's own words (which no person should read). */
export function tooLongRefusal(property: string, limit: number): Error {
  const message = `must NOT have more than ${String(limit)} characters`;
  return fieldRefusal([{ path: `body/${property}`, code: 'too_long', limit, message }]);
}

/**
 * The refusal is said under the field: `control` is marked invalid and described by `sentence`, focus is on it, no
 * alert repeats it, and the validator's own words (`validatorText`) appear nowhere.
 */
export async function expectSaidUnderField(
  canvasElement: HTMLElement,
  control: HTMLElement,
  sentence: string,
  validatorText: RegExp = /must NOT/,
): Promise<void> {
  await waitFor(() => expect(control).toHaveAttribute('aria-invalid', 'true'));
  await expect(control).toHaveAccessibleDescription(expect.stringContaining(sentence));
  await expect(control).toHaveFocus();
  await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  await expect(canvasElement).not.toHaveTextContent(validatorText);
}
