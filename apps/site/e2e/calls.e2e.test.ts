// A signed-in patient's browser receives a call the server emits: the doctor (demo account) starts a call on the
// patient's online appointment of today, the panel 'Online Appointment Calling...' appears with the doctor's
// name, and vanishes by itself after 10 s. Another signed-in patient's browser never sees it.
import { request, type APIRequestContext, type Browser, type BrowserContext, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, viewports, watchedPage } from './browser';
import { startSite, type SiteServer } from './server';

const DEMO_PATIENT_PHONE = '03001234567';
const OTHER_PATIENT_PHONE = '03451234567';
const DEMO_DOCTOR = { login: '45321-P', password: 'DemoDoctor#2024' };

let server: SiteServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let doctor: APIRequestContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSite(), launchBrowser()]);
  doctor = await request.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
});

afterAll(async () => {
  await doctor.dispose();
  for (const context of contexts) await context.close();
  await browser.close();
  await server.dispose();
});

/**
 * A browser signed in as a patient, as the sign-in page leaves it: the session cookie from the OTP sign-in (the
 * code read from the development outbox) and the stored `authToken` record.
 */
async function patientBrowser(phone: string, name: string) {
  const context = await browser.newContext({ viewport: viewports.phone });
  contexts.push(context);
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
  await watched.page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
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

describe('an incoming call', () => {
  it('rings only the called patient, hides the panel after 10 s, and opens the call view on Accept', async () => {
    const patient = await patientBrowser(DEMO_PATIENT_PHONE, 'Ayesha Khan');
    const other = await patientBrowser(OTHER_PATIENT_PHONE, 'Bilal Ahmed');

    const login = await doctor.post('/api/doctor/dr_login', { data: DEMO_DOCTOR });
    expect(login.status()).toBe(200);
    const dashboard = await doctor.get('/api/doctor/dashboard');
    expect(dashboard.status()).toBe(200);
    const { today } = (await dashboard.json()) as {
      today: { online: { appointment_id: number; patient: { name: string } }[] };
    };
    const appointment = today.online.find((item) => item.patient.name === 'Ayesha Khan');
    if (!appointment) throw new Error('the demo data has no online appointment today for the demo patient');

    const panel = patient.page.getByRole('alertdialog', { name: 'Online Appointment Calling...' });
    const started = await doctor.post('/api/calls', { data: { appointment_id: appointment.appointment_id } });
    expect(started.status()).toBe(201);
    await panel.waitFor({ timeout: 5_000 });
    const shownAt = Date.now();
    await expect(
      panel
        .getByText(/Dr\.|Doctor/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);

    await panel.waitFor({ state: 'hidden', timeout: 15_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(9_000);
    expect(shownFor).toBeLessThan(12_500);

    // The other patient was never rung.
    await expect(
      other.page.getByRole('alertdialog', { name: 'Online Appointment Calling...' }).count(),
    ).resolves.toBe(0);
    expect(patient.problems).toEqual([]);
    expect(other.problems).toEqual([]);

    // The missed call is over; the doctor calls again and this time the patient answers: the video-call view
    // arrives on demand, shows the patient's own camera, and leaving it turns the camera off.
    await expect
      .poll(
        async () =>
          (
            await doctor.post('/api/calls', { data: { appointment_id: appointment.appointment_id } })
          ).status(),
        {
          timeout: 10_000,
        },
      )
      .toBe(201);
    await panel.waitFor({ timeout: 5_000 });
    await panel.getByRole('button', { name: 'Accept' }).click();
    await panel.waitFor({ state: 'hidden' });
    const view = patient.page.getByRole('dialog', { name: /^Video call with / });
    await view.waitFor();
    await view.getByText(/Waiting for .* to connect/).waitFor();
    await patient.page.evaluate(() => {
      const video = document.querySelector('video');
      const stream = video?.srcObject;
      if (!(stream instanceof MediaStream)) throw new Error('no camera stream in the call view');
      (window as unknown as { callTracks: MediaStreamTrack[] }).callTracks = stream.getTracks();
    });
    await view.getByRole('button', { name: 'Leave call' }).click();
    await view.waitFor({ state: 'hidden' });
    await expect(
      patient.page.evaluate(() =>
        (window as unknown as { callTracks: MediaStreamTrack[] }).callTracks.map((track) => track.readyState),
      ),
    ).resolves.toEqual(['ended', 'ended']);
    expect(patient.problems).toEqual([]);
  });
});
