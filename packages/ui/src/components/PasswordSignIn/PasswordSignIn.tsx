import { EMAIL_MAX_LENGTH } from '@aafiyat/domain';
import type { FieldErrors, FormCheck } from '../../forms/formErrors';
import { useFormState } from '../../forms/useFormState';
import { Button } from '../../primitives/Button';
import { dataAttributes } from '../../primitives/Button/Button';
import { InlineAlert } from '../../primitives/InlineAlert';
import { Link } from '../../primitives/Link';
import { PasswordField } from '../../primitives/PasswordField';
import { TextField } from '../../primitives/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { actions, form as formClass } from './PasswordSignIn.css';
import { useMessages } from '../../i18n/I18nContext';

/** What the form holds and sends. */
interface Credentials {
  login: string;
  password: string;
}

const signInFields = ['login', 'password'] as const;

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
  submitLabel,
  defaultLogin = '',
  data,
}: PasswordSignInProps) {
  const t = useMessages();
  const check = ({ login, password }: Credentials): FormCheck<keyof Credentials, Credentials> => {
    const trimmed = login.trim();
    const errors: FieldErrors<keyof Credentials> = {};
    const loginError = validateLogin
      ? validateLogin(trimmed)
      : trimmed === ''
        ? t('PasswordSignIn.loginMissing', { label: loginLabel.toLocaleLowerCase() })
        : undefined;
    if (loginError !== undefined) errors.login = loginError;
    if (password === '') errors.password = t('PasswordSignIn.passwordMissing');
    return Object.keys(errors).length > 0
      ? { ok: false, errors }
      : { ok: true, value: { login: trimmed, password } };
  };
  const form = useFormState({
    initialValues: { login: defaultLogin, password: '' },
    fields: signInFields,
    check,
    send: onSubmit,
    // A 400's field problems (a login longer than any account's) in each field's words under it.
    wordings: {
      login: { property: 'login', label: loginLabel },
      password: { property: 'password', label: t('PasswordSignIn.password') },
    },
  });

  return (
    <form
      className={formClass}
      // Sent before the script takes over (a prerendered page), the form posts: the server sends it back to the page
      // without reading it, and what was typed never goes into the address or the logs.
      method="post"
      noValidate
      onSubmit={(event) => void form.submit(event)}
      {...dataAttributes(data)}
    >
      <TextField
        ref={form.fieldRef('login')}
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
        value={form.values.login}
        error={form.errors.login}
        onChange={({ value }) => {
          form.change('login', value);
        }}
      />
      <PasswordField
        ref={form.fieldRef('password')}
        label={t('PasswordSignIn.password')}
        name="password"
        autoComplete="current-password"
        required
        value={form.values.password}
        error={form.errors.password}
        onChange={({ value }) => {
          form.change('password', value);
        }}
      />
      {form.alert === undefined ? null : (
        <InlineAlert tone="critical" announce>
          {form.alert}
        </InlineAlert>
      )}
      <div className={actions}>
        <Button type="submit" size="large" pending={form.pending}>
          {submitLabel ?? t('PasswordSignIn.submit')}
        </Button>
        {forgotPasswordHref === undefined ? null : (
          <Link href={forgotPasswordHref}>{t('PasswordSignIn.forgot')}</Link>
        )}
      </div>
      <div role="status">
        <VisuallyHidden>{form.pending ? t('BranchPicker.signingIn') : ''}</VisuallyHidden>
      </div>
    </form>
  );
}
