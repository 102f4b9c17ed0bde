import {
  DEMO_REQUEST_FAILED_MESSAGE,
  EMAIL_MAX_LENGTH,
  MOBILE_NUMBER_INPUT_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import type { Translate } from '../../i18n/translator';
import { Button } from '../../primitives/Button';
import { expectModalBehaviour } from '../../test-support/modalBehaviour';
import { storyMessages } from '../../test-support/storyLocale';
import { DemoRequestDialog, type DemoRequestDialogProps } from './DemoRequestDialog';

/** The hero's REQUEST A DEMO button owns the open state, as the site's does. */
function WithTrigger(props: DemoRequestDialogProps) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        REQUEST A DEMO
      </Button>
      <DemoRequestDialog
        {...props}
        open={open}
        onOpenChange={(change) => {
          setOpen(change.open);
          props.onOpenChange?.(change);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/DemoRequestDialog',
  component: DemoRequestDialog,
  args: {
    product: 'clinic management system',
    demoFor: 'clinic',
    onSubmit: fn(() => Promise.resolve()),
    onOpenChange: fn(),
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof DemoRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog's title for the stories' product, in the words of `t`. */
const titleOf = (t: Translate, product = 'clinic management system') =>
  t('DemoRequestDialog.title', { product });

/** Opens the dialog from its trigger; its fields are found by the names `t` gives them. */
async function openDialog(canvasElement: HTMLElement, t: Translate, title = titleOf(t)) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'REQUEST A DEMO' }));
  const dialog = await within(canvasElement).findByRole('dialog', { name: title });
  const inside = within(dialog);
  const name = inside.getByRole('textbox', { name: t('DemoRequestDialog.nameLabel') });
  await waitFor(() => expect(name).toHaveFocus());
  return {
    dialog,
    name,
    email: inside.getByRole('textbox', { name: t('DemoRequestDialog.emailLabel') }),
    phone: inside.getByRole('textbox', { name: t('DemoRequestDialog.phoneLabel') }),
    send: inside.getByRole('button', { name: t('DemoRequestDialog.submit') }),
  };
}

async function fillIn(fields: Awaited<ReturnType<typeof openDialog>>) {
  await userEvent.type(fields.name, 'Ayesha Khan');
  await userEvent.type(fields.email, 'ayesha@example.pk');
  await userEvent.type(fields.phone, '0300 1234567');
}

/** Closed: the hero's button. Runs the modal behaviour suite. */
export const Closed: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const trigger = within(canvasElement).getByRole('button', { name: 'REQUEST A DEMO' });
    await expectModalBehaviour({
      canvasElement,
      trigger,
      openWith: () => userEvent.click(trigger),
      dialogName: titleOf(t),
      closeButtonName: t('Dialog.close'),
    });
  },
};

/** Open: the product in the title, focus in the first field, and what browsers may fill in. */
export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const { name, email, phone } = await openDialog(canvasElement, t);
    await expect(name).toHaveAttribute('autocomplete', 'name');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');
    // The contract's lengths, from the domain.
    await expect(name).toHaveAttribute('maxlength', String(NAME_MAX_LENGTH));
    await expect(email).toHaveAttribute('maxlength', String(EMAIL_MAX_LENGTH));
    await expect(phone).toHaveAttribute('maxlength', String(MOBILE_NUMBER_INPUT_MAX_LENGTH));
  },
};

