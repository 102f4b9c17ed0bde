import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PhoneOtpSignIn, type PhoneOtpVerifyResult } from './PhoneOtpSignIn';
import { storyMessages } from '../../test-support/storyLocale';
import type { Translate } from '../../i18n/translator';
import { otpCodeLabel, otpCodeMissingMessage } from '../OtpCodeStep';

const WRONG_CODE = 'The code is incorrect. Please check the SMS and try again.';
const EXPIRED_CODE = 'The code has expired. Please request a new one.';
const EXHAUSTED = 'Too many wrong codes. Please request a new code.';
const RATE_LIMITED = 'Too many attempts. Please wait 42 seconds and try again.';

const meta = {
  title: 'Components/PhoneOtpSignIn',
  component: PhoneOtpSignIn,
  args: {
    onSendCode: fn(() => Promise.resolve({ resendAfterSeconds: 60 })),
    onVerify: fn(() => Promise.resolve('signedIn' as const)),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof PhoneOtpSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function sendTo(canvas: Canvas, t: Translate, phone = '+92 300 1234567') {
  await userEvent.type(canvas.getByRole('textbox', { name: t('PhoneOtpSignIn.phoneLabel') }), phone);
  await userEvent.click(canvas.getByRole('button', { name: t('PhoneOtpSignIn.sendCode') }));
  const code = await canvas.findByRole('textbox', { name: otpCodeLabel(t) });
  await waitFor(() => expect(code).toHaveFocus());
  return code;
}

async function verifyWith(canvas: Canvas, t: Translate, digits: string) {
  const code = await sendTo(canvas, t);
  await userEvent.type(code, digits);
  await userEvent.click(canvas.getByRole('button', { name: t('PhoneOtpSignIn.verify') }));
  return code;
}

/** The phone step, empty: the number, with the phone keypad and the browser's saved number. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const phone = canvas.getByRole('textbox', { name: t('PhoneOtpSignIn.phoneLabel') });
    await expect(phone).toHaveValue('');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');
    await expect(canvas.getByRole('button', { name: t('PhoneOtpSignIn.sendCode') })).toBeEnabled();
  },
};

/** A number that is not a Pakistani mobile number: the field says so, keeps the text and takes focus. */
export const InvalidPhone: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const phone = canvas.getByRole('textbox', { name: t('PhoneOtpSignIn.phoneLabel') });
    await userEvent.type(phone, '12345');
    await userEvent.click(canvas.getByRole('button', { name: t('PhoneOtpSignIn.sendCode') }));
    await expect(phone).toHaveAccessibleDescription(
      expect.stringContaining(t('PhoneOtpSignIn.invalidPhone')),
    );
    await expect(phone).toHaveValue('12345');
    await expect(phone).toHaveFocus();
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

/** Sending: the button is busy and a second press sends nothing more. */
export const Sending: Story = {
  args: { onSendCode: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await userEvent.type(
      canvas.getByRole('textbox', { name: t('PhoneOtpSignIn.phoneLabel') }),
      '03001234567',
    );
    const send = canvas.getByRole('button', { name: t('PhoneOtpSignIn.sendCode') });
    await userEvent.click(send);
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(send);
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
  },
};

/** Asked again too soon: the rate limit says how long to wait; the number stays. */
export const RateLimited: Story = {
  args: { onSendCode: fn(() => Promise.reject(new Error(RATE_LIMITED))) },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.type(
      canvas.getByRole('textbox', { name: t('PhoneOtpSignIn.phoneLabel') }),
      '03001234567',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('PhoneOtpSignIn.sendCode') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(RATE_LIMITED);
    await expect(canvas.getByRole('textbox', { name: t('PhoneOtpSignIn.phoneLabel') })).toHaveValue(
      '03001234567',
    );
  },
};

/** The code step: the number normalised, the one-time-code field and the resend countdown. */
export const CodeStep: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const codeMissing = otpCodeMissingMessage(t);
    const code = await sendTo(canvas, t);
    await expect(args.onSendCode).toHaveBeenCalledWith({ phone: '03001234567' });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByText('03001234567')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('1:00');
    await expect(canvas.queryByRole('button', { name: t('OtpResend.button') })).toBeNull();
    // Too few digits: said under the field, nothing sent.
    await userEvent.type(code, '123');
    await userEvent.click(canvas.getByRole('button', { name: t('PhoneOtpSignIn.verify') }));
    await expect(code).toHaveAccessibleDescription(expect.stringContaining(codeMissing));
    await expect(args.onVerify).not.toHaveBeenCalled();
    // Change number goes back with the number kept.
    await userEvent.click(canvas.getByRole('button', { name: t('PhoneOtpSignIn.changeNumber') }));
    await expect(canvas.getByRole('textbox', { name: t('PhoneOtpSignIn.phoneLabel') })).toHaveValue(
      '03001234567',
    );
  },
};

