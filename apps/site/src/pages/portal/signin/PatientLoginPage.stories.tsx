import { createHandlers } from '@aafiyat/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SitePage } from '../../../stories/SitePage';

const meta = {
  title: 'Pages/Portal/PatientLogin',
  component: SitePage,
  args: { path: '/patient/login' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => () => {
    window.localStorage.removeItem('authToken');
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function sendAndVerify(canvas: Canvas) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Mobile number' }), '0300 1234567');
  await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
  await userEvent.type(await canvas.findByRole('textbox', { name: '6-digit code' }), '482913');
  await userEvent.click(canvas.getByRole('button', { name: 'Verify and sign in' }));
}

/** A known patient signs in: the record is stored (role patient) and the page moves on. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in as a patient' }),
    ).toBeVisible();
    const others = within(canvas.getByRole('navigation', { name: 'Sign in as someone else' }));
    await expect(others.getByRole('link', { name: 'Doctor' })).toHaveAttribute('href', '/doctor/login');
    await sendAndVerify(canvas);
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('authToken') ?? 'null')).toMatchObject({
        role: 'patient',
      }),
    );
  },
};

/** Sending the code is rate limited: the wait is said in words. */
export const RateLimited: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { sendVerificationCode: 'rateLimited' } }) } },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Mobile number' }), '0300 1234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Too many attempts\. Please wait/);
  },
};

/** The SMS could not be sent: the server's words in the alert, the number kept to try again. */
export const SmsFailed: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { sendVerificationCode: 'smsFailed' } }) } },
  },
  play: async ({ canvas }) => {
    const mobile = await canvas.findByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(mobile, '0300 1234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not send the SMS just now. Please try again shortly.',
    );
    await expect(mobile).toHaveValue('03001234567');
    await expect(canvas.queryByRole('textbox', { name: '6-digit code' })).toBeNull();
  },
};

/** A wrong code is refused with the server's message. */
export const WrongCode: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { verifyOtpCodePatient: 'otpInvalid' } }) } },
  },
  play: async ({ canvas }) => {
    await sendAndVerify(canvas);
    const code = canvas.getByRole('textbox', { name: '6-digit code' });
    await waitFor(() => expect(code).toHaveAccessibleDescription(/code is incorrect/));
    await expect(window.localStorage.getItem('authToken')).toBeNull();
  },
};

/** A new number: the name is asked for before the account is made. */
export const NewNumber: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { verifyOtpCodePatient: 'nameRequired' } }) } },
  },
  play: async ({ canvas }) => {
    await sendAndVerify(canvas);
    await expect(await canvas.findByRole('textbox', { name: 'Your full name' })).toBeVisible();
  },
};