/** Empty, a wrong number, a wrong email: the spec's messages, focus on the problem, typed values stay. */
export const Invalid: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const fields = await openDialog(canvasElement, t);
    const { name, email, phone, send } = fields;
    await userEvent.click(send);
    for (const field of [name, email, phone]) {
      await expect(field).toHaveAccessibleDescription(t('DemoRequestDialog.missingFields'));
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(name).toHaveFocus();

    // Only the still-blank fields keep the message once the name is given.
    await userEvent.type(name, 'Ayesha Khan');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.type(email, 'ayesha@example.pk');
    await userEvent.type(phone, '12345');
    await userEvent.click(send);
    await expect(phone).toHaveAccessibleDescription(t('DemoRequestDialog.invalidPhone'));
    await expect(phone).toHaveFocus();
    await expect(email).not.toHaveAttribute('aria-invalid');

    await userEvent.clear(phone);
    await userEvent.type(phone, '0300 1234567');
    await userEvent.clear(email);
    await userEvent.type(email, 'ayesha@example');
    await userEvent.click(send);
    await expect(email).toHaveAccessibleDescription(t('DemoRequestDialog.invalidEmail'));
    await expect(email).toHaveFocus();
    await expect(name).toHaveValue('Ayesha Khan');
    await expect(phone).toHaveValue('0300 1234567');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sending: the button shows progress and a second press sends nothing more. */
export const Pending: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const fields = await openDialog(canvasElement, t);
    await fillIn(fields);
    await userEvent.click(fields.send);
    await expect(fields.send).toHaveAttribute('aria-busy', 'true');
    await expect(within(fields.dialog).getByRole('status')).toHaveTextContent(t('Common.sendingRequest'));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(fields.send);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Received: the request in the server's shape, then 'Request Received!', announced; Done closes. */
export const Success: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const fields = await openDialog(canvasElement, t);
    await fillIn(fields);
    await userEvent.click(fields.send);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ayesha Khan',
      email: 'ayesha@example.pk',
      phone_number: '03001234567',
      demo_for: 'clinic',
    });
    const confirmation = await within(fields.dialog).findByRole('alert');
    await expect(confirmation).toHaveTextContent(t('DemoRequestDialog.received'));
    const done = within(fields.dialog).getByRole('button', { name: t('Common.done') });
    await waitFor(() => expect(done).toHaveFocus());
    await userEvent.click(done);
    await waitFor(() => expect(fields.dialog).not.toBeVisible());
    const again = await openDialog(canvasElement, t);
    await expect(again.name).toHaveValue('');
  },
};

/** The server says this person already asked (the site maps HTTP 409 to the domain's message). */
export const Duplicate: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    mocked(args.onSubmit).mockRejectedValueOnce(new Error(DEMO_REQUEST_FAILED_MESSAGE));
    const fields = await openDialog(canvasElement, t);
    await fillIn(fields);
    await userEvent.click(fields.send);
    await expect(await within(fields.dialog).findByRole('alert')).toHaveTextContent(
      DEMO_REQUEST_FAILED_MESSAGE,
    );
    await expect(fields.name).toHaveValue('Ayesha Khan');
    await expect(fields.email).toHaveValue('ayesha@example.pk');
    await expect(fields.phone).toHaveValue('0300 1234567');
  },
};

/** A rejection with `{ duplicate: true }` says the same. */
export const DuplicateFlag: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    mocked(args.onSubmit).mockRejectedValueOnce({ duplicate: true });
    const fields = await openDialog(canvasElement, t);
    await fillIn(fields);
    await userEvent.click(fields.send);
    await expect(await within(fields.dialog).findByRole('alert')).toHaveTextContent(
      t('DemoRequestDialog.failed'),
    );
  },
};

/** Any other failure says what happened; pressing the button again retries without retyping. */
export const OtherErrorThenRetry: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    mocked(args.onSubmit).mockRejectedValueOnce(
      new Error('The server is busy. Please try again in a minute.'),
    );
    const fields = await openDialog(canvasElement, t);
    await fillIn(fields);
    await userEvent.click(fields.send);
    await expect(await within(fields.dialog).findByRole('alert')).toHaveTextContent(
      'The server is busy. Please try again in a minute.',
    );
    await expect(fields.name).toHaveValue('Ayesha Khan');
    await userEvent.click(fields.send);
    await expect(await within(fields.dialog).findByText(t('DemoRequestDialog.received'))).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** The server refuses what was typed, naming the fields (as the API client's error carries them). */
const refusal = (fields: { path: string; code: string; limit?: number; message: string }[]) =>
  Object.assign(new Error(fields[0]?.message ?? 'Refused'), { status: 400, fields });

/**
 * The server finds the name too long: the sentence is the name field's own, under the name (not under the
 * mobile number), focus goes there, and everything typed stays.
 */
export const ServerRefusesName: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    mocked(args.onSubmit).mockRejectedValueOnce(
      refusal([
        {
          path: 'body/name',
          code: 'too_long',
          limit: 100,
          message: 'Must NOT have more than 100 characters.',
        },
      ]),
    );
    const fields = await openDialog(canvasElement, t);
    await fillIn(fields);
    await userEvent.click(fields.send);
    await waitFor(() => expect(fields.name).toHaveAttribute('aria-invalid', 'true'));
    await expect(fields.name).toHaveAccessibleDescription(
      t('FieldProblem.too_long', { label: t('DemoRequestDialog.nameInSentence'), limit: 100 }),
    );
    await expect(fields.name).toHaveFocus();
    await expect(fields.phone).not.toHaveAttribute('aria-invalid');
    await expect(fields.phone).not.toHaveAccessibleDescription(expect.stringContaining('100'));
    await expect(within(fields.dialog).queryByRole('alert')).toBeNull();
    await expect(fields.dialog).not.toHaveTextContent(/must NOT/i);
    await expect(fields.name).toHaveValue('Ayesha Khan');
    await expect(fields.email).toHaveValue('ayesha@example.pk');
    await expect(fields.phone).toHaveValue('0300 1234567');
  },
};

