// Every role signs in through its page against the real server: a patient by SMS code (read from the development
// outbox) lands on /patient/profile with the stored record; a doctor and a clinic owner with two branches land on
// their dashboards; clinic staff, a hospital and a pharmacy land on their home pages, signed in in the header, with
// no sign-up offered; a name changed on the server shows in the header at the next page load, and an ended session
// signs the header out; a forgotten clinic and doctor password is reset with the code from the outbox, and the new
// password signs in. Every page has zero axe violations.
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, viewports, watchedPage, type WatchedPage } from './browser';
import { startSite, type SiteServer } from './server';

const PATIENT = { phone: '03001234567', name: 'Ayesha Khan' };
const NEW_PATIENT = { phone: '03451239876', name: 'Hira Baloch' };
const DOCTOR = { pmdc: '45321-P', phone: '03009876543', password: 'DemoDoctor#2024' };
const OWNER = { email: 'owner@demo.aafiyat.pk', phone: '03211234567', password: 'DemoClinic#2024' };
const STAFF = { email: 'staff@demo.aafiyat.pk', password: 'DemoStaff#2024', name: 'Kamran Akhtar' };
const HOSPITAL = { phone: '03121234567', password: 'DemoHospital#2024', name: 'Hamza Farooqi' };
const PHARMACY = { email: 'pharmacy@demo.aafiyat.pk', password: 'DemoPharmacy#2024', name: 'Saba Rizvi' };
/** The sign-up pages, and any link or button that says "sign up". */
const SIGN_UP_OFFER = 'a[href^="/default/signup"], a[href^="/hospital/signup"], a[href^="/pms/signup"]';

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

/**
 * The header shows `name` signed in (the account menu, the avatar leading home, no Login menu), and nothing on the
 * page offers a sign-up.
 */
async function expectSignedIn(
  page: Page,
  name: string,
  home: { href: string; label: string },
): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: `${name}: account` }).waitFor();
  await expect(header.getByRole('button', { name: 'Login', exact: true }).count()).resolves.toBe(0);
  await expect(
    header.getByRole('link', { name: home.label, exact: true }).getAttribute('href'),
  ).resolves.toBe(home.href);
  await expect(page.locator(SIGN_UP_OFFER).count()).resolves.toBe(0);
  await expect(page.getByRole('link', { name: /sign\s*up/i }).count()).resolves.toBe(0);
  await expect(page.getByRole('button', { name: /sign\s*up/i }).count()).resolves.toBe(0);
}

async function storedRecord(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('authToken') ?? 'null') as unknown);
}

