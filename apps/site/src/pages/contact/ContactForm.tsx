import { CONTACT_MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '@aafiyat/domain';
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
  useFormState,
  useMessages,
} from '@aafiyat/ui';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../app/api';
import { useSiteMessages } from '../../i18n/language';
import { contactSubjects, formSection } from './content';
import { checkContactMessage, contactFields, emptyContactValues, contactFieldWordings } from './contactForm';

/**
 * The contact form (`POST /api/contact-us/add`): every field required, checked on submit with the domain's
 * rules, what was typed kept on failure, the server's message shown, then a thank-you.
 */
export function ContactForm({ headingId }: { headingId: string }) {
  const t = useMessages();
  const siteWords = useSiteMessages();
  const words = formSection(siteWords);
  const [received, setReceived] = useState(false);
  const form = useFormState({
    initialValues: emptyContactValues,
    fields: contactFields,
    check: (values) => checkContactMessage(t, values),
    send: async (body) => {
      await api.addContactUs({ body });
      setReceived(true);
    },
    // Each field problem in the field's own words under it; only what no field shows goes to the alert.
    wordings: contactFieldWordings(t, siteWords),
  });
  const { values, errors } = form;
  const sendAnotherRef = useRef<HTMLButtonElement>(null);
  // The form is gone once the message is received: focus goes to the next action, under the announced thank-you.
  // After the render that shows it, not on a later frame, which a busy phone (or test machine) may reach late.
  useEffect(() => {
    if (received) sendAnotherRef.current?.focus();
  }, [received]);

  if (received) {
    return (
      <Stack gap="large" alignItems="flex-start">
        <InlineAlert tone="positive" title={words.successTitle} announce>
          {words.successText}
        </InlineAlert>
        <Button
          ref={sendAnotherRef}
          variant="outline"
          onClick={() => {
            form.reset();
            setReceived(false);
          }}
        >
          {words.sendAnother}
        </Button>
      </Stack>
    );
  }

  return (
    <form aria-labelledby={headingId} noValidate onSubmit={(event) => void form.submit(event)}>
      <Stack gap="large">
        <TextField
          ref={form.fieldRef('name')}
          label={words.labels.name}
          name="name"
          autoComplete="name"
          autoCapitalize="words"
          spellCheck={false}
          maxLength={NAME_MAX_LENGTH}
          required
          value={values.name}
          error={errors.name}
          onChange={({ value }) => {
            form.change('name', value);
          }}
        />
        <EmailField
          ref={form.fieldRef('email')}
          label={words.labels.email}
          name="email"
          required
          value={values.email}
          error={errors.email}
          onChange={({ value }) => {
            form.change('email', value);
          }}
        />
        <PhoneField
          ref={form.fieldRef('phone')}
          label={words.labels.phone}
          name="phone_number"
          required
          value={values.phone}
          error={errors.phone}
          onChange={({ value }) => {
            form.change('phone', value);
          }}
        />
        <Select
          ref={form.fieldRef('subject')}
          label={words.labels.subject}
          name="subject"
          options={contactSubjects(siteWords)}
          placeholder={words.subjectPlaceholder}
          required
          value={values.subject}
          error={errors.subject}
          onChange={({ value }) => {
            form.change('subject', value);
          }}
        />
        <TextAreaField
          ref={form.fieldRef('message')}
          label={words.labels.message}
          hint={words.messageHint}
          name="message"
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          required
          value={values.message}
          error={errors.message}
          onChange={({ value }) => {
            form.change('message', value);
          }}
        />
        {form.alert === undefined ? null : (
          <InlineAlert tone="critical" announce>
            {form.alert}
          </InlineAlert>
        )}
        <div>
          <Button type="submit" pending={form.pending} icon="mail">
            {words.submit}
          </Button>
        </div>
        <div role="status">
          <VisuallyHidden>{form.pending ? words.sending : ''}</VisuallyHidden>
        </div>
      </Stack>
    </form>
  );
}
