import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PasswordField } from '../../primitives/PasswordField';
import { OtpCodeStep, otpCodeLabel, otpCodeMissingMessage } from './OtpCodeStep';
import { storyMessages } from '../../test-support/storyLocale';

const meta = {
  title: 'Components/OtpCodeStep',
  component: OtpCodeStep,
  args: {
    sentTo: '0345*****67',
    submitLabel: 'Verify and sign in',
    resendAfterSeconds: 60,
    onVerify: fn(() => Promise.resolve()),
    onResend: fn(() => Promise.resolve({ resendAfterSeconds: 60 })),
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof OtpCodeStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const WRONG_CODE = 'That code is not right. Check the SMS and try again.';

/** The paragraph that reads, whole, `text` (a sentence with the number in a `<bdi>` inside it). */
function paragraphReading(text: string) {
  return (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;
}

/** As it opens: where the code went, the code box (filled from the SMS by phones) and the wait for a new code. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const codeLabel = otpCodeLabel(t);
    await expect(
      canvas.getByText(paragraphReading(t('OtpCodeStep.sentTo', { length: 6, to: '0345*****67' }))),
    ).toBeVisible();
    await expect(canvas.getByText('0345*****67')).toHaveAttribute('dir', 'ltr');
    const code = canvas.getByRole('textbox', { name: codeLabel });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).not.toHaveFocus();
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^(1:00|0:5\d)$/);
    await expect(canvas.queryByRole('button', { name: t('OtpResend.button') })).toBeNull();
  },
};

/** Where the server does not say which number: the account's. */
export const NumberNotGiven: Story = {
  args: { sentTo: undefined },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText(t('OtpCodeStep.sentToAccount', { length: 6 }))).toBeVisible();
  },
};

/** After a step the person finished, focus is in the code box. */
export const FocusOnShow: Story = {
  args: { focusOnShow: true },
  play: async ({ canvas, globals }) => {
    const codeLabel = otpCodeLabel(storyMessages(globals));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: codeLabel })).toHaveFocus());
  },
};

