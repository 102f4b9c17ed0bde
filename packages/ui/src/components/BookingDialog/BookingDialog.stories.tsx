import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { formatRupees, formatShortDay } from '../../i18n/format';
import type { Translate } from '../../i18n/translator';
import { Button } from '../../primitives/Button';
import { expectModalBehaviour } from '../../test-support/modalBehaviour';
import { BookingDialog, bookingDialogTitle, type BookingDialogProps } from './BookingDialog';
import { storyLocale, storyMessages } from '../../test-support/storyLocale';

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

/** A date of the list (`YYYY-MM-DD`, Pakistan's calendar) as the dialog names it: "Mon 23 Nov", "پیر، 23 نومبر". */
const dayLabel = (t: Translate, date: string) => formatShortDay(t, new Date(`${date}T00:00:00Z`));

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

/** Opens the dialog from the card's button; its fields are found by the names `t` gives them. */
async function openDialog(
  canvasElement: HTMLElement,
  t: Translate,
  title = bookingDialogTitle(t, 'in_clinic', 'Dr. Sana Mirza'),
) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Book in-clinic' }));
  const dialog = await within(canvasElement).findByRole('dialog', { name: title });
  const inside = within(dialog);
  return {
    t,
    dialog,
    date: inside.getByRole('combobox', { name: t('BookingDialog.date') }),
    time: inside.getByRole('combobox', { name: t('BookingDialog.time') }),
    book: inside.getByRole('button', { name: t('BookingDialog.submit') }),
  };
}

async function choose(fields: Awaited<ReturnType<typeof openDialog>>) {
  await userEvent.selectOptions(fields.date, dayLabel(fields.t, '2026-11-23'));
  await userEvent.selectOptions(fields.time, '6:30 PM');
}

/** Closed: the card's button. Runs the modal behaviour suite. */
export const Closed: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const trigger = within(canvasElement).getByRole('button', { name: 'Book in-clinic' });
    await expectModalBehaviour({
      canvasElement,
      trigger,
      openWith: () => userEvent.click(trigger),
      dialogName: bookingDialogTitle(t, 'in_clinic', 'Dr. Sana Mirza'),
      closeButtonName: t('Dialog.close'),
    });
  },
};

/** Open: the clinic and fee, dates from today (a working day) over working days only, time waits for a date. */
export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const { dialog, date, time } = await openDialog(canvasElement, t);
    await expect(dialog).toHaveAccessibleDescription(
      t('BookingDialog.description', { place: 'Shifa Family Clinic', fee: formatRupees(t, 2500) }),
    );
    const dates = within(date).getAllByRole('option');
    await expect(dates.map((option) => option.getAttribute('value'))).toEqual([
      '',
      '2026-11-21',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-28',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    await expect(dates.map((option) => option.textContent)).toEqual([
      t('BookingDialog.datePlaceholder'),
      t('BookingDialog.today', { day: dayLabel(t, '2026-11-21') }),
      ...dates.slice(2).map((option) => dayLabel(t, option.getAttribute('value') ?? '')),
    ]);
    await expect(time).toBeDisabled();
    await userEvent.selectOptions(date, dayLabel(t, '2026-11-23'));
    await expect(time).toBeEnabled();
    const times = within(time)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(times).toEqual([
      t('BookingDialog.timePlaceholder'),
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
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const { date, time } = await openDialog(canvasElement, t);
    await userEvent.selectOptions(date, t('BookingDialog.today', { day: dayLabel(t, '2026-11-21') }));
    const times = within(time)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(times).toEqual([t('BookingDialog.timePlaceholder'), '7:30 PM', '8:00 PM', '8:30 PM']);
  },
};

/** Nothing chosen: both fields say what is missing, focus goes to the date, nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const fields = await openDialog(canvasElement, t);
    await userEvent.click(fields.book);
    await expect(fields.date).toHaveAccessibleDescription(
      expect.stringContaining(t('BookingDialog.chooseDate')),
    );
    await expect(fields.date).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.date).toHaveFocus();
    await userEvent.selectOptions(fields.date, dayLabel(t, '2026-11-24'));
    await expect(fields.date).not.toHaveAttribute('aria-invalid');
    await userEvent.click(fields.book);
    await expect(fields.time).toHaveAccessibleDescription(
      expect.stringContaining(t('BookingDialog.chooseTime')),
    );
    await expect(fields.time).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Booking: the button shows progress and a second press sends nothing more. */
export const Pending: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const fields = await openDialog(canvasElement, t);
    await choose(fields);
    await userEvent.click(fields.book);
    await expect(fields.book).toHaveAttribute('aria-busy', 'true');
    await expect(within(fields.dialog).getByRole('status')).toHaveTextContent(t('BookingDialog.booking'));
    await userEvent.click(fields.book);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Booked: the request in the API's shape; the dialog says payment comes next while the site moves on. */
export const Success: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const fields = await openDialog(canvasElement, t);
    await choose(fields);
    await userEvent.click(fields.book);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      pmdc: '45321-P',
      type: 'in_clinic',
      date: '2026-11-23',
      time: '18:30',
    });
    await waitFor(() =>
      expect(within(fields.dialog).getByRole('status')).toHaveTextContent(t('BookingDialog.bookedAnnounced')),
    );
  },
};

