import { createHandlers } from '@aafiyat/api/mocks';
import {
  ATTACHMENT_MESSAGES,
  FALLBACK_ERROR_MESSAGE,
  INCOMING_CALL_TITLE,
  readPathMemory,
} from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeStream, handedOut, withMedia } from '../../../app/calls/callStoryKit';
import { failFirst } from '../../../stories/failFirst';
import { SitePage } from '../../../stories/SitePage';
import { signedInAsPatient } from './storySession';

const meta = {
  title: 'Pages/Portal/Patient profile',
  component: SitePage,
  args: { path: '/patient/profile' },
  parameters: { layout: 'fullscreen' },
  beforeEach: signedInAsPatient,
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const section = async (canvas: Canvas, name: string) =>
  within(await canvas.findByRole('region', { name }, { timeout: 5000 }));

/** The realtime event of Dr. Sana Mirza calling about the demo patient's online appointment. */
const sanaMirzaCalls = (callId: string) => ({
  call_id: callId,
  appointment_id: 1105,
  doctor_name: 'Dr. Sana Mirza',
  specialty: 'Dermatologist',
});

/** Waits for the profile, then for the incoming-call panel: a dialog, portalled outside the story's root. */
const ringingPanel = async (canvas: Canvas) => {
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Ayesha Khan' }, { timeout: 5000 }),
  ).toBeVisible();
  const page = within(document.body);
  const panel = await page.findByRole('alertdialog', { name: INCOMING_CALL_TITLE }, { timeout: 3000 });
  return { page, panel };
};

/** The profile: name, number, picture, conditions, appointments with payment status and files. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ayesha Khan' }, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('My profile · Aafiyat'));
    await expect(canvas.getByText('03001234567')).toBeVisible();

    const history = await section(canvas, 'Medical history');
    await expect(history.getByRole('checkbox', { name: 'Diabetes Type 2' })).toBeChecked();
    await expect(history.getByRole('checkbox', { name: 'Hypertension' })).toBeChecked();
    await expect(history.getByRole('checkbox', { name: 'Asthma' })).not.toBeChecked();

    const appointments = await section(canvas, 'My appointments');
    await expect(await appointments.findByRole('heading', { level: 3, name: 'Past' })).toBeVisible();
    await expect(appointments.getAllByText('Paid').length).toBeGreaterThan(0);
    await expect(appointments.getAllByText('Payment failed').length).toBeGreaterThan(0);
    await expect(appointments.getByText('Payment pending')).toBeVisible();
    const pay = appointments.getByRole('link', { name: /^Pay for Dr\. Sana Mirza/ });
    await expect(pay).toHaveAttribute('href', '/appointment/payment/checkout/1042');

    const files = await section(canvas, 'Reports and prescriptions');
    await expect(await files.findByRole('button', { name: 'Download cbc-report.pdf' })).toBeVisible();
    await expect(files.getByRole('button', { name: 'Download sugar-log-may.txt' })).toBeVisible();
  },
};

/** Today's missed calls: "I'm ready" tells the doctor; a call already answered so says the doctor knows. */
export const MissedCalls: Story = {
  play: async ({ canvas }) => {
    const missed = await section(canvas, 'Missed calls today');
    await expect(missed.getByText('Dr. Imran Qureshi knows you are ready.')).toBeVisible();
    await userEvent.click(missed.getByRole('button', { name: "I'm ready for Dr. Sadia Karim" }));
    await expect(await missed.findByText('Dr. Sadia Karim knows you are ready.')).toBeVisible();
  },
};

/** No missed calls: the section is not there at all. */
export const NoMissedCalls: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { listMissedCalls: 'empty' } }) } } },
  play: async ({ canvas }) => {
    await section(canvas, 'Reports and prescriptions');
    await expect(canvas.queryByRole('region', { name: 'Missed calls today' })).toBeNull();
  },
};

/** Telling the doctor fails (the day is over): the server's words, and the button stays. */
export const MissedCallRefused: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { markCallReady: 'conflict' } }) } } },
  play: async ({ canvas }) => {
    const missed = await section(canvas, 'Missed calls today');
    const ready = missed.getByRole('button', { name: "I'm ready for Dr. Sadia Karim" });
    await userEvent.click(ready);
    await expect(await missed.findByRole('alert')).toHaveTextContent('The doctor is already calling you.');
    await expect(ready).toBeVisible();
  },
};

/**
 * A doctor calls while the patient is on their profile: the incoming-call panel rings over the page, with the
 * doctor's name and specialty; Decline closes it and leaves the page as it was.
 */
