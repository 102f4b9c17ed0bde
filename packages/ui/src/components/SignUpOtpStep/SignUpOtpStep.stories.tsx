import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { OTP_INCOMPLETE_MESSAGE, SignUpOtpStep } from './SignUpOtpStep';

const meta = {
  title: 'Components/SignUpOtpStep',
  component: SignUpOtpStep,
  args: {
    phoneHint: '0345*****67',
    resendAfterSeconds: 60,
    onVerify: fn(() => Promise.resolve()),
    onResend: fn(() => Promise.resolve({ resendAfterSeconds: 60 })),
    onChangeDetails: fn(),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof SignUpOtpStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const WRONG_CODE = 'That code is not right. Check the SMS and try again.';

/** As it opens: where the code went, the code box (filled from the SMS by phones) and the wait for a new code. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0345*****67')).toBeVisible();
    const code = canvas.getByRole('textbox', { name: /Verification code/ });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByText(/^You can ask for a new code in (1:00|0:5\d)\.$/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send a new code' })).toBeNull();
  },
};

/** Verify with fewer than six digits: says what is missing and sends nothing. */
export const Incomplete: Story = {
  play: async ({ args, canvas }) => {
    const code = canvas.getByRole('textbox', { name: /Verification code/ });
    await userEvent.type(code, '482');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and activate' }));
    await expect(code).toHaveAccessibleDescription(OTP_INCOMPLETE_MESSAGE);
    await expect(code).toHaveFocus();
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

/** The sixth digit sends the code at once. */
export const Success: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Verification code/ }), '482913');
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledWith({ code: '482913' }));
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
  },
};

/** While the code is checked the button is busy. */
export const Pending: Story = {
  args: { onVerify: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Verification code/ }), '482913');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Verify and activate/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking the code…');
  },
};

/** A wrong code: the server's words under the box, the digits kept, focus back in the box. */
export const WrongCode: Story = {
  args: { onVerify: fn(() => Promise.reject(new Error(WRONG_CODE))) },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: /Verification code/ });
    await userEvent.type(code, '111111');
    await waitFor(() => expect(code).toHaveAccessibleDescription(WRONG_CODE));
    await expect(code).toHaveValue('111111');
    await expect(code).toHaveFocus();
  },
};

/** An expired code: the server says so; a new code is the way on. */
export const ExpiredCode: Story = {
  args: {
    resendAfterSeconds: 0,
    onVerify: fn(() => Promise.reject(new Error('This code has expired. Ask for a new one.'))),
  },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: /Verification code/ });
    await userEvent.type(code, '482913');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('This code has expired. Ask for a new one.'),
    );
    await expect(canvas.getByRole('button', { name: 'Send a new code' })).toBeVisible();
  },
};

/** Too many wrong codes: the wait message from the server. */
export const TooManyTries: Story = {
  args: {
    onVerify: fn(() =>
      Promise.reject(new Error('Too many wrong codes. Please wait 10 minutes and try again.')),
    ),
  },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: /Verification code/ });
    await userEvent.type(code, '000000');
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('wait 10 minutes')));
  },
};

/** After the wait: a new code is sent, the box is emptied and the wait starts again. */
export const Resend: Story = {
  args: { resendAfterSeconds: 0 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You can now ask for a new code.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText('We sent a new code to 0345*****67.')).toBeVisible();
    await expect(canvas.getByText(/^You can ask for a new code in (1:00|0:5\d)\.$/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Verification code/ })).toHaveFocus();
  },
};

/** A new code could not be sent: the server's words, and the button stays for another try. */
export const ResendFailed: Story = {
  args: {
    resendAfterSeconds: 0,
    onResend: fn(() => Promise.reject(new Error('Too many attempts. Please wait a moment and try again.'))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Verification code/ })).toHaveAccessibleDescription(
        'Too many attempts. Please wait a moment and try again.',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Send a new code' })).toBeVisible();
  },
};

/** Change my details goes back to the form. */
export const ChangeDetails: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change my details' }));
    await expect(args.onChangeDetails).toHaveBeenCalledTimes(1);
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
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Verify and activate' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change my details' })).toBeVisible();
  },
};
