import { API_NETWORK_ERROR_MESSAGE } from '@aafiyat/api';
import { createHandlers, errorBodies } from '@aafiyat/api/mocks';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MOBILE_NUMBER_INPUT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  DEMO_INVALID_EMAIL_MESSAGE,
  DEMO_INVALID_PHONE_MESSAGE,
  DEMO_MISSING_FIELDS_MESSAGE,
} from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SitePage } from '../../stories/SitePage';
import { contactIntro, formSection, hoursSection, officeSection, phonesSection } from './content';
import { helplineDialogTitle } from '@aafiyat/ui';
import { englishWords } from '../../stories/words';

const HELPLINE_DIALOG_TITLE = helplineDialogTitle(englishWords);

const meta = {
  title: 'Pages/Contact us',
  component: SitePage,
  args: { path: '/contactus' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const { labels } = formSection;

/** What Ayesha types: a clinic owner in Multan asking about the clinic system. */
const message = {
  name: 'Ayesha Siddiqui',
  email: 'ayesha.siddiqui@example.pk',
  phone: '0301 7654321',
  subject: 'Sales',
  message:
    'We are a clinic in Multan with three doctors. Please tell us about the clinic system and its price.',
};

/** The contact form, once the page's chunk has loaded. */
async function contactForm(root: HTMLElement) {
  return within(await within(root).findByRole('form', { name: formSection.heading }));
}

type Form = Awaited<ReturnType<typeof contactForm>>;

/** Fills every field as a person would, in order. */
async function fillIn(form: Form) {
  await userEvent.type(form.getByRole('textbox', { name: labels.name }), message.name);
  await userEvent.type(form.getByRole('textbox', { name: labels.email }), message.email);
  await userEvent.type(form.getByRole('textbox', { name: labels.phone }), message.phone);
  await userEvent.selectOptions(form.getByRole('combobox', { name: labels.subject }), message.subject);
  await userEvent.type(form.getByRole('textbox', { name: labels.message }), message.message);
}

/** Everything typed is still there. */
async function expectKept(form: Form) {
  await expect(form.getByRole('textbox', { name: labels.name })).toHaveValue(message.name);
  await expect(form.getByRole('textbox', { name: labels.email })).toHaveValue(message.email);
  await expect(form.getByRole('textbox', { name: labels.phone })).toHaveValue(message.phone);
  await expect(form.getByRole('combobox', { name: labels.subject })).toHaveValue(message.subject);
  await expect(form.getByRole('textbox', { name: labels.message })).toHaveValue(message.message);
}

const send = (form: Form) => userEvent.click(form.getByRole('button', { name: formSection.submit }));

/** The office, phones, email and hours beside the form; a message sent, thanked for, and the form ready again. */
export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: contactIntro.heading })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Contact us · Aafiyat'));
    const office = within(canvas.getByRole('region', { name: officeSection.heading }));
    await expect(office.getByRole('link', { name: new RegExp(officeSection.mapsLinkLabel) })).toHaveAttribute(
      'href',
      expect.stringContaining('31.5204'),
    );
    const phones = within(canvas.getByRole('region', { name: phonesSection.heading }));
    await expect(phones.getByRole('link', { name: '0300 1234567' })).toHaveAttribute(
      'href',
      'tel:03001234567',
    );
    await expect(phones.getByRole('link', { name: 'hello@aafiyat.pk' })).toHaveAttribute(
      'href',
      'mailto:hello@aafiyat.pk',
    );
    const hours = within(canvas.getByRole('region', { name: hoursSection.heading }));
    await expect(
      hours.getByText('9:00 AM to 6:00 PM (closed 12:30 PM to 2:30 PM for Friday prayers)'),
    ).toBeVisible();
    await expect(hours.getByText(hoursSection.closed)).toBeVisible();

    const form = await contactForm(canvasElement);
    await fillIn(form);
    await send(form);
    const section = within(canvas.getByRole('region', { name: formSection.heading }));
    const thanks = await section.findByRole('alert');
    await expect(thanks).toHaveTextContent(formSection.successTitle);
    await expect(canvas.queryByRole('form', { name: formSection.heading })).not.toBeInTheDocument();
    // The form is gone: focus waits on the next thing to do.
    const another = section.getByRole('button', { name: formSection.sendAnother });
    await waitFor(() => expect(another).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const fresh = await contactForm(canvasElement);
    await expect(fresh.getByRole('textbox', { name: labels.name })).toHaveValue('');
    await expect(fresh.getByRole('textbox', { name: labels.message })).toHaveValue('');
  },
};

