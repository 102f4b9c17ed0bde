import { createHandlers } from '@aafiyat/api/mocks';
import { PARTNER_LABS } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failFirst } from '../../stories/failFirst';
import { SitePage } from '../../stories/SitePage';
import { englishWords } from '../../stories/words';

const LAB_PROFILE_LOADING_LABEL = englishWords('LabProfile.loading');

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

// A week ahead in Pakistan time: always a date the form accepts.
function nextWeek(): string {
  const fiveHours = 5 * 60 * 60 * 1000;
  return new Date(Date.now() + fiveHours + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

async function bookCbcAtF8(root: HTMLElement) {
  const form = within(await within(root).findByRole('region', { name: 'Book a test' }));
  await userEvent.type(form.getByRole('textbox', { name: 'Your name' }), 'Zainab Hussain');
  await userEvent.type(form.getByRole('textbox', { name: 'Mobile number' }), '0300 1234567');
  await userEvent.selectOptions(form.getByRole('combobox', { name: 'Branch' }), 'F-8 Markaz, Islamabad');
  await userEvent.click(await form.findByRole('checkbox', { name: 'Complete Blood Count (CBC), Rs 950' }));
  await userEvent.type(form.getByLabelText('Preferred date'), nextWeek());
  await userEvent.click(form.getByRole('button', { name: 'Request booking' }));
  return form;
}

/** The lab, its branches and tests, the booking form, and links to the other labs; the title is its name. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Noor Diagnostics' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Noor Diagnostics · Aafiyat'));
    const branches = within(canvas.getByRole('region', { name: 'Branches' }));
    await userEvent.click(branches.getByRole('button', { name: 'Tests and prices at F-8 Markaz' }));
    await expect(await branches.findByRole('heading', { level: 4, name: 'Haematology' })).toBeVisible();
    await expect(branches.getAllByText('Rs 950')[0]).toBeVisible();

    const others = within(await canvas.findByRole('region', { name: 'Other labs on Aafiyat' }));
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
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: LAB_PROFILE_LOADING_LABEL })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** An id no lab has: the page says so and offers the way home. */
export const LabNotFound: Story = {
  args: { path: '/labs/999' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We couldn’t find this lab' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Lab not found · Aafiyat'));
  },
};

/** The server fails: its message and Retry, which asks again. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { getLabInfo: 'serverError' } }) } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This lab’s page could not be loaded' }),
    ).toBeVisible();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong try again!');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    // The old answer goes while the lab is asked for again, and the new one takes its place.
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong try again!');
  },
};

const labFailsOnce = failFirst('/api/medical-test-labs/info/get');

/** The lab fails to load; Retry shows it. */
export const RetryAfterError: Story = {
  parameters: { msw: { handlers: { api: [labFailsOnce.handler, ...createHandlers()] } } },
  beforeEach: labFailsOnce.arm,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This lab’s page could not be loaded' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Noor Diagnostics' })).toBeVisible();
  },
};

/** A test booked at a branch: the lab's booking number, announced. */
export const BookingSuccess: Story = {
  play: async ({ canvasElement }) => {
    const form = await bookCbcAtF8(canvasElement);
    const confirmation = await form.findByRole('alert');
    await expect(confirmation).toHaveTextContent('Booking requested');
    await expect(confirmation).toHaveTextContent(/Your booking number is \d+\./);
  },
};

/** The same booking twice: the lab's message, and everything typed stays. */
export const BookingError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { bookLabTest: 'conflict' } }) } },
  },
  play: async ({ canvasElement }) => {
    const form = await bookCbcAtF8(canvasElement);
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'You have already booked these tests at this branch for that date.',
    );
    await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('Zainab Hussain');
  },
};

/** The list of labs fails: ignored, as the spec says; the section is simply not there. */
export const OtherLabsFail: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { listMedicalTestLabs: 'serverError' } }) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Noor Diagnostics' })).toBeVisible();
    // One more round trip after the list was asked for, so its answer has surely arrived.
    const branches = within(canvas.getByRole('region', { name: 'Branches' }));
    await userEvent.click(branches.getByRole('button', { name: 'Tests and prices at Model Town' }));
    await expect(await branches.findByRole('heading', { level: 4, name: 'Thyroid' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Other labs on Aafiyat' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A lab with no branches yet: it says so instead of offering a form. */
export const NoBranches: Story = {
  args: { path: labPath('Sehat Labs') },
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { listLabBranches: 'empty' } }) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sehat Labs' })).toBeVisible();
    await expect(canvas.getByText(/has not opened any collection points yet/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Request booking' })).toBeNull();
  },
};