describe('sign-in', () => {
  it('signs a patient in by SMS code and lands on the profile', async () => {
    const { page, problems } = await open('/patient/login', viewports.phone);
    await page.getByRole('heading', { level: 1, name: 'Sign in as a patient' }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    // A number that is not a mobile number says so and keeps what was typed.
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Enter a valid mobile number, for example 0300 1234567.').waitFor();
    await expect(page.getByLabel('Mobile number').inputValue()).resolves.toBe('12345');
    await page.getByLabel('Mobile number').fill('0300 1234567');
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = page.getByLabel('6-digit code');
    await code.waitFor();
    await expect(code.getAttribute('autocomplete')).resolves.toBe('one-time-code');
    await expect(page.getByRole('timer').isVisible()).resolves.toBe(true);
    await expect(axeViolations(page)).resolves.toEqual([]);
    // A wrong code is refused and stays typed.
    const right = await latestCode(PATIENT.phone);
    const wrong = right === '000000' ? '111111' : '000000';
    await code.fill(wrong);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    // The server's refusal, under the code it concerns.
    await page.getByText(/That code is not right/).waitFor();
    await expect(code.inputValue()).resolves.toBe(wrong);
    await code.fill(right);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(`${server.url}/patient/profile`);
    await expect(storedRecord(page)).resolves.toMatchObject({
      role: 'patient',
      name: PATIENT.name,
      verified: true,
    });
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
  });

  it('asks a new number for a name and creates the patient', async () => {
    const { page } = await open('/patient/login');
    await page.getByLabel('Mobile number').fill(NEW_PATIENT.phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('6-digit code').fill(await latestCode(NEW_PATIENT.phone));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    const name = page.getByLabel('Your full name');
    await name.waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await name.fill(NEW_PATIENT.name);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${server.url}/patient/profile`);
    await expect(storedRecord(page)).resolves.toMatchObject({ role: 'patient', name: NEW_PATIENT.name });
  });

  it('follows the server when the name changes or the session ends', async () => {
    // The new patient of the test before is still signed in, in the same browser context.
    const page = context?.pages()[0];
    if (!page) throw new Error('the new patient’s page is gone');
    const renamed = 'Hira Baloch Qureshi';
    const patch = await page.request.patch(`${server.url}/api/patient/profile`, {
      data: { name: renamed },
      headers: { origin: server.url },
    });
    expect(patch.status()).toBe(200);
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page
      .getByRole('banner')
      .getByRole('button', { name: `${renamed}: account` })
      .waitFor();
    await expect(storedRecord(page)).resolves.toMatchObject({ role: 'patient', name: renamed });
    // The session ends on the server: the next page load signs the header out and forgets the record.
    await context?.clearCookies();
    await page.goto(`${server.url}/about`, { waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).waitFor();
    await expect(storedRecord(page)).resolves.toBeNull();
  });

  it('signs a doctor in by PMDC number and lands on the doctor dashboard', async () => {
    const { page, problems } = await open('/doctor/login');
    await expect(axeViolations(page)).resolves.toEqual([]);
    await expect(page.getByLabel('Password', { exact: true }).getAttribute('autocomplete')).resolves.toBe(
      'current-password',
    );
    // Wrong credentials never say which part was wrong; what was typed stays.
    await page.getByLabel('PMDC number or mobile number').fill(DOCTOR.pmdc);
    await page.getByLabel('Password', { exact: true }).fill('NotTheRightOne#1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('That sign-in did not work. Check your login and password and try again.').waitFor();
    await expect(page.getByLabel('PMDC number or mobile number').inputValue()).resolves.toBe(DOCTOR.pmdc);
    // The password can be revealed.
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true }).getAttribute('type')).resolves.toBe('text');
    await page.getByLabel('Password', { exact: true }).fill(DOCTOR.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/cms/dashboard/dashboard-doctor`);
    await expect(storedRecord(page)).resolves.toMatchObject({ role: 'doctor', pmdc: DOCTOR.pmdc });
    expect(problems.filter((problem) => !problem.includes('status of 401'))).toEqual([]);
  });

  it('lets a clinic owner with two branches pick one and lands on the clinic dashboard', async () => {
    const { page } = await open('/clinic-management-system/login');
    await page.getByLabel('Email or mobile number').fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const group = page.getByRole('group', { name: 'Which branch are you signing in to?' });
    await group.waitFor();
    await expect(group.getByRole('radio').count()).resolves.toBe(2);
    await expect(axeViolations(page)).resolves.toEqual([]);
    const second = group.getByRole('radio').nth(1);
    await second.check();
    const chosen = Number(await second.getAttribute('value'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${server.url}/cms/dashboard/dashboard-clinic`);
    await expect(storedRecord(page)).resolves.toMatchObject({ role: 'clinic_owner', clinic_id: chosen });
  });

  it.each([
    {
      role: 'staff',
      path: '/staff/login',
      login: STAFF.email,
      password: STAFF.password,
      name: STAFF.name,
      home: { href: '/staff/home', label: 'Clinic staff home' },
      heading: 'Your clinic desk on Aafiyat',
    },
    {
      role: 'hospital',
      path: '/hospital/login',
      login: HOSPITAL.phone,
      password: HOSPITAL.password,
      name: HOSPITAL.name,
      home: { href: '/hospital/home', label: 'Hospital home' },
      heading: 'Your hospital on Aafiyat',
    },
    {
      role: 'pharmacy',
      path: '/pms/login',
      login: PHARMACY.email,
      password: PHARMACY.password,
      name: PHARMACY.name,
      home: { href: '/pms/home', label: 'Pharmacy home' },
      heading: 'Your pharmacy on Aafiyat',
    },
  ])('signs $role in, signed in in the header, and lands on their home page', async (account) => {
    const { page, problems } = await open(account.path);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.getByLabel('Email or mobile number').fill(account.login);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}${account.home.href}`);
    await page.getByRole('heading', { level: 1, name: account.heading }).waitFor();
    await expect(storedRecord(page)).resolves.toMatchObject({ role: account.role, name: account.name });
    await expectSignedIn(page, account.name, account.home);
    await expect(axeViolations(page)).resolves.toEqual([]);
    // Still signed in on the next page load (the server confirms the record), and the sign-in page offers no
    // sign-up but says who is signed in.
    await page.goto(`${server.url}${account.path}`, { waitUntil: 'networkidle' });
    await page.getByText('You are signed in', { exact: true }).waitFor();
    await expectSignedIn(page, account.name, account.home);
    expect(problems).toEqual([]);
  });

  it('resets a forgotten clinic password with the code from the outbox', async () => {
    const { page } = await open('/clinic-management-system/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset your clinic password' }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.getByLabel('Email or mobile number').fill(OWNER.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('6-digit code').fill(await latestCode(OWNER.phone));
    await page.getByRole('button', { name: 'Check code' }).click();
    const newPassword = 'Clifton#Sea2025';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Type the new password again').fill(newPassword);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password is set').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.getByLabel('Email or mobile number').fill(OWNER.phone);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${server.url}/cms/dashboard/dashboard-clinic`);
  });

  it('resets a forgotten doctor password with the code from the outbox', async () => {
    const { page } = await open('/doctor/login?reset=password');
    await page.getByLabel('PMDC number or mobile number').fill(DOCTOR.pmdc);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('6-digit code').fill(await latestCode(DOCTOR.phone));
    await page.getByRole('button', { name: 'Check code' }).click();
    const newPassword = 'Margalla#Hills2025';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Type the new password again').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password is set').waitFor();
    await page.goto(`${server.url}/doctor/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('PMDC number or mobile number').fill(DOCTOR.phone);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/cms/dashboard/dashboard-doctor`);
  });
});
