import { appointmentCheckout, createHandlers } from '@aafiyat/api/mocks';
import { FALLBACK_ERROR_MESSAGE, readPathMemory } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeStream, handedOut, withMedia } from '../../../app/calls/callStoryKit';
import { failFirst } from '../../../stories/failFirst';
import { SitePage } from '../../../stories/SitePage';
import { storyLocale } from '../../../../../../packages/ui/src/test-support/storyLocale';
import { siteWords, uiWords } from '../../../stories/words';
import { appointmentDateLabel } from './appointments';
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
type Globals = Readonly<Record<string, unknown>>;

const section = async (canvas: Canvas, name: string) =>
  within(await canvas.findByRole('region', { name }, { timeout: 5000 }));

/** The profile's sections, by their headings in the story's language. */
const sections = (globals: Globals) => {
  const t = siteWords(globals);
  const ui = uiWords(globals);
  return {
    history: t('Patient.history.heading'),
    appointments: t('Patient.appointments.heading'),
    files: t('Patient.files.heading'),
    missed: ui('MissedCallList.heading'),
  };
};

/** The realtime event of Dr. Sana Mirza calling about the demo patient's online appointment. */
const sanaMirzaCalls = (callId: string) => ({
  call_id: callId,
  appointment_id: 1105,
  doctor_name: 'Dr. Sana Mirza',
  specialty: 'Dermatologist',
});

/** Waits for the profile, then for the incoming-call panel: a dialog, portalled outside the story's root. */
const ringingPanel = async (canvas: Canvas, globals: Globals) => {
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Ayesha Khan' }, { timeout: 5000 }),
  ).toBeVisible();
  const page = within(document.body);
  const panel = await page.findByRole(
    'alertdialog',
    { name: uiWords(globals)('IncomingCallPanel.title') },
    { timeout: 3000 },
  );
  return { page, panel };
};

/** The profile: name, number, picture, conditions, appointments with payment status and files. */
export const Success: Story = {
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const named = sections(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ayesha Khan' }, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${t('Patient.profile.title')} · ${t('Shell.brand')}`));
    await expect(canvas.getByText('03001234567')).toBeVisible();

    const history = await section(canvas, named.history);
    await expect(history.getByRole('checkbox', { name: ui('ChronicDisease.diabetesType2') })).toBeChecked();
    await expect(history.getByRole('checkbox', { name: ui('ChronicDisease.hypertension') })).toBeChecked();
    await expect(history.getByRole('checkbox', { name: ui('ChronicDisease.asthma') })).not.toBeChecked();

    const appointments = await section(canvas, named.appointments);
    await expect(
      await appointments.findByRole('heading', { level: 3, name: t('Patient.appointments.past') }),
    ).toBeVisible();
    await expect(appointments.getAllByText(t('Patient.payment.paid')).length).toBeGreaterThan(0);
    await expect(appointments.getAllByText(t('Patient.payment.failed')).length).toBeGreaterThan(0);
    await expect(appointments.getByText(t('Patient.payment.pending'))).toBeVisible();
    // Appointment 1042 of the mocks: Pay, and (hidden) whose and when.
    const date = appointmentDateLabel(t, ui, appointmentCheckout.date);
    const payFor = t('Patient.appointment.payFor', { doctor: appointmentCheckout.doctor.name, date });
    const pay = appointments.getByRole('link', { name: `${t('Patient.appointment.pay')}${payFor}` });
    await expect(pay).toHaveAttribute('href', '/appointment/payment/checkout/1042');

    const files = await section(canvas, named.files);
    const download = ui('AttachmentManager.download');
    await expect(await files.findByRole('button', { name: `${download} cbc-report.pdf` })).toBeVisible();
    await expect(files.getByRole('button', { name: `${download} sugar-log-may.txt` })).toBeVisible();
  },
};

/** Today's missed calls: "I'm ready" tells the doctor; a call already answered so says the doctor knows. */
export const MissedCalls: Story = {
  play: async ({ canvas, globals }) => {
    const ui = uiWords(globals);
    const missed = await section(canvas, sections(globals).missed);
    await expect(
      missed.getByText(ui('MissedCallList.doctorKnows', { doctor: 'Dr. Imran Qureshi' })),
    ).toBeVisible();
    await userEvent.click(
      missed.getByRole('button', {
        name: `${ui('MissedCallList.ready')} ${ui('MissedCallList.forDoctor', { doctor: 'Dr. Sadia Karim' })}`,
      }),
    );
    await expect(
      await missed.findByText(ui('MissedCallList.doctorKnows', { doctor: 'Dr. Sadia Karim' })),
    ).toBeVisible();
  },
};

