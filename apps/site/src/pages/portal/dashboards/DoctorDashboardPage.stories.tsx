import { MOCK_TODAY, createHandlers } from '@aafiyat/api/mocks';
import { appointmentCallOutcome, appointmentPaymentBadge, callRingingText } from '@aafiyat/ui';
import { PaymentStatus } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failFirst } from '../../../stories/failFirst';
import { SitePage } from '../../../stories/SitePage';
import { storyLocale } from '../../../../../../packages/ui/src/test-support/storyLocale';
import { failureWords, siteWords, uiWords } from '../../../stories/words';
import { formatCalendarDate } from './dashboardData';
import { CLINIC_OWNER_RECORD, DOCTOR_RECORD, rememberedPaths, signedInAs } from './dashboardStorySession';

const PATH = '/cms/dashboard/dashboard-doctor';
/** 6:30 PM on the fixtures' day: Ayesha Khan's paid 6:30 PM consultation may be called; the others are unpaid. */
const AT_SIX_THIRTY = `${MOCK_TODAY}T18:30:00+05:00`;

const meta = {
  title: 'Pages/Portal/DoctorDashboard',
  component: SitePage,
  args: { path: PATH, now: AT_SIX_THIRTY },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: { api: createHandlers({ session: DOCTOR_RECORD }) } },
  },
  beforeEach: signedInAs(DOCTOR_RECORD),
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type Globals = Readonly<Record<string, unknown>>;

/** The list of today's online consultations. */
async function onlineList(canvas: Canvas, globals: Globals) {
  return within(await canvas.findByRole('list', { name: siteWords(globals)('Dashboard.doctor.online') }));
}

/** Start call's name for a patient: its words, then (for screen readers) whom it calls. */
function startCallName(globals: Globals, patient: string): string {
  const ui = uiWords(globals);
  return `${ui('AppointmentList.startCall')} ${ui('AppointmentList.withPatient', { patient })}`;
}

/** The patient whose consultation may be called at {@link AT_SIX_THIRTY}. */
const CALLABLE = 'Ayesha Khan';

/** Presses Start call on the online appointment that may be called now; gives the online list. */
async function startCall(canvas: Canvas, globals: Globals) {
  const online = await onlineList(canvas, globals);
  const button = online.getByRole('button', { name: startCallName(globals, CALLABLE) });
  await expect(button).not.toHaveAttribute('aria-disabled');
  await userEvent.click(button);
  return online;
}

/** The doctor's day: in-clinic and online appointments in 12-hour times, and the next available date. */
export const Success: Story = {
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dr. Sana Mirza' })).toBeVisible();
    // The day under the doctor's name (and the next available date, the same day in the fixtures).
    const [today] = canvas.getAllByText(formatCalendarDate(t, uiWords(globals), MOCK_TODAY), {
      exact: false,
    });
    await expect(today).toBeVisible();
    await expect(canvas.getByText(t('Dashboard.doctor.callRule'))).toBeVisible();
    const online = await onlineList(canvas, globals);
    const inClinic = within(canvas.getByRole('list', { name: t('Dashboard.doctor.inClinic') }));
    await expect(online.getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(inClinic.getAllByRole('listitem').length).toBeGreaterThan(0);
    for (const time of canvas.getAllByRole('time')) {
      await expect(time.textContent).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    }
    await expect(inClinic.queryByRole('button')).toBeNull();
    await expect(canvas.getByText(t('Dashboard.doctor.nextDate'))).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe(`${t('Dashboard.doctor.meta.title')} · ${t('Shell.brand')}`),
    );
  },
};

/** Start call on an online appointment: busy, then Ringing… once the patient's app rings. */
export const StartCall: Story = {
  play: async ({ canvas, globals }) => {
    const online = await startCall(canvas, globals);
    await expect(await online.findByText(callRingingText(uiWords(globals)))).toBeVisible();
  },
};

/** The patient declines the ringing call: the appointment says so in place of Ringing…. */
export const PatientDeclines: Story = {
  args: { realtime: { patientAnswer: 'declined' } },
  play: async ({ canvas, globals }) => {
    const ui = uiWords(globals);
    const online = await startCall(canvas, globals);
    await expect(await online.findByText(callRingingText(ui))).toBeVisible();
    const declined = appointmentCallOutcome(ui, 'declined', CALLABLE).text;
    await expect(await online.findByText(declined, {}, { timeout: 3000 })).toBeVisible();
    await expect(online.queryByText(callRingingText(ui))).toBeNull();
  },
};

/** Nobody answers before the time-out: the appointment says the patient did not answer. */
export const PatientMisses: Story = {
  args: { realtime: { patientAnswer: 'missed' } },
  play: async ({ canvas, globals }) => {
    const ui = uiWords(globals);
    const online = await startCall(canvas, globals);
    const missed = appointmentCallOutcome(ui, 'missed', CALLABLE).text;
    await expect(await online.findByText(missed, {}, { timeout: 3000 })).toBeVisible();
    await expect(online.queryByText(callRingingText(ui))).toBeNull();
  },
};

