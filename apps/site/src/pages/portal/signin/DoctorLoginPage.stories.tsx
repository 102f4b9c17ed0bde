import { createHandlers } from '@aafiyat/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SitePage } from '../../../stories/SitePage';

const meta = {
  title: 'Pages/Portal/DoctorLogin',
  component: SitePage,
  args: { path: '/doctor/login' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => () => {
    window.localStorage.removeItem('authToken');
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function signIn(canvas: Canvas) {
  await userEvent.type(
    await canvas.findByRole('textbox', { name: 'PMDC number or mobile number' }),
    '45321-P',
  );
  await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'DemoDoctor#2024');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

/** A doctor signs in by PMDC number: the record keeps the PMDC. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await signIn(canvas);
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('authToken') ?? 'null')).toMatchObject({
        role: 'doctor',
        pmdc: '45321-P',
      }),
    );
  },
};

/** No password yet: a code was sent, the doctor sets a password with it. */
export const FirstPassword: Story = {
  parameters: {
    msw: {
      handlers: {
        api: createHandlers({ scenarios: { drLogin: 'passwordNotSet', checkPasswordExists: 'noPassword' } }),
      },
    },
  },
  play: async ({ canvas }) => {
    await signIn(canvas);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set password and sign in' })).toBeVisible();
  },
};

/** Rate limited: the wait in words. */
export const RateLimited: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { drLogin: 'rateLimited' } }) } } },
  play: async ({ canvas }) => {
    await signIn(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Too many attempts\. Please wait/);
  },
};

/** A forgotten password, and the SMS with the code could not be sent: the server's words, the login kept. */
export const ResetSmsFailed: Story = {
  args: { path: '/doctor/login?reset=password' },
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { drForgetPassword: 'smsFailed' } }) } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Reset your doctor password' }),
    ).toBeVisible();
    const login = canvas.getByRole('textbox', { name: 'PMDC number or mobile number' });
    await userEvent.type(login, '45321-P');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not send the SMS just now. Please try again shortly.',
    );
    await expect(login).toHaveValue('45321-P');
    await expect(canvas.queryByRole('button', { name: 'Check code' })).toBeNull();
  },
};
