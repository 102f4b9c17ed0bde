import { useRefusalMessage } from '../../i18n/useRefusalMessage';
import { extractErrorMessage } from '@aafiyat/domain';
import { useLayoutEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { useMessages } from '../../i18n/I18nContext';
import { RichMessage } from '../../i18n/RichMessage';
import type { Translate } from '../../i18n/translator';
import { Button } from '../../primitives/Button';
import { dataAttributes } from '../../primitives/Button/Button';
import { InlineAlert } from '../../primitives/InlineAlert';
import { OTP_LENGTH, OtpInput } from '../../primitives/OtpInput';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { OtpResend } from '../OtpResend';
import { actions as actionsStyle, form } from './OtpCodeStep.css';

/** The code field's label, the same wherever a code is asked for ("6-digit code"). */
export function otpCodeLabel(t: Translate): string {
  return t('OtpCodeStep.label', { length: OTP_LENGTH });
}

/** Shown under the code field when it is submitted without all its digits. */
export function otpCodeMissingMessage(t: Translate): string {
  return t('OtpCodeStep.missing', { length: OTP_LENGTH });
}

/** "We sent a 6-digit code by SMS to …", naming where (the number itself left to right). */
function OtpSentSentence({ sentTo }: { sentTo: string | undefined }) {
  return sentTo === undefined ? (
    <RichMessage id="OtpCodeStep.sentToAccount" values={{ length: OTP_LENGTH }} />
  ) : (
    <RichMessage id="OtpCodeStep.sentTo" values={{ length: OTP_LENGTH, to: <bdi dir="ltr">{sentTo}</bdi> }} />
  );
}

export interface OtpCodeStepProps {
  /**
   * Where the code went: the number the person typed, or the masked number the server answered (`0300*****67`).
   * Leave out when the server does not say; the step then names "the mobile number on your account".
   */
  sentTo?: string | undefined;
  /** A sentence after "We sent a 6-digit code by SMS to …" saying what the code is for. */
  description?: string;
  /** The submit button's words ("Verify and sign in"). */
  submitLabel: string;
  /** Seconds before another code may be asked for, counted from when the step appears. */
  resendAfterSeconds: number;
  /**
   * Checks the code. Resolve when it is accepted; reject with an `Error` whose message is shown under the code
   * field (wrong, expired, too many tries), the digits kept for another look.
   */
  onVerify: (input: { code: string }) => Promise<unknown>;
  /** Asks for a new code. Resolve with the new wait in seconds; reject with an `Error` whose message is shown. */
  onResend: () => Promise<{ resendAfterSeconds: number }>;
  /**
   * Checks the step's other fields (given as `children`) when it is submitted: return `false` to stop, after
   * showing why and moving focus. Runs after the code's own check, so both say what is wrong at once.
   */
  checkOtherFields?: (input: { codeComplete: boolean }) => boolean;
  /** Checks the code as soon as its last digit is typed or pasted, without waiting for the button. */
  verifyOnComplete?: boolean;
  /** Moves focus to the code field when the step appears (because the person has just finished a step before it). */
  focusOnShow?: boolean;
  /** Other actions beside the submit button: a way back ("Change number", "Back to sign in"). */
  actions?: ReactNode;
  /** More fields, after the code (a new password set together with the code). */
  children?: ReactNode;
  /** Test and analytics hooks, rendered as `data-*` attributes on the form. */
  data?: Record<string, string>;
}

/**
 * The step that asks for the 6-digit code sent by SMS, wherever one is asked for (signing in, signing up, a
 * password reset): where the code went, the code field (`autocomplete="one-time-code"`, so phones offer it from
 * the SMS), the submit button, a new code after the wait (counted down to the second), and what went wrong under
 * the field it concerns. What was typed is kept.
 */
export function OtpCodeStep({
  sentTo,
  description,
  submitLabel,
  resendAfterSeconds,
  onVerify,
  onResend,
  checkOtherFields,
  verifyOnComplete = false,
  focusOnShow = false,
  actions,
  children,
  data,
}: OtpCodeStepProps) {
  const t = useMessages();
  const refusalWords = useRefusalMessage();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [verifying, setVerifying] = useState(false);
  // Each new code restarts the countdown: `sends` changes with it.
  const [sent, setSent] = useState({ sends: 0, resendAfterSeconds });
  const codeRef = useRef<HTMLInputElement>(null);

  // Before the browser paints the new step: focus never rests on the page between the two steps.
  useLayoutEffect(() => {
    if (focusOnShow) codeRef.current?.focus();
  }, [focusOnShow]);

  const verify = async (digits: string) => {
    if (verifying) return;
    const complete = digits.length === OTP_LENGTH;
    setCodeError(complete ? undefined : otpCodeMissingMessage(t));
    const othersFine = checkOtherFields?.({ codeComplete: complete }) ?? true;
    setFailure(undefined);
    setNotice(undefined);
    if (!complete) codeRef.current?.focus();
    if (!complete || !othersFine) return;
    setVerifying(true);
    try {
      await onVerify({ code: digits });
    } catch (error) {
      setCodeError(refusalWords(error));
      codeRef.current?.focus();
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    setFailure(undefined);
    setNotice(undefined);
    try {
      const next = await onResend();
      setSent((previous) => ({ sends: previous.sends + 1, resendAfterSeconds: next.resendAfterSeconds }));
      setCode('');
      setCodeError(undefined);
      setNotice(
        sentTo === undefined ? t('OtpCodeStep.newCodeAccount') : t('OtpCodeStep.newCode', { to: sentTo }),
      );
      codeRef.current?.focus();
    } catch (error) {
      setFailure(extractErrorMessage(error));
      throw error;
    }
  };

  return (
    <form
      className={form}
      noValidate
      onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        void verify(code);
      }}
      {...dataAttributes(data)}
    >
      <Text>
        <OtpSentSentence sentTo={sentTo} />
        {description === undefined ? null : ` ${description}`}
      </Text>
      <OtpInput
        ref={codeRef}
        label={otpCodeLabel(t)}
        name="code"
        required
        value={code}
        error={codeError}
        onChange={({ value }) => {
          setCode(value);
        }}
        {...(verifyOnComplete
          ? {
              onComplete: ({ code: digits }: { code: string }) => {
                void verify(digits);
              },
            }
          : {})}
      />
      {children}
      {notice === undefined ? null : <InlineAlert tone="positive">{notice}</InlineAlert>}
      {failure === undefined ? null : (
        <InlineAlert tone="critical" announce>
          {failure}
        </InlineAlert>
      )}
      <div className={actionsStyle}>
        <Button type="submit" size="large" pending={verifying}>
          {submitLabel}
        </Button>
        {actions}
      </div>
      <OtpResend
        resendAfterSeconds={sent.resendAfterSeconds}
        sentAt={sent.sends}
        onResend={resend}
        disabled={verifying}
      />
      <div role="status">
        <VisuallyHidden>{verifying ? t('Common.pleaseWait') : ''}</VisuallyHidden>
      </div>
    </form>
  );
}
