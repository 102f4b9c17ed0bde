import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Fills the sign-up form as a real owner would, for the page stories of the three sign-ups. */
export async function fillBusinessSignUp(canvasElement: HTMLElement, businessNameLabel: RegExp) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: businessNameLabel }), 'Al-Shifa Care');
  await userEvent.type(canvas.getByRole('textbox', { name: /Owner’s full name/ }), 'Usman Tariq');
  await userEvent.type(canvas.getByRole('textbox', { name: /Mobile number/ }), '03451234567');
  await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'usman.tariq@alshifa.pk');
  await userEvent.type(canvas.getByRole('combobox', { name: /City/ }), 'Lahore');
  await userEvent.click(await canvas.findByRole('option', { name: 'Lahore' }));
  await userEvent.type(
    canvas.getByRole('textbox', { name: /Address/ }),
    '14 Main Boulevard, Gulberg III, Lahore',
  );
  await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Lahore#2024');
  await userEvent.type(canvas.getByLabelText(/^Confirm password/, { selector: 'input' }), 'Lahore#2024');
}

/** Fills the form, sends it and waits for the code step. */
export async function reachCodeStep(
  canvasElement: HTMLElement,
  businessNameLabel: RegExp,
  submitLabel: string,
) {
  const canvas = within(canvasElement);
  await fillBusinessSignUp(canvasElement, businessNameLabel);
  await userEvent.click(canvas.getByRole('button', { name: submitLabel }));
  const heading = await canvas.findByRole('heading', { level: 1, name: 'Verify your mobile number' });
  // The step's heading receives focus once the step is shown (after the render), so screen readers hear it.
  await waitFor(() => expect(heading).toHaveFocus());
  return canvas;
}