/** No missed calls: the section is not there at all. */
export const NoMissedCalls: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { listMissedCalls: 'empty' } }) } } },
  play: async ({ canvas, globals }) => {
    const named = sections(globals);
    await section(canvas, named.files);
    await expect(canvas.queryByRole('region', { name: named.missed })).toBeNull();
  },
};

/**
 * Telling the doctor fails (the call is ringing or connected, a 409 `call_not_missed`): the server's words in English,
 * the catalog's sentence for that code in Urdu, and the button stays.
 */
export const MissedCallRefused: Story = {
  parameters: { msw: { handlers: { api: createHandlers({ scenarios: { markCallReady: 'conflict' } }) } } },
  play: async ({ canvas, globals }) => {
    const ui = uiWords(globals);
    const missed = await section(canvas, sections(globals).missed);
    const ready = missed.getByRole('button', {
      name: `${ui('MissedCallList.ready')} ${ui('MissedCallList.forDoctor', { doctor: 'Dr. Sadia Karim' })}`,
    });
    await userEvent.click(ready);
    await expect(await missed.findByRole('alert')).toHaveTextContent(
      storyLocale(globals) === 'en'
        ? 'This call is still ringing or connected.'
        : ui('Refusal.callNotMissed'),
    );
    await expect(ready).toBeVisible();
  },
};

/**
 * A doctor calls while the patient is on their profile: the incoming-call panel rings over the page, with the
 * doctor's name and specialty; Decline closes it and leaves the page as it was.
 */
export const IncomingCallDeclined: Story = {
  args: { realtime: { incomingCall: sanaMirzaCalls('7d3a2b1c-4e5f-4a6b-8c7d-9e0f1a2b3c4d') } },
  play: async ({ canvas, globals }) => {
    const ui = uiWords(globals);
    const { page, panel } = await ringingPanel(canvas, globals);
    await expect(panel).toHaveAccessibleDescription(
      ui('IncomingCallPanel.description', {
        who: ui('IncomingCallPanel.who', { doctor: 'Dr. Sana Mirza', specialty: 'Dermatologist' }),
      }),
    );
    await userEvent.click(within(panel).getByRole('button', { name: ui('IncomingCallPanel.decline') }));
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
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const { page, panel } = await ringingPanel(canvas, globals);
    await userEvent.click(within(panel).getByRole('button', { name: ui('IncomingCallPanel.accept') }));
    // The call view's code loads on the first call: a dialog of the same name says it is opening meanwhile.
    const viewName = t('Calls.loading.title', { peer: 'Dr. Sana Mirza' });
    await expect(viewName).toBe(`${ui('VideoCallView.with')} Dr. Sana Mirza`);
    await expect(await page.findByRole('dialog', { name: viewName })).toBeVisible();
    const hangUp = await page.findByRole('button', { name: ui('VideoCallView.hangUp') }, { timeout: 10_000 });
    await waitFor(() => expect(handedOut.map((track) => track.kind).sort()).toEqual(['audio', 'video']));
    await expect(page.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(hangUp);
    await waitFor(() => expect(page.queryByRole('dialog', { name: viewName })).toBeNull());
    await expect(await page.findByText(t('Calls.ended.hungUp', { doctor: 'Dr. Sana Mirza' }))).toBeVisible();
    await expect(handedOut.every((track) => track.readyState === 'ended')).toBe(true);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ayesha Khan' })).toBeVisible();
  },
};

/** The payment filter: Failed shows only failed payments, Cleared only paid ones. */
export const FilterByPayment: Story = {
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const appointments = await section(canvas, sections(globals).appointments);
    const filter = appointments.getByRole('combobox', { name: t('Patient.appointments.filter') });
    await expect(filter).toHaveValue('2');
    const paid = t('Patient.payment.paid');
    const failed = t('Patient.payment.failed');
    await userEvent.selectOptions(filter, t('Patient.appointments.filter.failed'));
    await waitFor(() => expect(appointments.getAllByText(failed).length).toBe(2));
    await expect(appointments.queryByText(paid)).toBeNull();
    await userEvent.selectOptions(filter, t('Patient.appointments.filter.cleared'));
    await waitFor(() => expect(appointments.getAllByText(paid).length).toBeGreaterThan(0));
    await expect(appointments.queryByText(failed)).toBeNull();
    await expect(
      appointments.queryByRole('link', { name: new RegExp(`^${t('Patient.appointment.pay')}`) }),
    ).toBeNull();
  },
};

/**
 * "Rate your visit" on a completed visit (paid, its time come): the form in a dialog, four stars and a few words,
 * then the thanks and the rating on the visit, where the button was. A visit not paid offers none.
 */