export const IncomingCallDeclined: Story = {
  args: { realtime: { incomingCall: sanaMirzaCalls('7d3a2b1c-4e5f-4a6b-8c7d-9e0f1a2b3c4d') } },
  play: async ({ canvas }) => {
    const { page, panel } = await ringingPanel(canvas);
    await expect(panel).toHaveAccessibleDescription(/^Dr\. Sana Mirza, Dermatologist, is calling you/);
    await userEvent.click(within(panel).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ayesha Khan' })).toBeVisible();
  },
};

/**
 * A doctor calls and the patient accepts: the call view opens over the page, asks for the camera and microphone,
 * and waits for the doctor's side (none in a story); Hang up closes it, lets go of the camera, says the call has
 * ended, and leaves the profile as it was.
 */
export const IncomingCallAnswered: Story = {
  args: { realtime: { incomingCall: sanaMirzaCalls('5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e') } },
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { getIceServers: 'empty' } }) } } },
  beforeEach: () => withMedia((constraints) => Promise.resolve(fakeStream(constraints)))(),
  play: async ({ canvas }) => {
    const { page, panel } = await ringingPanel(canvas);
    await userEvent.click(within(panel).getByRole('button', { name: 'Accept' }));
    // The call view's code loads on the first call: a dialog of the same name says it is opening meanwhile.
    await expect(await page.findByRole('dialog', { name: 'Video call with Dr. Sana Mirza' })).toBeVisible();
    const hangUp = await page.findByRole('button', { name: 'Hang up' }, { timeout: 10_000 });
    await waitFor(() => expect(handedOut.map((track) => track.kind).sort()).toEqual(['audio', 'video']));
    await expect(page.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(hangUp);
    await waitFor(() => expect(page.queryByRole('dialog', { name: /^Video call with/ })).toBeNull());
    await expect(await page.findByText('Your call with Dr. Sana Mirza has ended.')).toBeVisible();
    await expect(handedOut.every((track) => track.readyState === 'ended')).toBe(true);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ayesha Khan' })).toBeVisible();
  },
};

/** The payment filter: Failed shows only failed payments, Cleared only paid ones. */
export const FilterByPayment: Story = {
  play: async ({ canvas }) => {
    const appointments = await section(canvas, 'My appointments');
    const filter = appointments.getByRole('combobox', { name: 'Payment' });
    await expect(filter).toHaveValue('2');
    await userEvent.selectOptions(filter, 'Failed');
    await waitFor(() => expect(appointments.getAllByText('Payment failed').length).toBe(2));
    await expect(appointments.queryByText('Paid')).toBeNull();
    await userEvent.selectOptions(filter, 'Cleared');
    await waitFor(() => expect(appointments.getAllByText('Paid').length).toBeGreaterThan(0));
    await expect(appointments.queryByText('Payment failed')).toBeNull();
    await expect(appointments.queryByRole('link', { name: /^Pay for/ })).toBeNull();
  },
};

/** Ticking a condition and saving: the server's answer and a confirmation, announced. */
export const SaveConditions: Story = {
  play: async ({ canvas }) => {
    const history = await section(canvas, 'Medical history');
    await userEvent.click(history.getByRole('checkbox', { name: 'Asthma' }));
    await userEvent.click(history.getByRole('button', { name: 'Save medical history' }));
    await expect(await history.findByRole('alert')).toHaveTextContent('Your medical history was saved.');
    await expect(history.getByRole('checkbox', { name: 'Asthma' })).toBeChecked();
  },
};

/** Saving fails: the server's message, and the ticks stay as they were chosen. */
export const SaveConditionsError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { updatePatientProfile: 'serverError' } }) } },
  },
  play: async ({ canvas }) => {
    const history = await section(canvas, 'Medical history');
    await userEvent.click(history.getByRole('checkbox', { name: 'Epilepsy' }));
    await userEvent.click(history.getByRole('button', { name: 'Save medical history' }));
    await expect(await history.findByRole('alert')).toHaveTextContent(FALLBACK_ERROR_MESSAGE);
    await expect(history.getByRole('checkbox', { name: 'Epilepsy' })).toBeChecked();
  },
};

/** Uploading a PDF adds it to the top of the list; deleting asks first, then removes it. */
export const UploadAndDelete: Story = {
  play: async ({ canvas }) => {
    const files = await section(canvas, 'Reports and prescriptions');
    await files.findByRole('button', { name: 'Download cbc-report.pdf' });
    const report = new File(['%PDF-1.4 lipid profile'], 'lipid-profile.pdf', { type: 'application/pdf' });
    await userEvent.upload(files.getByLabelText('Add a file'), report);
    await userEvent.click(files.getByRole('button', { name: 'Upload' }));
    await expect(await files.findByText('lipid-profile.pdf was uploaded.')).toBeVisible();
    await expect(files.getByRole('button', { name: 'Download lipid-profile.pdf' })).toBeVisible();

    await userEvent.click(files.getByRole('button', { name: 'Delete lipid-profile.pdf' }));
    await expect(files.getByText('Delete lipid-profile.pdf? This cannot be undone.')).toBeVisible();
    await userEvent.click(files.getByRole('button', { name: 'Yes, delete' }));
    await expect(await files.findByText('lipid-profile.pdf was deleted.')).toBeVisible();
    await expect(files.queryByRole('button', { name: 'Download lipid-profile.pdf' })).toBeNull();
  },
};

