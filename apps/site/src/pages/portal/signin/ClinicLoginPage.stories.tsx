import { createHandlers } from '@aafiyat/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SitePage } from '../../../stories/SitePage';
import { siteWords, uiWords } from '../../../stories/words';

const meta = {
  title: 'Pages/Portal/ClinicLogin',
  component: SitePage,
  args: { path: '/clinic-management-system/login' },
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
    await canvas.findByRole('textbox', { name: siteWords(globals)('SignIn.emailOrPhone') }),
    'owner@demo.aafiyat.pk',
  );
  await userEvent.type(
    canvas.getByLabelText(ui('PasswordSignIn.password'), { selector: 'input' }),
    'DemoClinic#2024',
  );
  await userEvent.click(canvas.getByRole('button', { name: ui('PasswordSignIn.submit') }));
}

/** An owner of several branches picks one; the record keeps the chosen clinic. */
export const BranchChoice: Story = {
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('SignIn.clinic.title') }),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: t('SignIn.frame.signUp.clinic') })).toHaveAttribute(
      'href',
      '/default/signup',
    );
    await signIn(canvas, globals);
    const radios = await canvas.findAllByRole('radio');
    await userEvent.click(radios[0] as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: uiWords(globals)('BranchPicker.continue') }));
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('authToken') ?? 'null')).toMatchObject({
        role: 'clinic_owner',
      }),
    );
  },
};

/** One branch: no choice, straight in. */
export const SingleBranch: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { checkClinicBranches: 'singleBranch' } }) } },
  },
  play: async ({ canvas, globals }) => {
    await signIn(canvas, globals);
    await waitFor(() => expect(window.localStorage.getItem('authToken')).not.toBeNull());
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** Wrong password, or an unknown login: the same neutral message. */
export const WrongCredentials: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { checkClinicBranches: 'notFound' } }) } },
  },
  play: async ({ canvas, globals }) => {
    await signIn(canvas, globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      siteWords(globals)('SignIn.error.wrongCredentials'),
    );
  },
};

/** A login that is neither an email nor a mobile number is refused before anything is sent. */
export const InvalidLogin: Story = {
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const login = await canvas.findByRole('textbox', { name: t('SignIn.emailOrPhone') });
    await userEvent.type(login, 'owner at clinic');
    await userEvent.type(
      canvas.getByLabelText(uiWords(globals)('PasswordSignIn.password'), { selector: 'input' }),
      'DemoClinic#2024',
    );
    await userEvent.click(canvas.getByRole('button', { name: uiWords(globals)('PasswordSignIn.submit') }));
    await waitFor(() =>
      expect(login).toHaveAccessibleDescription(expect.stringContaining(t('SignIn.error.loginInvalid'))),
    );
  },
};

/** Forgotten password: request a code, check it, set a new password. */
export const ForgotPassword: Story = {
  args: { path: '/clinic-management-system/login?reset=password' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('SignIn.clinic.reset.title') }),
    ).toBeVisible();
    await userEvent.type(
      await canvas.findByRole('textbox', { name: t('SignIn.emailOrPhone') }),
      '03211234567',
    );
    await userEvent.click(canvas.getByRole('button', { name: ui('PhoneOtpSignIn.sendCode') }));
    await userEvent.type(
      await canvas.findByRole('textbox', { name: ui('OtpCodeStep.label', { length: 6 }) }),
      '482913',
    );
    await userEvent.click(canvas.getByRole('button', { name: ui('PasswordReset.checkCode') }));
    await userEvent.type(
      await canvas.findByLabelText(ui('PasswordReset.newPassword'), { selector: 'input' }),
      'Clifton#Sea2025',
    );
    await userEvent.type(
      canvas.getByLabelText(ui('PasswordReset.again'), { selector: 'input' }),
      'Clifton#Sea2025',
    );
    await userEvent.click(canvas.getByRole('button', { name: ui('PasswordReset.save') }));
    await expect(await canvas.findByText(ui('PasswordReset.set'))).toBeVisible();
  },
};
