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
    const codeLabel = otpCodeLabel(storyMessages(globals));
    await expect(canvas.getByText(/Enter it to verify your number and activate the account\./)).toBeVisible();
    await expect(canvas.getByText('0345*****67')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: codeLabel }), '482913');
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledWith({ code: '482913' }));
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Verify and activate' })).toBeVisible();
  },
};

/** Change my details goes back to the form. */
export const ChangeDetails: Story = {
  args: { onChangeDetails: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change my details' }));
    await expect(args.onChangeDetails).toHaveBeenCalledTimes(1);
  },
};

/** Without a way back, none is offered. */
export const NoWayBack: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Change my details' })).toBeNull();
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Verify and activate' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change my details' })).toBeVisible();
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
