// The video consultation end to end, in three browsers against the real server: the demo doctor calls the demo
// patient from the dashboard, the patient accepts, and the two Chromium contexts (fake camera and microphone)
// hold a WebRTC call: each sees the other's video and receives growing media. The doctor hangs up and both
// views close. Then a call the patient leaves with the phone's Back (the page stays), a declined call, and a
// call nobody answers (the panel hides after 10 s, the profile offers "I'm ready" and the doctor hears it). A
// second signed-in patient never sees any of it.
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInCatalogs } from '../../../packages/ui/src/i18n/builtIn';
import { createTranslator } from '../../../packages/ui/src/i18n/translator';
import { messages as callsUrdu } from '../src/i18n/compiled/ur/Calls';
import { axeViolations, launchBrowser, viewports, watchedPage, type WatchedPage } from './browser';
import { startSite, type SiteServer } from './server';

const DEMO_PATIENT_PHONE = '03001234567';
const OTHER_PATIENT_PHONE = '03451234567';
const DEMO_DOCTOR = { login: '45321-P', password: 'DemoDoctor#2024' };

let server: SiteServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startSite(), launchBrowser()]);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
  await server.dispose();
});

/**
 * A browser signed in as a patient, as the sign-in page leaves it: the session cookie from the OTP sign-in (the
 * code read from the development outbox) and the stored `authToken` record; open at `path`, listening for calls.
 */
async function patientBrowser(phone: string, name: string, path: string) {
  const context = await browser.newContext({ viewport: viewports.phone });
  contexts.push(context);
  await context.addInitScript(recordPeerConnections);
  const api = context.request;
  const headers = { origin: server.url };
  const sent = await api.post(`${server.url}/api/auth/send-verification-code`, {
    data: { phone_number: phone },
    headers,
  });
  expect(sent.status()).toBe(200);
  const outbox = await api.get(`${server.url}/api/dev/outbox?phone=${phone}`);
  const messages = ((await outbox.json()) as { data: { text: string }[] }).data;
  const code = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  const verified = await api.post(`${server.url}/api/auth/verify-otp-code-patient`, {
    data: { phone_number: phone, code, name },
    headers,
  });
  expect(verified.status()).toBe(200);
  const record = (await verified.json()) as { verified: boolean; name: string; user_id: number };
  await context.addInitScript(
    (stored) => {
      window.localStorage.setItem('authToken', stored);
    },
    JSON.stringify({
      verified: record.verified,
      name: record.name,
      role: 'patient',
      user_id: record.user_id,
    }),
  );
  const watched = await watchedPage(context);
  const announced = announcement(watched.page);
  await watched.page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  await announced;
  return watched;
}

/**
 * Resolves when the server has acknowledged the page's `patient_connection` (`{"ok":true}`), over the WebSocket
 * or, before socket.io upgrades to it, over HTTP long-polling.
 */
function announcement(page: Page): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error('the page never announced patient_connection'));
    }, 20_000);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const acknowledged = (payload: string | Buffer) => payload.toString().includes('"ok":true');
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (acknowledged(payload)) done();
      });
    });
    page.on('response', (response) => {
      if (!response.url().includes('/notify/')) return;
      response.text().then(
        (body) => {
          if (acknowledged(body)) done();
        },
        () => undefined,
      );
    });
  });
}

/**
 * Keeps every RTCPeerConnection the page makes, so the test can read its statistics, and every camera and
 * microphone track it is given, so the test can see them released.
 */
function recordPeerConnections() {
  const Native = window.RTCPeerConnection;
  const peers: RTCPeerConnection[] = [];
  const tracks: MediaStreamTrack[] = [];
  (window as unknown as { peers: RTCPeerConnection[]; tracks: MediaStreamTrack[] }).peers = peers;
  (window as unknown as { tracks: MediaStreamTrack[] }).tracks = tracks;
  const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    const stream = await getUserMedia(constraints);
    tracks.push(...stream.getTracks());
    return stream;
  };
  window.RTCPeerConnection = class extends Native {
    constructor(configuration?: RTCConfiguration) {
      super(configuration);
      peers.push(this);
    }
  };
}