/** After the wait, a new code can be asked for; sending restarts the countdown. */
export const ResendAfterWait: Story = {
  args: { onSendCode: fn(() => Promise.resolve({ resendAfterSeconds: 1 })) },
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await sendTo(canvas, t);
    const resend = await canvas.findByRole('button', { name: t('OtpResend.button') }, { timeout: 3000 });
    await expect(canvas.getByText(t('OtpResend.ready'))).toBeInTheDocument();
    await userEvent.click(resend);
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledTimes(2));
    await expect(await canvas.findByRole('timer')).toBeVisible();
  },
};

/** A wrong code: the message is under the code, focus back on it, and the digits stay for correction. */
export const WrongCode: Story = {
  args: { onVerify: fn(() => Promise.reject(new Error(WRONG_CODE))) },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const code = await verifyWith(canvas, t, '000000');
    await waitFor(() => expect(code).toHaveAccessibleDescription(WRONG_CODE));
    await expect(code).toHaveFocus();
    await expect(code).toHaveValue('000000');
  },
};

/** An expired code says to ask for a new one. */
export const ExpiredCode: Story = {
  args: { onVerify: fn(() => Promise.reject(new Error(EXPIRED_CODE))) },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const code = await verifyWith(canvas, t, '482913');
    await waitFor(() => expect(code).toHaveAccessibleDescription(EXPIRED_CODE));
  },
};

/** Too many wrong codes: the code is spent, the message says to ask for a new one. */
export const ExhaustedCode: Story = {
  args: { onVerify: fn(() => Promise.reject(new Error(EXHAUSTED))) },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const code = await verifyWith(canvas, t, '482913');
    await waitFor(() => expect(code).toHaveAccessibleDescription(EXHAUSTED));
  },
};

/** A new number: the right code asks for a name, then the same code is sent again with it. */
export const NewPatientName: Story = {
  args: {
    onVerify: fn(({ name }: { name?: string }) =>
      Promise.resolve(name === undefined ? ('nameRequired' as const) : ('signedIn' as const)),
    ),
  },
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await verifyWith(canvas, t, '482913');
    const name = await canvas.findByRole('textbox', { name: t('PhoneOtpSignIn.nameLabel') });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('autocomplete', 'name');
    await userEvent.click(canvas.getByRole('button', { name: t('PhoneOtpSignIn.createAccount') }));
    await expect(name).toHaveAccessibleDescription(expect.stringContaining(t('PhoneOtpSignIn.nameMissing')));
    await userEvent.type(name, 'Fatima Zahra');
    await userEvent.click(canvas.getByRole('button', { name: t('PhoneOtpSignIn.createAccount') }));
    await expect(args.onVerify).toHaveBeenLastCalledWith({
      phone: '03001234567',
      code: '482913',
      name: 'Fatima Zahra',
    });
    await expect(await canvas.findByText(t('PhoneOtpSignIn.signedIn'))).toBeVisible();
  },
};

