import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OtpInput } from './OtpInput';

const meta = {
  title: 'Primitives/OtpInput',
  component: OtpInput,
  args: {
    label: 'Verification code',
    hint: 'Enter the 6-digit code we sent to 0300 1234567.',
    name: 'otp',
    onChange: fn(),
    onComplete: fn(),
  },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('pattern', '[0-9]*');
    await userEvent.type(input, '12345');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.type(input, '6');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith({ code: '123456' });
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAccessibleDescription('Enter the 6-digit code we sent to 0300 1234567.');
  },
};

export const Filled: Story = {
  args: { defaultValue: '482913' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveValue('482913');
  },
};

/** Pasting the whole code (even with a space or dash) fills it and completes at once. */
export const PasteFullCode: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.paste('482 913');
    await expect(input).toHaveValue('482913');
    await expect(args.onComplete).toHaveBeenCalledWith({ code: '482913' });
  },
};

/** Anything but digits is dropped, and typing stops at six. */
export const NonDigitsIgnored: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.type(input, '1a2-b3 4c5x67');
    await expect(input).toHaveValue('123456');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: '123456' });
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith({ code: '123456' });
  },
};

export const Invalid: Story = {
  args: { defaultValue: '111111', error: 'That code is not right. Check the SMS and try again.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Enter the 6-digit code we sent to 0300 1234567. That code is not right. Check the SMS and try again.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '482913' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toBeDisabled();
  },
};

/** Urdu keyboards type their own digits; the code reads them, and stays left to right. */
export const RightToLeft: Story = {
  args: { label: 'تصدیقی کوڈ', hint: 'ہم نے جو 6 ہندسوں کا کوڈ بھیجا ہے وہ لکھیں۔' },
  globals: { direction: 'rtl' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'تصدیقی کوڈ' });
    await expect(input).toHaveAttribute('dir', 'ltr');
    await userEvent.type(input, '۴۸۲۹۱۳');
    await expect(args.onComplete).toHaveBeenCalledWith({ code: '482913' });
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  args: { defaultValue: '482913' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input.scrollWidth).toBeLessThanOrEqual(input.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
