import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BusinessSignUpForm } from './BusinessSignUpForm';
import { businessSignUpMessages, type BusinessSignUpRejection } from './businessSignUpCheck';
import { storyMessages } from '../../test-support/storyLocale';
import type { Translate } from '../../i18n/translator';

/** The form's own field names (its labels), in the translator's language. */
function fieldNames(t: Translate) {
  return {
    owner: t('BusinessSignUpForm.ownerName'),
    phone: t('HelplineDialog.phoneLabel'),
    email: t('DemoRequestDialog.emailLabel'),
    city: t('DoctorCard.city'),
    address: t('BusinessSignUpForm.address'),
    password: t('PasswordSignIn.password'),
    confirm: t('BusinessSignUpForm.confirmPassword'),
  } as const;
}

const meta = {
  title: 'Components/BusinessSignUpForm',
  component: BusinessSignUpForm,
  args: {
    businessNameLabel: 'Pharmacy name',
    submitLabel: 'Create pharmacy account',
    onSubmit: fn(() => Promise.resolve()),
    onValuesChange: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof BusinessSignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const PHONE_TAKEN = 'An account with this mobile number already exists. Please sign in instead.';
const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';

/** A refusal as the site sends it: an `Error` with the fields at fault. */
function refusal(message: string, fieldErrors: BusinessSignUpRejection['fieldErrors']): Error {
  return Object.assign(new Error(message), { fieldErrors });
}

/** Fills every field as a pharmacy owner in Lahore would. */
async function fillValid(canvasElement: HTMLElement, t: Translate) {
  const canvas = within(canvasElement);
  const name = fieldNames(t);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Pharmacy name' }), 'Al-Shifa Pharmacy');
  await userEvent.type(canvas.getByRole('textbox', { name: name.owner }), 'Usman Tariq');
  await userEvent.type(canvas.getByRole('textbox', { name: name.phone }), '0345 1234567');
  await userEvent.type(canvas.getByRole('textbox', { name: name.email }), 'Usman@AlShifa.pk');
  await userEvent.type(canvas.getByRole('combobox', { name: name.city }), 'Lahore');
  await userEvent.click(await canvas.findByRole('option', { name: 'Lahore' }));
  await userEvent.type(
    canvas.getByRole('textbox', { name: name.address }),
    '14 Main Boulevard, Gulberg III, Lahore',
  );
  await userEvent.type(canvas.getByLabelText(name.password, { selector: 'input' }), 'Lahore#2024');
  await userEvent.type(canvas.getByLabelText(name.confirm, { selector: 'input' }), 'Lahore#2024');
}

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Create pharmacy account' }));

/** Every field empty, as the page opens; the autofill hints are right for a business sign-up. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const name = fieldNames(t);
    await expect(canvas.getByRole('textbox', { name: 'Pharmacy name' })).toHaveAttribute(
      'autocomplete',
      'organization',
    );
    await expect(canvas.getByRole('textbox', { name: name.owner })).toHaveAttribute('autocomplete', 'name');
    await expect(canvas.getByRole('textbox', { name: name.phone })).toHaveAttribute('autocomplete', 'tel');
    await expect(canvas.getByRole('textbox', { name: name.email })).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByRole('textbox', { name: name.address })).toHaveAttribute(
      'autocomplete',
      'address-line1',
    );
    await expect(canvas.getByLabelText(name.password, { selector: 'input' })).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.queryByText(t('BusinessSignUpForm.chosenPackage'))).toBeNull();
  },
};

/** Every text field takes at most the contract's length; the address shows how many characters are left. */
export const Limits: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const name = fieldNames(t);
    await expect(canvas.getByRole('textbox', { name: 'Pharmacy name' })).toHaveAttribute(
      'maxlength',
      String(NAME_MAX_LENGTH),
    );
    await expect(canvas.getByRole('textbox', { name: name.owner })).toHaveAttribute(
      'maxlength',
      String(NAME_MAX_LENGTH),
    );
    await expect(canvas.getByLabelText(name.password, { selector: 'input' })).toHaveAttribute(
      'maxlength',
      String(PASSWORD_MAX_LENGTH),
    );
    const address = canvas.getByRole('textbox', { name: name.address });
    await expect(address).toHaveAttribute('maxlength', String(ADDRESS_MAX_LENGTH));
    await userEvent.type(address, '14 Main Boulevard');
    await expect(canvas.getByText(t('CharacterCount.left', { count: 283 }))).toBeVisible();
  },
};

