import { createHandlers } from '@aafiyat/api/mocks';
import { readPathMemory } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failFirst } from '../../../stories/failFirst';
import { SitePage } from '../../../stories/SitePage';
import { siteWords } from '../../../stories/words';
import { signedInAsPatient } from './storySession';

const meta = {
  title: 'Pages/Portal/Checkout',
  component: SitePage,
  // Appointment 1042 of the mocks: online with Dr. Sana Mirza, Rs 2,500, not paid yet.
  args: { path: '/appointment/payment/checkout/1042' },
  parameters: { layout: 'fullscreen' },
  beforeEach: signedInAsPatient,
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type Globals = Readonly<Record<string, unknown>>;

const summary = async (canvas: Canvas, globals: Globals) =>
  within(
    await canvas.findByRole(
      'region',
      { name: siteWords(globals)('Checkout.summary.heading') },
      { timeout: 5000 },
    ),
  );

/**
 * Keeps the page from leaving for JazzCash: `form.submit()` is recorded instead of navigating the story away.
 * Returns the forms that would have been posted.
 */
function catchGatewayPosts(): { posted: HTMLFormElement[]; restore: () => void } {
  const posted: HTMLFormElement[] = [];
  const original = Object.getOwnPropertyDescriptor(HTMLFormElement.prototype, 'submit');
  Object.defineProperty(HTMLFormElement.prototype, 'submit', {
    configurable: true,
    value(this: HTMLFormElement) {
      posted.push(this);
    },
  });
  return {
    posted,
    restore: () => {
      if (original) Object.defineProperty(HTMLFormElement.prototype, 'submit', original);
    },
  };
}

let gatewayPosts: HTMLFormElement[] = [];

/** Not paid yet: the summary and fee, then Pay with JazzCash posts the signed `pp_` form to the gateway. */
export const NotPaid: Story = {
  beforeEach: () => {
    const { posted, restore } = catchGatewayPosts();
    gatewayPosts = posted;
    return restore;
  },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('Checkout.title') })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${t('Checkout.title')} · ${t('Shell.brand')}`));
    const card = await summary(canvas, globals);
    await expect(
      card.getByText(
        t('Checkout.summary.doctorValue', { doctor: 'Dr. Sana Mirza', specialty: 'Cardiologist' }),
      ),
    ).toBeVisible();
    await expect(card.getByText(t('Patient.appointment.online'))).toBeVisible();
    await expect(card.getByText('Rs 2,500')).toBeVisible();
    await expect(card.getByText(t('Patient.payment.notPaid'))).toBeVisible();
    await expect(canvas.getByText(t('Checkout.notStarted.text', { fee: 'Rs 2,500' }))).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: t('Checkout.pay') }));
    await waitFor(() => expect(gatewayPosts).toHaveLength(1));
    const form = gatewayPosts[0] as HTMLFormElement;
    await expect(form.method).toBe('post');
    await expect(form.action).toMatch(/^https:\/\//);
    const fields = new FormData(form);
    await expect(fields.get('pp_Amount')).toBe('250000');
    await expect(fields.get('pp_SecureHash')).toMatch(/^[0-9A-Fa-f]{64}$/);
    await expect(fields.get('pp_BillReference')).toBe('appt1042');
    await expect(canvas.getByRole('button', { name: t('Checkout.pay') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/**
 * Not paid yet, in Urdu: the page, its title and the way to JazzCash in Urdu. Its own mocks: the story before it
 * started this payment in the shared ones.
 */
export const NotPaidInUrdu: Story = {
  ...NotPaid,
  parameters: { msw: { handlers: { api: createHandlers() } } },
  globals: { locale: 'ur' },
};

/** Back from JazzCash, paid: the gateway's message and the way to the appointments. */
export const Paid: Story = {
  args: { path: '/appointment/payment/checkout/1041' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('Checkout.success.title'));
    // The gateway's words for its code: the server's sentence in English, the catalog's in Urdu.
    await expect(alert).toHaveTextContent(t('Checkout.jazzcash.code000'));
    await expect(alert).toHaveTextContent(t('Checkout.success.next'));
    await expect((await summary(canvas, globals)).getByText(t('Patient.payment.paid'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('Checkout.toAppointments') })).toHaveAttribute(
      'href',
      '/patient/profile',
    );
    await expect(canvas.queryByRole('button', { name: t('Checkout.pay') })).toBeNull();
  },
};

/** Pending: what happens next, and a button that asks again. */
export const Pending: Story = {
  args: { path: '/appointment/payment/checkout/1033' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('Checkout.pending.title'));
    await expect(alert).toHaveTextContent(t('Checkout.pending.update'));
    // JazzCash waits on the customer for this payment (the domain's isPayable): no second payment.
    await expect(canvas.queryByRole('button', { name: t('Checkout.pay') })).toBeNull();
    const check = canvas.getByRole('button', { name: t('Checkout.pending.recheck') });
    await userEvent.click(check);
    await waitFor(() => expect(check).not.toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('Checkout.pending.title'));
  },
};

/** Failed: the gateway's message and a second try. */
export const Failed: Story = {
  args: { path: '/appointment/payment/checkout/1039' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('Checkout.failed.title'));
    // Cancelled by the patient at JazzCash (code 112).
    await expect(alert).toHaveTextContent(t('Checkout.jazzcash.code112'));
    await expect(canvas.getByRole('button', { name: t('Checkout.failed.retry') })).toBeVisible();
  },
};

/** Started and left on JazzCash's page: said so, and paying again is offered. */
export const NotFinished: Story = {
  args: { path: '/appointment/payment/checkout/1027' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    // No response code: the server's sentence on the English page, the status's own words in Urdu.
    const words =
      globals['locale'] === 'ur'
        ? t('Checkout.started.message')
        : 'Waiting for JazzCash to confirm the payment.';
    await expect(await canvas.findByText(words, {}, { timeout: 5000 })).toBeVisible();
    await expect((await summary(canvas, globals)).getByText(t('Patient.payment.notFinished'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('Checkout.pay') })).toBeVisible();
  },
};

/**
 * An in-clinic visit not paid yet: the time held for the patient until a time, and "Pay at the clinic" beside
 * JazzCash, which confirms it to be paid there.
 */
export const PayAtTheClinic: Story = {
  args: { path: '/appointment/payment/checkout/1027' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(
      await canvas.findByText(t('Checkout.hold.held', { time: '9:45 AM' }), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByText(t('Checkout.onlineMustPay'))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('Checkout.payAtClinic') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('Checkout.atClinic.title'));
    await expect(alert).toHaveFocus();
    await expect(canvas.getByRole('link', { name: t('Checkout.toAppointments') })).toBeVisible();
    // Paying online instead stays possible.
    await expect(canvas.getByRole('button', { name: t('Checkout.atClinic.payNow') })).toBeVisible();
  },
};

/** An online consultation is confirmed once paid: no "Pay at the clinic", and the page says why. */
export const OnlineMustBePaid: Story = {
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(await canvas.findByText(t('Checkout.onlineMustPay'), {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('Checkout.pay') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('Checkout.payAtClinic') })).toBeNull();
  },
};

/** A visit whose time went to another patient: said so, nothing to pay, and the way to another time. */
export const TimeGivenAway: Story = {
  args: { path: '/appointment/payment/checkout/1019' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('Checkout.released.title'));
    await expect(canvas.queryByRole('button', { name: t('Checkout.pay') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('Checkout.payAtClinic') })).toBeNull();
    await expect(canvas.getByRole('link', { name: t('Checkout.released.find') })).toHaveAttribute(
      'href',
      '/doctors/search',
    );
  },
};

/** Starting the payment fails: the server's message; the page stays for another try. */
export const StartError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { startJazzcashPayment: 'serverError' } }) } },
  },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await summary(canvas, globals);
    const pay = canvas.getByRole('button', { name: t('Checkout.pay') });
    await userEvent.click(pay);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('Checkout.payError'));
    await expect(pay).not.toHaveAttribute('aria-busy', 'true');
  },
};

/** While it loads: announced, the summary's shape in grey. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { getAppointmentCheckout: 'slow' } }) } },
  },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(await canvas.findByText(t('Checkout.loading'))).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: t('Checkout.summary.heading') })).toBeNull();
  },
};

/** Someone else's or an unknown appointment: said plainly, with the way to the patient's own. */
export const NotFound: Story = {
  args: { path: '/appointment/payment/checkout/999' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: t('Checkout.notFound.heading') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('Checkout.toAppointments') })).toHaveAttribute(
      'href',
      '/patient/profile',
    );
  },
};

/** The server fails: its message and Retry. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { getAppointmentCheckout: 'serverError' } }) } },
  },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('Checkout.error'));
    await expect(canvas.getByRole('button', { name: t('Checkout.retry') })).toBeVisible();
  },
};

const checkoutFailsOnce = failFirst('/api/appointments/1042/checkout');

/** The checkout fails to load; Retry shows loading, then the summary. */
export const RetryAfterError: Story = {
  parameters: { msw: { handlers: { api: [checkoutFailsOnce.handler, ...createHandlers()] } } },
  beforeEach: checkoutFailsOnce.arm,
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('Checkout.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('Checkout.retry') }));
    await expect(
      (await summary(canvas, globals)).getByText('Dr. Sana Mirza', { exact: false }),
    ).toBeVisible();
    await expect(canvas.queryByText(t('Checkout.error'))).toBeNull();
  },
};

/** The session ended on the server (401): the record is forgotten and the patient sign-in opens. */
export const SessionExpired: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { getAppointmentCheckout: 'unauthenticated' } }) } },
  },
  play: async () => {
    await waitFor(() => expect(readPathMemory(window.sessionStorage).current).toBe('/patient/login'), {
      timeout: 5000,
    });
    await expect(window.localStorage.getItem('authToken')).toBeNull();
  },
};

/** Not signed in: the patient sign-in, which brings the patient back to this checkout. */
export const SignedOut: Story = {
  beforeEach: () => {
    window.localStorage.removeItem('authToken');
  },
  play: async () => {
    await waitFor(() => expect(readPathMemory(window.sessionStorage).current).toBe('/patient/login'), {
      timeout: 5000,
    });
    await expect(readPathMemory(window.sessionStorage).previous).toBe('/appointment/payment/checkout/1042');
  },
};
