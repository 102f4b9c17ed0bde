import { PASSWORD_MIN_LENGTH } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectSaidUnderField, tooLongRefusal } from '../../test-support/serverRefusal';
import { PasswordReset } from './PasswordReset';
import { storyMessages } from '../../test-support/storyLocale';
import type { Translate } from '../../i18n/translator';
import { otpCodeLabel, otpCodeMissingMessage } from '../OtpCodeStep';

const LOGIN = 'Email or mobile number';
const WRONG_CODE = 'The code is incorrect. Please check the SMS and try again.';

const meta = {
  title: 'Components/PasswordReset',
  component: PasswordReset,
  args: {
    loginLabel: LOGIN,
    signInHref: '/clinic-management-system/login',
    onRequestCode: fn(() => Promise.resolve({ resendAfterSeconds: 60, phoneHint: '0321*****67' })),
    onVerifyCode: fn(() => Promise.resolve()),
    onSetPassword: fn(() => Promise.resolve()),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof PasswordReset>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function requestCode(canvas: Canvas, t: Translate) {
  await userEvent.type(canvas.getByRole('textbox', { name: LOGIN }), 'owner@demo.aafiyat.pk');
  await userEvent.click(canvas.getByRole('button', { name: t('PhoneOtpSignIn.sendCode') }));
  const code = await canvas.findByRole('textbox', { name: otpCodeLabel(t) });
  await waitFor(() => expect(code).toHaveFocus());
  return code;
}

async function reachPassword(canvas: Canvas, t: Translate) {
  const code = await requestCode(canvas, t);
  await userEvent.type(code, '482913');
  await userEvent.click(canvas.getByRole('button', { name: t('PasswordReset.checkCode') }));
  const password = await canvas.findByLabelText(t('PasswordReset.newPassword'), { selector: 'input' });
  await waitFor(() => expect(password).toHaveFocus());
  return password;
}

/** Types a good new password twice and saves it; answers the new password's field. */
async function saveNewPassword(canvas: Canvas, t: Translate) {
  const password = await reachPassword(canvas, t);
  await userEvent.type(password, 'Clifton#Sea2025');
  await userEvent.type(
    canvas.getByLabelText(t('PasswordReset.again'), { selector: 'input' }),
    'Clifton#Sea2025',
  );
  await userEvent.click(canvas.getByRole('button', { name: t('PasswordReset.save') }));
  return password;
}

/** The first step, empty: the login and Send code. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('textbox', { name: LOGIN })).toHaveValue('');
    await expect(canvas.getByRole('link', { name: t('PasswordReset.back') })).toHaveAttribute(
      'href',
      '/clinic-management-system/login',
    );
  },
};

/** Sent empty: the login field says so; nothing is sent. */
export const InvalidLogin: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('PhoneOtpSignIn.sendCode') }));
    await expect(canvas.getByRole('textbox', { name: LOGIN })).toHaveAccessibleDescription(
      expect.stringContaining(t('PasswordSignIn.loginMissing', { label: 'email or mobile number' })),
    );
    await expect(args.onRequestCode).not.toHaveBeenCalled();
  },
};