/** Submitting nothing marks every field, says so once, and focuses the first; nothing is sent. */
export const SubmittedEmpty: Story = {
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const messages = businessSignUpMessages(t);
    const name = fieldNames(t);
    await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.summary);
    const business = canvas.getByRole('textbox', { name: 'Pharmacy name' });
    await expect(business).toHaveFocus();
    await expect(business).toHaveAttribute('aria-invalid', 'true');
    await expect(business).toHaveAccessibleDescription(messages.business_name);
    await expect(canvas.getByRole('combobox', { name: name.city })).toHaveAccessibleDescription(
      messages.city,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // A fixed field loses its message as soon as it is right.
    await userEvent.type(business, 'Al-Shifa Pharmacy');
    await expect(business).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** A wrong number and two different passwords: those two fields say what is wrong; the rest is kept. */
export const Invalid: Story = {
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const messages = businessSignUpMessages(t);
    const name = fieldNames(t);
    await fillValid(canvasElement, t);
    const phone = canvas.getByRole('textbox', { name: name.phone });
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    const confirm = canvas.getByLabelText(name.confirm, { selector: 'input' });
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'Lahore#2025');
    await submit(canvasElement);
    await expect(phone).toHaveFocus();
    await expect(phone).toHaveAccessibleDescription(expect.stringContaining(messages.phone_number));
    await expect(confirm).toHaveAccessibleDescription(messages.confirm_password);
    await expect(canvas.getByRole('textbox', { name: 'Pharmacy name' })).toHaveValue('Al-Shifa Pharmacy');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the sign-up is sent the button is busy and a second press sends nothing more. */
export const Pending: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await fillValid(canvasElement, t);
    await submit(canvasElement);
    const button = canvas.getByRole('button', { name: 'Create pharmacy account' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByText(t('BusinessSignUpForm.creating'))).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A valid form sends the normalised number, a lower-case email and the chosen city. */
export const Success: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await fillValid(canvasElement, t);
    await submit(canvasElement);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        business_name: 'Al-Shifa Pharmacy',
        owner_name: 'Usman Tariq',
        phone_number: '03451234567',
        email: 'usman@alshifa.pk',
        city: 'Lahore',
        address: '14 Main Boulevard, Gulberg III, Lahore',
        password: 'Lahore#2024',
      }),
    );
  },
};

/** The number is already registered: the server's words above the form and under the number; all is kept. */
export const DuplicatePhone: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(refusal(PHONE_TAKEN, { phone_number: PHONE_TAKEN }))),
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const name = fieldNames(t);
    await fillValid(canvasElement, t);
    await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(PHONE_TAKEN);
    const phone = canvas.getByRole('textbox', { name: name.phone });
    await expect(phone).toHaveFocus();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveValue('0345 1234567');
    await expect(canvas.getByLabelText(name.password, { selector: 'input' })).toHaveValue('Lahore#2024');
  },
};

/** The email is already registered: marked under the email field. */
export const DuplicateEmail: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(refusal(EMAIL_TAKEN, { email: EMAIL_TAKEN }))),
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const name = fieldNames(t);
    await fillValid(canvasElement, t);
    await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(EMAIL_TAKEN);
    const email = canvas.getByRole('textbox', { name: name.email });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(EMAIL_TAKEN);
  },
};

/**
 * The server refuses the address's length and a package the form does not show: the address field's own
 * sentence under it (never the validator's text), the package problem in the alert, everything kept.
 */
