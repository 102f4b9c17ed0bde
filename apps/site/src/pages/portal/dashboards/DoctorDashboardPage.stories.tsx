import { createHandlers } from '@aafiyat/api/mocks';
import { CALL_RINGING_TEXT } from '@aafiyat/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SitePage } from '../../../stories/SitePage';
import { DOCTOR_DASHBOARD_LOADING } from './DoctorDashboardPage';
import { CLINIC_OWNER_RECORD, DOCTOR_RECORD, rememberedPaths, signedInAs } from './dashboardStorySession';

const PATH = '/cms/dashboard/dashboard-doctor';

const meta = {
  title: 'Pages/Portal/DoctorDashboard',
  component: SitePage,
  args: { path: PATH },
  parameters: { layout: 'fullscreen' },
  beforeEach: signedInAs(DOCTOR_RECORD),
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The doctor's day: in-clinic and online appointments in 12-hour times, and the next available date. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dr. Sana Mirza' })).toBeVisible();
    const online = within(canvas.getByRole('list', { name: 'Online consultations today' }));
    const inClinic = within(canvas.getByRole('list', { name: 'In-clinic appointments today' }));
    await expect(online.getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(inClinic.getAllByRole('listitem').length).toBeGreaterThan(0);
    for (const time of canvas.getAllByRole('time')) {
      await expect(time.textContent).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    }
    await expect(inClinic.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Next available date')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Doctor dashboard · Aafiyat'));
  },
};

/** Start call on an online appointment: busy, then Ringing… once the patient's app rings. */
export const StartCall: Story = {
  play: async ({ canvas }) => {
    const online = within(await canvas.findByRole('list', { name: 'Online consultations today' }));
    const [first] = online.getAllByRole('button', { name: /^Start call with / });
    if (first === undefined) throw new Error('No online appointment to call.');
    await userEvent.click(first);
    await expect(await online.findByText(CALL_RINGING_TEXT)).toBeVisible();
  },
};

/** The call cannot start (409): the server's reason beside the button. */
export const CallRefused: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { startCall: 'conflict' } }) } } },
  play: async ({ canvas }) => {
    const online = within(await canvas.findByRole('list', { name: 'Online consultations today' }));
    const [first] = online.getAllByRole('button', { name: /^Start call with / });
    if (first === undefined) throw new Error('No online appointment to call.');
    await userEvent.click(first);
    await expect(await online.findByRole('alert')).toHaveTextContent('This appointment cannot be called now');
  },
};

/** While the dashboard loads: one announcement. */
export const Loading: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { getDoctorDashboard: 'slow' } }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: DOCTOR_DASHBOARD_LOADING })).toBeInTheDocument();
  },
};

/** Nothing booked today: both lists say so. */
export const Empty: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { getDoctorDashboard: 'empty' } }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No online consultations are booked for today.')).toBeVisible();
    await expect(canvas.getByText('No in-clinic appointments are booked for today.')).toBeVisible();
  },
};

/** The server fails: its message and Retry. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { getDoctorDashboard: 'serverError' } }) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong try again!');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** The session ended on the server (401): the record is removed and the doctor sign-in is next. */
export const SessionExpired: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { getDoctorDashboard: 'unauthenticated' } }) } },
  },
  play: async () => {
    await waitFor(() => expect(window.localStorage.getItem('authToken')).toBeNull());
    await waitFor(() => expect(rememberedPaths()).toContain(PATH));
  },
};

/** A clinic owner is not a doctor: sent to the doctor sign-in, which will bring them back. */
export const OtherRole: Story = {
  beforeEach: signedInAs(CLINIC_OWNER_RECORD),
  play: async ({ canvas }) => {
    await waitFor(() => expect(rememberedPaths()).toContain(PATH));
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Dr. Sana Mirza' })).toBeNull();
  },
};