export const RateAVisit: Story = {
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const appointments = await section(canvas, sections(globals).appointments);
    await appointments.findAllByText(t('Patient.payment.paid'));
    // 1041: a paid in-clinic visit with Dr. Farhan Qureshi, long past.
    const visit = within(document.querySelector('[data-appointment-id="1041"]') as HTMLElement);
    const rate = visit.getByRole('button', { name: new RegExp(`^${t('Patient.review.rate')}`) });
    // 1042, not paid yet, cannot be reviewed.
    const unpaid = within(document.querySelector('[data-appointment-id="1042"]') as HTMLElement);
    await expect(
      unpaid.queryByRole('button', { name: new RegExp(`^${t('Patient.review.rate')}`) }),
    ).toBeNull();

    await userEvent.click(rate);
    const dialog = within(await canvas.findByRole('dialog', { name: t('Patient.review.title') }));
    await userEvent.click(
      dialog.getByRole('radio', {
        name: ui('RatingInput.option', { stars: 4, word: ui('RatingInput.word.4') }),
      }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: ui('ReviewForm.text') }), 'Kind and careful.');
    await userEvent.click(dialog.getByRole('button', { name: ui('ReviewForm.submit') }));

    await visit.findByText(t('Patient.review.thanks', { doctor: 'Dr. Farhan Qureshi' }));
    await expect(visit.getByText(t('Patient.review.done', { rating: 4 }))).toBeVisible();
    await expect(
      visit.queryByRole('button', { name: new RegExp(`^${t('Patient.review.rate')}`) }),
    ).toBeNull();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** A review the server refuses (here: already written): its words at the top of the form, the review kept. */
export const RateAVisitRefused: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { reviewAppointment: 'conflict' } }) } },
  },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const appointments = await section(canvas, sections(globals).appointments);
    await appointments.findAllByText(t('Patient.payment.paid'));
    const visit = within(document.querySelector('[data-appointment-id="1041"]') as HTMLElement);
    await userEvent.click(visit.getByRole('button', { name: new RegExp(`^${t('Patient.review.rate')}`) }));
    const dialog = within(await canvas.findByRole('dialog', { name: t('Patient.review.title') }));
    await userEvent.click(
      dialog.getByRole('radio', {
        name: ui('RatingInput.option', { stars: 5, word: ui('RatingInput.word.5') }),
      }),
    );
    const words = dialog.getByRole('textbox', { name: ui('ReviewForm.text') });
    await userEvent.type(words, 'Very good.');
    await userEvent.click(dialog.getByRole('button', { name: ui('ReviewForm.submit') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(ui('Refusal.alreadyReviewed'));
    await expect(words).toHaveValue('Very good.');
  },
};

/** Ticking a condition and saving: the server's answer and a confirmation, announced. */
export const SaveConditions: Story = {
  play: async ({ canvas, globals }) => {
    const ui = uiWords(globals);
    const history = await section(canvas, sections(globals).history);
    const asthma = ui('ChronicDisease.asthma');
    await userEvent.click(history.getByRole('checkbox', { name: asthma }));
    await userEvent.click(history.getByRole('button', { name: ui('MedicalHistoryForm.save') }));
    await expect(await history.findByRole('alert')).toHaveTextContent(ui('MedicalHistoryForm.saved'));
    await expect(history.getByRole('checkbox', { name: asthma })).toBeChecked();
  },
};

/**
 * Saving fails: the server's message in English, the catalog's sentence for its code in Urdu, and the ticks stay
 * as they were chosen.
 */
export const SaveConditionsError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { updatePatientProfile: 'serverError' } }) } },
  },
  play: async ({ canvas, globals }) => {
    const ui = uiWords(globals);
    const epilepsy = ui('ChronicDisease.epilepsy');
    const history = await section(canvas, sections(globals).history);
    await userEvent.click(history.getByRole('checkbox', { name: epilepsy }));
    await userEvent.click(history.getByRole('button', { name: ui('MedicalHistoryForm.save') }));
    await expect(await history.findByRole('alert')).toHaveTextContent(
      storyLocale(globals) === 'en' ? FALLBACK_ERROR_MESSAGE : ui('Refusal.failed'),
    );
    await expect(history.getByRole('checkbox', { name: epilepsy })).toBeChecked();
  },
};

