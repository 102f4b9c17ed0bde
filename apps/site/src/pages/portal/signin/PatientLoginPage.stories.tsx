import { createHandlers, errorBodies } from '@aafiyat/api/mocks';
import { signInRoleLabel } from '@aafiyat/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale } from '../../../../../../packages/ui/src/test-support/storyLocale';
import { SitePage } from '../../../stories/SitePage';
import { siteWords, uiWords } from '../../../stories/words';

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
type Globals = Readonly<Record<string, unknown>>;

async function typeNumber(canvas: Canvas, globals: Globals) {
  const ui = uiWords(globals);
  const mobile = await canvas.findByRole('textbox', { name: ui('PhoneOtpSignIn.phoneLabel') });
  await userEvent.type(mobile, '0300 1234567');
  await userEvent.click(canvas.getByRole('button', { name: ui('PhoneOtpSignIn.sendCode') }));
  return mobile;
}

async function sendAndVerify(canvas: Canvas, globals: Globals) {
  const ui = uiWords(globals);
  await typeNumber(canvas, globals);
  await userEvent.type(
    await canvas.findByRole('textbox', { name: ui('OtpCodeStep.label', { length: 6 }) }),
    '482913',
  );
  await userEvent.click(canvas.getByRole('button', { name: ui('PhoneOtpSignIn.verify') }));
}

/** A known patient signs in: the record is stored (role patient) and the page moves on. */
export const Success: Story = {
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('SignIn.patient.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('SignIn.patient.lead'))).toBeVisible();
    const others = within(canvas.getByRole('navigation', { name: t('SignIn.frame.others') }));
    await expect(
      others.getByRole('link', { name: signInRoleLabel(uiWords(globals), 'doctor') }),
    ).toHaveAttribute('href', '/doctor/login');
    await waitFor(() =>
      expect(document.title).toBe(`${t('SignIn.patient.meta.title')} · ${t('Shell.brand')}`),
    );
    await sendAndVerify(canvas, globals);
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
  play: async ({ canvas, globals }) => {
    await typeNumber(canvas, globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      siteWords(globals)('SignIn.error.waitMinutes', { minutes: 1 }),
    );
  },
};

/**
 * The SMS could not be sent: in the alert, the server's own sentence on an English page, the catalog's for its code
 * in any other language; the number kept to try again.
 */
export const SmsFailed: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { sendVerificationCode: 'smsFailed' } }) } },
  },
  play: async ({ canvas, globals }) => {
    const mobile = await typeNumber(canvas, globals);
    const failed =
      storyLocale(globals) === 'en' ? errorBodies.smsFailed.message : uiWords(globals)('Refusal.smsFailed');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(failed);
    await expect(mobile).toHaveValue('03001234567');
    await expect(
      canvas.queryByRole('textbox', { name: uiWords(globals)('OtpCodeStep.label', { length: 6 }) }),
    ).toBeNull();
  },
};

/** A wrong code is refused under the code: the server's sentence in English, the catalog's for its code in Urdu. */
export const WrongCode: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { verifyOtpCodePatient: 'otpInvalid' } }) } },
  },
  play: async ({ canvas, globals }) => {
    await sendAndVerify(canvas, globals);
    const code = canvas.getByRole('textbox', { name: uiWords(globals)('OtpCodeStep.label', { length: 6 }) });
    const refused =
      storyLocale(globals) === 'en' ? errorBodies.otpInvalid.message : uiWords(globals)('Refusal.otpInvalid');
    await waitFor(() => expect(code).toHaveAccessibleDescription(refused));
    await expect(window.localStorage.getItem('authToken')).toBeNull();
  },
};

/** A new number: the name is asked for before the account is made. */
export const NewNumber: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { verifyOtpCodePatient: 'nameRequired' } }) } },
  },
  play: async ({ canvas, globals }) => {
    await sendAndVerify(canvas, globals);
    await expect(
      await canvas.findByRole('textbox', { name: uiWords(globals)('PhoneOtpSignIn.nameLabel') }),
    ).toBeVisible();
  },
};
