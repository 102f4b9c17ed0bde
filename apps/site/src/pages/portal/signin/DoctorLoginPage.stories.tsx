import { createHandlers } from '@aafiyat/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SitePage } from '../../../stories/SitePage';
import { siteWords, uiWords } from '../../../stories/words';

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
type Globals = Readonly<Record<string, unknown>>;

async function signIn(canvas: Canvas, globals: Globals) {
  const ui = uiWords(globals);
  await userEvent.type(
    await canvas.findByRole('textbox', { name: siteWords(globals)('SignIn.doctor.loginLabel') }),
    '45321-P',
  );
  await userEvent.type(
    canvas.getByLabelText(ui('PasswordSignIn.password'), { selector: 'input' }),
    'DemoDoctor#2024',
  );
  await userEvent.click(canvas.getByRole('button', { name: ui('PasswordSignIn.submit') }));
}

/** A doctor signs in by PMDC number: the record keeps the PMDC. */
export const Success: Story = {
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('SignIn.doctor.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('SignIn.doctor.loginHint'))).toBeVisible();
    await signIn(canvas, globals);
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
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await signIn(canvas, globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('SignIn.doctor.firstPassword.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: uiWords(globals)('PasswordReset.setAndSignIn') }),
    ).toBeVisible();
  },
};

/** Rate limited: the wait in words. */
export const RateLimited: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { drLogin: 'rateLimited' } }) } } },
  play: async ({ canvas, globals }) => {
    await signIn(canvas, globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      siteWords(globals)('SignIn.error.waitMinutes', { minutes: 1 }),
    );
  },
};

/** A forgotten password, and the SMS with the code could not be sent: the server's words, the login kept. */
export const ResetSmsFailed: Story = {
  args: { path: '/doctor/login?reset=password' },
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { drForgetPassword: 'smsFailed' } }) } },
  },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('SignIn.doctor.reset.title') }),
    ).toBeVisible();
    const login = canvas.getByRole('textbox', { name: t('SignIn.doctor.loginLabel') });
    await userEvent.type(login, '45321-P');
    await userEvent.click(canvas.getByRole('button', { name: uiWords(globals)('PhoneOtpSignIn.sendCode') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not send the SMS just now. Please try again shortly.',
    );
    await expect(login).toHaveValue('45321-P');
    await expect(
      canvas.queryByRole('button', { name: uiWords(globals)('PasswordReset.checkCode') }),
    ).toBeNull();
  },
};
