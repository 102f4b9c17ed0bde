import { expect, userEvent, waitFor, within } from 'storybook/test';
import { siteWords, uiWords } from '../../../stories/words';

/** A story's globals (its language). */
type Globals = Readonly<Record<string, unknown>>;

/**
 * Fills the sign-up form as a real owner would, for the page stories of the three sign-ups, finding each field by
 * its label in the story's language.
 */
export async function fillBusinessSignUp(
  canvasElement: HTMLElement,
  globals: Globals,
  businessNameLabel: string,
) {
  const canvas = within(canvasElement);
  const ui = uiWords(globals);
  await userEvent.type(await canvas.findByRole('textbox', { name: businessNameLabel }), 'Al-Shifa Care');
  await userEvent.type(
    canvas.getByRole('textbox', { name: ui('BusinessSignUpForm.ownerName') }),
    'Usman Tariq',
  );
  await userEvent.type(canvas.getByRole('textbox', { name: ui('HelplineDialog.phoneLabel') }), '03451234567');
  await userEvent.type(
    canvas.getByRole('textbox', { name: ui('DemoRequestDialog.emailLabel') }),
    'usman.tariq@alshifa.pk',
  );
  await userEvent.type(canvas.getByRole('combobox', { name: ui('DoctorCard.city') }), 'Lahore');
  await userEvent.click(await canvas.findByRole('option', { name: 'Lahore' }));
  await userEvent.type(
    canvas.getByRole('textbox', { name: ui('BusinessSignUpForm.address') }),
    '14 Main Boulevard, Gulberg III, Lahore',
  );
  await userEvent.type(
    canvas.getByLabelText(ui('PasswordSignIn.password'), { selector: 'input' }),
    'Lahore#2024',
  );
  await userEvent.type(
    canvas.getByLabelText(ui('BusinessSignUpForm.confirmPassword'), { selector: 'input' }),
    'Lahore#2024',
  );
}

/** Fills the form, sends it and waits for the code step. */
export async function reachCodeStep(
  canvasElement: HTMLElement,
  globals: Globals,
  businessNameLabel: string,
  submitLabel: string,
) {
  const canvas = within(canvasElement);
  await fillBusinessSignUp(canvasElement, globals, businessNameLabel);
  await userEvent.click(canvas.getByRole('button', { name: submitLabel }));
  const heading = await canvas.findByRole('heading', {
    level: 1,
    name: siteWords(globals)('SignUp.verifyHeading'),
  });
  // The step's heading receives focus once the step is shown (after the render), so screen readers hear it.
  await waitFor(() => expect(heading).toHaveFocus());
  return canvas;
}
