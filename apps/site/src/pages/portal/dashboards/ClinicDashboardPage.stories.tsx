import { MOCK_TODAY, createHandlers } from '@aafiyat/api/mocks';
import { formatRupees } from '@aafiyat/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failFirst } from '../../../stories/failFirst';
import { SitePage } from '../../../stories/SitePage';
import { failureWords, siteWords, uiWords } from '../../../stories/words';
import { formatCalendarDate } from './dashboardData';
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
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Shifa Family Clinic' })).toBeVisible();
    await expect(canvas.getByText(formatCalendarDate(t, ui, MOCK_TODAY))).toBeVisible();
    const figures = within(canvas.getByRole('region', { name: t('Dashboard.glance') }));
    await expect(figures.getAllByRole('listitem')).toHaveLength(6);
    await expect(figures.getByText(formatRupees(ui, 184500))).toBeVisible();
    await expect(figures.getByText(t('Dashboard.clinic.revenueNote'))).toBeVisible();
    const today = within(canvas.getByRole('list', { name: t('Dashboard.clinic.todayList') }));
    await expect(today.getAllByRole('listitem')).toHaveLength(9);
    await expect(today.getByText('12:00 PM')).toBeVisible();
    // Every appointment names its doctor ("with Dr. …"), in the page's words.
    const [before = '', after = ''] = ui('AppointmentList.withDoctor', { doctor: '|' }).split('|');
    await expect(today.getAllByText(new RegExp(`^${before}Dr\\. .+${after}$`)).length).toBe(9);
    // A clinic owner does not call patients: no call buttons here.
    await expect(today.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('region', { name: t('Dashboard.clinic.doctors') })).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe(`${t('Dashboard.clinic.meta.title')} · ${t('Shell.brand')}`),
    );
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
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('status', { name: siteWords(globals)('Dashboard.clinic.loading') }),
    ).toBeInTheDocument();
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
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(await canvas.findByText(t('Dashboard.clinic.todayEmpty'))).toBeVisible();
    const figures = within(canvas.getByRole('region', { name: t('Dashboard.glance') }));
    await expect(figures.getByText(t('Dashboard.clinic.total')).nextElementSibling).toHaveTextContent('0');
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
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('Dashboard.error.heading') }),
    ).toBeVisible();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      failureWords(globals, 'Something went wrong try again!', 'Refusal.failed'),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('Dashboard.error.retry') }));
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
  play: async ({ canvas, globals }) => {
    await waitFor(() => expect(rememberedPaths()).toContain(PATH));
    await expect(canvas.queryByRole('region', { name: siteWords(globals)('Dashboard.glance') })).toBeNull();
  },
};

/** A doctor is not a clinic owner: sent to the clinic sign-in too. */
export const OtherRole: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ session: DOCTOR_RECORD }) } } },
  beforeEach: signedInAs(DOCTOR_RECORD),
  play: async ({ canvas, globals }) => {
    await waitFor(() => expect(rememberedPaths()).toContain(PATH));
    await expect(canvas.queryByRole('region', { name: siteWords(globals)('Dashboard.glance') })).toBeNull();
  },
};
