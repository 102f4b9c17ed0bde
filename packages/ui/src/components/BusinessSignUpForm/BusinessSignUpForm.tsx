import { CITY_OPTIONS } from '@aafiyat/domain';
import { useFormState } from '../../forms/useFormState';
import { Stack } from '../../layout/Stack';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Combobox } from '../../primitives/Combobox';
import { EmailField } from '../../primitives/EmailField';
import { InlineAlert } from '../../primitives/InlineAlert';
import { PasswordField } from '../../primitives/PasswordField';
import { PhoneField } from '../../primitives/PhoneField';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import {
  BUSINESS_SIGN_UP_MAX_LENGTHS,
  businessSignUpMessages,
  businessSignUpFields,
  checkBusinessSignUp,
  readSignUpRejection,
  type BusinessSignUp,
  type BusinessSignUpValues,
} from './businessSignUpCheck';
import { useLocale, useMessages } from '../../i18n/I18nContext';
import { OTP_LENGTH } from '../../primitives/OtpInput';

export interface BusinessSignUpFormProps {
  /** The label of the business name field, naming the kind of business ("Pharmacy name"). */
  businessNameLabel: string;
  /** The package chosen on the pricing page, shown above the form; leave out when none was chosen. */
  packageName?: string | undefined;
  /** The submit button's words ("Create pharmacy account"). */
  submitLabel: string;
  /**
   * Sends the sign-up. Resolve when a code was sent; reject with an `Error` whose message is the server's, or
   * with a `BusinessSignUpRejection` that also names the fields at fault. The form shows the message and keeps
   * everything that was typed.
   */
  onSubmit: (signUp: BusinessSignUp) => Promise<unknown>;
  /** What was typed before (coming back from the code step to change a detail). */
  defaultValues?: Partial<BusinessSignUpValues> | undefined;
  /** Called on every change with everything typed so far, so a caller can keep it across steps. */
  onValuesChange?: (values: BusinessSignUpValues) => void;
  /** Test and analytics hooks, rendered as `data-*` attributes on the form. */
  data?: Record<string, string>;
}

const emptyValues: BusinessSignUpValues = {
  business_name: '',
  owner_name: '',
  phone_number: '',
  email: '',
  city: '',
  address: '',
  password: '',
  confirm_password: '',
};

/**
 * The sign-up of a clinic, hospital or pharmacy: business and owner names, mobile number,
 * email, city from the domain's list, address and a new password typed twice. Everything wrong is marked
 * after submit, focus goes to the first wrong field, and a refusal from the server keeps what was typed.
 */
export function BusinessSignUpForm({
  businessNameLabel,
  packageName,
  submitLabel,
  onSubmit,
  defaultValues,
  onValuesChange,
  data,
}: BusinessSignUpFormProps) {
  const t = useMessages();
  const locale = useLocale();
  const form = useFormState({
    initialValues: () => ({ ...emptyValues, ...defaultValues }),
    fields: businessSignUpFields,
    check: (values) => checkBusinessSignUp(t, values),
    send: onSubmit,
    readRefusal: (error) => readSignUpRejection(t, error, locale),
    onValuesChange,
  });
  const { values, errors } = form;

  const dataAttributes = Object.fromEntries(
    Object.entries(data ?? {}).map(([key, value]) => [`data-${key}`, value]),
  );

  return (
    <form
      // Sent before the script takes over (a prerendered page), the form posts: the server sends it back to the page
      // without reading it, and what was typed never goes into the address or the logs.
      method="post"
      noValidate
      onSubmit={(event) => void form.submit(event)}
      {...dataAttributes}
    >
      <Stack gap="large">
        {packageName === undefined ? null : (
          <Stack gap="xsmall" alignItems="flex-start">
            <Text weight="strong">{t('BusinessSignUpForm.chosenPackage')}</Text>
            <Badge tone="brand" icon="check">
              {packageName}
            </Badge>
          </Stack>
        )}
        <TextField
          ref={form.fieldRef('business_name')}
          label={businessNameLabel}
          name="business_name"
          autoComplete="organization"
          autoCapitalize="words"
          spellCheck={false}
          maxLength={BUSINESS_SIGN_UP_MAX_LENGTHS.name}
          required
          value={values.business_name}
          error={errors.business_name}
          onChange={({ value }) => {
            form.change('business_name', value);
          }}
        />
        <TextField
          ref={form.fieldRef('owner_name')}
          label={t('BusinessSignUpForm.ownerName')}
          name="owner_name"
          autoComplete="name"
          autoCapitalize="words"
          spellCheck={false}
          maxLength={BUSINESS_SIGN_UP_MAX_LENGTHS.name}
          required
          value={values.owner_name}
          error={errors.owner_name}
          onChange={({ value }) => {
            form.change('owner_name', value);
          }}
        />
        <PhoneField
          ref={form.fieldRef('phone_number')}
          label={t('HelplineDialog.phoneLabel')}
          hint={t('BusinessSignUpForm.phoneHint', { length: OTP_LENGTH })}
          name="phone_number"
          required
          value={values.phone_number}
          error={errors.phone_number}
          onChange={({ value }) => {
            form.change('phone_number', value);
          }}
        />
        <EmailField
          ref={form.fieldRef('email')}
          label={t('DemoRequestDialog.emailLabel')}
          name="email"
          required
          value={values.email}
          error={errors.email}
          onChange={({ value }) => {
            form.change('email', value);
          }}
        />
        <Combobox
          ref={form.fieldRef('city')}
          label={t('DoctorCard.city')}
          name="city"
          placeholder={t('DoctorSearchFilters.cityPlaceholder')}
          options={CITY_OPTIONS}
          required
          value={values.city}
          error={errors.city}
          onChange={({ value }) => {
            form.change('city', value);
          }}
        />
        <TextField
          ref={form.fieldRef('address')}
          label={t('BusinessSignUpForm.address')}
          hint={t('BusinessSignUpForm.addressHint')}
          name="address"
          // `street-address` is for a multi-line control (a textarea); a one-line field takes `address-line1`.
          autoComplete="address-line1"
          spellCheck={false}
          maxLength={BUSINESS_SIGN_UP_MAX_LENGTHS.address}
          showCount
          required
          value={values.address}
          error={errors.address}
          onChange={({ value }) => {
            form.change('address', value);
          }}
        />
        <PasswordField
          ref={form.fieldRef('password')}
          label={t('PasswordSignIn.password')}
          hint={businessSignUpMessages(t).password}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          error={errors.password}
          onChange={({ value }) => {
            form.change('password', value);
          }}
        />
        <PasswordField
          ref={form.fieldRef('confirm_password')}
          label={t('BusinessSignUpForm.confirmPassword')}
          name="confirm_password"
          autoComplete="new-password"
          required
          value={values.confirm_password}
          error={errors.confirm_password}
          onChange={({ value }) => {
            form.change('confirm_password', value);
          }}
        />
        {form.alert === undefined ? null : (
          <InlineAlert tone="critical" announce>
            {form.alert}
          </InlineAlert>
        )}
        <div>
          <Button type="submit" tone="accent" size="large" pending={form.pending}>
            {submitLabel}
          </Button>
        </div>
        <div role="status">
          <VisuallyHidden>{form.pending ? t('BusinessSignUpForm.creating') : ''}</VisuallyHidden>
        </div>
      </Stack>
    </form>
  );
}