/** The patient of a missed call says they are ready: the appointment invites the doctor to call again. */
export const PatientReady: Story = {
  args: {
    realtime: {
      patientReady: {
        call_id: '2f1c9e4a-6b7d-4c3e-9a8f-1d2e3f4a5b6c',
        appointment_id: 1105,
        patient_name: 'Fatima Zahra',
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const online = await onlineList(canvas, globals);
    const ready = appointmentCallOutcome(uiWords(globals), 'ready', 'Fatima Zahra').text;
    const notice = await online.findByText(ready, {}, { timeout: 3000 });
    await expect(notice).toBeVisible();
    await expect(online.getAllByText(ready)).toHaveLength(1);
  },
};

/** Unpaid consultations cannot be called: Start call is disabled, and the words beside it say why. */
export const CallNotAllowedUnpaid: Story = {
  play: async ({ canvas, globals }) => {
    const ui = uiWords(globals);
    const reason = ui('AppointmentList.notPaidYet', {
      payment: appointmentPaymentBadge(ui, PaymentStatus.PENDING).label,
    });
    const online = await onlineList(canvas, globals);
    const pending = online.getByRole('button', { name: startCallName(globals, 'Fatima Zahra') });
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    await expect(pending).toHaveAccessibleDescription(reason);
    await expect(online.getByText(reason)).toBeVisible();
    await expect(online.getByRole('button', { name: startCallName(globals, CALLABLE) })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** At 4 PM the 6:30 PM consultation is not open yet: the time it opens, beside the disabled button. */
export const CallNotAllowedTooEarly: Story = {
  args: { now: `${MOCK_TODAY}T16:00:00+05:00` },
  play: async ({ canvas, globals }) => {
    const online = await onlineList(canvas, globals);
    const button = online.getByRole('button', { name: startCallName(globals, CALLABLE) });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Times are written alike in every language.
    await expect(button).toHaveAccessibleDescription(
      uiWords(globals)('AppointmentList.tooEarly', { opensAt: '6:20 PM' }),
    );
  },
};

/** The call cannot start (409): the server's reason beside the button (in Urdu, the catalog's for its code). */
export const CallRefused: Story = {
  parameters: {
    msw: {
      handlers: { api: createHandlers({ session: DOCTOR_RECORD, scenarios: { startCall: 'conflict' } }) },
    },
  },
  play: async ({ canvas, globals }) => {
    const online = await startCall(canvas, globals);
    await expect(await online.findByRole('alert')).toHaveTextContent(
      storyLocale(globals) === 'en'
        ? 'This appointment cannot be called now'
        : uiWords(globals)('Refusal.callNotAllowed'),
    );
  },
};

/** While the dashboard loads: one announcement. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        api: createHandlers({ session: DOCTOR_RECORD, scenarios: { getDoctorDashboard: 'slow' } }),
      },
    },
  },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('status', { name: siteWords(globals)('Dashboard.doctor.loading') }),
    ).toBeInTheDocument();
  },
};

/** Nothing booked today: both lists say so. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        api: createHandlers({ session: DOCTOR_RECORD, scenarios: { getDoctorDashboard: 'empty' } }),
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(await canvas.findByText(t('Dashboard.doctor.onlineEmpty'))).toBeVisible();
    await expect(canvas.getByText(t('Dashboard.doctor.inClinicEmpty'))).toBeVisible();
  },
};

/** The server fails: its message and Retry. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        api: createHandlers({ session: DOCTOR_RECORD, scenarios: { getDoctorDashboard: 'serverError' } }),
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      failureWords(globals, 'Something went wrong try again!', 'Refusal.failed'),
    );
    await expect(canvas.getByRole('heading', { level: 1, name: t('Dashboard.error.heading') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('Dashboard.error.retry') })).toBeVisible();
  },
};

const dashboardFailsOnce = failFirst('/api/doctor/dashboard');

/** The first load fails; Retry shows loading and then the doctor's day. */
export const RetryAfterError: Story = {
  parameters: {
    msw: { handlers: { api: [dashboardFailsOnce.handler, ...createHandlers({ session: DOCTOR_RECORD })] } },
  },
  beforeEach: dashboardFailsOnce.arm,
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      failureWords(globals, 'Something went wrong try again!', 'Refusal.failed'),
    );
    await userEvent.click(canvas.getByRole('button', { name: siteWords(globals)('Dashboard.error.retry') }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Dr. Sana Mirza' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The session ended on the server (401): the record is removed and the doctor sign-in is next. */
export const SessionExpired: Story = {
  parameters: {
    msw: {
      handlers: {
        api: createHandlers({ session: DOCTOR_RECORD, scenarios: { getDoctorDashboard: 'unauthenticated' } }),
      },
    },
  },
  play: async () => {
    await waitFor(() => expect(window.localStorage.getItem('authToken')).toBeNull());
    await waitFor(() => expect(rememberedPaths()).toContain(PATH));
  },
};

/** A clinic owner is not a doctor: sent to the doctor sign-in, which will bring them back. */
export const OtherRole: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ session: CLINIC_OWNER_RECORD }) } } },
  beforeEach: signedInAs(CLINIC_OWNER_RECORD),
  play: async ({ canvas }) => {
    await waitFor(() => expect(rememberedPaths()).toContain(PATH));
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Dr. Sana Mirza' })).toBeNull();
  },
};
