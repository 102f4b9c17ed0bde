import { createHandlers } from '@aafiyat/api/mocks';
import { openSlots, readBookingIntent, readPathMemory, withBookingIntent } from '@aafiyat/domain';
import { bookingDialogTitle } from '@aafiyat/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SitePage } from '../../../stories/SitePage';
import { siteWords, uiWords } from '../../../stories/words';
import { signedInAsPatient } from './storySession';

const meta = {
  title: 'Pages/Portal/Booking',
  component: SitePage,
  // Karachi's doctors: Dr. Sana Mirza (in-clinic and online) is on the first page.
  args: { path: '/doctors/search?city=Karachi' },
  parameters: { layout: 'fullscreen' },
  beforeEach: signedInAsPatient,
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type Globals = Readonly<Record<string, unknown>>;

/** A card's booking button's name: its words and, hidden, the doctor's ("Book online with Dr. Sana Mirza"). */
function bookingButton(globals: Globals, type: 'online' | 'in_clinic', doctor: string): string {
  const t = siteWords(globals);
  const label = type === 'online' ? t('Patient.book.online') : t('Patient.book.inClinic');
  return `${label}${t('Patient.book.withDoctor', { doctor })}`;
}

/** Opens the dialog from the card and picks the first date and the first time offered. */
async function bookFirstSlot(
  canvas: Canvas,
  globals: Globals,
  type: 'online' | 'in_clinic',
  doctor = 'Dr. Sana Mirza',
) {
  const ui = uiWords(globals);
  const card = within(await canvas.findByRole('article', { name: doctor }, { timeout: 5000 }));
  await userEvent.click(card.getByRole('button', { name: bookingButton(globals, type, doctor) }));
  const dialog = within(
    await canvas.findByRole('dialog', { name: bookingDialogTitle(ui, type, doctor) }, { timeout: 5000 }),
  );
  const date = dialog.getByRole('combobox', { name: ui('BookingDialog.date') });
  const firstDate = within(date).getAllByRole('option')[1] as HTMLOptionElement;
  await userEvent.selectOptions(date, firstDate);
  const time = dialog.getByRole('combobox', { name: ui('BookingDialog.time') });
  const firstTime = within(time).getAllByRole('option')[1] as HTMLOptionElement;
  await userEvent.selectOptions(time, firstTime);
  await userEvent.click(dialog.getByRole('button', { name: ui('BookingDialog.submit') }));
  return dialog;
}

/** A signed-in patient books online: the dialog, then the new appointment's checkout. */
export const BookOnline: Story = {
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await bookFirstSlot(canvas, globals, 'online');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('Checkout.title') }, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() =>
      expect(readPathMemory(window.sessionStorage).current).toMatch(
        /^\/appointment\/payment\/checkout\/\d+$/,
      ),
    );
    const summary = within(await canvas.findByRole('region', { name: t('Checkout.summary.heading') }));
    await expect(summary.getByText(t('Patient.appointment.online'))).toBeVisible();
    await expect(summary.getByText(t('Patient.payment.notPaid'))).toBeVisible();
  },
};

/**
 * On a doctor's page (the app's, which loads her and her open times): a signed-in patient picks one of the times,
 * and the booking opens with that day and time chosen; booking it goes on to the checkout.
 */
