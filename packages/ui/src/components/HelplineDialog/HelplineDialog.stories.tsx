import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import type { Translate } from '../../i18n/translator';
import { Button } from '../../primitives/Button';
import { expectModalBehaviour } from '../../test-support/modalBehaviour';
import { storyMessages } from '../../test-support/storyLocale';
import {
  HelplineDialog,
  helplineDialogTitle,
  type HelplineDialogProps,
  type HelplineSubmitResult,
} from './HelplineDialog';

/** The header's button owns the open state, as the site's does. */
function WithTrigger(props: HelplineDialogProps) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  return (
    <>
      <Button
        variant="outline"
        icon="phone"
        onClick={() => {
          setOpen(true);
        }}
      >
        Helpline
      </Button>
      <HelplineDialog
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
  title: 'Components/HelplineDialog',
  component: HelplineDialog,
  args: {
    onSubmit: fn((): Promise<HelplineSubmitResult | undefined> => Promise.resolve(undefined)),
    onOpenChange: fn(),
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof HelplineDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog from its trigger; its parts are found by the names `t` gives them. */
async function openDialog(canvasElement: HTMLElement, t: Translate) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Helpline' }));
  const dialog = await within(canvasElement).findByRole('dialog', { name: helplineDialogTitle(t) });
  const phone = within(dialog).getByRole('textbox', { name: t('HelplineDialog.phoneLabel') });
  await waitFor(() => expect(phone).toHaveFocus());
  return { dialog, phone, send: within(dialog).getByRole('button', { name: t('HelplineDialog.submit') }) };
}

/** Closed: the trigger. Runs the modal behaviour suite. */
export const Closed: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const trigger = within(canvasElement).getByRole('button', { name: 'Helpline' });
    await expectModalBehaviour({
      canvasElement,
      trigger,
      openWith: () => userEvent.click(trigger),
      dialogName: helplineDialogTitle(t),
      closeButtonName: t('Dialog.close'),
    });
  },
};

/** Open: what it is for, focus in the number field, the phone keypad and the browser's saved number. */
export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const { dialog, phone } = await openDialog(canvasElement, t);
    await expect(dialog).toHaveAccessibleDescription(t('HelplineDialog.description'));
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');
  },
};

/** Empty, then a wrong number: the spec's message, focus on the field, and what was typed stays. */
export const Invalid: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const { phone, send } = await openDialog(canvasElement, t);
    await userEvent.click(send);
    await expect(phone).toHaveAccessibleDescription(t('HelplineDialog.invalidPhone'));
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveFocus();

    await userEvent.type(phone, '0300 12345');
    await userEvent.click(send);
    await expect(phone).toHaveAccessibleDescription(t('HelplineDialog.invalidPhone'));
    await expect(phone).toHaveValue('0300 12345');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Fixing the number takes the message away.
    await userEvent.type(phone, '67');
    await expect(phone).not.toHaveAttribute('aria-invalid');
  },
};

/** Sending: the button shows progress, says it is busy, and a second press sends nothing more. */
export const Pending: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const { dialog, phone, send } = await openDialog(canvasElement, t);
    await userEvent.type(phone, '0300 1234567{Enter}');
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(t('Common.sendingRequest'));
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Received: the number is sent in 03XXXXXXXXX form, the confirmation is announced, Done closes. */
export const Success: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const { dialog, phone, send } = await openDialog(canvasElement, t);
    await userEvent.type(phone, '+92 300 1234567');
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone_number: '03001234567' });
    const confirmation = await within(dialog).findByRole('alert');
    await expect(confirmation).toHaveTextContent(t('HelplineDialog.received'));
    const done = within(dialog).getByRole('button', { name: t('Common.done') });
    await waitFor(() => expect(done).toHaveFocus());
    await userEvent.click(done);
    await waitFor(() => expect(dialog).not.toBeVisible());
    // Opening it again starts a fresh request.
    const again = await openDialog(canvasElement, t);
    await expect(again.phone).toHaveValue('');
  },
};

