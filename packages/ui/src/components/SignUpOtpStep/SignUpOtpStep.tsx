import { Button } from '../../primitives/Button';
import { OtpCodeStep } from '../OtpCodeStep';
import { useMessages } from '../../i18n/I18nContext';

export interface SignUpOtpStepProps {
  /** Where the code went: the number with its middle digits masked (`0300*****67`), from the server. */
  phoneHint: string;
  /** Seconds until another code may be asked for (the server's `resend_after_seconds`). */
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

/**
 * A sign-up's code step: the business's mobile number is verified before its account is active. The code is
 * checked as soon as its last digit is in.
 */
export function SignUpOtpStep({
  phoneHint,
  resendAfterSeconds,
  onVerify,
  onResend,
  onChangeDetails,
  data,
}: SignUpOtpStepProps) {
  const t = useMessages();
  return (
    <OtpCodeStep
      sentTo={phoneHint}
      description={t('SignUpOtpStep.description')}
      submitLabel={t('SignUpOtpStep.submit')}
      resendAfterSeconds={resendAfterSeconds}
      onVerify={onVerify}
      onResend={onResend}
      verifyOnComplete
      actions={
        onChangeDetails === undefined ? undefined : (
          <Button variant="ghost" onClick={onChangeDetails}>
            {t('SignUpOtpStep.changeDetails')}
          </Button>
        )
      }
      {...(data === undefined ? {} : { data })}
    />
  );
}