export const TimeFromProfile: Story = {
  args: { path: '/doctors/lahore/dentist/dr-kiran-shahid-65543-d' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const times = within(
      await canvas.findByRole('region', { name: ui('OpenSlots.heading') }, { timeout: 5000 }),
    );
    const firstDay = times.getAllByRole('group')[0];
    if (!firstDay) throw new Error('No open day on the profile.');
    const firstTime = within(firstDay).getAllByRole('button')[0];
    const chosen = firstTime?.closest('[data-slot]')?.getAttribute('data-slot') ?? '';
    await userEvent.click(firstTime as HTMLElement);
    const dialog = within(
      await canvas.findByRole('dialog', { name: bookingDialogTitle(ui, 'in_clinic', 'Dr. Kiran Shahid') }),
    );
    const [date, time] = chosen.split(' ');
    await expect(dialog.getByRole('combobox', { name: ui('BookingDialog.date') })).toHaveValue(date);
    await expect(dialog.getByRole('combobox', { name: ui('BookingDialog.time') })).toHaveValue(time);
    await userEvent.click(dialog.getByRole('button', { name: ui('BookingDialog.submit') }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('Checkout.title') }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The first card of the page with open times, its first time, and the doctor's name and the time's slot. */
async function firstCardTime(canvas: Canvas) {
  await canvas.findAllByRole('article', {}, { timeout: 5000 });
  // Every doctor of the mock is free: a card shows the first times of today and tomorrow its doctor works.
  const time = await waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>('article button[data-slot]');
    if (!button) throw new Error('No card with open times yet.');
    return button;
  });
  const card = time.closest('article');
  const doctor = card?.querySelector('h3')?.textContent ?? '';
  const [date = '', hour = ''] = (time.dataset.slot ?? '').split(' ');
  return {
    time,
    doctor,
    date,
    hour,
    type: time.dataset.booking === 'online' ? 'online' : 'in_clinic',
  } as const;
}

/**
 * A card's open time (today's or tomorrow's), pressed by a signed-in patient: the booking opens with its day and
 * time chosen, and books it.
 */
export const TimeFromCard: Story = {
  args: { path: '/doctors/search' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const { time, doctor, date, hour, type } = await firstCardTime(canvas);
    // Named for its day and its doctor: "Tomorrow 9:00 AM with Dr. Farhan Qureshi".
    await expect(time).toHaveAccessibleName(new RegExp(`${t('Patient.book.withDoctor', { doctor })}$`));
    await userEvent.click(time);
    const dialog = within(
      await canvas.findByRole('dialog', { name: bookingDialogTitle(ui, type, doctor) }, { timeout: 5000 }),
    );
    await expect(dialog.getByRole('combobox', { name: ui('BookingDialog.date') })).toHaveValue(date);
    await expect(dialog.getByRole('combobox', { name: ui('BookingDialog.time') })).toHaveValue(hour);
    await userEvent.click(dialog.getByRole('button', { name: ui('BookingDialog.submit') }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('Checkout.title') }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A visitor presses a card's open time: the sign-in, which brings them back to that doctor's page with it. */
export const TimeFromCardSignedOut: Story = {
  args: { path: '/doctors/search' },
  beforeEach: () => {
    window.localStorage.removeItem('authToken');
  },
  play: async ({ canvas }) => {
    const { time, date, hour, type } = await firstCardTime(canvas);
    await userEvent.click(time);
    await waitFor(() => expect(readPathMemory(window.sessionStorage).current).toBe('/patient/login'));
    const back = readPathMemory(window.sessionStorage).previous ?? '';
    await expect(back).toMatch(/^\/doctors\/[a-z-]+\/[a-z-]+\/dr-[a-z0-9-]+\?/);
    await expect(readBookingIntent(back.slice(back.indexOf('?')))).toEqual({
      type,
      slot: { date, time: hour },
    });
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/**
 * Back on the doctor's page from signing in, with the booking the visitor started in the address: the dialog opens
 * by itself with that day and time chosen, says why they were asked to sign in, and the address drops the booking.
 */
export const ResumedAfterSignIn: Story = {
  args: {
    path: (() => {
      const [day] = openSlots({
        workingDays: [1, 2, 3, 4, 5],
        timings: { start: '14:00', end: '20:00' },
        taken: new Set(),
        now: new Date(),
      });
      return withBookingIntent('/doctors/lahore/dentist/dr-kiran-shahid-65543-d', {
        type: 'in_clinic',
        ...(day?.times[0] ? { slot: { date: day.date, time: day.times[0] } } : {}),
      });
    })(),
  },
  play: async ({ canvas, globals, args }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const dialog = within(
      await canvas.findByRole(
        'dialog',
        { name: bookingDialogTitle(ui, 'in_clinic', 'Dr. Kiran Shahid') },
        { timeout: 5000 },
      ),
    );
    await expect(dialog.getByText(t('Patient.book.resumed'))).toBeVisible();
    const intent = readBookingIntent(args.path.split('?')[1] ?? '');
    await expect(dialog.getByRole('combobox', { name: ui('BookingDialog.date') })).toHaveValue(
      intent?.slot?.date,
    );
    await expect(dialog.getByRole('combobox', { name: ui('BookingDialog.time') })).toHaveValue(
      intent?.slot?.time,
    );
    await waitFor(() =>
      expect(readPathMemory(window.sessionStorage).current).toBe(
        '/doctors/lahore/dentist/dr-kiran-shahid-65543-d',
      ),
    );
  },
};

/** In-clinic with a doctor who does not consult online: only "Book in-clinic" on the card. */
export const BookInClinic: Story = {
  args: { path: '/doctors/search?city=Lahore' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const usman = within(await canvas.findByRole('article', { name: 'Dr. Usman Tariq' }, { timeout: 5000 }));
    await expect(
      usman.queryByRole('button', { name: bookingButton(globals, 'online', 'Dr. Usman Tariq') }),
    ).toBeNull();
    await bookFirstSlot(canvas, globals, 'in_clinic', 'Dr. Usman Tariq');
    const summary = within(
      await canvas.findByRole('region', { name: t('Checkout.summary.heading') }, { timeout: 5000 }),
    );
    await expect(summary.getByText(t('Patient.appointment.clinic'), { exact: false })).toBeVisible();
    await expect(
      summary.getByText(
        t('Checkout.summary.doctorValue', { doctor: 'Dr. Usman Tariq', specialty: 'Orthopedic Surgeon' }),
      ),
    ).toBeVisible();
  },
};

/** The slot went meanwhile (409): the server's message in the dialog, which stays open with the choice. */
export const SlotTaken: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { createAppointment: 'conflict' } }) } },
  },
  play: async ({ canvas, globals }) => {
    const dialog = await bookFirstSlot(canvas, globals, 'in_clinic');
    await expect(await dialog.findByRole('alert')).toBeVisible();
    await expect(
      dialog.getByRole('combobox', { name: uiWords(globals)('BookingDialog.time') }),
    ).not.toHaveValue('');
    await expect(readPathMemory(window.sessionStorage).current).toBe('/doctors/search?city=Karachi');
  },
};

/** Not signed in as a patient: Book goes to the patient sign-in, remembering the search to come back to. */
export const SignedOut: Story = {
  args: { path: '/doctors/search?city=Karachi' },
  beforeEach: () => {
    window.localStorage.removeItem('authToken');
  },
  play: async ({ canvas, globals }) => {
    const card = within(await canvas.findByRole('article', { name: 'Dr. Sana Mirza' }, { timeout: 5000 }));
    await userEvent.click(
      card.getByRole('button', { name: bookingButton(globals, 'in_clinic', 'Dr. Sana Mirza') }),
    );
    await waitFor(() => expect(readPathMemory(window.sessionStorage).current).toBe('/patient/login'));
    // The sign-in comes back to her page, with this booking to open again.
    await expect(readPathMemory(window.sessionStorage).previous).toBe(
      '/doctors/karachi/cardiologist/dr-sana-mirza-45321-p?book=in_clinic',
    );
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};
