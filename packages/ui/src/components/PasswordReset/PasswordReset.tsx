import { EMAIL_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@aafiyat/domain';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { readFormRefusal } from '../../forms/formErrors';
import { Button } from '../../primitives/Button';
import type { FieldWordings } from '../../primitives/Field/serverFieldErrors';
import { dataAttributes } from '../../primitives/Button/Button';
import { InlineAlert } from '../../primitives/InlineAlert';
import { Link } from '../../primitives/Link';
import { PasswordField } from '../../primitives/PasswordField';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { OtpCodeStep } from '../OtpCodeStep';
import { actions, form } from './PasswordReset.css';
import { useMessages } from '../../i18n/I18nContext';
import { OTP_LENGTH } from '../../primitives/OtpInput';

/** The fewest characters a password may have: the domain's rule, offered here for the reset's callers. */
export { PASSWORD_MIN_LENGTH };

/** The steps of the reset, in order. */
export const passwordResetSteps = ['request', 'code', 'password', 'done'] as const;
/** One of {@link passwordResetSteps}. */
export type PasswordResetStep = (typeof passwordResetSteps)[number];

/** Where a code went and when another may be asked for. */
export interface PasswordResetCodeSent {
  /** Seconds before another code may be asked for. */
  resendAfterSeconds: number;
  /** The number it went to, masked (`0300*****67`). */
  phoneHint?: string;
}

export interface PasswordResetProps {
  /** The login field's label ("Email or mobile number", "PMDC number or mobile number"). */
  loginLabel: string;
  /** Checks the login before a code is asked for; answer the message to show, or `undefined`. */
  validateLogin?: (login: string) => string | undefined;
  /** The login the form starts with (carried over from the sign-in form). */
  defaultLogin?: string;
  /**
   * Start at the code step, because a code was already sent (a doctor's first password). Give the login in
   * `defaultLogin` and the sending's answer here.
   */
  codeAlreadySent?: PasswordResetCodeSent;
  /** Sends a code to the account's mobile number. Reject with an `Error` whose message is shown. */
  onRequestCode: (request: { login: string }) => Promise<PasswordResetCodeSent>;
  /**
   * Checks the code on its own (a reset: the server answers a reset token the caller keeps). Without it, the code
   * is asked for together with the new password and both go to `onSetPassword` (a first password).
   */
  onVerifyCode?: ((request: { login: string; code: string }) => Promise<unknown>) | undefined;
  /** Sets the new password. Reject with an `Error` whose message is shown; what was typed is kept. */
  onSetPassword: (request: { login: string; code: string; password: string }) => Promise<unknown>;
  /** Where "Back to sign in" and the final "Sign in" lead. */
  signInHref: string;
  /** Test and analytics hooks, rendered as `data-*` attributes on the form. */
  data?: Record<string, string>;
}

/**
 * A forgotten password, or a first one: the login, a code sent to the account's mobile number (with a resend
 * countdown), then the new password twice; then a link to sign in with it.
 */
export function PasswordReset({
  loginLabel,
  validateLogin,
  defaultLogin = '',
  codeAlreadySent,
  onRequestCode,
  onVerifyCode,
  onSetPassword,
  signInHref,
  data,
}: PasswordResetProps) {
  const t = useMessages();
  const combined = onVerifyCode === undefined;
  const [step, setStep] = useState<PasswordResetStep>(codeAlreadySent ? 'code' : 'request');
  const [login, setLogin] = useState(defaultLogin);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{
    login?: string | undefined;
    password?: string | undefined;
    confirm?: string | undefined;
  }>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [resendAfterSeconds, setResendAfterSeconds] = useState(codeAlreadySent?.resendAfterSeconds ?? 0);
  const [hint, setHint] = useState(codeAlreadySent?.phoneHint);
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // The code step moves focus itself.
    const target = { request: loginRef, code: null, password: passwordRef, done: doneRef }[step];
    target?.current?.focus();
  }, [step]);

  // How the steps speak of their fields when the server refuses them (the login is sent by the first step, the new
  // password by the last).
  const wordings: FieldWordings<'login' | 'password'> = {
    login: { property: 'login', label: loginLabel },
    password: { property: 'password', label: t('PasswordReset.newPassword') },
  };

  /**
   * Sends a step. A refusal's field problems (a 400's `fields`) go under the step's field in its own words, with
   * focus there; anything else is said in the alert.
   */
  const run = async (action: () => Promise<void>) => {
    setPending(true);
    setFailure(undefined);
    try {
      await action();
    } catch (error) {
      const refusal = readFormRefusal(t, error, wordings);
      setErrors(refusal.errors);
      setFailure(refusal.alert);
      if (refusal.errors.login !== undefined) loginRef.current?.focus();
      else if (refusal.errors.password !== undefined) passwordRef.current?.focus();
    } finally {
      setPending(false);
    }
  };

  const sendCode = async () => {
    const answer = await onRequestCode({ login: login.trim() });
    setHint(answer.phoneHint);
    setResendAfterSeconds(answer.resendAfterSeconds);
    return answer;
  };

  const passwordErrors = () => ({
    password:
      password.length < PASSWORD_MIN_LENGTH
        ? t('PasswordReset.tooShort', { min: PASSWORD_MIN_LENGTH })
        : undefined,
    confirm:
      password.length >= PASSWORD_MIN_LENGTH && confirm !== password
        ? t('PasswordReset.mismatch')
        : undefined,
  });

  const submitRequest = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = login.trim();
    const loginError = validateLogin
      ? validateLogin(trimmed)
      : trimmed === ''
        ? t('PasswordSignIn.loginMissing', { label: loginLabel.toLocaleLowerCase() })
        : undefined;
    setErrors({ login: loginError });
    if (loginError !== undefined) {
      setFailure(undefined);
      loginRef.current?.focus();
      return;
    }
    await run(async () => {
      await sendCode();
      setCode('');
      setStep('code');
    });
  };

  /** Checks the code (a reset), or sets the password with it (a first password); rejects for the code step to show. */
  const verifyCode = async (digits: string) => {
    setCode(digits);
    if (onVerifyCode === undefined) {
      await onSetPassword({ login: login.trim(), code: digits, password });
      setStep('done');
    } else {
      await onVerifyCode({ login: login.trim(), code: digits });
      setStep('password');
    }
  };

  const submitPassword = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const next = passwordErrors();
    setErrors(next);
    if (next.password !== undefined || next.confirm !== undefined) {
      setFailure(undefined);
      passwordRef.current?.focus();
      return;
    }
    await run(async () => {
      await onSetPassword({ login: login.trim(), code, password });
      setStep('done');
    });
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
  const backLink = <Link href={signInHref}>{t('PasswordReset.back')}</Link>;
  const passwordFields = (
    <>
      <PasswordField
        ref={passwordRef}
        label={t('PasswordReset.newPassword')}
        hint={t('PasswordReset.hint', { min: PASSWORD_MIN_LENGTH })}
        name="new_password"
        autoComplete="new-password"
        required
        value={password}
        error={errors.password}
        onChange={({ value }) => {
          setPassword(value);
        }}
      />
      <PasswordField
        label={t('PasswordReset.again')}
        name="confirm_password"
        autoComplete="new-password"
        required
        value={confirm}
        error={errors.confirm}
        onChange={({ value }) => {
          setConfirm(value);
        }}
      />
    </>
  );

  if (step === 'done') {
    return (
      <div ref={doneRef} tabIndex={-1} {...dataAttributes({ ...data, step })}>
        <InlineAlert tone="positive" title={t('PasswordReset.set')} announce>
          <Text>
            {combined ? t('PasswordReset.signedIn') : t('PasswordReset.signInWithNew')}{' '}
            {combined ? null : <Link href={signInHref}>{t('PasswordSignIn.submit')}</Link>}
          </Text>
        </InlineAlert>
      </div>
    );
  }

  if (step === 'request') {
    return (
      <form
        className={form}
        noValidate
        onSubmit={(event) => void submitRequest(event)}
        {...dataAttributes({ ...data, step })}
      >
        <Text>{t('PasswordReset.willSend', { length: OTP_LENGTH })}</Text>
        <TextField
          ref={loginRef}
          label={loginLabel}
          name="login"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          // The longest login (an email, a PMDC number or a mobile number) is an email.
          maxLength={EMAIL_MAX_LENGTH}
          required
          value={login}
          error={errors.login}
          onChange={({ value }) => {
            setLogin(value);
          }}
        />
        {alert}
        <div className={actions}>
          <Button type="submit" size="large" pending={pending}>
            {t('PhoneOtpSignIn.sendCode')}
          </Button>
          {backLink}
        </div>
        {status}
      </form>
    );
  }

  if (step === 'password') {
    return (
      <form
        className={form}
        noValidate
        onSubmit={(event) => void submitPassword(event)}
        {...dataAttributes({ ...data, step })}
      >
        {/* The login, for password managers that file the new password under it. */}
        <input type="text" name="username" autoComplete="username" value={login} readOnly hidden />
        {passwordFields}
        {alert}
        <div className={actions}>
          <Button type="submit" size="large" pending={pending}>
            {t('PasswordReset.save')}
          </Button>
        </div>
        {status}
      </form>
    );
  }

  return (
    <OtpCodeStep
      sentTo={hint}
      submitLabel={combined ? t('PasswordReset.setAndSignIn') : t('PasswordReset.checkCode')}
      resendAfterSeconds={resendAfterSeconds}
      focusOnShow={codeAlreadySent === undefined}
      onVerify={({ code: digits }) => verifyCode(digits)}
      onResend={sendCode}
      actions={backLink}
      data={{ ...data, step }}
      {...(combined
        ? {
            // The new password is set with the code: its fields are checked with it.
            checkOtherFields: ({ codeComplete }: { codeComplete: boolean }) => {
              const next = passwordErrors();
              setErrors(next);
              const fine = next.password === undefined && next.confirm === undefined;
              if (!fine && codeComplete) passwordRef.current?.focus();
              return fine;
            },
          }
        : {})}
    >
      {combined ? (
        <>
          {/* The login, for password managers that file the new password under it. */}
          <input type="text" name="username" autoComplete="username" value={login} readOnly hidden />
          {passwordFields}
        </>
      ) : null}
    </OtpCodeStep>
  );
}
