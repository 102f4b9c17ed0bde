import { extractErrorMessage } from '@aafiyat/domain';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Button } from '../../primitives/Button';
import { InlineAlert } from '../../primitives/InlineAlert';
import { OTP_LENGTH, OtpInput } from '../../primitives/OtpInput';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';

export interface SignUpOtpStepProps {
  /** Where the code went: the number with its middle digits masked (`0300*****67`), from the server. */
  phoneHint: string;
  /** Seconds until another code may be asked for (the server's `resend_after_seconds`, 60 by the spec). */
  resendAfterSeconds: number;
  /**
   * Checks the code. Resolve when the account is active; reject with an `Error` whose message is the server's
   * (wrong, expired or too many tries); the step shows it and keeps the digits for another look.
   */
  onVerify: (input: { code: string }) => Promise<unknown>;
  /**
   * Asks for a new code. Resolve with the new wait in seconds; reject with an `Error` whose message is shown.
   */
  onResend: () => Promise<{ resendAfterSeconds: number }>;
  /** Goes back to the details (a mistyped number); leave out to offer no way back. */
  onChangeDetails?: () => void;
  /** Test and analytics hooks, rendered as `data-*` attributes on the form. */
  data?: Record<string, string>;
}

/** Words of the countdown, `m:ss` as a phone's dialler shows it. */
export function resendCountdownText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `You can ask for a new code in ${String(minutes)}:${String(rest).padStart(2, '0')}.`;
}

/** The message when the code box is submitted without all its digits. */
export const OTP_INCOMPLETE_MESSAGE = `Enter the ${String(OTP_LENGTH)}-digit code from the text message.`;

/**
 * The sign-up's code step (spec section 2: the phone is verified before the account is active): the 6-digit
 * code (`autocomplete="one-time-code"`, so phones offer it from the SMS), checked as soon as the last digit is
 * in, and a new code after the wait, counted down to the second.
 */
export function SignUpOtpStep({
  phoneHint,
  resendAfterSeconds,
  onVerify,
  onResend,
  onChangeDetails,
  data,
}: SignUpOtpStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [resendAt, setResendAt] = useState(() => Date.now() + resendAfterSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const codeRef = useRef<HTMLInputElement>(null);
  const remaining = Math.max(0, Math.ceil((resendAt - now) / 1000));

  useEffect(() => {
    if (remaining === 0) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [remaining]);

  const verify = async (digits: string) => {
    if (verifying) return;
    if (digits.length !== OTP_LENGTH) {
      setError(OTP_INCOMPLETE_MESSAGE);
      codeRef.current?.focus();
      return;
    }
    setError(undefined);
    setNotice(undefined);
    setVerifying(true);
    try {
      await onVerify({ code: digits });
    } catch (failure) {
      setError(extractErrorMessage(failure));
      codeRef.current?.focus();
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    if (resending) return;
    setResending(true);
    setError(undefined);
    try {
      const next = await onResend();
      const at = Date.now();
      setNow(at);
      setResendAt(at + next.resendAfterSeconds * 1000);
      setCode('');
      setNotice(`We sent a new code to ${phoneHint}.`);
      codeRef.current?.focus();
    } catch (failure) {
      setError(extractErrorMessage(failure));
    } finally {
      setResending(false);
    }
  };

  const dataAttributes = Object.fromEntries(
    Object.entries(data ?? {}).map(([key, value]) => [`data-${key}`, value]),
  );

  return (
    <form
      noValidate
      onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        void verify(code);
      }}
      {...dataAttributes}
    >
      <Stack gap="large">
        <Text>
          We sent a {String(OTP_LENGTH)}-digit code by SMS to <strong dir="ltr">{phoneHint}</strong>. Enter it
          to verify your number and activate the account.
        </Text>
        <OtpInput
          ref={codeRef}
          label="Verification code"
          name="code"
          required
          value={code}
          error={error}
          onChange={({ value }) => {
            setCode(value);
          }}
          onComplete={({ code: digits }) => {
            void verify(digits);
          }}
        />
        {notice === undefined ? null : <InlineAlert tone="positive">{notice}</InlineAlert>}
        <Inline gap="medium" alignItems="center">
          <Button type="submit" size="large" pending={verifying}>
            Verify and activate
          </Button>
          {remaining > 0 ? (
            <Text tone="muted">{resendCountdownText(remaining)}</Text>
          ) : (
            <Button
              variant="outline"
              pending={resending}
              onClick={() => {
                void resend();
              }}
            >
              Send a new code
            </Button>
          )}
          {onChangeDetails === undefined ? null : (
            <Button variant="ghost" onClick={onChangeDetails}>
              Change my details
            </Button>
          )}
        </Inline>
        <div role="status">
          <VisuallyHidden>
            {verifying
              ? 'Checking the code…'
              : resending
                ? 'Sending a new code…'
                : remaining === 0
                  ? 'You can now ask for a new code.'
                  : ''}
          </VisuallyHidden>
        </div>
      </Stack>
    </form>
  );
}
