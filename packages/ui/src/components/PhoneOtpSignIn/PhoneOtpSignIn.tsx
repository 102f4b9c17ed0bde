import { useRefusalMessage } from '../../i18n/useRefusalMessage';
import { isValidMobileNumber, normalizeMobileNumber, NAME_MAX_LENGTH } from '@aafiyat/domain';
import { useLayoutEffect, useRef, useState, type SubmitEvent } from 'react';
import { useMessages } from '../../i18n/I18nContext';
import type { Translate } from '../../i18n/translator';
import { Button } from '../../primitives/Button';
import { dataAttributes } from '../../primitives/Button/Button';
import { serverFieldErrors, type FieldWordings } from '../../primitives/Field/serverFieldErrors';
import { InlineAlert } from '../../primitives/InlineAlert';
import { PhoneField } from '../../primitives/PhoneField';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { OTP_LENGTH } from '../../primitives/OtpInput';
import { OtpCodeStep } from '../OtpCodeStep';
import { actions, form } from './PhoneOtpSignIn.css';

/** How the name step speaks of its field when the server refuses it. */
function nameFieldWording(t: Translate): FieldWordings<'name'> {
  return {
    name: {
      property: 'name',
      label: t('PhoneOtpSignIn.nameInSentence'),
      messages: { required: t('PhoneOtpSignIn.nameMissing') },
    },
  };
}

/** What verifying a code came to: signed in, or the number is new and the person's name is needed first. */
export const phoneOtpVerifyResults = ['signedIn', 'nameRequired'] as const;
/** One of {@link phoneOtpVerifyResults}. */
export type PhoneOtpVerifyResult = (typeof phoneOtpVerifyResults)[number];

/** The steps of the form, in order. */
export const phoneOtpSignInSteps = ['phone', 'code', 'name', 'done'] as const;
/** One of {@link phoneOtpSignInSteps}. */
export type PhoneOtpSignInStep = (typeof phoneOtpSignInSteps)[number];

export interface PhoneOtpSignInProps {
  /**
   * Sends a code to `phone` (normalised to `03XXXXXXXXX`). Resolve with the seconds before another may be asked
   * for; reject with an `Error` whose message is shown (a rate limit should say how long to wait).
   */
  onSendCode: (request: { phone: string }) => Promise<{ resendAfterSeconds: number }>;
  /**
   * Checks the code (and, for a new number, the name). Resolve with `'signedIn'`, or `'nameRequired'` when the
   * code is right but the number is new: the form then asks for a name and sends the same code again with it.
   * Reject with an `Error` whose message is shown (wrong, expired or exhausted code); what was typed is kept.
   */
  onVerify: (request: { phone: string; code: string; name?: string }) => Promise<PhoneOtpVerifyResult>;
  /** The number the phone field starts with. */
  defaultPhone?: string;
  /** Test and analytics hooks, rendered as `data-*` attributes on the form. */
  data?: Record<string, string>;
}

/**
 * Patient sign-in by SMS code: the mobile number, then the 6-digit code with a resend
 * countdown, then, for a number that has no account yet, the person's name. Submit buttons stay enabled; the
 * form says what is wrong after submit and keeps what was typed.
 */
