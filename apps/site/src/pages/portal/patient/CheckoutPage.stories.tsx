import { createHandlers } from '@aafiyat/api/mocks';
import { JAZZCASH_RESPONSE_CODES, readPathMemory } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failFirst } from '../../../stories/failFirst';
import { SitePage } from '../../../stories/SitePage';
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

const summary = async (canvas: Canvas) =>
  within(await canvas.findByRole('region', { name: 'Appointment summary' }, { timeout: 5000 }));

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
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Checkout · Aafiyat'));
    const card = await summary(canvas);
    await expect(card.getByText('Dr. Sana Mirza, Cardiologist')).toBeVisible();
    await expect(card.getByText('Online consultation')).toBeVisible();
    await expect(card.getByText('Rs 2,500')).toBeVisible();
    await expect(card.getByText('Not paid')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Pay with JazzCash' }));
    await waitFor(() => expect(gatewayPosts).toHaveLength(1));
    const form = gatewayPosts[0] as HTMLFormElement;
    await expect(form.method).toBe('post');
    await expect(form.action).toMatch(/^https:\/\//);
    const fields = new FormData(form);
    await expect(fields.get('pp_Amount')).toBe('250000');
    await expect(fields.get('pp_SecureHash')).toMatch(/^[0-9A-Fa-f]{64}$/);
    await expect(fields.get('pp_BillReference')).toBe('appt1042');
    await expect(canvas.getByRole('button', { name: 'Pay with JazzCash' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Back from JazzCash, paid: the gateway's message and the way to the appointments. */
export const Paid: Story = {
  args: { path: '/appointment/payment/checkout/1041' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Payment received');
    await expect(alert).toHaveTextContent(JAZZCASH_RESPONSE_CODES['000'].meaning);
    await expect((await summary(canvas)).getByText('Paid')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to my appointments' })).toHaveAttribute(
      'href',
      '/patient/profile',
    );
    await expect(canvas.queryByRole('button', { name: 'Pay with JazzCash' })).toBeNull();
  },
};

/** Pending: what happens next, and a button that asks again. */
export const Pending: Story = {
  args: { path: '/appointment/payment/checkout/1033' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Payment pending');
    await expect(alert).toHaveTextContent('We will update this page when JazzCash confirms it.');
    // JazzCash waits on the customer for this payment (the domain's isPayable): no second payment.
    await expect(canvas.queryByRole('button', { name: 'Pay with JazzCash' })).toBeNull();
    const check = canvas.getByRole('button', { name: 'Check payment status' });
    await userEvent.click(check);
    await waitFor(() => expect(check).not.toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Payment pending');
  },
};

/** Failed: the gateway's message and a second try. */
export const Failed: Story = {
  args: { path: '/appointment/payment/checkout/1039' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Payment failed');
    await expect(alert).toHaveTextContent(JAZZCASH_RESPONSE_CODES['112'].meaning);
    await expect(canvas.getByRole('button', { name: 'Try again with JazzCash' })).toBeVisible();
  },
};

/** Started and left on JazzCash's page: said so, and paying again is offered. */
export const NotFinished: Story = {
  args: { path: '/appointment/payment/checkout/1027' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Waiting for JazzCash to confirm the payment.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect((await summary(canvas)).getByText('Payment not finished')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay with JazzCash' })).toBeVisible();
  },
};

/** Starting the payment fails: the server's message; the page stays for another try. */
export const StartError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { startJazzcashPayment: 'serverError' } }) } },
  },
  play: async ({ canvas }) => {
    await summary(canvas);
    const pay = canvas.getByRole('button', { name: 'Pay with JazzCash' });
    await userEvent.click(pay);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The payment could not be started');
    await expect(pay).not.toHaveAttribute('aria-busy', 'true');
  },
};

/** While it loads: announced, the summary's shape in grey. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { getAppointmentCheckout: 'slow' } }) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your appointment…')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Appointment summary' })).toBeNull();
  },
};

/** Someone else's or an unknown appointment: said plainly, with the way to the patient's own. */
export const NotFound: Story = {
  args: { path: '/appointment/payment/checkout/999' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: 'We couldn’t find this appointment' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to my appointments' })).toHaveAttribute(
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
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Your appointment could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

const checkoutFailsOnce = failFirst('/api/appointments/1042/checkout');

/** The checkout fails to load; Retry shows loading, then the summary. */
export const RetryAfterError: Story = {
  parameters: { msw: { handlers: { api: [checkoutFailsOnce.handler, ...createHandlers()] } } },
  beforeEach: checkoutFailsOnce.arm,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Your appointment could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect((await summary(canvas)).getByText('Dr. Sana Mirza', { exact: false })).toBeVisible();
    await expect(canvas.queryByText('Your appointment could not be loaded')).toBeNull();
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
