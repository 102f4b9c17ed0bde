// Stored and reflected script injection in a real browser against the real server: markup and `javascript:` text
// typed into every field a person can store and see again (a new patient's name at sign-up, attachment file
// names, the demo patient's name as the doctor's and the clinic owner's dashboards show it, the doctor search
// text) and put in query strings and paths of public pages. Each page must show the text as text: no script runs
// (a trap records any write to `window.__xss`), no dialog opens, no CSP violation and no page error occurs.
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, viewports, watchedPage, type WatchedPage } from './browser';
import { startSite, type SiteServer } from './server';

/** A name (at most 100 characters) carrying three injections at once. */
const NAME = `<img src=x onerror="window.__xss=1">"><script>window.__xss=2</script>javascript:window.__xss=3`;
/** The demo patient's new name: an SVG handler and an attribute break-out. */
const DEMO_NAME = `<svg onload="window.__xss=4"></svg>' onmouseover='window.__xss=5`;
/** Attachment names (no slash or backslash: the server keeps only a path's last part). */
const FILE_NAMES = [
  '<img src=x onerror="window.__xss=6">.png',
  'javascript:window.__xss=7.pdf',
  '"><iframe srcdoc="<b onmouseover=parent.__xss=8>x">.txt',
];
const SEARCH = `"><script>window.__xss=9</script><img src=x onerror=window.__xss=10>`;