/** The server refuses the name: its problem in the name field's words under the name, what was typed kept. */
export const NewPatientNameRefused: Story = {
  args: {
    onVerify: fn(({ name }: { name?: string }): Promise<PhoneOtpVerifyResult> =>
      name === undefined
        ? Promise.resolve('nameRequired' as const)
        : Promise.reject(
            Object.assign(new Error('Must NOT have more than 100 characters.'), {
              fields: [
                {
                  path: 'body/name',
                  code: 'too_long',
                  limit: 100,
                  message: 'Must NOT have more than 100 characters.',
                },
              ],
            }),
          ),
    ),
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await verifyWith(canvas, t, '482913');
    const name = await canvas.findByRole('textbox', { name: t('PhoneOtpSignIn.nameLabel') });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('maxlength', '100');
    await userEvent.type(name, 'Fatima Zahra');
    await userEvent.click(canvas.getByRole('button', { name: t('PhoneOtpSignIn.createAccount') }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        t('FieldProblem.too_long', { label: t('PhoneOtpSignIn.nameInSentence'), limit: 100 }),
      ),
    );
    await expect(name).toHaveFocus();
    await expect(name).toHaveValue('Fatima Zahra');
    await expect(canvasElement).not.toHaveTextContent(/must NOT/i);
  },
};

/** Signed in: the confirmation while the page moves on. */
export const Success: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    await verifyWith(canvas, t, '482913');
    await expect(args.onVerify).toHaveBeenCalledWith({ phone: '03001234567', code: '482913' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('PhoneOtpSignIn.signedIn'));
  },
};

/** 360 px wide: the steps stack. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await sendTo(canvas, t);
    await expect(canvas.getByRole('button', { name: t('PhoneOtpSignIn.verify') })).toBeVisible();
  },
};

/** Right to left (Urdu): the number and code stay left to right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('textbox', { name: t('PhoneOtpSignIn.phoneLabel') })).toHaveAttribute(
      'dir',
      'ltr',
    );
    const code = await sendTo(canvas, t);
    await expect(code).toHaveAttribute('dir', 'ltr');
  },
};

/**
 * In Urdu, the whole sign-in: a wrong number is refused in Urdu, the code step says where the code went (the number
 * left to right inside the Urdu sentence) and counts down, a new number is asked for a name, and the person is told
 * they are signed in, every word from the catalog.
 */
export const Urdu: Story = {
  args: {
    onVerify: fn(({ name }: { name?: string }) =>
      Promise.resolve(name === undefined ? ('nameRequired' as const) : ('signedIn' as const)),
    ),
  },
  globals: { locale: 'ur' },
  play: async ({ canvas, args }) => {
    const phone = canvas.getByRole('textbox', { name: 'موبائل نمبر' });
    await expect(phone).toHaveAttribute('dir', 'ltr');
    await userEvent.type(phone, '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'کوڈ بھیجیں' }));
    await expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('درست موبائل نمبر درج کریں، مثلاً 0300 1234567۔'),
    );
    await userEvent.clear(phone);
    await userEvent.type(phone, '03001234567');
    await userEvent.click(canvas.getByRole('button', { name: 'کوڈ بھیجیں' }));
    const code = await canvas.findByRole('textbox', { name: '6 ہندسوں کا کوڈ' });
    await expect(canvas.getByText('03001234567').closest('p')).toHaveTextContent(
      'ہم نے 03001234567 پر SMS کے ذریعے 6 ہندسوں کا کوڈ بھیجا ہے۔ یہ چند منٹ کے لیے کارآمد ہے۔',
    );
    await expect(canvas.getByRole('timer')).toHaveAccessibleName('60 سیکنڈ');
    await userEvent.type(code, '482913');
    await userEvent.click(canvas.getByRole('button', { name: 'تصدیق کریں اور لاگ اِن کریں' }));
    const name = await canvas.findByRole('textbox', { name: 'آپ کا پورا نام' });
    await userEvent.type(name, 'فاطمہ زہرا');
    await userEvent.click(canvas.getByRole('button', { name: 'اکاؤنٹ بنائیں' }));
    await expect(args.onVerify).toHaveBeenLastCalledWith({
      phone: '03001234567',
      code: '482913',
      name: 'فاطمہ زہرا',
    });
    await expect(await canvas.findByText('آپ لاگ اِن ہو گئے ہیں')).toBeVisible();
  },
};