/**
 * The number had already asked today: the server stored nothing new, and the dialog confirms it as received (a
 * positive, announced confirmation with Done, not an error), so the person is not asked to try again.
 */
export const AlreadyReceived: Story = {
  args: { onSubmit: fn(() => Promise.resolve({ alreadyReceived: true })) },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const { dialog, phone, send } = await openDialog(canvasElement, t);
    await userEvent.type(phone, '0300 1234567');
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone_number: '03001234567' });
    const confirmation = await within(dialog).findByRole('alert');
    await expect(confirmation).toHaveTextContent(t('HelplineDialog.alreadyReceived'));
    await expect(confirmation).toHaveAttribute('data-tone', 'positive');
    await expect(dialog).not.toHaveTextContent(t('HelplineDialog.failed'));
    await expect(within(dialog).queryByRole('button', { name: t('HelplineDialog.submit') })).toBeNull();
    const done = within(dialog).getByRole('button', { name: t('Common.done') });
    await waitFor(() => expect(done).toHaveFocus());
    await userEvent.click(done);
    await waitFor(() => expect(dialog).not.toBeVisible());
  },
};

/** The request fails: the spec's message is shown (and announced), the number stays, and a retry works. */
export const Failure: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    mocked(args.onSubmit).mockRejectedValueOnce(new Error('Network request failed'));
    const { dialog, phone, send } = await openDialog(canvasElement, t);
    await userEvent.type(phone, '0300 1234567');
    await userEvent.click(send);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('HelplineDialog.failed'));
    await expect(phone).toHaveValue('0300 1234567');
    await userEvent.click(send);
    await expect(await within(dialog).findByText(t('HelplineDialog.received'))).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** The server refuses the number: the spec's wording under the number field, the number kept for a fix. */
export const ServerRefusesNumber: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    mocked(args.onSubmit).mockRejectedValueOnce(
      Object.assign(new Error('must match pattern "^0?3[0-9]{9}$"'), {
        fields: [{ path: 'body/phone_number', code: 'invalid_format', message: 'must match pattern' }],
      }),
    );
    const { dialog, phone, send } = await openDialog(canvasElement, t);
    await userEvent.type(phone, '0300 1234567');
    await userEvent.click(send);
    await waitFor(() => expect(phone).toHaveAccessibleDescription(t('HelplineDialog.invalidPhone')));
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveValue('0300 1234567');
    await expect(dialog).not.toHaveTextContent(/must match/);
  },
};

/** On a 360 px phone the dialog takes the full width and nothing overflows. */
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
 * In Urdu: a wrong number is refused in Urdu under the field, the request is sent, and the confirmation says, in
 * Urdu, which number will be called (left to right inside the sentence).
 */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Helpline' }));
    const dialog = within(await within(canvasElement).findByRole('dialog', { name: 'واپس کال کی درخواست' }));
    const phone = dialog.getByRole('textbox', { name: 'موبائل نمبر' });
    await userEvent.type(phone, '12345');
    await userEvent.click(dialog.getByRole('button', { name: 'مجھے کال کریں' }));
    await expect(phone).toHaveAccessibleDescription('درست موبائل نمبر درج کریں');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0300 1234567');
    await userEvent.click(dialog.getByRole('button', { name: 'مجھے کال کریں' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone_number: '03001234567' });
    await expect(await dialog.findByText('ہمیں آپ کی درخواست مل گئی ہے')).toBeVisible();
    await expect(dialog.getByText('0300 1234567')).toHaveAttribute('dir', 'ltr');
    await expect(dialog.getByRole('button', { name: 'ہو گیا' })).toHaveFocus();
  },
};

/** Right to left with English words: the number stays left to right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const { phone } = await openDialog(canvasElement, t);
    await userEvent.type(phone, '0300 1234567');
    await expect(phone).toHaveAttribute('dir', 'ltr');
    await expect(phone).toHaveValue('0300 1234567');
  },
};
