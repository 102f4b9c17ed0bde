import { createHandlers } from '@aafiyat/api/mocks';
import { PARTNER_LABS } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failFirst } from '../../stories/failFirst';
import { SitePage } from '../../stories/SitePage';
import { storyLocale } from '../../../../../packages/ui/src/test-support/storyLocale';
import { failureWords, siteWords, uiWords } from '../../stories/words';

/** The page of a partner lab: the mocks give the labs the domain's ids, as the demo server does. */
function labPath(name: string): string {
  const lab = PARTNER_LABS.find((candidate) => candidate.lab_name === name);
  if (!lab) throw new Error(`no partner lab ${name}`);
  return `/labs/${String(lab.id)}`;
}

const meta = {
  title: 'Pages/Lab',
  component: SitePage,
  args: { path: labPath('Noor Diagnostics') },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Globals = Parameters<NonNullable<Story['play']>>[0]['globals'];

// A week ahead in Pakistan time: always a date the form accepts.
function nextWeek(): string {
  const fiveHours = 5 * 60 * 60 * 1000;
  return new Date(Date.now() + fiveHours + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A branch's button that opens its tests and prices, by the branch's name (the library's words around it). */
function testsAndPricesAt(globals: Globals, branch: string): string {
  const ui = uiWords(globals);
  return `${ui('LabProfile.testsAndPrices')} ${ui('LabProfile.atBranch', { branch })}`;
}

async function bookCbcAtF8(root: HTMLElement, globals: Globals) {
  const ui = uiWords(globals);
  const form = within(await within(root).findByRole('region', { name: ui('LabProfile.bookTest') }));
  await userEvent.type(
    form.getByRole('textbox', { name: ui('DemoRequestDialog.nameLabel') }),
    'Zainab Hussain',
  );
  await userEvent.type(form.getByRole('textbox', { name: ui('HelplineDialog.phoneLabel') }), '0300 1234567');
  await userEvent.selectOptions(
    form.getByRole('combobox', { name: ui('LabProfile.branch') }),
    'F-8 Markaz, Islamabad',
  );
  const cbc = `Complete Blood Count (CBC), ${ui('Format.rupees', { amount: '950' })}`;
  await userEvent.click(await form.findByRole('checkbox', { name: cbc }));
  await userEvent.type(form.getByLabelText(ui('LabProfile.preferredDate')), nextWeek());
  await userEvent.click(form.getByRole('button', { name: ui('LabProfile.request') }));
  return form;
}

/** The page's description in the head, as the prerendered shell has it (Storybook's page has none). */
function withDescription(): () => void {
  const description = document.createElement('meta');
  description.name = 'description';
  document.head.append(description);
  return () => {
    description.remove();
  };
}

/**
 * The lab, its branches and tests, the booking form, and links to the other labs; the title is its name, the
 * description names it and its city.
 */
export const Success: Story = {
  beforeEach: withDescription,
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Noor Diagnostics' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`Noor Diagnostics · ${t('Shell.brand')}`));
    await waitFor(() =>
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        t('Labs.lab.description', { lab: 'Noor Diagnostics', city: 'Lahore' }),
      ),
    );
    const branches = within(canvas.getByRole('region', { name: ui('LabList.branchesTerm') }));
    await userEvent.click(branches.getByRole('button', { name: testsAndPricesAt(globals, 'F-8 Markaz') }));
    await expect(await branches.findByRole('heading', { level: 4, name: 'Haematology' })).toBeVisible();
    await expect(branches.getAllByText(ui('Format.rupees', { amount: '950' }))[0]).toBeVisible();

    const others = within(await canvas.findByRole('region', { name: t('Labs.lab.others') }));
    const hrefs = others.getAllByRole('link').map((link) => link.getAttribute('href'));
    const otherLabs = PARTNER_LABS.filter((lab) => lab.lab_name !== 'Noor Diagnostics');
    await expect(hrefs).toEqual(expect.arrayContaining(otherLabs.map((lab) => labPath(lab.lab_name))));
    await expect(hrefs).not.toContain(labPath('Noor Diagnostics'));
  },
};

/** Client-only route: while the lab loads, its shape in grey and one announcement. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: { api: createHandlers({ scenarios: { getLabInfo: 'slow', listLabBranches: 'slow' } }) },
    },
  },
  play: async ({ canvas, globals }) => {
    const loading = uiWords(globals)('LabProfile.loading');
    await expect(await canvas.findByRole('status', { name: loading })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** An id no lab has: the page says so and offers the way home. */
export const LabNotFound: Story = {
  args: { path: '/labs/999' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('Labs.lab.notFound.heading') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('Labs.lab.home') })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe(`${t('Labs.lab.notFound.title')} · ${t('Shell.brand')}`));
  },
};