const DEMO_PATIENT = { phone: '03001234567' };
const DOCTOR = { login: '45321-P', password: 'DemoDoctor#2024' };
const OWNER = { login: 'owner@demo.aafiyat.pk', password: 'DemoClinic#2024' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n% Lab report\n%%EOF\n');

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

/** The browser's line for a call the server answered with a 4xx. */
const CLIENT_ERROR = /Failed to load resource: the server responded with a status of 4\d\d/;

interface Guarded extends WatchedPage {
  dialogs: string[];
}

/**
 * A new browser context whose pages record, before any of the site's scripts run, every write to `window.__xss`
 * and every CSP violation; dialogs are recorded and dismissed.
 */
async function guardedPage(): Promise<Guarded> {
  const context = await browser.newContext({ viewport: viewports.desktop });
  contexts.push(context);
  await context.addInitScript(() => {
    const hits: string[] = [];
    const violations: string[] = [];
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => undefined,
      set: (value: unknown) => {
        hits.push(String(value));
      },
    });
    Object.defineProperty(window, '__xssHits', { value: hits });
    Object.defineProperty(window, '__cspViolations', { value: violations });
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const watched = await watchedPage(context);
  const dialogs: string[] = [];
  watched.page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { ...watched, dialogs };
}

/** Asserts nothing ran: no write to the trap, no CSP violation, no dialog, no page error. */
async function expectNothingRan({ page, problems, dialogs }: Guarded, where: string): Promise<void> {
  const seen = await page.evaluate(() => ({
    hits: (window as unknown as { __xssHits: string[] }).__xssHits,
    violations: (window as unknown as { __cspViolations: string[] }).__cspViolations,
    xss: (window as unknown as { __xss: unknown }).__xss,
  }));
  // A 4xx answer to a call (the 422 that asks a new patient's name, a lab id that is markup) is the page
  // working, not a fault.
  const faults = problems.filter((problem) => !CLIENT_ERROR.test(problem));
  console.log(
    `${where}: ${String(seen.hits.length)} script writes, ${String(seen.violations.length)} CSP violations, ` +
      `${String(dialogs.length)} dialogs, ${String(faults.length)} page errors`,
  );
  expect(seen, where).toEqual({ hits: [], violations: [], xss: undefined });
  expect(dialogs, where).toEqual([]);
  expect(faults, where).toEqual([]);
}

async function storeRecord(page: Page, record: unknown): Promise<void> {
  await page.evaluate((stored) => {
    window.localStorage.setItem('authToken', stored);
  }, JSON.stringify(record));
}

async function latestCode(phone: string): Promise<string> {
  const response = await fetch(`${server.url}/api/dev/outbox?phone=${phone}`);
  const messages = ((await response.json()) as { data: { text: string }[] }).data;
  const code = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error('no code was sent');
  return code;
}

describe('text a person stores', () => {
  it('a name typed at sign-up and file names uploaded are shown as text on the profile', async () => {
    const guarded = await guardedPage();
    const { page } = guarded;
    await page.goto(`${server.url}/patient/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('Mobile number').fill('03451230987');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('6-digit code').fill(await latestCode('03451230987'));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.getByLabel('Your full name').fill(NAME);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${server.url}/patient/profile`);
    await page.getByRole('heading', { level: 1, name: NAME, exact: true }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(NAME);
    await expectNothingRan(guarded, 'profile after sign-up');

    const files = page.getByRole('region', { name: 'Reports and prescriptions' });
    const bytes = [PNG, PDF, Buffer.from('Fasting sugar 92 mg/dL\n')];
    const types = ['image/png', 'application/pdf', 'text/plain'];
    for (const [index, name] of FILE_NAMES.entries()) {
      await files.getByLabel('Add a file').setInputFiles({
        name,
        mimeType: types[index] ?? 'text/plain',
        buffer: bytes[index] ?? PDF,
      });
      await files.getByRole('button', { name: 'Upload' }).click();
      await files.getByText(`${name} was uploaded.`, { exact: true }).waitFor();
    }
    // Shown again from the server's list, after a reload.
    await page.reload({ waitUntil: 'networkidle' });
    for (const name of FILE_NAMES) {
      // The browser sends a `"` in a multipart file name as `%22` (HTML's form encoding); the server keeps that.
      const stored = name.replace(/"/g, '%22');
      await files.getByRole('button', { name: `Download ${stored}`, exact: true }).waitFor();
    }
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(NAME);
    await expectNothingRan(guarded, 'profile with the uploads');
  });

  it('the patient’s name is shown as text on the doctor’s and the clinic owner’s dashboards', async () => {
    // The demo patient (who has an online appointment today with the demo doctor) takes a name made of markup.
    const patient = await guardedPage();
    const api = patient.page.request;
    const headers = { origin: server.url };
    expect(
      (
        await api.post(`${server.url}/api/auth/send-verification-code`, {
          data: { phone_number: DEMO_PATIENT.phone },
          headers,
        })
      ).status(),
    ).toBe(200);
    const verified = await api.post(`${server.url}/api/auth/verify-otp-code-patient`, {
      data: { phone_number: DEMO_PATIENT.phone, code: await latestCode(DEMO_PATIENT.phone) },
      headers,
    });
    expect(verified.status()).toBe(200);
    const renamed = await api.patch(`${server.url}/api/patient/profile`, {
      data: { name: DEMO_NAME },
      headers,
    });
    expect(renamed.status()).toBe(200);
    await patient.page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    const record = (await verified.json()) as { verified: boolean; user_id: number };
    await storeRecord(patient.page, {
      verified: record.verified,
      name: DEMO_NAME,
      role: 'patient',
      user_id: record.user_id,
    });
    await patient.page.goto(`${server.url}/patient/profile`, { waitUntil: 'networkidle' });
    await expect(patient.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(DEMO_NAME);
    await expectNothingRan(patient, 'the demo patient’s profile');

    const doctor = await guardedPage();
    const doctorLogin = await doctor.page.request.post(`${server.url}/api/doctor/dr_login`, {
      data: DOCTOR,
      headers,
    });
    expect(doctorLogin.status()).toBe(200);
    await doctor.page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await storeRecord(doctor.page, await doctorLogin.json());
    await doctor.page.goto(`${server.url}/cms/dashboard/dashboard-doctor`, { waitUntil: 'networkidle' });
    const online = doctor.page.getByRole('list', { name: 'Online consultations today' });
    await online.getByText(DEMO_NAME, { exact: true }).waitFor();
    // Ringing shows the name again, in the call's live text.
    await online.getByRole('button', { name: `Start call with ${DEMO_NAME}`, exact: true }).click();
    await online.getByText('Ringing…').waitFor();
    await expectNothingRan(doctor, 'the doctor’s dashboard');

    const owner = await guardedPage();
    const branches = await owner.page.request.post(`${server.url}/api/clinic/check_clinic_branches`, {
      data: { login: OWNER.login },
      headers,
    });
    const branch = ((await branches.json()) as { data: { clinic_id: number }[] }).data[0];
    if (!branch) throw new Error('the demo clinic owner has no branch');
    const ownerLogin = await owner.page.request.post(`${server.url}/api/clinic/clinic_login`, {
      data: { ...OWNER, clinic_id: branch.clinic_id },
      headers,
    });
    expect(ownerLogin.status()).toBe(200);
    await owner.page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await storeRecord(owner.page, await ownerLogin.json());
    await owner.page.goto(`${server.url}/cms/dashboard/dashboard-clinic`, { waitUntil: 'networkidle' });
    await owner.page.getByText(DEMO_NAME, { exact: true }).first().waitFor();
    await expectNothingRan(owner, 'the clinic owner’s dashboard');
  });
});

describe('text in addresses', () => {
  it('doctor search text typed or linked is echoed as text', async () => {
    const guarded = await guardedPage();
    const { page } = guarded;
    await page.goto(`${server.url}/doctors/search`, { waitUntil: 'networkidle' });
    await page.getByLabel('Name, specialty or complaint').fill(SEARCH);
    await page
      .getByRole('search', { name: 'Search doctors' })
      .getByRole('button', { name: 'Search', exact: true })
      .click();
    await page.waitForURL(/[?&]q=/);
    await page.waitForLoadState('networkidle');
    await expect(page.getByLabel('Name, specialty or complaint').inputValue()).resolves.toBe(SEARCH);
    await expectNothingRan(guarded, 'search typed');

    const linked = `/doctors/search?q=${encodeURIComponent(SEARCH)}&city=${encodeURIComponent(SEARCH)}&specialty=${encodeURIComponent('javascript:window.__xss=11')}`;
    await page.goto(`${server.url}${linked}`, { waitUntil: 'networkidle' });
    await expect(page.getByLabel('Name, specialty or complaint').inputValue()).resolves.toBe(SEARCH);
    await expectNothingRan(guarded, 'search linked');
  });

  it('query strings and paths of public pages run nothing', async () => {
    const guarded = await guardedPage();
    const payload = encodeURIComponent(
      `"><script>window.__xss=12</script><img src=x onerror=window.__xss=13>`,
    );
    const paths = [
      `/?q=${payload}`,
      `/about?${payload}=${payload}`,
      `/products/clinicmanagement?packages=${payload}`,
      `/doctor/login?reset=${payload}`,
      `/hospital/signup?package=${payload}`,
      `/labs/${payload}`,
      `/appointment/payment/checkout/${payload}`,
      `/no-such-page/${payload}#${payload}`,
    ];
    for (const path of paths) {
      await guarded.page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      const html = await guarded.page.content();
      // The raw markup never reaches the document as markup.
      expect(html, path).not.toContain('<script>window.__xss');
      expect(html, path).not.toContain('onerror=window.__xss');
      await expectNothingRan(guarded, path);
    }
  });
});
