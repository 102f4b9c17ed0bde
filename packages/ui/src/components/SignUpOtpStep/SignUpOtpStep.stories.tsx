import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SignUpOtpStep } from './SignUpOtpStep';
import { storyMessages } from '../../test-support/storyLocale';
import { otpCodeLabel } from '../OtpCodeStep';

// The code step's own states (incomplete, wrong, expired, resend…) are OtpCodeStep's stories: this is one of its uses.
const meta = {
  title: 'Components/SignUpOtpStep',
  component: SignUpOtpStep,
  args: {
    phoneHint: '0345*****67',
    resendAfterSeconds: 60,
    onVerify: fn(() => Promise.resolve()),
    onResend: fn(() => Promise.resolve({ resendAfterSeconds: 60 })),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof SignUpOtpStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the code is for, and the sixth digit activates the account at once. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const codeLabel = otpCodeLabel(t);
    // Where the code went, then what it is for, in one paragraph.
    const said = `${t('OtpCodeStep.sentTo', { length: 6, to: '0345*****67' })} ${t('SignUpOtpStep.description')}`;
    await expect(
      canvas.getByText((_, element) => element?.tagName === 'P' && element.textContent === said),
    ).toBeVisible();
    await expect(canvas.getByText('0345*****67')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: codeLabel }), '482913');
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledWith({ code: '482913' }));
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: t('SignUpOtpStep.submit') })).toBeVisible();
  },
};

/** Change my details goes back to the form. */
export const ChangeDetails: Story = {
  args: { onChangeDetails: fn() },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('SignUpOtpStep.changeDetails') }));
    await expect(args.onChangeDetails).toHaveBeenCalledTimes(1);
  },
};

/** Without a way back, none is offered. */
export const NoWayBack: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    // The code step is there, with no way back beside its button.
    await expect(canvas.getByRole('button', { name: t('SignUpOtpStep.submit') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('SignUpOtpStep.changeDetails') })).toBeNull();
  },
};

/** Right to left (Urdu): the masked number still reads left to right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0345*****67')).toHaveAttribute('dir', 'ltr');
  },
};

/** A 360 px phone: the buttons wrap under the box. */
export const Phone360: Story = {
  args: { onChangeDetails: fn() },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('button', { name: t('SignUpOtpStep.submit') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('SignUpOtpStep.changeDetails') })).toBeVisible();
  },
};

/** In Urdu: what the code is for, the button and the way back. */
export const Urdu: Story = {
  args: { onChangeDetails: fn() },
  globals: { locale: 'ur' },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText(/اپنا نمبر تصدیق کرنے اور اکاؤنٹ فعال کرنے کے لیے یہ کوڈ درج کریں۔/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تصدیق کریں اور اکاؤنٹ فعال کریں' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'اپنی تفصیلات تبدیل کریں' }));
    await expect(args.onChangeDetails).toHaveBeenCalledTimes(1);
  },
};