/** The demo doctor's browser on the dashboard, signed in through the API as the sign-in page would. */
async function doctorBrowser() {
  const context = await browser.newContext({ viewport: viewports.desktop });
  contexts.push(context);
  await context.addInitScript(recordPeerConnections);
  const watched = await watchedPage(context);
  const { page } = watched;
  const login = await page.request.post(`${server.url}/api/doctor/dr_login`, {
    data: DEMO_DOCTOR,
    headers: { origin: server.url },
  });
  expect(login.status()).toBe(200);
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.evaluate(
    (stored) => {
      window.localStorage.setItem('authToken', stored);
    },
    JSON.stringify(await login.json()),
  );
  await page.goto(`${server.url}/cms/dashboard/dashboard-doctor`, { waitUntil: 'networkidle' });
  await page.getByRole('list', { name: 'Online consultations today' }).waitFor();
  return watched;
}

/** The states of every camera and microphone track the page was given. */
function mediaTrackStates(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { tracks: MediaStreamTrack[] }).tracks.map((track) => track.readyState),
  );
}

/** Video bytes received so far over the page's newest peer connection. */
function inboundVideoBytes(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const peer = (window as unknown as { peers: RTCPeerConnection[] }).peers.at(-1);
    if (!peer) return 0;
    let bytes = 0;
    (await peer.getStats()).forEach((report: { type: string; kind?: string; bytesReceived?: number }) => {
      if (report.type === 'inbound-rtp' && report.kind === 'video') bytes += report.bytesReceived ?? 0;
    });
    return bytes;
  });
}

/** The remote picture's decoded size and its size on screen. */
function remoteVideoSize(page: Page, label: RegExp) {
  return page.getByLabel(label).evaluate((element) => {
    const video = element as HTMLVideoElement;
    const box = video.getBoundingClientRect();
    return { decoded: video.videoWidth * video.videoHeight, shown: box.width * box.height };
  });
}

const PANEL = { name: 'Online Appointment Calling...' } as const;