/** Sent with most fields blank: a message under each blank field, focus on the first, and the typed name kept. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const form = await contactForm(canvasElement);
    const name = form.getByRole('textbox', { name: labels.name });
    await userEvent.type(name, message.name);
    await send(form);
    const blank = [
      form.getByRole('textbox', { name: labels.email }),
      form.getByRole('textbox', { name: labels.phone }),
      form.getByRole('combobox', { name: labels.subject }),
      form.getByRole('textbox', { name: labels.message }),
    ];
    for (const field of blank) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(expect.stringContaining(DEMO_MISSING_FIELDS_MESSAGE));
    }
    await expect(blank[0]).toHaveFocus();
    await expect(name).toHaveValue(message.name);
    await expect(name).not.toHaveAttribute('aria-invalid');
    // Nothing was sent, so there is no thank-you and no server message.
    await expect(canvasElement.querySelector('[role="alert"]')).toBeNull();

    // A message goes as soon as its field is filled; the others stay until they are fixed too.
    await userEvent.selectOptions(blank[2] as HTMLElement, 'Support');
    await expect(blank[2]).not.toHaveAttribute('aria-invalid');
    await expect(blank[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An email without its domain and a landline number: the domain's own words under each. */
export const InvalidEmailAndPhone: Story = {
  play: async ({ canvasElement }) => {
    const form = await contactForm(canvasElement);
    await fillIn(form);
    const email = form.getByRole('textbox', { name: labels.email });
    const phone = form.getByRole('textbox', { name: labels.phone });
    await userEvent.clear(email);
    await userEvent.type(email, 'ayesha@');
    await userEvent.clear(phone);
    await userEvent.type(phone, '061 4512345');
    await send(form);
    await expect(email).toHaveAccessibleDescription(expect.stringContaining(DEMO_INVALID_EMAIL_MESSAGE));
    await expect(phone).toHaveAccessibleDescription(expect.stringContaining(DEMO_INVALID_PHONE_MESSAGE));
    await expect(email).toHaveFocus();
    await expect(form.getByRole('textbox', { name: labels.name })).not.toHaveAttribute('aria-invalid');
  },
};

/** Every text field takes at most the contract's length; the message shows how many characters are left. */
export const Limits: Story = {
  play: async ({ canvasElement }) => {
    const form = await contactForm(canvasElement);
    await expect(form.getByRole('textbox', { name: labels.name })).toHaveAttribute(
      'maxlength',
      String(NAME_MAX_LENGTH),
    );
    await expect(form.getByRole('textbox', { name: labels.email })).toHaveAttribute(
      'maxlength',
      String(EMAIL_MAX_LENGTH),
    );
    await expect(form.getByRole('textbox', { name: labels.phone })).toHaveAttribute(
      'maxlength',
      String(MOBILE_NUMBER_INPUT_MAX_LENGTH),
    );
    const box = form.getByRole('textbox', { name: labels.message });
    await expect(box).toHaveAttribute('maxlength', String(CONTACT_MESSAGE_MAX_LENGTH));
    await expect(box).toHaveAccessibleDescription(
      expect.stringContaining('You can enter up to 2,000 characters.'),
    );
    await userEvent.type(box, 'Please call me.');
    await expect(form.getByText('1,985 characters left')).toBeVisible();
  },
};

