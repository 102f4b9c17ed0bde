// The dashboards against the real server: a visitor is sent to the doctor sign-in and brought back to the
// dashboard after it; the doctor sees today's appointments in 12-hour times and starts a call on the demo
// patient's online appointment (Ringing…); the clinic owner (signed in through the API, as the sign-in page
// would) sees the clinic's day, payment counts and revenue. Zero axe violations on every page.
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, viewports, watchedPage, type WatchedPage } from './browser';
import { startSite, type SiteServer } from './server';

const DOCTOR = { pmdc: '45321-P', password: 'DemoDoctor#2024' };
const OWNER = { email: 'owner@demo.aafiyat.pk', password: 'DemoClinic#2024' };

let server: SiteServer;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSite(), launchBrowser()]);
});

afterAll(async () => {
  await context?.close();
  await browser.close();
  await server.dispose();
});

async function newPage(
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<WatchedPage> {
  await context?.close();
  context = await browser.newContext({ viewport });
  return watchedPage(context);
}

/** Stores the sign-in answer as the sign-in pages do (the record the header and the guards read). */
async function storeRecord(page: Page, record: unknown) {
  await page.evaluate((stored) => {
    window.localStorage.setItem('authToken', stored);
  }, JSON.stringify(record));
}

describe('dashboards', () => {
  it('sends a visitor to the doctor sign-in and back; the doctor starts a call on an online appointment', async () => {
    const { page, problems } = await newPage();
    await page.goto(`${server.url}/cms/dashboard/dashboard-doctor`, { waitUntil: 'networkidle' });
    await page.waitForURL(`${server.url}/doctor/login`);
    await page.getByLabel('PMDC number or mobile number').fill(DOCTOR.pmdc);
    await page.getByLabel('Password', { exact: true }).fill(DOCTOR.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/cms/dashboard/dashboard-doctor`);

    await page.getByRole('heading', { level: 1, name: /Dr\./ }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    const online = page.getByRole('list', { name: 'Online consultations today' });
    await online.waitFor();
    for (const time of await page.getByRole('time').allTextContents()) {
      expect(time).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    }
    await expect(page.getByText('Next available date').isVisible()).resolves.toBe(true);

    const call = online.getByRole('button', { name: 'Start call with Ayesha Khan' });
    await call.click();
    await online.getByText('Ringing…').waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(problems.filter((problem) => !problem.includes('status of 401'))).toEqual([]);
  });

  it('shows the clinic owner the clinic’s day, payments and revenue', async () => {
    const { page, problems } = await newPage(viewports.phone);
    const headers = { origin: server.url };
    const branches = await page.request.post(`${server.url}/api/clinic/check_clinic_branches`, {
      data: { login: OWNER.email },
      headers,
    });
    expect(branches.status()).toBe(200);
    const [branch] = ((await branches.json()) as { data: { clinic_id: number; clinic_name: string }[] }).data;
    if (!branch) throw new Error('the demo clinic owner has no branch');
    const login = await page.request.post(`${server.url}/api/clinic/clinic_login`, {
      data: { login: OWNER.email, password: OWNER.password, clinic_id: branch.clinic_id },
      headers,
    });
    expect(login.status()).toBe(200);
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await storeRecord(page, await login.json());
    await page.goto(`${server.url}/cms/dashboard/dashboard-clinic`, { waitUntil: 'networkidle' });

    await page.getByRole('heading', { level: 1, name: branch.clinic_name }).waitFor();
    const figures = page.getByRole('region', { name: 'Today at a glance' });
    await expect(figures.getByRole('listitem').count()).resolves.toBe(6);
    await expect(figures.getByText(/^Rs [\d,]+$/).isVisible()).resolves.toBe(true);
    await page.getByRole('region', { name: 'Your doctors' }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(problems).toEqual([]);
  });
});
