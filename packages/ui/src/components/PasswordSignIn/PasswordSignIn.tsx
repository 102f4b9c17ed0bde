import { extractErrorMessage, EMAIL_MAX_LENGTH } from '@aafiyat/domain';
import { useRef, useState, type SubmitEvent } from 'react';
import { Button } from '../../primitives/Button';
import { dataAttributes } from '../../primitives/Button/Button';
import { InlineAlert } from '../../primitives/InlineAlert';
import { Link } from '../../primitives/Link';
import { PasswordField } from '../../primitives/PasswordField';
import { TextField } from '../../primitives/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { actions, form } from './PasswordSignIn.css';

/** Shown under the password field when it is left empty. */
export const SIGN_IN_PASSWORD_MISSING_MESSAGE = 'Enter your password.';

export interface PasswordSignInProps {
  /** The login field's label, naming what it takes ("Email or mobile number", "PMDC number or mobile number"). */
  loginLabel: string;
  /** A line under the login field (an example of what it takes). */
  loginHint?: string;
  /**
   * Checks the login before sending; answer the message to show, or `undefined` when it is fine. By default an
   * empty login is refused with "Enter your …" and the label.
   */
  validateLogin?: (login: string) => string | undefined;
  /**
   * Signs in. Resolve when signed in (the caller moves on). Reject with an `Error` whose message is shown; for
   * wrong credentials it must not say which part was wrong. What was typed is kept for another try.
   */
  onSubmit: (credentials: { login: string; password: string }) => Promise<unknown>;
  /** Where "Forgot your password?" leads; left out when the role has no reset. */
  forgotPasswordHref?: string | undefined;
  /** The submit button's label. */
  submitLabel?: string;
  /** The login the field starts with. */
  defaultLogin?: string;
  /** Test and analytics hooks, rendered as `data-*` attributes on the form. */
  data?: Record<string, string>;
}

/**
 * Sign-in with a login (email, mobile number or PMDC number) and a password that can be revealed. Autofill sees
 * a `username` and a `current-password`, so password managers offer the saved account.
 */
export function PasswordSignIn({
  loginLabel,
  loginHint,
  validateLogin,
  onSubmit,
  forgotPasswordHref,
  submitLabel = 'Sign in',
  defaultLogin = '',
  data,
}: PasswordSignInProps) {
  const [login, setLogin] = useState(defaultLogin);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ login?: string | undefined; password?: string | undefined }>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = login.trim();
    const loginError = validateLogin
      ? validateLogin(trimmed)
      : trimmed === ''
        ? `Enter your ${loginLabel.toLowerCase()}.`
        : undefined;
    const passwordError = password === '' ? SIGN_IN_PASSWORD_MISSING_MESSAGE : undefined;
    setErrors({ login: loginError, password: passwordError });
    setFailure(undefined);
    if (loginError !== undefined) {
      loginRef.current?.focus();
      return;
    }
    if (passwordError !== undefined) {
      passwordRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      await onSubmit({ login: trimmed, password });
    } catch (error) {
      setFailure(extractErrorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className={form}
      // Sent before the script takes over (a prerendered page), the form posts: the server sends it back to the page
      // without reading it, and what was typed never goes into the address or the logs.
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      {...dataAttributes(data)}
    >
      <TextField
        ref={loginRef}
        label={loginLabel}
        hint={loginHint}
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
      <PasswordField
        ref={passwordRef}
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={({ value }) => {
          setPassword(value);
        }}
      />
      {failure === undefined ? null : (
        <InlineAlert tone="critical" announce>
          {failure}
        </InlineAlert>
      )}
      <div className={actions}>
        <Button type="submit" size="large" pending={pending}>
          {submitLabel}
        </Button>
        {forgotPasswordHref === undefined ? null : (
          <Link href={forgotPasswordHref}>Forgot your password?</Link>
        )}
      </div>
      <div role="status">
        <VisuallyHidden>{pending ? 'Signing you in…' : ''}</VisuallyHidden>
      </div>
    </form>
  );
}