/** The server fails: its message is announced under the form, and everything typed stays for another try. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { addContactUs: 'serverError' } }) } },
  },
  play: async ({ canvasElement }) => {
    const form = await contactForm(canvasElement);
    await fillIn(form);
    await send(form);
    await expect(await form.findByRole('alert')).toHaveTextContent(errorBodies.serverError.message);
    await expectKept(form);
    await expect(form.getByRole('button', { name: formSection.submit })).not.toHaveAttribute('aria-busy');
  },
};

/** The server refuses the email: the form's own words for it under the email field, focus on it, nothing lost. */
export const ServerValidationError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { addContactUs: 'validationError' } }) } },
  },
  play: async ({ canvasElement }) => {
    const form = await contactForm(canvasElement);
    await fillIn(form);
    await send(form);
    const email = form.getByRole('textbox', { name: labels.email });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(expect.stringContaining(DEMO_INVALID_EMAIL_MESSAGE));
    await expect(email).toHaveFocus();
    // Said under the field it is about, so not said again above the button.
    await expect(form.queryByRole('alert')).toBeNull();
    await expectKept(form);
  },
};

/** A refusal naming a too-long name and a field the form does not have, as the server words it. */
const refuseLongName = http.post('*/api/contact-us/add', () =>
  HttpResponse.json(
    {
      message: 'Must NOT have more than 100 characters.',
      code: 'validation_failed',
      fields: [
        {
          path: 'body/name',
          code: 'too_long',
          limit: 100,
          message: 'Must NOT have more than 100 characters.',
        },
        { path: 'body/campaign', code: 'not_allowed', message: '"campaign" is not an accepted field.' },
      ],
    },
    { status: 400 },
  ),
);

/**
 * The server finds the name too long: a sentence in the name field's words under it (never the validator's
 * text), the problem of a field the form does not show in the form's alert, and everything typed kept.
 */
export const ServerRefusesLongName: Story = {
  parameters: { msw: { handlers: { api: [refuseLongName, ...createHandlers()] } } },
  play: async ({ canvasElement }) => {
    const form = await contactForm(canvasElement);
    await fillIn(form);
    await send(form);
    const name = form.getByRole('textbox', { name: labels.name });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription('Name must be at most 100 characters.');
    await expect(name).toHaveFocus();
    await expect(form.getByRole('textbox', { name: labels.phone })).not.toHaveAttribute('aria-invalid');
    await expect(await form.findByRole('alert')).toHaveTextContent('"campaign" is not an accepted field.');
    await expect(canvasElement).not.toHaveTextContent(/must NOT/i);
    await expectKept(form);
  },
};

/** The network is down: the message says so in plain words, and nothing typed is lost. */
export const NetworkError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { addContactUs: 'networkError' } }) } },
  },
  play: async ({ canvasElement }) => {
    const form = await contactForm(canvasElement);
    await fillIn(form);
    await send(form);
    await expect(await form.findByRole('alert')).toHaveTextContent(API_NETWORK_ERROR_MESSAGE);
    await expectKept(form);
  },
};

/** While the message is on its way: the button is busy (pressing it again sends nothing), and it is announced. */
export const Sending: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { addContactUs: 'slow' } }) } },
  },
  play: async ({ canvas, canvasElement }) => {
    const form = await contactForm(canvasElement);
    await fillIn(form);
    await send(form);
    const button = form.getByRole('button', { name: formSection.submit });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Announced in the form's own status region (the message's count has another, quiet far from its limit).
    await expect(form.getByText(formSection.sending).closest('[role="status"]')).toBeInTheDocument();
    await userEvent.click(button);
    await expectKept(form);
    const section = within(canvas.getByRole('region', { name: formSection.heading }));
    await expect(await section.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      formSection.successTitle,
    );
  },
};

/** Request a call back, beside the phone numbers, opens the helpline dialog; Escape returns to the button. */
export const CallBack: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: contactIntro.heading });
    const phones = within(canvas.getByRole('region', { name: phonesSection.heading }));
    const button = phones.getByRole('button', { name: 'Request a call back' });
    await userEvent.click(button);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: HELPLINE_DIALOG_TITLE });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** On a 360 px phone the details and the form stack, the form fits, and it still sends. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    const form = await contactForm(canvasElement);
    const details = canvas.getByRole('region', { name: officeSection.heading });
    const formSectionElement = canvas.getByRole('region', { name: formSection.heading });
    await expect(formSectionElement.getBoundingClientRect().top).toBeGreaterThan(
      details.getBoundingClientRect().bottom,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await fillIn(form);
    await send(form);
    await expect(await within(formSectionElement).findByRole('alert')).toHaveTextContent(
      formSection.successTitle,
    );
  },
};
