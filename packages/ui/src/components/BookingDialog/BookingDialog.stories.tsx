import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { expectModalBehaviour } from '../../test-support/modalBehaviour';
import { BookingDialog, bookingDialogTitle, type BookingDialogProps } from './BookingDialog';
import { storyMessages } from '../../test-support/storyLocale';

/** The search card's Book button owns the open state, as the site's does. */
function WithTrigger(props: BookingDialogProps) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        Book in-clinic
      </Button>
      <BookingDialog
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

// Saturday 21 November 2026, 10:00 in Pakistan: the doctor works today (Saturday) and Monday to Thursday.
const NOW = new Date('2026-11-21T05:00:00Z');
const TITLE = bookingDialogTitle(storyMessages({}), 'in_clinic', 'Dr. Sana Mirza');

const meta = {
  title: 'Components/BookingDialog',
  component: BookingDialog,
  args: {
    doctor: {
      pmdc: '45321-P',
      name: 'Dr. Sana Mirza',
      fee: 2500,
      working_days: [1, 2, 3, 4, 6],
      timings: { start: '17:00', end: '21:00' },
      clinic_name: 'Shifa Family Clinic',
    },
    type: 'in_clinic',
    now: NOW,
    onSubmit: fn(() => Promise.resolve()),
    onOpenChange: fn(),
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof BookingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement, title = TITLE) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Book in-clinic' }));
  const dialog = await within(canvasElement).findByRole('dialog', { name: title });
  const inside = within(dialog);
  return {
    dialog,
    date: inside.getByRole('combobox', { name: 'Date' }),
    time: inside.getByRole('combobox', { name: 'Time' }),
    book: inside.getByRole('button', { name: 'Book and continue to payment' }),
  };
}

async function choose(fields: Awaited<ReturnType<typeof openDialog>>) {
  await userEvent.selectOptions(fields.date, 'Mon 23 Nov');
  await userEvent.selectOptions(fields.time, '6:30 PM');
}

/** Closed: the card's button. Runs the modal behaviour suite. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Book in-clinic' });
    await expectModalBehaviour({
      canvasElement,
      trigger,
      openWith: () => userEvent.click(trigger),
      dialogName: TITLE,
    });
  },
};

/** Open: the clinic and fee, dates from today (a working day) over working days only, time waits for a date. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, date, time } = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Shifa Family Clinic · Fee Rs 2,500');
    const dates = within(date)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(dates).toEqual([
      'Choose a date',
      'Today, Sat 21 Nov',
      'Mon 23 Nov',
      'Tue 24 Nov',
      'Wed 25 Nov',
      'Thu 26 Nov',
      'Sat 28 Nov',
      'Mon 30 Nov',
      'Tue 1 Dec',
      'Wed 2 Dec',
      'Thu 3 Dec',
    ]);
    await expect(time).toBeDisabled();
    await userEvent.selectOptions(date, 'Mon 23 Nov');
    await expect(time).toBeEnabled();
    const times = within(time)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(times).toEqual([
      'Choose a time',
      '5:00 PM',
      '5:30 PM',
      '6:00 PM',
      '6:30 PM',
      '7:00 PM',
      '7:30 PM',
      '8:00 PM',
      '8:30 PM',
    ]);
  },
};

/** Late on a working day: today offers only the slots still to come. */
export const LaterToday: Story = {
  args: { now: new Date('2026-11-21T14:10:00Z') },
  play: async ({ canvasElement }) => {
    const { date, time } = await openDialog(canvasElement);
    await userEvent.selectOptions(date, 'Today, Sat 21 Nov');
    const times = within(time)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(times).toEqual(['Choose a time', '7:30 PM', '8:00 PM', '8:30 PM']);
  },
};

/** Nothing chosen: both fields say what is missing, focus goes to the date, nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const fields = await openDialog(canvasElement);
    await userEvent.click(fields.book);
    await expect(fields.date).toHaveAccessibleDescription(expect.stringContaining('Please choose a date.'));
    await expect(fields.date).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.date).toHaveFocus();
    await userEvent.selectOptions(fields.date, 'Tue 24 Nov');
    await expect(fields.date).not.toHaveAttribute('aria-invalid');
    await userEvent.click(fields.book);
    await expect(fields.time).toHaveAccessibleDescription(expect.stringContaining('Please choose a time.'));
    await expect(fields.time).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Booking: the button shows progress and a second press sends nothing more. */
export const Pending: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const fields = await openDialog(canvasElement);
    await choose(fields);
    await userEvent.click(fields.book);
    await expect(fields.book).toHaveAttribute('aria-busy', 'true');
    await expect(within(fields.dialog).getByRole('status')).toHaveTextContent('Booking your appointment…');
    await userEvent.click(fields.book);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Booked: the request in the API's shape; the dialog says payment comes next while the site moves on. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const fields = await openDialog(canvasElement);
    await choose(fields);
    await userEvent.click(fields.book);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      pmdc: '45321-P',
      type: 'in_clinic',
      date: '2026-11-23',
      time: '18:30',
    });
    await waitFor(() =>
      expect(within(fields.dialog).getByRole('status')).toHaveTextContent('Booked. Taking you to payment.'),
    );
  },
};