export const ServerRefusesFields: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(
        Object.assign(new Error('Must NOT have more than 300 characters'), {
          fields: [
            {
              path: 'body/address',
              code: 'too_long',
              limit: 300,
              message: 'Must NOT have more than 300 characters',
            },
            {
              path: 'body/package_id',
              code: 'invalid',
              message: 'Please choose one of the packages on offer.',
            },
          ],
        }),
      ),
    ),
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const name = fieldNames(t);
    await fillValid(canvasElement, t);
    await submit(canvasElement);
    const address = canvas.getByRole('textbox', { name: name.address });
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    await expect(address).toHaveAccessibleDescription(
      expect.stringContaining(t('FieldProblem.too_long', { label: name.address, limit: 300 })),
    );
    await expect(address).toHaveFocus();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please choose one of the packages on offer.',
    );
    await expect(canvasElement).not.toHaveTextContent(/must NOT/i);
    await expect(address).toHaveValue('14 Main Boulevard, Gulberg III, Lahore');
    await expect(canvas.getByRole('textbox', { name: name.owner })).toHaveValue('Usman Tariq');
  },
};

/** Too many sign-ups from this connection: the wait message; nothing typed is lost. */
export const RateLimited: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error('Too many attempts. Please wait 45 seconds and try again.'))),
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const name = fieldNames(t);
    await fillValid(canvasElement, t);
    await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please wait 45 seconds');
    await expect(canvas.getByRole('textbox', { name: name.email })).toHaveValue('Usman@AlShifa.pk');
  },
};

/** The server failed: its message, and the button works again for another try. */
export const ServerError: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Something went wrong try again!'))) },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await fillValid(canvasElement, t);
    await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong try again!');
    await submit(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
  },
};

/** Arrived from a pricing card: the chosen package is shown above the form. */
export const WithPackage: Story = {
  args: { packageName: 'Standard', businessNameLabel: 'Clinic name', submitLabel: 'Create clinic account' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText(t('BusinessSignUpForm.chosenPackage'))).toBeVisible();
    await expect(canvas.getByText('Standard')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Clinic name' })).toBeVisible();
  },
};

/** Coming back from the code step: what was typed before is filled in again. */
export const Prefilled: Story = {
  args: {
    defaultValues: { business_name: 'Al-Shifa Pharmacy', phone_number: '03451234567', city: 'Lahore' },
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const name = fieldNames(t);
    await expect(canvas.getByRole('textbox', { name: 'Pharmacy name' })).toHaveValue('Al-Shifa Pharmacy');
    await expect(canvas.getByRole('textbox', { name: name.phone })).toHaveValue('03451234567');
  },
};

/** Right to left (Urdu): the number and email fields still read left to right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const name = fieldNames(t);
    await expect(canvas.getByRole('textbox', { name: name.phone })).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByRole('button', { name: 'Create pharmacy account' })).toBeVisible();
  },
};

/** A 360 px phone: every field fits and the form can be sent. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const business = canvas.getByRole('textbox', { name: 'Pharmacy name' });
    await expect(business.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await fillValid(canvasElement, t);
    await submit(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

/**
 * In Urdu: the page's own labels (business name, button) and the form's: an empty submit says in Urdu what to fix
 * under each field and once above, and the password's hint says the minimum in Urdu.
 */
export const Urdu: Story = {
  args: { businessNameLabel: 'فارمیسی کا نام', submitLabel: 'فارمیسی کا اکاؤنٹ بنائیں' },
  globals: { locale: 'ur' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'فارمیسی کا اکاؤنٹ بنائیں' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('براہِ کرم نشان زدہ خانے درست کریں۔');
    await expect(canvas.getByRole('textbox', { name: /فارمیسی کا نام/ })).toHaveAccessibleDescription(
      'اپنے کاروبار کا نام درج کریں۔',
    );
    await expect(canvas.getByRole('textbox', { name: /مالک کا پورا نام/ })).toHaveAccessibleDescription(
      'مالک کا پورا نام درج کریں۔',
    );
    await expect(canvas.getByRole('combobox', { name: /شہر/ })).toHaveAccessibleDescription(
      'فہرست میں سے اپنا شہر منتخب کریں۔',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