/** Opened from a time on the doctor's page: that date and time are chosen; Book sends them at once. */
export const ChosenSlot: Story = {
  args: { initial: { date: '2026-11-25', time: '17:30' } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const fields = await openDialog(canvasElement, t);
    await expect(fields.date).toHaveValue('2026-11-25');
    await expect(fields.time).toHaveValue('17:30');
    await userEvent.click(fields.book);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      pmdc: '45321-P',
      type: 'in_clinic',
      date: '2026-11-25',
      time: '17:30',
    });
  },
};

/** Opened again after signing in: a line at the top says why, the chosen slot is still chosen. */
export const ResumedWithNotice: Story = {
  args: {
    initial: { date: '2026-11-25', time: '17:30' },
    notice:
      'We asked you to sign in so the appointment is in your name. Check the day and time, then book it.',
  },
  play: async ({ canvasElement, globals }) => {
    const fields = await openDialog(canvasElement, storyMessages(globals));
    await expect(
      within(fields.dialog).getByText(/We asked you to sign in so the appointment is in your name/),
    ).toBeVisible();
    await expect(fields.time).toHaveValue('17:30');
  },
};

/** A chosen slot the dialog no longer offers (a Friday, when the doctor does not work): nothing is chosen. */
export const ChosenSlotGone: Story = {
  args: { initial: { date: '2026-11-27', time: '17:30' } },
  play: async ({ canvasElement, globals }) => {
    const fields = await openDialog(canvasElement, storyMessages(globals));
    await expect(fields.date).toHaveValue('');
    await expect(fields.time).toHaveValue('');
  },
};

/** A chosen time no longer offered on a day that still is (passed while the person signed in): the day stays. */
export const ChosenTimeGone: Story = {
  args: { initial: { date: '2026-11-25', time: '09:00' } },
  play: async ({ canvasElement, globals }) => {
    const fields = await openDialog(canvasElement, storyMessages(globals));
    await expect(fields.date).toHaveValue('2026-11-25');
    await expect(fields.time).toHaveValue('');
  },
};

/** Someone else took the slot (HTTP 409): the server's message, announced; the choice stays for another try. */
export const SlotTaken: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const message = 'This slot has just been booked. Please pick another time.';
    mocked(args.onSubmit).mockRejectedValueOnce(new Error(message));
    const fields = await openDialog(canvasElement, t);
    await choose(fields);
    await userEvent.click(fields.book);
    await expect(await within(fields.dialog).findByRole('alert')).toHaveTextContent(message);
    await expect(fields.date).toHaveValue('2026-11-23');
    await expect(fields.time).toHaveValue('18:30');
    await expect(fields.book).not.toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * The server refuses the time (outside the doctor's hours): under Time, focus there, choice kept. The sentence is
 * the server's on an English page and the catalog's for its code in any other language.
 */
export const ServerRefusesTime: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const message = "Choose a time within the doctor's hours.";
    const sentence = storyLocale(globals) === 'en' ? message : t('Refusal.outsideTimings');
    mocked(args.onSubmit).mockRejectedValueOnce(
      Object.assign(new Error(message), {
        fields: [{ path: 'body/time', code: 'outside_timings', message }],
      }),
    );
    const fields = await openDialog(canvasElement, t);
    await choose(fields);
    await userEvent.click(fields.book);
    await waitFor(() => expect(fields.time).toHaveAttribute('aria-invalid', 'true'));
    await expect(fields.time).toHaveAccessibleDescription(expect.stringContaining(sentence));
    await expect(fields.time).toHaveFocus();
    await expect(fields.date).not.toHaveAttribute('aria-invalid');
    await expect(within(fields.dialog).queryByRole('alert')).toBeNull();
    await expect(fields.date).toHaveValue('2026-11-23');
    await expect(fields.time).toHaveValue('18:30');
  },
};

/** A rejection without a message: a general sentence instead of nothing. */
export const ServerError: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    mocked(args.onSubmit).mockRejectedValueOnce(new Error(''));
    const fields = await openDialog(canvasElement, t);
    await choose(fields);
    await userEvent.click(fields.book);
    await expect(await within(fields.dialog).findByRole('alert')).toHaveTextContent(
      t('BookingDialog.failed'),
    );
  },
};

/** An online consultation: its own title and the video call in place of the clinic. */
export const Online: Story = {
  args: { type: 'online' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const title = bookingDialogTitle(t, 'online', 'Dr. Sana Mirza');
    const fields = await openDialog(canvasElement, t, title);
    await expect(fields.dialog).toHaveAccessibleDescription(
      t('BookingDialog.description', { place: t('BookingDialog.video'), fee: formatRupees(t, 2500) }),
    );
    await choose(fields);
    await userEvent.click(fields.book);
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ type: 'online' }));
  },
};

/** No working days listed: the dialog says there are no slots and offers only the way back. */
export const NoSlots: Story = {
  args: { doctor: { ...meta.args.doctor, working_days: [] } },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Book in-clinic' }));
    const dialog = await within(canvasElement).findByRole('dialog', {
      name: bookingDialogTitle(t, 'in_clinic', 'Dr. Sana Mirza'),
    });
    await expect(
      within(dialog).getByText(t('BookingDialog.noSlots', { doctor: 'Dr. Sana Mirza' })),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('combobox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: t('BookingDialog.back') }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Right to left: the same fields and order. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const fields = await openDialog(canvasElement, t);
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
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const fields = await openDialog(canvasElement, t);
    for (const element of [fields.date, fields.time, fields.book]) {
      const box = element.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};
