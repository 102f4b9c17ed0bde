import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectSaidUnderField, tooLongRefusal } from '../../test-support/serverRefusal';
import { PasswordSignIn } from './PasswordSignIn';
import { storyMessages } from '../../test-support/storyLocale';
import type { Translate } from '../../i18n/translator';

const WRONG = 'That sign-in did not work. Check your login and password and try again.';
const RATE_LIMITED = 'Too many attempts. Please wait 2 minutes and try again.';
const LOGIN = 'Email or mobile number';

const meta = {
  title: 'Components/PasswordSignIn',
  component: PasswordSignIn,
  args: {
    loginLabel: LOGIN,
    forgotPasswordHref: '/clinic-management-system/login?reset=password',
    onSubmit: fn(() => Promise.resolve()),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof PasswordSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function signIn(
  canvas: Canvas,
  t: Translate,
  login = 'owner@demo.aafiyat.pk',
  password = 'Wrong#2024',
) {
  await userEvent.type(canvas.getByRole('textbox', { name: LOGIN }), login);
  await userEvent.type(canvas.getByLabelText(t('PasswordSignIn.password'), { selector: 'input' }), password);
  await userEvent.click(canvas.getByRole('button', { name: t('PasswordSignIn.submit') }));
}

/** Empty: login, password with a reveal toggle, Sign in, and the forgot-password link. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('textbox', { name: LOGIN })).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText(t('PasswordSignIn.password'), { selector: 'input' })).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expect(canvas.getByRole('link', { name: t('PasswordSignIn.forgot') })).toHaveAttribute(
      'href',
      '/clinic-management-system/login?reset=password',
    );
  },
};

/** Sent empty: each field says what is missing, focus goes to the first, nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('PasswordSignIn.submit') }));
    const login = canvas.getByRole('textbox', { name: LOGIN });
    await expect(login).toHaveAccessibleDescription(
      expect.stringContaining(t('PasswordSignIn.loginMissing', { label: 'email or mobile number' })),
    );
    await expect(login).toHaveFocus();
    await userEvent.type(login, 'owner@demo.aafiyat.pk');
    await userEvent.click(canvas.getByRole('button', { name: t('PasswordSignIn.submit') }));
    const password = canvas.getByLabelText(t('PasswordSignIn.password'), { selector: 'input' });
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining(t('PasswordSignIn.passwordMissing')),
    );
    await expect(password).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A caller's check of the login (a doctor's PMDC or mobile number) shows its own message. */
export const CustomLoginCheck: Story = {
  args: {
    loginLabel: 'PMDC number or mobile number',
    validateLogin: (login: string) =>
      login.startsWith('0') || /^\d/.test(login) ? undefined : 'Enter a PMDC number.',
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const login = canvas.getByRole('textbox', { name: 'PMDC number or mobile number' });
    await userEvent.type(login, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: t('PasswordSignIn.submit') }));
    await expect(login).toHaveAccessibleDescription(expect.stringContaining('Enter a PMDC number.'));
  },
};

/** The password can be revealed and hidden again; focus stays in the field. */
export const RevealPassword: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const password = canvas.getByLabelText(t('PasswordSignIn.password'), { selector: 'input' });
    await userEvent.type(password, 'DemoClinic#2024');
    const toggle = canvas.getByRole('button', { name: t('PasswordField.show') });
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'password');
  },
};

/** Signing in: the button is busy; a second press sends nothing more. */
export const Pending: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await signIn(canvas, t);
    const button = canvas.getByRole('button', { name: t('PasswordSignIn.submit') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Wrong credentials: one neutral message; what was typed stays. */
export const WrongCredentials: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error(WRONG))) },
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await signIn(canvas, t);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(WRONG);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      login: 'owner@demo.aafiyat.pk',
      password: 'Wrong#2024',
    });
    await expect(canvas.getByRole('textbox', { name: LOGIN })).toHaveValue('owner@demo.aafiyat.pk');
    await expect(canvas.getByLabelText(t('PasswordSignIn.password'), { selector: 'input' })).toHaveValue(
      'Wrong#2024',
    );
  },
};

/**
 * The server refuses a field (HTTP 400 with `fields`): the problem in the field's own words under it, never the
 * validator's text, focus there, and what was typed stays.
 */
export const ServerRefusesLogin: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(tooLongRefusal('login', 254))),
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await signIn(canvas, t);
    const login = canvas.getByRole('textbox', { name: LOGIN });
    await expectSaidUnderField(
      canvasElement,
      login,
      t('FieldProblem.too_long', { label: LOGIN, limit: 254 }),
    );
    await expect(login).toHaveValue('owner@demo.aafiyat.pk');
    await expect(canvas.getByLabelText(t('PasswordSignIn.password'), { selector: 'input' })).toHaveValue(
      'Wrong#2024',
    );
  },
};

/** Rate limited: the wait in words. */
export const RateLimited: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error(RATE_LIMITED))) },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await signIn(canvas, t);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(RATE_LIMITED);
  },
};

/** Signed in: the caller moves on; the form stays as it was, with no error. */
export const Success: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await signIn(canvas, t, ' 03211234567 ', 'DemoClinic#2024');
    await expect(args.onSubmit).toHaveBeenCalledWith({ login: '03211234567', password: 'DemoClinic#2024' });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Without a reset (staff, hospital, pharmacy), no forgot-password link. */
export const WithoutReset: Story = {
  args: { forgotPasswordHref: undefined },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.queryByRole('link', { name: t('PasswordSignIn.forgot') })).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** 360 px wide. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('button', { name: t('PasswordSignIn.submit') })).toBeVisible();
  },
};

/** Right to left: the login and password stay left to right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('textbox', { name: LOGIN })).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByLabelText(t('PasswordSignIn.password'), { selector: 'input' })).toHaveAttribute(
      'dir',
      'ltr',
    );
  },
};

/**
 * In Urdu: the login's own label (the page's words), the password field, the button, the reset link and what an
 * empty form is told, in Urdu; the login stays left to right.
 */
export const Urdu: Story = {
  args: { loginLabel: 'ای میل یا موبائل نمبر' },
  globals: { locale: 'ur' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'لاگ اِن کریں' }));
    const login = canvas.getByRole('textbox', { name: 'ای میل یا موبائل نمبر' });
    await expect(login).toHaveAccessibleDescription('ای میل یا موبائل نمبر درج کریں۔');
    await expect(login).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByLabelText('پاس ورڈ')).toHaveAccessibleDescription('اپنا پاس ورڈ درج کریں۔');
    await expect(canvas.getByRole('button', { name: 'پاس ورڈ دکھائیں' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'پاس ورڈ بھول گئے؟' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
