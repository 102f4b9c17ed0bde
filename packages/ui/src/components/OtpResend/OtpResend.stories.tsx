import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { OtpResend, formatCountdown } from './OtpResend';
import { storyMessages } from '../../test-support/storyLocale';

const meta = {
  title: 'Components/OtpResend',
  component: OtpResend,
  args: { resendAfterSeconds: 60, sentAt: 1, onResend: fn(() => Promise.resolve()) },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof OtpResend>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting: the countdown is a timer (not announced every second); no button yet. */
export const Waiting: Story = {
  play: async ({ canvas, globals }) => {
    const resendLabel = storyMessages(globals)('OtpResend.button');
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent('1:00');
    await waitFor(() => expect(timer).toHaveTextContent('0:59'), { timeout: 2500 });
    await expect(canvas.queryByRole('button', { name: resendLabel })).toBeNull();
    await expect(formatCountdown(5)).toBe('0:05');
  },
};

/** Ready: the button sends a new code and is busy while it does. */
export const Ready: Story = {
  args: { resendAfterSeconds: 0, onResend: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, args, globals }) => {
    const t = storyMessages(globals);
    const button = canvas.getByRole('button', { name: t('OtpResend.button') });
    await expect(canvas.getByText(t('OtpResend.ready'))).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Right to left. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toBeVisible();
  },
};

/** In Urdu, waiting: the sentence around the countdown is Urdu, the timer is named in seconds. */
export const UrduWaiting: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer');
    await expect(timer.parentElement).toHaveTextContent('SMS نہیں ملا؟ آپ 1:00 بعد نیا کوڈ منگوا سکتے ہیں۔');
    await expect(timer).toHaveAccessibleName('60 سیکنڈ');
  },
};

/** In Urdu, ready: "نیا کوڈ بھیجیں", and the readiness said once in Urdu. */
export const UrduReady: Story = {
  ...Ready,
  globals: { locale: 'ur' },
  play: async (context) => {
    await expect(context.canvas.getByText('اب آپ نیا کوڈ منگوا سکتے ہیں۔')).toBeInTheDocument();
    await expect(context.canvas.getByRole('button', { name: 'نیا کوڈ بھیجیں' })).toBeVisible();
  },
};