/** The server fails: its message and Retry, which asks again. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { getLabInfo: 'serverError' } }) } },
  },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('Labs.lab.error.heading') }),
    ).toBeVisible();
    const alert = canvas.getByRole('alert');
    // The server's own message, as it words it, on an English page.
    const failed = failureWords(globals, 'Something went wrong try again!', 'Refusal.failed');
    await expect(alert).toHaveTextContent(failed);
    await userEvent.click(canvas.getByRole('button', { name: t('Labs.lab.retry') }));
    // The old answer goes while the lab is asked for again, and the new one takes its place.
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(failed);
  },
};

const labFailsOnce = failFirst('/api/medical-test-labs/info/get');

/** The lab fails to load; Retry shows it. */
export const RetryAfterError: Story = {
  parameters: { msw: { handlers: { api: [labFailsOnce.handler, ...createHandlers()] } } },
  beforeEach: labFailsOnce.arm,
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('Labs.lab.error.heading') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('Labs.lab.retry') }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Noor Diagnostics' })).toBeVisible();
  },
};

/** A test booked at a branch: the lab's booking number, announced, with the lab and the number it will call. */
export const BookingSuccess: Story = {
  play: async ({ canvasElement, globals }) => {
    const ui = uiWords(globals);
    const form = await bookCbcAtF8(canvasElement, globals);
    const confirmation = await form.findByRole('alert');
    await expect(confirmation).toHaveTextContent(ui('LabProfile.requested'));
    // The booking number is the server's: any whole number in its place in the sentence.
    const sentence = ui('LabProfile.confirmation', {
      booking: 'BOOKING',
      lab: 'Noor Diagnostics (F-8 Markaz)',
      phone: '03001234567',
    });
    const escaped = sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(confirmation).toHaveTextContent(new RegExp(escaped.replace('BOOKING', '\\d+')));
  },
};

/**
 * The same booking twice: the lab's message (its own sentence on an English page, the library's for a booking
 * already made in Urdu), and everything typed stays.
 */
export const BookingError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { bookLabTest: 'conflict' } }) } },
  },
  play: async ({ canvasElement, globals }) => {
    const form = await bookCbcAtF8(canvasElement, globals);
    await expect(await form.findByRole('alert')).toHaveTextContent(
      storyLocale(globals) === 'en'
        ? 'You have already booked these tests at this branch for that date.'
        : uiWords(globals)('LabProfile.alreadyBooked'),
    );
    await expect(
      form.getByRole('textbox', { name: uiWords(globals)('DemoRequestDialog.nameLabel') }),
    ).toHaveValue('Zainab Hussain');
  },
};

/** The list of labs fails: ignored, as the spec says; the section is simply not there. */
export const OtherLabsFail: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { listMedicalTestLabs: 'serverError' } }) } },
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Noor Diagnostics' })).toBeVisible();
    // One more round trip after the list was asked for, so its answer has surely arrived.
    const branches = within(canvas.getByRole('region', { name: uiWords(globals)('LabList.branchesTerm') }));
    await userEvent.click(branches.getByRole('button', { name: testsAndPricesAt(globals, 'Model Town') }));
    await expect(await branches.findByRole('heading', { level: 4, name: 'Thyroid' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: siteWords(globals)('Labs.lab.others') })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A lab with no branches yet: it says so instead of offering a form. */
export const NoBranches: Story = {
  args: { path: labPath('Sehat Labs') },
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { listLabBranches: 'empty' } }) } },
  },
  play: async ({ canvas, globals }) => {
    const ui = uiWords(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sehat Labs' })).toBeVisible();
    await expect(canvas.getByText(ui('LabProfile.noBranches'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: ui('LabProfile.request') })).toBeNull();
  },
};