/** An unknown login: the server's message shows; the login stays. */
export const UnknownLogin: Story = {
  args: {
    onRequestCode: fn(() => Promise.reject(new Error('We could not find what you were looking for.'))),
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.type(canvas.getByRole('textbox', { name: LOGIN }), 'nobody@example.pk');
    await userEvent.click(canvas.getByRole('button', { name: t('PhoneOtpSignIn.sendCode') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not find what you were looking for.',
    );
    await expect(canvas.getByRole('textbox', { name: LOGIN })).toHaveValue('nobody@example.pk');
  },
};

/** The server refuses the login (HTTP 400 with `fields`): the field's own sentence under it, focus there. */
export const ServerRefusesLogin: Story = {
  args: {
    onRequestCode: fn(() => Promise.reject(tooLongRefusal('login', 254))),
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const login = canvas.getByRole('textbox', { name: LOGIN });
    await userEvent.type(login, 'owner@demo.aafiyat.pk');
    await userEvent.click(canvas.getByRole('button', { name: t('PhoneOtpSignIn.sendCode') }));
    await expectSaidUnderField(
      canvasElement,
      login,
      t('FieldProblem.too_long', { label: LOGIN, limit: 254 }),
    );
    await expect(login).toHaveValue('owner@demo.aafiyat.pk');
  },
};

/** The code step: where the code went, the one-time-code field and the countdown; too few digits say so. */
export const CodeStep: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const codeMissing = otpCodeMissingMessage(t);
    const code = await requestCode(canvas, t);
    await expect(args.onRequestCode).toHaveBeenCalledWith({ login: 'owner@demo.aafiyat.pk' });
    await expect(canvas.getByText('0321*****67')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('1:00');
    await userEvent.click(canvas.getByRole('button', { name: t('PasswordReset.checkCode') }));
    await expect(code).toHaveAccessibleDescription(expect.stringContaining(codeMissing));
  },
};

/** Checking the code: the button is busy. */
export const PendingCode: Story = {
  args: { onVerifyCode: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const code = await requestCode(canvas, t);
    await userEvent.type(code, '482913');
    await userEvent.click(canvas.getByRole('button', { name: t('PasswordReset.checkCode') }));
    await expect(canvas.getByRole('button', { name: t('PasswordReset.checkCode') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A wrong code: announced; the digits stay. */
export const WrongCode: Story = {
  args: { onVerifyCode: fn(() => Promise.reject(new Error(WRONG_CODE))) },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const code = await requestCode(canvas, t);
    await userEvent.type(code, '000000');
    await userEvent.click(canvas.getByRole('button', { name: t('PasswordReset.checkCode') }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(WRONG_CODE));
    await expect(code).toHaveFocus();
    await expect(code).toHaveValue('000000');
  },
};

/** New password too short, then the two differ: each said under its field. */
export const InvalidPassword: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const mismatch = t('PasswordReset.mismatch');
    const tooShort = t('PasswordReset.tooShort', { min: PASSWORD_MIN_LENGTH });
    const password = await reachPassword(canvas, t);
    await userEvent.type(password, 'short');
    await userEvent.click(canvas.getByRole('button', { name: t('PasswordReset.save') }));
    await expect(password).toHaveAccessibleDescription(expect.stringContaining(tooShort));
    await userEvent.type(password, 'enough#2024');
    await userEvent.type(
      canvas.getByLabelText(t('PasswordReset.again'), { selector: 'input' }),
      'different#1',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('PasswordReset.save') }));
    await expect(
      canvas.getByLabelText(t('PasswordReset.again'), { selector: 'input' }),
    ).toHaveAccessibleDescription(expect.stringContaining(mismatch));
    await expect(args.onSetPassword).not.toHaveBeenCalled();
  },
};

/** Both passwords use `new-password`, so managers offer a strong one; saving ends on a sign-in link. */
export const Success: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const password = await saveNewPassword(canvas, t);
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(args.onSetPassword).toHaveBeenCalledWith({
      login: 'owner@demo.aafiyat.pk',
      code: '482913',
      password: 'Clifton#Sea2025',
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('PasswordReset.set'));
    await expect(canvas.getByRole('link', { name: t('PasswordSignIn.submit') })).toHaveAttribute(
      'href',
      '/clinic-management-system/login',
    );
  },
};

/** Saving failed: the message shows; both passwords stay. */
export const SaveFailed: Story = {
  args: { onSetPassword: fn(() => Promise.reject(new Error('Something went wrong try again!'))) },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const password = await saveNewPassword(canvas, t);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong try again!');
    await expect(password).toHaveValue('Clifton#Sea2025');
  },
};

