import { createHandlers } from '@aafiyat/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failFirst } from '../../../stories/failFirst';
import { SitePage } from '../../../stories/SitePage';
import { CLINIC_DASHBOARD_LOADING } from './ClinicDashboardPage';
import { CLINIC_OWNER_RECORD, DOCTOR_RECORD, rememberedPaths, signedInAs } from './dashboardStorySession';

const PATH = '/cms/dashboard/dashboard-clinic';
const dashboardFailsOnce = failFirst('/api/clinic/dashboard');

const meta = {
  title: 'Pages/Portal/ClinicDashboard',
  component: SitePage,
  args: { path: PATH },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: { api: createHandlers({ session: CLINIC_OWNER_RECORD }) } },
  },
  beforeEach: signedInAs(CLINIC_OWNER_RECORD),
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The clinic's day: figures by payment status, revenue in rupees, every appointment and the doctors. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Shifa Family Clinic' })).toBeVisible();
    const figures = within(canvas.getByRole('region', { name: 'Today at a glance' }));
    await expect(figures.getAllByRole('listitem')).toHaveLength(6);
    await expect(figures.getByText('Rs 184,500')).toBeVisible();
    const today = within(canvas.getByRole('list', { name: 'Today’s appointments across your doctors' }));
    await expect(today.getAllByRole('listitem')).toHaveLength(9);
    await expect(today.getByText('12:00 PM')).toBeVisible();
    await expect(today.getAllByText(/^with Dr\./).length).toBe(9);
    // A clinic owner does not call patients: no call buttons here.
    await expect(today.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Your doctors' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Clinic dashboard · Aafiyat'));
  },
};

/** While the dashboard loads: its shape in grey and one announcement. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        api: createHandlers({ session: CLINIC_OWNER_RECORD, scenarios: { getClinicDashboard: 'slow' } }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: CLINIC_DASHBOARD_LOADING })).toBeInTheDocument();
  },
};

/** No appointments today: the words instead of a list, and zero in every count. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        api: createHandlers({ session: CLINIC_OWNER_RECORD, scenarios: { getClinicDashboard: 'empty' } }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No appointments are booked at your clinic today.')).toBeVisible();
    const figures = within(canvas.getByRole('region', { name: 'Today at a glance' }));
    await expect(figures.getByText('Appointments today').nextElementSibling).toHaveTextContent('0');
  },
};

/** The server fails: its message and Retry, which loads again. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [dashboardFailsOnce.handler, ...createHandlers({ session: CLINIC_OWNER_RECORD })],
      },
    },
  },
  beforeEach: dashboardFailsOnce.arm,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong try again!');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Shifa Family Clinic' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The session ended on the server (401): the record is removed and the clinic sign-in is next. */
export const SessionExpired: Story = {
  parameters: {
    msw: {
      handlers: {
        api: createHandlers({
          session: CLINIC_OWNER_RECORD,
          scenarios: { getClinicDashboard: 'unauthenticated' },
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(window.localStorage.getItem('authToken')).toBeNull());
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Shifa Family Clinic' })).toBeNull();
    await waitFor(() => expect(rememberedPaths()).toContain(PATH));
  },
};

/** A visitor without a session is sent to the clinic sign-in, which will bring them back. */
export const SignedOut: Story = {
  beforeEach: () => {
    window.localStorage.removeItem('authToken');
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(rememberedPaths()).toContain(PATH));
    await expect(canvas.queryByRole('region', { name: 'Today at a glance' })).toBeNull();
  },
};

/** A doctor is not a clinic owner: sent to the clinic sign-in too. */
export const OtherRole: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ session: DOCTOR_RECORD }) } } },
  beforeEach: signedInAs(DOCTOR_RECORD),
  play: async ({ canvas }) => {
    await waitFor(() => expect(rememberedPaths()).toContain(PATH));
    await expect(canvas.queryByRole('region', { name: 'Today at a glance' })).toBeNull();
  },
};