export function PhoneOtpSignIn({ onSendCode, onVerify, defaultPhone = '', data }: PhoneOtpSignInProps) {
  const t = useMessages();
  const refusalWords = useRefusalMessage();
  const [step, setStep] = useState<PhoneOtpSignInStep>('phone');
  const [phone, setPhone] = useState(defaultPhone);
  const [sentTo, setSentTo] = useState('');
  // The code the person verified, sent again with their name when the number is new.
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [resendAfterSeconds, setResendAfterSeconds] = useState(0);
  const phoneRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const firstRender = useRef(true);

  // Each new step takes focus to its field, so keyboard and screen-reader users continue where the form did (the
  // code step moves it itself).
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target = { phone: phoneRef, code: null, name: nameRef, done: null }[step];
    target?.current?.focus();
  }, [step]);

  const fail = (error: unknown) => {
    setFailure(refusalWords(error));
  };

  const sendCode = async (to: string) => {
    const answer = await onSendCode({ phone: to });
    setSentTo(to);
    setResendAfterSeconds(answer.resendAfterSeconds);
    return answer;
  };

  const submitPhone = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const normalized = normalizeMobileNumber(phone);
    if (normalized === null || !isValidMobileNumber(normalized)) {
      setFieldError(t('PhoneOtpSignIn.invalidPhone'));
      setFailure(undefined);
      phoneRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    setFailure(undefined);
    setPending(true);
    try {
      await sendCode(normalized);
      setPhone(normalized);
      setCode('');
      setStep('code');
    } catch (error) {
      fail(error);
    } finally {
      setPending(false);
    }
  };

  /** Checks the code (and, for a new number, the name); a wrong code rejects, for the code step to show. */
  const verify = async (digits: string, withName?: string) => {
    const result = await onVerify({
      phone: sentTo,
      code: digits,
      ...(withName === undefined ? {} : { name: withName }),
    });
    setCode(digits);
    setStep(result === 'nameRequired' ? 'name' : 'done');
  };

  const submitName = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (name.trim() === '') {
      setFieldError(t('PhoneOtpSignIn.nameMissing'));
      setFailure(undefined);
      nameRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    setPending(true);
    setFailure(undefined);
    try {
      await verify(code, name.trim());
    } catch (error) {
      // A name the server refuses (too long, say) is said under the name, in its words; the rest above.
      const refused = serverFieldErrors(t, error, nameFieldWording(t)).errors.name;
      if (refused === undefined) {
        fail(error);
        return;
      }
      setFieldError(refused);
      nameRef.current?.focus();
    } finally {
      setPending(false);
    }
  };

  const alert =
    failure === undefined ? null : (
      <InlineAlert tone="critical" announce>
        {failure}
      </InlineAlert>
    );
  const status = (
    <div role="status">
      <VisuallyHidden>{pending ? t('Common.pleaseWait') : ''}</VisuallyHidden>
    </div>
  );

  if (step === 'done') {
    return (
      <InlineAlert tone="positive" title={t('PhoneOtpSignIn.signedIn')} announce data={{ ...data, step }}>
        {t('PhoneOtpSignIn.takingYou')}
      </InlineAlert>
    );
  }

  if (step === 'phone') {
    return (
      <form
        className={form}
        // Sent before the script takes over (a prerendered page), the form posts: the server sends it back to the page
        // without reading it, and what was typed never goes into the address or the logs.
        method="post"
        noValidate
        onSubmit={(event) => void submitPhone(event)}
        {...dataAttributes({ ...data, step })}
      >
        <PhoneField
          ref={phoneRef}
          label={t('PhoneOtpSignIn.phoneLabel')}
          hint={t('PhoneOtpSignIn.phoneHint', { length: OTP_LENGTH })}
          name="phone_number"
          normalize
          required
          value={phone}
          error={fieldError}
          onChange={({ value }) => {
            setPhone(value);
          }}
        />
        {alert}
        <div className={actions}>
          <Button type="submit" size="large" pending={pending}>
            {t('PhoneOtpSignIn.sendCode')}
          </Button>
        </div>
        {status}
      </form>
    );
  }

  if (step === 'name') {
    return (
      <form
        className={form}
        noValidate
        onSubmit={(event) => void submitName(event)}
        {...dataAttributes({ ...data, step })}
      >
        <Text>{t('PhoneOtpSignIn.newNumber')}</Text>
        <TextField
          ref={nameRef}
          label={t('PhoneOtpSignIn.nameLabel')}
          name="name"
          autoComplete="name"
          autoCapitalize="words"
          spellCheck={false}
          maxLength={NAME_MAX_LENGTH}
          required
          value={name}
          error={fieldError}
          onChange={({ value }) => {
            setName(value);
          }}
        />
        {alert}
        <div className={actions}>
          <Button type="submit" size="large" pending={pending}>
            {t('PhoneOtpSignIn.createAccount')}
          </Button>
        </div>
        {status}
      </form>
    );
  }

  return (
    <OtpCodeStep
      sentTo={sentTo}
      description={t('PhoneOtpSignIn.codeValid')}
      submitLabel={t('PhoneOtpSignIn.verify')}
      resendAfterSeconds={resendAfterSeconds}
      focusOnShow
      onVerify={({ code: digits }) => verify(digits)}
      onResend={() => sendCode(sentTo)}
      actions={
        <Button
          variant="ghost"
          onClick={() => {
            setFieldError(undefined);
            setFailure(undefined);
            setStep('phone');
          }}
        >
          {t('PhoneOtpSignIn.changeNumber')}
        </Button>
      }
      data={{ ...data, step }}
    />
  );
}