/** A file over 5 MB is refused in the browser, before any upload, with the domain's message. */
export const UploadTooLarge: Story = {
  play: async ({ canvas }) => {
    const files = await section(canvas, 'Reports and prescriptions');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'mri-scan.png', { type: 'image/png' });
    const input = await files.findByLabelText('Add a file');
    await userEvent.upload(input, big);
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(ATTACHMENT_MESSAGES.tooLarge));
    await userEvent.click(files.getByRole('button', { name: 'Upload' }));
    await expect(await files.findByRole('alert')).toHaveTextContent('Choose a file to upload first.');
  },
};

/** The server refuses the upload (its content check): its message is shown. */
export const UploadRefusedByServer: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { uploadPatientAttachment: 'fileTooLarge' } }) } },
  },
  play: async ({ canvas }) => {
    const files = await section(canvas, 'Reports and prescriptions');
    const note = new File(['BP 130/85 on waking'], 'bp-notes.txt', { type: 'text/plain' });
    await userEvent.upload(await files.findByLabelText('Add a file'), note);
    await userEvent.click(files.getByRole('button', { name: 'Upload' }));
    await expect(await files.findByRole('alert')).toHaveTextContent(ATTACHMENT_MESSAGES.tooLarge);
    await expect(files.queryByText('bp-notes.txt was uploaded.')).toBeNull();
  },
};

/** Nothing booked or uploaded yet: each section says so and points the way. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        api: createHandlers({
          scenarios: { listPatientAppointments: 'empty', listPatientAttachments: 'empty' },
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    const appointments = await section(canvas, 'My appointments');
    await expect(await appointments.findByText(/You have no appointments yet/)).toBeVisible();
    await expect(appointments.getByRole('link', { name: 'Find a doctor' })).toHaveAttribute(
      'href',
      '/doctors/search',
    );
    const files = await section(canvas, 'Reports and prescriptions');
    await expect(await files.findByText(/You have not uploaded any files yet/)).toBeVisible();
  },
};

/** While it loads: one announcement per section, no content yet. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        api: createHandlers({
          scenarios: {
            getPatientProfile: 'slow',
            listPatientAppointments: 'slow',
            listPatientAttachments: 'slow',
          },
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your profile…')).toBeInTheDocument();
    await expect(canvas.getByText('Loading your appointments…')).toBeInTheDocument();
    await expect(canvas.getByText('Loading your files…')).toBeInTheDocument();
  },
};

/** The server fails: its message and Retry. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { getPatientProfile: 'serverError' } }) } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Your profile could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** The session ended on the server (401): the record is forgotten and the patient sign-in opens. */
export const SessionExpired: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { getPatientProfile: 'unauthenticated' } }) } },
  },
  play: async () => {
    await waitFor(() => expect(readPathMemory(window.sessionStorage).current).toBe('/patient/login'), {
      timeout: 5000,
    });
    await expect(window.localStorage.getItem('authToken')).toBeNull();
  },
};

const appointmentsFailOnce = failFirst('/api/patient/appointments');

/** A section fails by itself (the appointments): its own alert and Retry, the rest of the profile shown. */
export const SectionRetryAfterError: Story = {
  parameters: { msw: { handlers: { api: [appointmentsFailOnce.handler, ...createHandlers()] } } },
  beforeEach: appointmentsFailOnce.arm,
  play: async ({ canvas }) => {
    const appointments = await section(canvas, 'My appointments');
    const alert = await appointments.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Your appointments could not be loaded');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ayesha Khan' })).toBeVisible();
    await userEvent.click(appointments.getByRole('button', { name: 'Retry' }));
    await expect(await appointments.findByRole('heading', { level: 3, name: 'Upcoming' })).toBeVisible();
    await expect(appointments.queryByRole('alert')).toBeNull();
  },
};

const profileFailsOnce = failFirst('/api/patient/profile');

/** The profile fails to load; Retry shows loading, then the profile. */
export const RetryAfterError: Story = {
  parameters: { msw: { handlers: { api: [profileFailsOnce.handler, ...createHandlers()] } } },
  beforeEach: profileFailsOnce.arm,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Your profile could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ayesha Khan' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByText('Your profile could not be loaded')).toBeNull();
  },
};

/** The session ended on the server, seen by a section's own load (the missed calls): sign-in opens. */
export const SessionExpiredInASection: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { listMissedCalls: 'unauthenticated' } }) } },
  },
  play: async () => {
    await waitFor(() => expect(readPathMemory(window.sessionStorage).current).toBe('/patient/login'), {
      timeout: 5000,
    });
    await expect(window.localStorage.getItem('authToken')).toBeNull();
  },
};

/** Not signed in: straight to the patient sign-in, which will bring the patient back here. */
export const SignedOut: Story = {
  beforeEach: () => {
    window.localStorage.removeItem('authToken');
  },
  play: async () => {
    await waitFor(() => expect(readPathMemory(window.sessionStorage).current).toBe('/patient/login'), {
      timeout: 5000,
    });
    await expect(readPathMemory(window.sessionStorage).previous).toBe('/patient/profile');
  },
};

/** On a 360 px phone nothing runs off the side. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Ayesha Khan' });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};
