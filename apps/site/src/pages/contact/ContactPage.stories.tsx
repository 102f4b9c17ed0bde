import { API_NETWORK_ERROR_MESSAGE } from '@aafiyat/api';
import { createHandlers, errorBodies } from '@aafiyat/api/mocks';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MOBILE_NUMBER_INPUT_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { helplineDialogTitle } from '@aafiyat/ui';
import { storyLocale } from '../../../../../packages/ui/src/test-support/storyLocale';
import { SitePage } from '../../stories/SitePage';
import { siteWords, uiWords } from '../../stories/words';
import { formSection, hoursSection } from './content';

const meta = {
  title: 'Pages/Contact us',
  component: SitePage,
  args: { path: '/contactus' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Globals = Parameters<NonNullable<Story['play']>>[0]['globals'];

/** What Ayesha types: a clinic owner in Multan asking about the clinic system. */
const message = {
  name: 'Ayesha Siddiqui',
  email: 'ayesha.siddiqui@example.pk',
  phone: '0301 7654321',
  subject: 'Sales',
  message:
    'We are a clinic in Multan with three doctors. Please tell us about the clinic system and its price.',
};

/**
 * The contact form, once the page's chunk has loaded, with its words in the story's language (`form.words`): one
 * story checks either language.
 */
async function contactForm(root: HTMLElement, globals: Globals) {
  const words = formSection(siteWords(globals));
  return { ...within(await within(root).findByRole('form', { name: words.heading })), words };
}

type Form = Awaited<ReturnType<typeof contactForm>>;

/** Fills every field as a person would, in order (the subject by its value, the same in either language). */
async function fillIn(form: Form) {
  const { labels } = form.words;
  await userEvent.type(form.getByRole('textbox', { name: labels.name }), message.name);
  await userEvent.type(form.getByRole('textbox', { name: labels.email }), message.email);
  await userEvent.type(form.getByRole('textbox', { name: labels.phone }), message.phone);
  await userEvent.selectOptions(form.getByRole('combobox', { name: labels.subject }), message.subject);
  await userEvent.type(form.getByRole('textbox', { name: labels.message }), message.message);
}

/** Everything typed is still there. */
async function expectKept(form: Form) {
  const { labels } = form.words;
  await expect(form.getByRole('textbox', { name: labels.name })).toHaveValue(message.name);
  await expect(form.getByRole('textbox', { name: labels.email })).toHaveValue(message.email);
  await expect(form.getByRole('textbox', { name: labels.phone })).toHaveValue(message.phone);
  await expect(form.getByRole('combobox', { name: labels.subject })).toHaveValue(message.subject);
  await expect(form.getByRole('textbox', { name: labels.message })).toHaveValue(message.message);
}

const send = (form: Form) => userEvent.click(form.getByRole('button', { name: form.words.submit }));

/** The office, phones, email and hours beside the form; a message sent, thanked for, and the form ready again. */
export const Success: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('Contact.intro.heading') }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${t('Contact.meta.title')} · ${t('Shell.brand')}`));
    const office = within(canvas.getByRole('region', { name: t('Contact.office.heading') }));
    await expect(
      office.getByRole('link', { name: new RegExp(t('Contact.office.mapsLink')) }),
    ).toHaveAttribute('href', expect.stringContaining('31.5204'));
    // The address stays as the post office reads it, in English.
    await expect(office.getByText('Main Boulevard, Gulberg III')).toBeVisible();
    const phones = within(canvas.getByRole('region', { name: t('Contact.phones.heading') }));
    const support = phones.getByRole('link', { name: '0300 1234567' });
    await expect(support).toHaveAttribute('href', 'tel:03001234567');
    // A number reads left to right in either language.
    await expect(within(support).getByText('0300 1234567')).toHaveAttribute('dir', 'ltr');
    await expect(phones.getByRole('link', { name: 'hello@aafiyat.pk' })).toHaveAttribute(
      'href',
      'mailto:hello@aafiyat.pk',
    );
    const hours = within(canvas.getByRole('region', { name: t('Contact.hours.heading') }));
    const friday = hoursSection(t).timesWithPause('9:00 AM', '6:00 PM', {
      from: '12:30 PM',
      to: '2:30 PM',
      reason: t('Contact.hours.fridayPrayers'),
    });
    await expect(hours.getByText(friday)).toBeVisible();
    await expect(hours.getByText(t('Contact.hours.closed'))).toBeVisible();

    const form = await contactForm(canvasElement, globals);
    await fillIn(form);
    await send(form);
    const section = within(canvas.getByRole('region', { name: form.words.heading }));
    const thanks = await section.findByRole('alert');
    await expect(thanks).toHaveTextContent(form.words.successTitle);
    await expect(canvas.queryByRole('form', { name: form.words.heading })).not.toBeInTheDocument();
    // The form is gone: focus waits on the next thing to do.
    const another = section.getByRole('button', { name: form.words.sendAnother });
    await waitFor(() => expect(another).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const fresh = await contactForm(canvasElement, globals);
    await expect(fresh.getByRole('textbox', { name: form.words.labels.name })).toHaveValue('');
    await expect(fresh.getByRole('textbox', { name: form.words.labels.message })).toHaveValue('');
  },
};

/** Sent with most fields blank: a message under each blank field, focus on the first, and the typed name kept. */
export const Validation: Story = {
  play: async ({ canvasElement, globals }) => {
    const ui = uiWords(globals);
    const form = await contactForm(canvasElement, globals);
    const { labels } = form.words;
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
      await expect(field).toHaveAccessibleDescription(
        expect.stringContaining(ui('DemoRequestDialog.missingFields')),
      );
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
  play: async ({ canvasElement, globals }) => {
    const ui = uiWords(globals);
    const form = await contactForm(canvasElement, globals);
    await fillIn(form);
    const email = form.getByRole('textbox', { name: form.words.labels.email });
    const phone = form.getByRole('textbox', { name: form.words.labels.phone });
    await userEvent.clear(email);
    await userEvent.type(email, 'ayesha@');
    await userEvent.clear(phone);
    await userEvent.type(phone, '061 4512345');
    await send(form);
    await expect(email).toHaveAccessibleDescription(
      expect.stringContaining(ui('DemoRequestDialog.invalidEmail')),
    );
    await expect(phone).toHaveAccessibleDescription(
      expect.stringContaining(ui('DemoRequestDialog.invalidPhone')),
    );
    await expect(email).toHaveFocus();
    await expect(form.getByRole('textbox', { name: form.words.labels.name })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

/** Every text field takes at most the contract's length; the message shows how many characters are left. */
export const Limits: Story = {
  play: async ({ canvasElement, globals }) => {
    const form = await contactForm(canvasElement, globals);
    const { labels } = form.words;
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
    const ui = uiWords(globals);
    const box = form.getByRole('textbox', { name: labels.message });
    await expect(box).toHaveAttribute('maxlength', String(CONTACT_MESSAGE_MAX_LENGTH));
    await expect(box).toHaveAccessibleDescription(
      expect.stringContaining(ui('CharacterCount.limit', { max: 2000 })),
    );
    await userEvent.type(box, 'Please call me.');
    await expect(form.getByText(ui('CharacterCount.left', { count: 1985 }))).toBeVisible();
  },
};

/**
 * The server fails: its message is announced under the form (in English the server's own sentence, in Urdu the
 * catalog's for its code), and everything typed stays for another try.
 */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { addContactUs: 'serverError' } }) } },
  },
  play: async ({ canvasElement, globals }) => {
    const form = await contactForm(canvasElement, globals);
    await fillIn(form);
    await send(form);
    const failed =
      storyLocale(globals) === 'en' ? errorBodies.serverError.message : uiWords(globals)('Refusal.failed');
    await expect(await form.findByRole('alert')).toHaveTextContent(failed);
    await expectKept(form);
    await expect(form.getByRole('button', { name: form.words.submit })).not.toHaveAttribute('aria-busy');
  },
};

/** The server refuses the email: the form's own words for it under the email field, focus on it, nothing lost. */
export const ServerValidationError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { addContactUs: 'validationError' } }) } },
  },
  play: async ({ canvasElement, globals }) => {
    const form = await contactForm(canvasElement, globals);
    await fillIn(form);
    await send(form);
    const email = form.getByRole('textbox', { name: form.words.labels.email });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(
      expect.stringContaining(uiWords(globals)('DemoRequestDialog.invalidEmail')),
    );
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
  play: async ({ canvasElement, globals }) => {
    const form = await contactForm(canvasElement, globals);
    await fillIn(form);
    await send(form);
    const name = form.getByRole('textbox', { name: form.words.labels.name });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    const ui = uiWords(globals);
    await expect(name).toHaveAccessibleDescription(
      ui('FieldProblem.too_long', { label: ui('DemoRequestDialog.nameInSentence'), limit: 100 }),
    );
    await expect(name).toHaveFocus();
    await expect(form.getByRole('textbox', { name: form.words.labels.phone })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(await form.findByRole('alert')).toHaveTextContent('"campaign" is not an accepted field.');
    await expect(canvasElement).not.toHaveTextContent(/must NOT/i);
    await expectKept(form);
  },
};

/**
 * The network is down: the message says so in plain words (the client's sentence in English, the catalog's in
 * Urdu), and nothing typed is lost.
 */
export const NetworkError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { addContactUs: 'networkError' } }) } },
  },
  play: async ({ canvasElement, globals }) => {
    const form = await contactForm(canvasElement, globals);
    await fillIn(form);
    await send(form);
    const unreachable =
      storyLocale(globals) === 'en' ? API_NETWORK_ERROR_MESSAGE : uiWords(globals)('Refusal.network');
    await expect(await form.findByRole('alert')).toHaveTextContent(unreachable);
    await expectKept(form);
  },
};

/** While the message is on its way: the button is busy (pressing it again sends nothing), and it is announced. */
export const Sending: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { addContactUs: 'slow' } }) } },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const form = await contactForm(canvasElement, globals);
    await fillIn(form);
    await send(form);
    const button = form.getByRole('button', { name: form.words.submit });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Announced in the form's own status region (the message's count has another, quiet far from its limit).
    await expect(form.getByText(form.words.sending).closest('[role="status"]')).toBeInTheDocument();
    await userEvent.click(button);
    await expectKept(form);
    const section = within(canvas.getByRole('region', { name: form.words.heading }));
    await expect(await section.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      form.words.successTitle,
    );
  },
};

/** Request a call back, beside the phone numbers, opens the helpline dialog; Escape returns to the button. */
export const CallBack: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    await canvas.findByRole('heading', { level: 1, name: t('Contact.intro.heading') });
    const phones = within(canvas.getByRole('region', { name: t('Contact.phones.heading') }));
    const button = phones.getByRole('button', { name: t('Contact.phones.callBack') });
    await userEvent.click(button);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: helplineDialogTitle(uiWords(globals)) });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** On a 360 px phone the details and the form stack, the form fits, and it still sends. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    const form = await contactForm(canvasElement, globals);
    const details = canvas.getByRole('region', { name: t('Contact.office.heading') });
    const formSectionElement = canvas.getByRole('region', { name: form.words.heading });
    await expect(formSectionElement.getBoundingClientRect().top).toBeGreaterThan(
      details.getBoundingClientRect().bottom,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await fillIn(form);
    await send(form);
    await expect(await within(formSectionElement).findByRole('alert')).toHaveTextContent(
      form.words.successTitle,
    );
  },
};

/** The phone layout in Urdu, whose words run longer. */
export const Phone360InUrdu: Story = {
  ...Phone360,
  globals: { viewport: { value: 'phone360' }, locale: 'ur' },
};