/** A refused number gets the spec's wording under the number; a field the dialog lacks goes to its alert. */
export const ServerRefusesPhoneAndUnknownField: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    mocked(args.onSubmit).mockRejectedValueOnce(
      refusal([
        { path: 'body/phone_number', code: 'invalid_format', message: 'must match pattern' },
        {
          path: 'body/demo_for',
          code: 'invalid_choice',
          message: 'Demo for must be one of the listed choices.',
        },
      ]),
    );
    const fields = await openDialog(canvasElement, t);
    await fillIn(fields);
    await userEvent.click(fields.send);
    await waitFor(() =>
      expect(fields.phone).toHaveAccessibleDescription(t('DemoRequestDialog.invalidPhone')),
    );
    await expect(fields.name).not.toHaveAttribute('aria-invalid');
    await expect(await within(fields.dialog).findByRole('alert')).toHaveTextContent(
      'Demo for must be one of the listed choices.',
    );
    await expect(fields.phone).toHaveValue('0300 1234567');
  },
};

/** Another product in the title, and its word sent as `demo_for`. */
export const PharmacyDemo: Story = {
  args: { product: 'pharmacy management system', demoFor: 'pharmacy' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const fields = await openDialog(canvasElement, t, titleOf(t, 'pharmacy management system'));
    await fillIn(fields);
    await userEvent.click(fields.send);
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ demo_for: 'pharmacy' }));
  },
};

/** On a 360 px phone the dialog takes the full width; the form scrolls inside it if it must. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const { dialog, send } = await openDialog(canvasElement, t);
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(document.documentElement.clientWidth);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(send).toBeVisible();
  },
};

/**
 * In Urdu: the title names the product, the missing fields are said in Urdu under each, and the confirmation
 * says in Urdu where the team will write (the email address left to right).
 */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'REQUEST A DEMO' }));
    const dialog = within(
      await within(canvasElement).findByRole('dialog', {
        name: 'clinic management system کے ڈیمو کی درخواست کریں',
      }),
    );
    const send = dialog.getByRole('button', { name: 'ڈیمو کی درخواست کریں' });
    await userEvent.click(send);
    const name = dialog.getByRole('textbox', { name: 'آپ کا نام' });
    await expect(name).toHaveAccessibleDescription('براہِ کرم تمام خانے پُر کریں۔');
    await userEvent.type(name, 'عائشہ خان');
    await userEvent.type(dialog.getByRole('textbox', { name: 'ای میل ایڈریس' }), 'ayesha@example.pk');
    await userEvent.type(dialog.getByRole('textbox', { name: 'موبائل نمبر' }), '12345');
    await userEvent.click(send);
    await expect(dialog.getByRole('textbox', { name: 'موبائل نمبر' })).toHaveAccessibleDescription(
      'درست موبائل نمبر درج کریں',
    );
    await userEvent.clear(dialog.getByRole('textbox', { name: 'موبائل نمبر' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'موبائل نمبر' }), '03001234567');
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await dialog.findByText('درخواست موصول ہو گئی!')).toBeVisible();
    await expect(dialog.getByText('ayesha@example.pk')).toHaveAttribute('dir', 'ltr');
  },
};

/** Right to left with English words: the email and number stay left to right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const { email, phone, send } = await openDialog(canvasElement, t);
    await userEvent.click(send);
    await expect(phone).toHaveAccessibleDescription(t('DemoRequestDialog.missingFields'));
    await expect(email).toHaveAttribute('dir', 'ltr');
    await expect(phone).toHaveAttribute('dir', 'ltr');
  },
};