/** The server refuses the new password (HTTP 400 with `fields`): its sentence under New password; both stay. */
export const ServerRefusesPassword: Story = {
  args: {
    onSetPassword: fn(() => Promise.reject(tooLongRefusal('password', 128))),
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const password = await saveNewPassword(canvas, t);
    await expectSaidUnderField(
      canvasElement,
      password,
      t('FieldProblem.too_long', { label: t('PasswordReset.newPassword'), limit: 128 }),
    );
    await expect(password).toHaveValue('Clifton#Sea2025');
  },
};

/** A doctor's first password: the code was already sent; code and password go together. */
export const FirstPassword: Story = {
  args: {
    loginLabel: 'PMDC number or mobile number',
    defaultLogin: '45321-P',
    codeAlreadySent: { resendAfterSeconds: 60, phoneHint: '0300*****43' },
    signInHref: '/doctor/login',
  },
  // Without onVerifyCode the code and the password are asked for together.
  render: ({ onVerifyCode: _separateCheck, ...args }) => <PasswordReset {...args} />,
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText('0300*****43')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: otpCodeLabel(t) }), '482913');
    await userEvent.type(
      canvas.getByLabelText(t('PasswordReset.newPassword'), { selector: 'input' }),
      'Margalla#2025',
    );
    await userEvent.type(
      canvas.getByLabelText(t('PasswordReset.again'), { selector: 'input' }),
      'Margalla#2025',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('PasswordReset.setAndSignIn') }));
    await expect(args.onSetPassword).toHaveBeenCalledWith({
      login: '45321-P',
      code: '482913',
      password: 'Margalla#2025',
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('PasswordReset.signedIn'));
  },
};

/** 360 px wide. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await requestCode(canvas, t);
    await expect(canvas.getByRole('button', { name: t('PasswordReset.checkCode') })).toBeVisible();
  },
};

/** Right to left: code and passwords stay left to right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const code = await requestCode(canvas, t);
    await expect(code).toHaveAttribute('dir', 'ltr');
  },
};

/**
 * In Urdu, a whole reset: the request (the login's label is the page's own), the code step, the new password's
 * checks, and the outcome, every built-in word from the catalog.
 */
export const Urdu: Story = {
  args: { loginLabel: 'ای میل یا موبائل نمبر' },
  globals: { locale: 'ur' },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('ہم آپ کے اکاؤنٹ کے موبائل نمبر پر SMS کے ذریعے 6 ہندسوں کا کوڈ بھیجیں گے۔'),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'ای میل یا موبائل نمبر' }), 'owner@example.pk');
    await userEvent.click(canvas.getByRole('button', { name: 'کوڈ بھیجیں' }));
    const code = await canvas.findByRole('textbox', { name: '6 ہندسوں کا کوڈ' });
    await userEvent.type(code, '482913');
    await userEvent.click(canvas.getByRole('button', { name: 'کوڈ چیک کریں' }));
    const password = await canvas.findByLabelText('نیا پاس ورڈ', { selector: 'input' });
    await userEvent.type(password, 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'نیا پاس ورڈ محفوظ کریں' }));
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining('کم از کم 8 حروف استعمال کریں۔'),
    );
    await userEvent.type(password, 'enough#2024');
    await userEvent.type(
      canvas.getByLabelText('نیا پاس ورڈ دوبارہ لکھیں', { selector: 'input' }),
      'enough#2024short',
    );
    await userEvent.clear(canvas.getByLabelText('نیا پاس ورڈ دوبارہ لکھیں', { selector: 'input' }));
    await userEvent.type(
      canvas.getByLabelText('نیا پاس ورڈ دوبارہ لکھیں', { selector: 'input' }),
      'shortenough#2024',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'نیا پاس ورڈ محفوظ کریں' }));
    await expect(args.onSetPassword).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText('آپ کا پاس ورڈ بن گیا')).toBeVisible();
  },
};
