import { createHandlers } from '@aafiyat/api/mocks';
import { readPathMemory } from '@aafiyat/domain';
import { bookingDialogTitle } from '@aafiyat/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SitePage } from '../../../stories/SitePage';
import { signedInAsPatient } from './storySession';
import { englishWords } from '../../../stories/words';

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

/** Dr. Sana Mirza's card in the results (in-clinic and online). */
async function sanaMirza(canvas: Canvas) {
  return within(await canvas.findByRole('article', { name: 'Dr. Sana Mirza' }, { timeout: 5000 }));
}

/** Opens the dialog from the card and picks the first date and the first time offered. */
async function bookFirstSlot(canvas: Canvas, button: string, title: string, doctor = 'Dr. Sana Mirza') {
  const card = within(await canvas.findByRole('article', { name: doctor }, { timeout: 5000 }));
  await userEvent.click(card.getByRole('button', { name: button }));
  const dialog = within(await canvas.findByRole('dialog', { name: title }, { timeout: 5000 }));
  const date = dialog.getByRole('combobox', { name: 'Date' });
  const firstDate = within(date).getAllByRole('option')[1] as HTMLOptionElement;
  await userEvent.selectOptions(date, firstDate);
  const time = dialog.getByRole('combobox', { name: 'Time' });
  const firstTime = within(time).getAllByRole('option')[1] as HTMLOptionElement;
  await userEvent.selectOptions(time, firstTime);
  await userEvent.click(dialog.getByRole('button', { name: 'Book and continue to payment' }));
  return dialog;
}

/** A signed-in patient books online: the dialog, then the new appointment's checkout. */
export const BookOnline: Story = {
  play: async ({ canvas }) => {
    await bookFirstSlot(
      canvas,
      'Book online with Dr. Sana Mirza',
      bookingDialogTitle(englishWords, 'online', 'Dr. Sana Mirza'),
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Checkout' }, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() =>
      expect(readPathMemory(window.sessionStorage).current).toMatch(
        /^\/appointment\/payment\/checkout\/\d+$/,
      ),
    );
    const summary = within(await canvas.findByRole('region', { name: 'Appointment summary' }));
    await expect(summary.getByText('Online consultation')).toBeVisible();
    await expect(summary.getByText('Not paid')).toBeVisible();
  },
};

/** In-clinic with a doctor who does not consult online: only "Book in-clinic" on the card. */
export const BookInClinic: Story = {
  args: { path: '/doctors/search?city=Lahore' },
  play: async ({ canvas }) => {
    const usman = within(await canvas.findByRole('article', { name: 'Dr. Usman Tariq' }, { timeout: 5000 }));
    await expect(usman.queryByRole('button', { name: /^Book online/ })).toBeNull();
    await bookFirstSlot(
      canvas,
      'Book in-clinic with Dr. Usman Tariq',
      bookingDialogTitle(englishWords, 'in_clinic', 'Dr. Usman Tariq'),
      'Dr. Usman Tariq',
    );
    const summary = within(
      await canvas.findByRole('region', { name: 'Appointment summary' }, { timeout: 5000 }),
    );
    await expect(summary.getByText(/^Clinic visit/)).toBeVisible();
    await expect(summary.getByText('Dr. Usman Tariq, Orthopedic Surgeon')).toBeVisible();
  },
};

/** The slot went meanwhile (409): the server's message in the dialog, which stays open with the choice. */
export const SlotTaken: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { createAppointment: 'conflict' } }) } },
  },
  play: async ({ canvas }) => {
    const dialog = await bookFirstSlot(
      canvas,
      'Book in-clinic with Dr. Sana Mirza',
      bookingDialogTitle(englishWords, 'in_clinic', 'Dr. Sana Mirza'),
    );
    await expect(await dialog.findByRole('alert')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Time' })).not.toHaveValue('');
    await expect(readPathMemory(window.sessionStorage).current).toBe('/doctors/search?city=Karachi');
  },
};

/** Not signed in as a patient: Book goes to the patient sign-in, remembering the search to come back to. */
export const SignedOut: Story = {
  args: { path: '/doctors/search?city=Karachi' },
  beforeEach: () => {
    window.localStorage.removeItem('authToken');
  },
  play: async ({ canvas }) => {
    const card = await sanaMirza(canvas);
    await userEvent.click(card.getByRole('button', { name: 'Book in-clinic with Dr. Sana Mirza' }));
    await waitFor(() => expect(readPathMemory(window.sessionStorage).current).toBe('/patient/login'));
    await expect(readPathMemory(window.sessionStorage).previous).toBe('/doctors/search?city=Karachi');
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};