describe('a video consultation', () => {
  let patient: WatchedPage;
  let other: WatchedPage;
  let doctor: WatchedPage;

  beforeAll(async () => {
    // The patient waits on their profile (the app); the other patient reads the home page (a page of islands).
    patient = await patientBrowser(DEMO_PATIENT_PHONE, 'Ayesha Khan', '/patient/profile');
    other = await patientBrowser(OTHER_PATIENT_PHONE, 'Bilal Ahmed', '/');
    doctor = await doctorBrowser();
  });

  const startCall = () =>
    doctor.page
      .getByRole('list', { name: 'Online consultations today' })
      .getByRole('button', { name: /Start call with Ayesha Khan|Try the call again with Ayesha Khan/ })
      .click();
  const doctorItem = () =>
    doctor.page.getByRole('list', { name: 'Online consultations today' }).getByRole('listitem').filter({
      hasText: 'Ayesha Khan',
    });

  /** The doctor calls, the patient accepts: resolves with both call views once both say Connected. */
  const connectedCall = async () => {
    await startCall();
    await doctorItem().getByText('Ringing…').waitFor();
    const panel = patient.page.getByRole('alertdialog', PANEL);
    await panel.waitFor({ timeout: 5_000 });
    await panel.getByRole('button', { name: 'Accept' }).click();
    const patientView = patient.page.getByRole('dialog', { name: /^Video call with Dr\. / });
    const doctorView = doctor.page.getByRole('dialog', { name: 'Video call with Ayesha Khan' });
    await patientView.getByText('Connected', { exact: true }).waitFor({ timeout: 20_000 });
    await doctorView.getByText('Connected', { exact: true }).waitFor({ timeout: 20_000 });
    return { patientView, doctorView };
  };

  it('connects doctor and patient over WebRTC, and the doctor hanging up closes both views', async () => {
    const { patientView, doctorView } = await connectedCall();
    for (const [page, label] of [
      [patient.page, /^Dr\. .+'s video$/],
      [doctor.page, /^Ayesha Khan's video$/],
    ] as const) {
      await expect
        .poll(() => remoteVideoSize(page, label).then((size) => Math.min(size.decoded, size.shown)), {
          timeout: 10_000,
        })
        .toBeGreaterThan(0);
      const before = await inboundVideoBytes(page);
      await expect.poll(() => inboundVideoBytes(page), { timeout: 10_000 }).toBeGreaterThan(before);
      expect(before).toBeGreaterThan(0);
    }
    await expect(patientView.getByRole('timer', { name: 'Call duration' }).isVisible()).resolves.toBe(true);

    await doctorView.getByRole('button', { name: 'Hang up' }).click();
    await doctorView.waitFor({ state: 'hidden' });
    await doctorItem().getByText('The call has ended.').waitFor();
    await patientView.getByText(/left the call\.$/).waitFor();
    await patientView.waitFor({ state: 'hidden', timeout: 10_000 });
    await patient.page.waitForURL(`${server.url}/patient/profile`);
    // The camera lights go off: every track either side was given has ended.
    for (const page of [patient.page, doctor.page]) {
      const states = await mediaTrackStates(page);
      expect(states.length).toBeGreaterThanOrEqual(2);
      expect(new Set(states)).toEqual(new Set(['ended']));
    }
    await patient.page.getByText(/ended the call\.$/).waitFor();

    await expect(other.page.getByRole('alertdialog', PANEL).count()).resolves.toBe(0);
    await expect(other.page.getByRole('dialog', { name: /^Video call with / }).count()).resolves.toBe(0);
    expect(patient.problems).toEqual([]);
    expect(doctor.problems).toEqual([]);
    expect(other.problems).toEqual([]);
  });

  it("takes the patient's Back as hanging up: the page stays, and the doctor sees the patient leave", async () => {
    await startCall();
    const panel = patient.page.getByRole('alertdialog', PANEL);
    await panel.waitFor({ timeout: 5_000 });
    await panel.getByRole('button', { name: 'Accept' }).click();
    const patientView = patient.page.getByRole('dialog', { name: /^Video call with Dr\. / });
    await patientView.getByText('Connected', { exact: true }).waitFor({ timeout: 20_000 });
    const address = patient.page.url();

    await patient.page.goBack();
    await patientView.waitFor({ state: 'hidden' });
    expect(patient.page.url()).toBe(address);
    await patient.page.getByRole('heading', { level: 1, name: 'Ayesha Khan' }).waitFor();
    const doctorView = doctor.page.getByRole('dialog', { name: 'Video call with Ayesha Khan' });
    await doctorView.getByText(/left the call\.$/).waitFor();
    await doctorView.waitFor({ state: 'hidden', timeout: 10_000 });
    expect(patient.problems).toEqual([]);
    expect(doctor.problems).toEqual([]);
  });

  it('shows a signed-in patient as themselves on a page of islands, before any touch', async () => {
    // The other patient reads the home page: their header loaded at once (a stored session), not at a first touch.
    const banner = other.page.getByRole('banner');
    await banner.getByRole('button', { name: 'Bilal Ahmed: account' }).waitFor();
    await expect(banner.getByRole('button', { name: 'Login' }).count()).resolves.toBe(0);
    await expect(other.page.locator('[data-island="header"][data-island-live]').count()).resolves.toBe(1);
    expect(other.problems).toEqual([]);
  });

  it('tells the doctor when the patient declines', async () => {
    await startCall();
    const panel = patient.page.getByRole('alertdialog', PANEL);
    await panel.waitFor({ timeout: 5_000 });
    await panel.getByRole('button', { name: 'Decline' }).click();
    await panel.waitFor({ state: 'hidden' });
    await doctorItem().getByText('Ayesha Khan declined the call.').waitFor();
    await expect(other.page.getByRole('alertdialog', PANEL).count()).resolves.toBe(0);
    expect(patient.problems).toEqual([]);
    expect(doctor.problems).toEqual([]);
  });

  it('stops ringing after 10 s; the profile offers "I\'m ready" and the doctor hears it', async () => {
    await startCall();
    const panel = patient.page.getByRole('alertdialog', PANEL);
    await panel.waitFor({ timeout: 5_000 });
    const shownAt = Date.now();
    await panel.waitFor({ state: 'hidden', timeout: 15_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(9_000);
    expect(shownFor).toBeLessThan(12_500);
    await doctorItem().getByText('Ayesha Khan did not answer.').waitFor();

    await patient.page.goto(`${server.url}/patient/profile`, { waitUntil: 'networkidle' });
    const missed = patient.page.getByRole('region', { name: 'Missed calls today' });
    await missed.waitFor();
    await missed
      .getByRole('button', { name: /^I'm ready for / })
      .first()
      .click();
    await missed
      .getByText(/knows you are ready\.$/)
      .first()
      .waitFor();
    await doctorItem().getByText('Ayesha Khan is ready: call again.').waitFor();

    await expect(other.page.getByRole('alertdialog', PANEL).count()).resolves.toBe(0);
    expect(patient.problems).toEqual([]);
    expect(doctor.problems).toEqual([]);
    expect(other.problems).toEqual([]);
  });

  it('rings a patient on a public page too, and after the call brings them to their profile with its notice', async () => {
    // The home page is a page of islands: the loader listens for the signed-in patient's calls there.
    const announced = announcement(patient.page);
    await patient.page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await announced;
    const { doctorView } = await connectedCall();
    await doctorView.getByRole('button', { name: 'Hang up' }).click();
    await doctorView.waitFor({ state: 'hidden' });
    // Back to the profile is a page load from a page of islands; the call's notice is read there.
    await patient.page.waitForURL(`${server.url}/patient/profile`);
    await patient.page.getByText(/ended the call\.$/).waitFor();
    expect(patient.problems).toEqual([]);
    expect(doctor.problems).toEqual([]);
  });
  it('rings, answers and ends in Urdu on an Urdu page, back on the Urdu profile', async () => {
    const ur = createTranslator('ur', builtInCatalogs.ur);
    const calls = createTranslator('ur', callsUrdu) as unknown as (
      key: string,
      values?: Record<string, string>,
    ) => string;
    const announced = announcement(patient.page);
    await patient.page.goto(`${server.url}/ur/patient/profile`, { waitUntil: 'networkidle' });
    await announced;
    await startCall();
    const panel = patient.page.getByRole('alertdialog', { name: ur('IncomingCallPanel.title') });
    await panel.waitFor({ timeout: 5_000 });
    await expect(panel.evaluate((element) => element.closest('[dir]')?.getAttribute('dir'))).resolves.toBe(
      'rtl',
    );
    await expect(axeViolations(patient.page)).resolves.toEqual([]);
    await panel.getByRole('button', { name: ur('IncomingCallPanel.accept') }).click();
    const patientView = patient.page.getByRole('dialog', {
      name: new RegExp(`^${ur('VideoCallView.with')} `),
    });
    await patientView.getByText(ur('VideoCallView.connected'), { exact: true }).waitFor({ timeout: 20_000 });
    await expect(
      patientView.getByRole('button', { name: ur('VideoCallView.hangUp') }).isVisible(),
    ).resolves.toBe(true);
    await expect(axeViolations(patient.page)).resolves.toEqual([]);
    const doctorView = doctor.page.getByRole('dialog', { name: 'Video call with Ayesha Khan' });
    await doctorView.getByRole('button', { name: 'Hang up' }).click();
    await patientView.waitFor({ state: 'hidden', timeout: 10_000 });
    await patient.page.waitForURL(`${server.url}/ur/patient/profile`);
    // The call's end, said in Urdu: "Dr. … نے کال ختم کر دی۔"
    const ended = calls('Calls.ended.peerLeft', { doctor: '\u0000' }).split('\u0000');
    await patient.page
      .getByText(new RegExp(ended.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')))
      .waitFor();
    expect(patient.problems).toEqual([]);
    expect(doctor.problems).toEqual([]);
  });
});