/** Someone else took the slot (HTTP 409): the server's message, announced; the choice stays for another try. */
export const SlotTaken: Story = {
  play: async ({ canvasElement, args }) => {
    const message = 'This slot has just been booked. Please pick another time.';
    mocked(args.onSubmit).mockRejectedValueOnce(new Error(message));
    const fields = await openDialog(canvasElement);
    await choose(fields);
    await userEvent.click(fields.book);
    await expect(await within(fields.dialog).findByRole('alert')).toHaveTextContent(message);
    await expect(fields.date).toHaveValue('2026-11-23');
    await expect(fields.time).toHaveValue('18:30');
    await expect(fields.book).not.toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refuses the time (outside the doctor's hours): its sentence under Time, focus there, choice kept. */
export const ServerRefusesTime: Story = {
  play: async ({ canvasElement, args }) => {
    const message = "Choose a time within the doctor's hours.";
    mocked(args.onSubmit).mockRejectedValueOnce(
      Object.assign(new Error(message), {
        fields: [{ path: 'body/time', code: 'outside_timings', message }],
      }),
    );
    const fields = await openDialog(canvasElement);
    await choose(fields);
    await userEvent.click(fields.book);
    await waitFor(() => expect(fields.time).toHaveAttribute('aria-invalid', 'true'));
    await expect(fields.time).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(fields.time).toHaveFocus();
    await expect(fields.date).not.toHaveAttribute('aria-invalid');
    await expect(within(fields.dialog).queryByRole('alert')).toBeNull();
    await expect(fields.date).toHaveValue('2026-11-23');
    await expect(fields.time).toHaveValue('18:30');
  },
};

/** A rejection without a message: a general sentence instead of nothing. */
export const ServerError: Story = {
  play: async ({ canvasElement, args }) => {
    mocked(args.onSubmit).mockRejectedValueOnce(new Error(''));
    const fields = await openDialog(canvasElement);
    await choose(fields);
    await userEvent.click(fields.book);
    await expect(await within(fields.dialog).findByRole('alert')).toHaveTextContent(
      'We could not book this slot. Please try again.',
    );
  },
};

/** An online consultation: its own title and the video call in place of the clinic. */
export const Online: Story = {
  args: { type: 'online' },
  play: async ({ canvasElement, args }) => {
    const title = bookingDialogTitle(storyMessages({}), 'online', 'Dr. Sana Mirza');
    const fields = await openDialog(canvasElement, title);
    await expect(fields.dialog).toHaveAccessibleDescription('Video consultation · Fee Rs 2,500');
    await choose(fields);
    await userEvent.click(fields.book);
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ type: 'online' }));
  },
};

/** No working days listed: the dialog says there are no slots and offers only the way back. */
export const NoSlots: Story = {
  args: { doctor: { ...meta.args.doctor, working_days: [] } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Book in-clinic' }));
    const dialog = await within(canvasElement).findByRole('dialog', { name: TITLE });
    await expect(within(dialog).getByText(/has no free slots in the next two weeks/)).toBeVisible();
    await expect(within(dialog).queryByRole('combobox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to doctors' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Right to left: the same fields and order. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const fields = await openDialog(canvasElement);
    await expect(fields.date).toBeVisible();
    await expect(fields.book).toBeVisible();
  },
};

/**
 * In Urdu: the title with the doctor's name, the place and fee in rupees, the days named in Urdu ("آج، ہفتہ، 21
 * نومبر"), the checks when nothing is chosen, and the booking sent with the same values.
 */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Book in-clinic' }));
    const dialog = within(
      await within(canvasElement).findByRole('dialog', {
        name: 'Dr. Sana Mirza کے ساتھ کلینک میں اپائنٹمنٹ بک کریں',
      }),
    );
    await expect(dialog.getByText('Shifa Family Clinic · فیس 2,500 روپے')).toBeVisible();
    const book = dialog.getByRole('button', { name: 'بک کریں اور ادائیگی پر جائیں' });
    await userEvent.click(book);
    const date = dialog.getByRole('combobox', { name: 'تاریخ' });
    await expect(date).toHaveAccessibleDescription(expect.stringContaining('براہِ کرم تاریخ منتخب کریں۔'));
    await userEvent.selectOptions(date, 'پیر، 23 نومبر');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'وقت' }), '6:30 PM');
    await userEvent.click(book);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      pmdc: '45321-P',
      type: 'in_clinic',
      date: '2026-11-23',
      time: '18:30',
    });
  },
};

/** On a 360 px phone the fields and the button stay within the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const fields = await openDialog(canvasElement);
    for (const element of [fields.date, fields.time, fields.book]) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};
