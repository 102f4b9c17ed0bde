// Each business sign-up creates an account against the real server: the details, then the code read from the
// development outbox; the verification signs each owner in: a pharmacy and a hospital reach their home pages, a
// clinic owner the clinic dashboard. A registered email is refused with the server's message and the
// form keeps what was typed. Zero axe violations on every step.
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, viewports, watchedPage, type WatchedPage } from './browser';
import { startSite, type SiteServer } from './server';

const PASSWORD = 'Lahore#2024';

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

async function open(
  path: string,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<WatchedPage> {
  await context?.close();
  context = await browser.newContext({ viewport });
  const watched = await watchedPage(context);
  await watched.page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  return watched;
}

/** The newest 6-digit code the development outbox holds for `phone`. */
async function latestCode(phone: string): Promise<string> {
  const response = await fetch(`${server.url}/api/dev/outbox?phone=${phone}`);
  const messages = ((await response.json()) as { data: { text: string }[] }).data;
  const code = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

interface Business {
  nameLabel: string;
  name: string;
  owner: string;
  phone: string;
  email: string;
  city: string;
  address: string;
}

async function fillDetails(page: Page, business: Business) {
  await page.getByRole('textbox', { name: business.nameLabel }).fill(business.name);
  await page.getByRole('textbox', { name: 'Owner’s full name' }).fill(business.owner);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(business.phone);
  await page.getByRole('textbox', { name: 'Email address' }).fill(business.email);
  await page.getByRole('combobox', { name: 'City' }).fill(business.city);
  await page.getByRole('option', { name: business.city, exact: true }).click();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(business.address);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
}

/** Sends the details, reads the code from the outbox and types it; the account is then active. */
async function signUp(page: Page, business: Business, submitLabel: string, activeHeading: string) {
  await fillDetails(page, business);
  await page.getByRole('button', { name: submitLabel }).click();
  await page.getByRole('heading', { level: 1, name: 'Verify your mobile number' }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await expect(
    page.getByRole('textbox', { name: '6-digit code' }).getAttribute('autocomplete'),
  ).resolves.toBe('one-time-code');
  await expect(page.getByText(/You can ask for a new code in \d:\d\d\./).isVisible()).resolves.toBe(true);
  await page.getByRole('textbox', { name: '6-digit code' }).fill(await latestCode(business.phone));
  await page.getByRole('heading', { level: 1, name: activeHeading }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
}

describe('business sign-up', () => {
  it('creates a pharmacy account after the code and signs the owner in', async () => {
    const { page, problems } = await open('/pms/signup', viewports.phone);
    await page.getByRole('heading', { level: 1, name: 'Sign up your pharmacy' }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await signUp(
      page,
      {
        nameLabel: 'Pharmacy name',
        name: 'Al-Shifa Pharmacy Gulberg',
        owner: 'Usman Tariq',
        phone: '03331112233',
        email: 'usman.tariq@alshifapharmacy.pk',
        city: 'Lahore',
        address: '14 Main Boulevard, Gulberg III, Lahore',
      },
      'Create pharmacy account',
      'Your pharmacy account is active',
    );
    // The code signs the new pharmacy in: its page is next, and the header shows the owner.
    await expect(
      page.getByRole('link', { name: 'Go to your pharmacy’s page' }).getAttribute('href'),
    ).resolves.toBe('/pms/home');
    await page.getByRole('banner').getByRole('button', { name: 'Usman Tariq: account' }).waitFor();
    // The new account signs in with what was chosen.
    const login = await page.request.post(`${server.url}/api/pharmacy/login`, {
      data: { login: 'usman.tariq@alshifapharmacy.pk', password: PASSWORD },
      headers: { origin: server.url },
    });
    expect(login.status()).toBe(200);
    expect(problems).toEqual([]);
  });

  it('creates a hospital account after the code', async () => {
    const { page, problems } = await open('/hospital/signup');
    await signUp(
      page,
      {
        nameLabel: 'Hospital name',
        name: 'Rehman Medical Complex',
        owner: 'Sadia Rehman',
        phone: '03331112244',
        email: 'admin@rehmanmedical.pk',
        city: 'Peshawar',
        address: 'Phase 5, Hayatabad, Peshawar',
      },
      'Create hospital account',
      'Your hospital account is active',
    );
    await page.getByRole('link', { name: 'Go to your hospital’s page' }).click();
    await page.waitForURL(`${server.url}/hospital/home`);
    await page.getByRole('heading', { level: 1, name: 'Your hospital on Aafiyat' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Sadia Rehman: account' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('creates a clinic account with the chosen package and signs the owner in to the dashboard', async () => {
    const packages = await fetch(`${server.url}/api/admin/subscription/basic_pkg`);
    const { data } = (await packages.json()) as { data: { id: number; package_name: string }[] };
    const standard = data.find((entry) => entry.package_name === 'Standard');
    if (!standard) throw new Error('the seeded clinic packages have no Standard package');
    const { page, problems } = await open(`/default/signup?package=${String(standard.id)}`);
    await page.getByText('Standard', { exact: true }).waitFor();
    await signUp(
      page,
      {
        nameLabel: 'Clinic name',
        name: 'Hayat Family Clinic',
        owner: 'Kamran Hayat',
        phone: '03331112255',
        email: 'kamran@hayatclinic.pk',
        city: 'Multan',
        address: 'Shop 4, Gulgasht Colony, Bosan Road, Multan',
      },
      'Create clinic account',
      'Your clinic account is active',
    );
    const record = await page.evaluate(
      () => JSON.parse(window.localStorage.getItem('authToken') ?? 'null') as unknown,
    );
    expect(record).toMatchObject({ role: 'clinic_owner', name: 'Kamran Hayat', verified: true });
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL(`${server.url}/cms/dashboard/dashboard-clinic`);
    await page.getByRole('heading', { level: 1, name: 'Hayat Family Clinic' }).waitFor();
    await page.getByText('No appointments are booked at your clinic today.').waitFor();
    expect(problems).toEqual([]);
  });

  it('refuses a registered email with the server’s message and keeps what was typed', async () => {
    const { page, problems } = await open('/pms/signup');
    await fillDetails(page, {
      nameLabel: 'Pharmacy name',
      name: 'Second Demo Pharmacy',
      owner: 'Nadia Hussain',
      phone: '03331112266',
      email: 'pharmacy@demo.aafiyat.pk',
      city: 'Karachi',
      address: 'Shop 9, Tariq Road, PECHS, Karachi',
    });
    await page.getByRole('button', { name: 'Create pharmacy account' }).click();
    await page.getByRole('alert').filter({ hasText: 'already exists' }).waitFor();
    await expect(
      page.getByRole('textbox', { name: 'Email address' }).getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    await expect(page.getByRole('textbox', { name: 'Pharmacy name' }).inputValue()).resolves.toBe(
      'Second Demo Pharmacy',
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign up your pharmacy' }).isVisible(),
    ).resolves.toBe(true);
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(problems.filter((problem) => !problem.includes('status of 409'))).toEqual([]);
  });
});