/** Submitted with fewer than six digits: says what is missing under the box and sends nothing. */
export const Incomplete: Story = {
  play: async ({ args, canvas, globals }) => {
    const codeMissing = otpCodeMissingMessage(storyMessages(globals));
    const codeLabel = otpCodeLabel(storyMessages(globals));
    const code = canvas.getByRole('textbox', { name: codeLabel });
    await userEvent.type(code, '482');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and sign in' }));
    await expect(code).toHaveAccessibleDescription(codeMissing);
    await expect(code).toHaveValue('482');
    await expect(code).toHaveFocus();
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

/** The button sends the six digits. */
export const Verify: Story = {
  play: async ({ args, canvas, globals }) => {
    const codeLabel = otpCodeLabel(storyMessages(globals));
    await userEvent.type(canvas.getByRole('textbox', { name: codeLabel }), '482913');
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and sign in' }));
    await expect(args.onVerify).toHaveBeenCalledWith({ code: '482913' });
  },
};

/** Checked at the last digit: the sixth digit sends the code at once, once. */
export const VerifyOnComplete: Story = {
  args: { verifyOnComplete: true },
  play: async ({ args, canvas, globals }) => {
    const codeLabel = otpCodeLabel(storyMessages(globals));
    await userEvent.type(canvas.getByRole('textbox', { name: codeLabel }), '482913');
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledWith({ code: '482913' }));
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
  },
};

/** While the code is checked the button is busy and the wait is said to screen readers. */
export const Pending: Story = {
  args: { onVerify: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const codeLabel = otpCodeLabel(t);
    await userEvent.type(canvas.getByRole('textbox', { name: codeLabel }), '482913');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and sign in' }));
    await expect(canvas.getByRole('button', { name: 'Verify and sign in' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getAllByRole('status').at(-1)).toHaveTextContent(t('Common.pleaseWait'));
  },
};

/** A wrong code: the server's words under the box, the digits kept, focus back in the box. */
export const WrongCode: Story = {
  args: { onVerify: fn(() => Promise.reject(new Error(WRONG_CODE))) },
  play: async ({ canvas, globals }) => {
    const codeLabel = otpCodeLabel(storyMessages(globals));
    const code = canvas.getByRole('textbox', { name: codeLabel });
    await userEvent.type(code, '111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(WRONG_CODE));
    await expect(code).toHaveValue('111111');
    await expect(code).toHaveFocus();
  },
};

/** An expired code, after the wait: the server says so, and a new code is the way on. */
export const ExpiredCode: Story = {
  args: {
    resendAfterSeconds: 0,
    onVerify: fn(() => Promise.reject(new Error('This code has expired. Ask for a new one.'))),
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const codeLabel = otpCodeLabel(t);
    const code = canvas.getByRole('textbox', { name: codeLabel });
    await userEvent.type(code, '482913{Enter}');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('This code has expired. Ask for a new one.'),
    );
    await expect(canvas.getByRole('button', { name: t('OtpResend.button') })).toBeVisible();
  },
};

/** After the wait: a new code is sent, the box is emptied, the person told, and the wait starts again. */
export const Resend: Story = {
  args: { resendAfterSeconds: 0 },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const codeLabel = otpCodeLabel(t);
    await expect(canvas.getByText(t('OtpResend.ready'))).toBeInTheDocument();
    const code = canvas.getByRole('textbox', { name: codeLabel });
    await userEvent.type(code, '12');
    await userEvent.click(canvas.getByRole('button', { name: t('OtpResend.button') }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText(t('OtpCodeStep.newCode', { to: '0345*****67' }))).toBeVisible();
    await expect(await canvas.findByRole('timer')).toHaveTextContent(/^(1:00|0:5\d)$/);
    await expect(code).toHaveValue('');
    await expect(code).toHaveFocus();
  },
};

/** A new code could not be sent: the server's words in an alert, and the button stays for another try. */
export const ResendFailed: Story = {
  args: {
    resendAfterSeconds: 0,
    onResend: fn(() => Promise.reject(new Error('Too many attempts. Please wait a moment and try again.'))),
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('OtpResend.button') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
    await expect(canvas.getByRole('button', { name: t('OtpResend.button') })).toBeVisible();
  },
};

/** A way back beside the button. */
export const WithAction: Story = {
  args: { actions: <button type="button">Change number</button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Change number' })).toBeVisible();
  },
};

/** With more fields (a new password set with the code): both say what is wrong at once, and nothing is sent. */
export const WithOtherFields: Story = {
  render: function Render(args) {
    const [password, setPassword] = useState('');
    const [error, setError] = useState<string | undefined>(undefined);
    return (
      <OtpCodeStep
        {...args}
        checkOtherFields={() => {
          const problem = password.length < 8 ? 'Use at least 8 characters.' : undefined;
          setError(problem);
          return problem === undefined;
        }}
      >
        <PasswordField
          label="New password"
          name="new_password"
          autoComplete="new-password"
          value={password}
          error={error}
          onChange={({ value }) => {
            setPassword(value);
          }}
        />
      </OtpCodeStep>
    );
  },
  play: async ({ args, canvas, globals }) => {
    const codeMissing = otpCodeMissingMessage(storyMessages(globals));
    const codeLabel = otpCodeLabel(storyMessages(globals));
    const code = canvas.getByRole('textbox', { name: codeLabel });
    await userEvent.type(code, '48');
    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and sign in' }));
    await expect(code).toHaveAccessibleDescription(codeMissing);
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Use at least 8 characters.'),
    );
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.type(code, '2913');
    await userEvent.type(canvas.getByLabelText('New password'), ' and long');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and sign in' }));
    await expect(args.onVerify).toHaveBeenCalledWith({ code: '482913' });
  },
};

/** Right to left (Urdu): the number still reads left to right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0345*****67')).toHaveAttribute('dir', 'ltr');
  },
};

/** A 360 px phone: the buttons wrap under the box. */
export const Phone360: Story = {
  args: { actions: <button type="button">Change number</button> },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Verify and sign in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change number' })).toBeVisible();
  },
};

/** In Urdu: where the code went (the masked number left to right inside the sentence), the box and the wait. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        (_, element) =>
          element?.tagName === 'P' && element.textContent.startsWith('ہم نے 0345*****67 پر SMS'),
      ),
    ).toBeVisible();
    await expect(canvas.getByText('0345*****67')).toHaveAttribute('dir', 'ltr');
    const code = canvas.getByRole('textbox', { name: '6 ہندسوں کا کوڈ' });
    await userEvent.type(code, '12');
    await userEvent.keyboard('{Enter}');
    await expect(code).toHaveAccessibleDescription(
      expect.stringContaining('SMS میں آیا ہوا 6 ہندسوں کا کوڈ درج کریں۔'),
    );
  },
};

/** In Urdu, where the server does not say which number. */
export const UrduNumberNotGiven: Story = {
  args: { sentTo: undefined },
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('ہم نے آپ کے اکاؤنٹ کے موبائل نمبر پر SMS کے ذریعے 6 ہندسوں کا کوڈ بھیجا ہے۔', {
        exact: false,
      }),
    ).toBeVisible();
  },
};
