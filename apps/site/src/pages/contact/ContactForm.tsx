import { CONTACT_MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, extractErrorMessage } from '@aafiyat/domain';
import {
  Button,
  EmailField,
  InlineAlert,
  PhoneField,
  Select,
  Stack,
  TextAreaField,
  TextField,
  VisuallyHidden,
  refusalAlert,
  serverFieldErrors,
} from '@aafiyat/ui';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { api } from '../../app/api';
import { contactSubjects, formSection } from './content';
import {
  checkContactMessage,
  contactFields,
  emptyContactValues,
  contactFieldWordings,
  remainingErrors,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contactForm';

/**
 * The contact form (`POST /api/contact-us/add`): every field required, checked on submit with the domain's
 * rules, what was typed kept on failure, the server's message shown, then a thank-you.
 */
export function ContactForm({ headingId }: { headingId: string }) {
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [received, setReceived] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const subjectRef = useRef<HTMLSelectElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const sendAnotherRef = useRef<HTMLButtonElement>(null);
  // The form is gone once the message is received: focus goes to the next action, under the announced thank-you.
  // After the render that shows it, not on a later frame, which a busy phone (or test machine) may reach late.
  useEffect(() => {
    if (received) sendAnotherRef.current?.focus();
  }, [received]);
  const controls = {
    name: nameRef,
    email: emailRef,
    phone: phoneRef,
    subject: subjectRef,
    message: messageRef,
  };

  const change = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors(remainingErrors(errors, next));
  };

  const focusFirst = (wrong: ContactErrors) => {
    const first = contactFields.find((field) => wrong[field] !== undefined);
    if (first) controls[first].current?.focus();
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const check = checkContactMessage(values);
    setFailure(undefined);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirst(check.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await api.addContactUs({ body: check.body });
      setReceived(true);
    } catch (error) {
      // Each field problem in the field's own words under it; only what no field shows goes to the alert.
      const refusal = serverFieldErrors(error, contactFieldWordings);
      setErrors(refusal.errors);
      setFailure(refusalAlert(refusal, extractErrorMessage(error)));
      focusFirst(refusal.errors);
    } finally {
      setSending(false);
    }
  };

  if (received) {
    return (
      <Stack gap="large" alignItems="flex-start">
        <InlineAlert tone="positive" title={formSection.successTitle} announce>
          {formSection.successText}
        </InlineAlert>
        <Button
          ref={sendAnotherRef}
          variant="outline"
          onClick={() => {
            setValues(emptyContactValues);
            setReceived(false);
          }}
        >
          {formSection.sendAnother}
        </Button>
      </Stack>
    );
  }

  return (
    <form aria-labelledby={headingId} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="large">
        <TextField
          ref={nameRef}
          label={formSection.labels.name}
          name="name"
          autoComplete="name"
          autoCapitalize="words"
          spellCheck={false}
          maxLength={NAME_MAX_LENGTH}
          required
          value={values.name}
          error={errors.name}
          onChange={({ value }) => {
            change('name', value);
          }}
        />
        <EmailField
          ref={emailRef}
          label={formSection.labels.email}
          name="email"
          required
          value={values.email}
          error={errors.email}
          onChange={({ value }) => {
            change('email', value);
          }}
        />
        <PhoneField
          ref={phoneRef}
          label={formSection.labels.phone}
          name="phone_number"
          required
          value={values.phone}
          error={errors.phone}
          onChange={({ value }) => {
            change('phone', value);
          }}
        />
        <Select
          ref={subjectRef}
          label={formSection.labels.subject}
          name="subject"
          options={contactSubjects}
          placeholder={formSection.subjectPlaceholder}
          required
          value={values.subject}
          error={errors.subject}
          onChange={({ value }) => {
            change('subject', value);
          }}
        />
        <TextAreaField
          ref={messageRef}
          label={formSection.labels.message}
          hint={formSection.messageHint}
          name="message"
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          required
          value={values.message}
          error={errors.message}
          onChange={({ value }) => {
            change('message', value);
          }}
        />
        {failure === undefined ? null : (
          <InlineAlert tone="critical" announce>
            {failure}
          </InlineAlert>
        )}
        <div>
          <Button type="submit" pending={sending} icon="mail">
            {formSection.submit}
          </Button>
        </div>
        <div role="status">
          <VisuallyHidden>{sending ? formSection.sending : ''}</VisuallyHidden>
        </div>
      </Stack>
    </form>
  );
}