/** Uploading a PDF adds it to the top of the list; deleting asks first, then removes it. */
export const UploadAndDelete: Story = {
  play: async ({ canvas, globals }) => {
    const ui = uiWords(globals);
    const download = `${ui('AttachmentManager.download')} lipid-profile.pdf`;
    const files = await section(canvas, sections(globals).files);
    await files.findByRole('button', { name: `${ui('AttachmentManager.download')} cbc-report.pdf` });
    const report = new File(['%PDF-1.4 lipid profile'], 'lipid-profile.pdf', { type: 'application/pdf' });
    await userEvent.upload(files.getByLabelText(ui('AttachmentManager.add')), report);
    await userEvent.click(files.getByRole('button', { name: ui('AttachmentManager.upload') }));
    await expect(
      await files.findByText(ui('AttachmentManager.uploaded', { name: 'lipid-profile.pdf' })),
    ).toBeVisible();
    await expect(files.getByRole('button', { name: download })).toBeVisible();

    await userEvent.click(
      files.getByRole('button', { name: `${ui('AttachmentManager.delete')} lipid-profile.pdf` }),
    );
    await expect(
      files.getByText(ui('AttachmentManager.confirmDelete', { name: 'lipid-profile.pdf' })),
    ).toBeVisible();
    await userEvent.click(files.getByRole('button', { name: ui('AttachmentManager.yesDelete') }));
    await expect(
      await files.findByText(ui('AttachmentManager.deleted', { name: 'lipid-profile.pdf' })),
    ).toBeVisible();
    await expect(files.queryByRole('button', { name: download })).toBeNull();
  },
};

/** A file over 5 MB is refused in the browser, before any upload, with the domain's message. */
export const UploadTooLarge: Story = {
  play: async ({ canvas, globals }) => {
    const ui = uiWords(globals);
    const files = await section(canvas, sections(globals).files);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'mri-scan.png', { type: 'image/png' });
    const input = await files.findByLabelText(ui('AttachmentManager.add'));
    await userEvent.upload(input, big);
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(ui('FileInput.tooLarge')));
    await userEvent.click(files.getByRole('button', { name: ui('AttachmentManager.upload') }));
    await expect(await files.findByRole('alert')).toHaveTextContent(ui('AttachmentManager.noneChosen'));
  },
};

/**
 * The server refuses the upload (its own size check, a 413): its message in English, the catalog's sentence for
 * its code in Urdu.
 */
export const UploadRefusedByServer: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { uploadPatientAttachment: 'fileTooLarge' } }) } },
  },
  play: async ({ canvas, globals }) => {
    const ui = uiWords(globals);
    const files = await section(canvas, sections(globals).files);
    const note = new File(['BP 130/85 on waking'], 'bp-notes.txt', { type: 'text/plain' });
    await userEvent.upload(await files.findByLabelText(ui('AttachmentManager.add')), note);
    await userEvent.click(files.getByRole('button', { name: ui('AttachmentManager.upload') }));
    await expect(await files.findByRole('alert')).toHaveTextContent(
      storyLocale(globals) === 'en' ? 'This file is larger than 5 MB.' : ui('Refusal.fileTooLarge'),
    );
    await expect(files.queryByText(ui('AttachmentManager.uploaded', { name: 'bp-notes.txt' }))).toBeNull();
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
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const named = sections(globals);
    const appointments = await section(canvas, named.appointments);
    await expect(await appointments.findByText(t('Patient.appointments.none'))).toBeVisible();
    await expect(
      appointments.getByRole('link', { name: t('Patient.appointments.findDoctor') }),
    ).toHaveAttribute('href', '/doctors/search');
    const files = await section(canvas, named.files);
    await expect(await files.findByText(ui('AttachmentManager.none'))).toBeVisible();
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
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(await canvas.findByText(t('Patient.profile.loading'))).toBeInTheDocument();
    await expect(canvas.getByText(t('Patient.appointments.loading'))).toBeInTheDocument();
    await expect(canvas.getByText(t('Patient.files.loading'))).toBeInTheDocument();
  },
};

/** The server fails: its message and Retry. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: { api: createHandlers({ scenarios: { getPatientProfile: 'serverError' } }) } },
  },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('Patient.profile.error'));
    await expect(canvas.getByRole('button', { name: t('Patient.retry') })).toBeVisible();
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
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const appointments = await section(canvas, sections(globals).appointments);
    const alert = await appointments.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('Patient.appointments.error'));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ayesha Khan' })).toBeVisible();
    await userEvent.click(appointments.getByRole('button', { name: t('Patient.retry') }));
    await expect(
      await appointments.findByRole('heading', { level: 3, name: t('Patient.appointments.upcoming') }),
    ).toBeVisible();
    await expect(appointments.queryByRole('alert')).toBeNull();
  },
};

const profileFailsOnce = failFirst('/api/patient/profile');

/** The profile fails to load; Retry shows loading, then the profile. */
export const RetryAfterError: Story = {
  parameters: { msw: { handlers: { api: [profileFailsOnce.handler, ...createHandlers()] } } },
  beforeEach: profileFailsOnce.arm,
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('Patient.profile.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('Patient.retry') }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ayesha Khan' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByText(t('Patient.profile.error'))).toBeNull();
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

/** On a phone, in Urdu: right to left, nothing runs off the side. */
export const PhoneInUrdu: Story = { ...Phone, globals: { ...Phone.globals, locale: 'ur' } };
