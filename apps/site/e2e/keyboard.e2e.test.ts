// The journeys of steps 5–7 with the keyboard alone, against the real server: no mouse, no click, no fill — only
// Tab, Shift+Tab, Enter, Escape, the arrow keys and typing. At every stop focus must be on screen, uncovered,
// drawing its ring, and inside the open dialog when one is open; when a dialog closes, focus goes back to the
// control that opened it (or, when a page replaced it, to the new page's main landmark).
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DOCTOR, DEMO_PATIENT, latestCode, patientConnected } from './accounts';
import { launchBrowser, viewports, watchedPage, type WatchedPage } from './browser';
import {
  expectFocusVisible,
  focusStopsChecked,
  isFocused,
  press,
  tabTo,
  typeInto,
  waitForFocus,
} from './keyboard';
import { startSite, type SiteServer } from './server';

const CHECKOUT_URL = /\/appointment\/payment\/checkout\/(\d+)$/;

let server: SiteServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
/** Presses per journey, printed at the end. */
const measured: string[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startSite(), launchBrowser()]);
});

afterAll(async () => {
  console.log(
    `keyboard journeys (measured on a busy machine), ${String(focusStopsChecked())} focus stops checked:\n${measured.join('\n')}`,
  );
  for (const context of contexts) await context.close();
  await browser.close();
  await server.dispose();
});

async function newPage(viewport: { width: number; height: number }): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  return watchedPage(context);
}

/** Focus is on the new page's main landmark, where a navigation inside the site leaves it. */
async function expectOnMain(page: Page, step: string) {
  await waitForFocus(page, page.locator('main#main'), step);
}

describe('a patient, then the doctor calling them, with the keyboard alone', () => {
  // One patient browser through the three tests: signed in by code in the first, called in the second, signed
  // out in the third (a number may ask for a new code only once a minute).
  let patient: WatchedPage;
  let paidId = 0;

  it('signs in by code, books an online consultation from the search, pays, and finds it on the profile', async () => {
    patient = await newPage(viewports.phone);
    const { page } = patient;
    const started = performance.now();
    await page.goto(`${server.url}/patient/login`, { waitUntil: 'networkidle' });
    await typeInto(page, page.getByLabel('Mobile number'), DEMO_PATIENT.phone);
    await press(page, 'Enter', 'send the code');
    // The code step takes focus to its field.
    await waitForFocus(page, page.getByLabel('6-digit code'), 'the code step');
    await page.keyboard.type(await latestCode(server, DEMO_PATIENT.phone));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/patient/profile`);
    await page.getByRole('heading', { level: 1, name: DEMO_PATIENT.name }).waitFor();
    await expectOnMain(page, 'signed in, on the profile');

    // The banner's Online Consultation link, then the search by name.
    await tabTo(page, page.getByRole('link', { name: /Online Consultation/i }).first());
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/doctors\/search/);
    // The new page puts focus on its main landmark once it has drawn (an effect after the paint): wait for it, as
    // a person would see it land, or the typing below can begin in the field and end on the landmark.
    await expectOnMain(page, 'on the doctor search');
    await typeInto(page, page.getByLabel('Name, specialty or complaint'), 'Sana Mirza');
    await page.keyboard.press('Enter');
    const book = page
      .getByRole('article', { name: DEMO_DOCTOR.name })
      .first()
      .getByRole('button', { name: `Book online with ${DEMO_DOCTOR.name}` });
    await tabTo(page, book, { max: 60 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Book an online consultation with ${DEMO_DOCTOR.name}` });
    await waitForFocus(page, dialog.getByLabel('Date'), 'the booking dialog opens on its first field');
    // Escape closes it, and focus is back on the button that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await waitForFocus(page, book, 'the booking dialog closed');
    await page.keyboard.press('Enter');
    await waitForFocus(page, dialog.getByLabel('Date'), 'the booking dialog again');
    // The last date offered (far from the demo data's bookings), its first time.
    await press(page, 'End', 'choose the last date');
    expect(await dialog.getByLabel('Date').inputValue()).not.toBe('');
    await tabTo(page, dialog.getByLabel('Time'), { max: 2 });
    await press(page, 'ArrowDown', 'choose the first time');
    expect(await dialog.getByLabel('Time').inputValue()).toMatch(/^\d{2}:\d{2}$/);
    await tabTo(page, dialog.getByRole('button', { name: 'Book and continue to payment' }), { max: 3 });
    await page.keyboard.press('Enter');
    await page.waitForURL(CHECKOUT_URL);
    paidId = Number(CHECKOUT_URL.exec(page.url())?.[1]);
    await page.getByRole('region', { name: 'Appointment summary' }).waitFor();
    await expectOnMain(page, 'booked, on the checkout page');

    await tabTo(page, page.getByRole('button', { name: 'Pay with JazzCash' }), { max: 10 });
    await page.keyboard.press('Enter');
    // JazzCash's stand-in page: a new document, where focus starts at its top.
    await page.waitForURL(/\/dev\/jazzcash-simulator/);
    await tabTo(page, page.getByRole('button', { name: /^Pay successfully/ }), { max: 5 });
    await page.keyboard.press('Enter');
    await page.waitForURL(CHECKOUT_URL);
    await page.getByRole('alert').filter({ hasText: 'Payment received' }).waitFor();
    // Back from the gateway (a new document): Tab reaches the way on.
    await tabTo(page, page.getByRole('link', { name: 'Go to my appointments' }), { max: 25 });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/patient/profile`);
    const item = page
      .getByRole('region', { name: 'My appointments' })
      .locator(`[data-appointment-id="${String(paidId)}"]`);
    await item.waitFor();
    expect(await item.textContent()).toContain('Paid');
    await expectOnMain(page, 'on the profile with the paid appointment');
    measured.push(`sign in, book, pay, profile: ${String(Math.round(performance.now() - started))} ms`);
    expect(patient.problems).toEqual([]);
  });

  it('the doctor signs in and calls; the patient answers, talks inside the call view and hangs up', async () => {
    const { page } = patient;
    const started = performance.now();
    // The patient's page (re)connects for calls; they are working somewhere on it when the call comes.
    const connected = patientConnected(page);
    await page.reload({ waitUntil: 'networkidle' });
    await connected;
    const workingOn = page.getByRole('region', { name: 'My appointments' }).getByLabel('Payment');
    await tabTo(page, workingOn, { max: 40 });

    const doctor = await newPage(viewports.desktop);
    await doctor.page.goto(`${server.url}/doctor/login`, { waitUntil: 'networkidle' });
    await typeInto(doctor.page, doctor.page.getByLabel('PMDC number or mobile number'), DEMO_DOCTOR.login);
    await typeInto(doctor.page, doctor.page.getByLabel('Password', { exact: true }), DEMO_DOCTOR.password, 3);
    await doctor.page.keyboard.press('Enter');
    await doctor.page.waitForURL(`${server.url}/cms/dashboard/dashboard-doctor`);
    const list = doctor.page.getByRole('list', { name: 'Online consultations today' });
    await list.waitFor();
    await expectOnMain(doctor.page, 'the doctor, on the dashboard');
    const call = list.getByRole('button', { name: `Start call with ${DEMO_PATIENT.name}` });
    await tabTo(doctor.page, call, { max: 40 });
    await doctor.page.keyboard.press('Enter');

    // The panel takes focus to its title (a stray key must not answer); Tab reaches Accept.
    const panel = page.getByRole('alertdialog', { name: 'Online Appointment Calling...' });
    await waitForFocus(page, panel, 'the incoming call', { within: true });
    await tabTo(page, panel.getByRole('button', { name: 'Accept' }), { max: 6 });
    await page.keyboard.press('Enter');
    const view = page.getByRole('dialog', { name: `Video call with ${DEMO_DOCTOR.name}` });
    await view.getByText('Connected', { exact: true }).waitFor({ timeout: 20_000 });
    await waitForFocus(page, view, 'the call view, connected', { within: true });
    const doctorView = doctor.page.getByRole('dialog', { name: `Video call with ${DEMO_PATIENT.name}` });
    await waitForFocus(doctor.page, doctorView, 'the doctor’s call view', { within: true });
    // Mute and unmute by keyboard, then hang up.
    const mute = view.getByRole('button', { name: 'Mute microphone' });
    await tabTo(page, mute, { max: 6 });
    await press(page, 'Enter', 'mute');
    expect(await mute.getAttribute('aria-pressed')).toBe('true');
    await press(page, 'Space', 'unmute');
    expect(await mute.getAttribute('aria-pressed')).toBe('false');
    // The controls are a toolbar: End (or the arrow keys) moves to Hang up within it.
    await press(page, 'End', 'to Hang up');
    expect(await isFocused(view.getByRole('button', { name: 'Hang up' }))).toBe(true);
    await page.keyboard.press('Enter');
    await view.waitFor({ state: 'hidden' });
    await page.getByText(`Your call with ${DEMO_DOCTOR.name} has ended.`).waitFor();
    // Back where the patient was before the call rang.
    await waitForFocus(page, workingOn, 'the call ended (patient)');
    // The doctor's view says the patient left, closes, and gives focus back to the call button.
    await doctorView.waitFor({ state: 'hidden', timeout: 10_000 });
    await waitForFocus(
      doctor.page,
      list.getByRole('button', { name: /with Ayesha Khan$/ }),
      'the call ended',
    );
    measured.push(
      `doctor calls, patient answers and hangs up: ${String(Math.round(performance.now() - started))} ms`,
    );
    expect(patient.problems).toEqual([]);
    expect(doctor.problems).toEqual([]);
  });

  it('signs out from the account menu', async () => {
    const { page } = patient;
    const account = page.getByRole('button', { name: `${DEMO_PATIENT.name}: account` });
    await tabTo(page, account, { max: 30, backwards: true });
    await press(page, 'Enter', 'open the account menu');
    expect(await account.getAttribute('aria-expanded')).toBe('true');
    const entries = page.locator(`[id="${(await account.getAttribute('aria-controls')) ?? ''}"]`);
    await page.keyboard.press('ArrowDown');
    await waitForFocus(page, entries.getByRole('link', { name: 'My profile' }), 'the first entry');
    await press(page, 'ArrowDown', 'to Sign out');
    expect(await isFocused(entries.getByRole('button', { name: 'Sign out' }))).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
    expect(patient.problems).toEqual([]);
  });
});

describe('with the keyboard alone, a visitor', () => {
  it('fills the clinic sign-up form and sends it, reaching the code step', async () => {
    const { page, problems } = await newPage(viewports.phone);
    const started = performance.now();
    await page.goto(`${server.url}/default/signup`, { waitUntil: 'networkidle' });
    await typeInto(page, page.getByRole('textbox', { name: 'Clinic name' }), 'Hayat Family Clinic', 30);
    await typeInto(page, page.getByRole('textbox', { name: 'Owner’s full name' }), 'Kamran Hayat', 2);
    await typeInto(page, page.getByRole('textbox', { name: 'Mobile number' }), '03331112255', 2);
    await typeInto(page, page.getByRole('textbox', { name: 'Email address' }), 'kamran@hayatclinic.pk', 2);
    const city = page.getByRole('combobox', { name: 'City' });
    await typeInto(page, city, 'Multan', 2);
    await press(page, 'ArrowDown', 'the city suggestions');
    await press(page, 'Enter', 'choose the city');
    expect(await city.inputValue()).toBe('Multan');
    const address = 'Shop 4, Gulgasht Colony, Bosan Road, Multan';
    await typeInto(page, page.getByRole('textbox', { name: 'Address', exact: true }), address, 2);
    await typeInto(page, page.getByLabel('Password', { exact: true }), 'Lahore#2024', 2);
    await typeInto(page, page.getByLabel('Confirm password', { exact: true }), 'Lahore#2024', 3);
    await tabTo(page, page.getByRole('button', { name: 'Create clinic account' }), { max: 3 });
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: 'Verify your mobile number' });
    await waitForFocus(page, heading, 'the code step');
    await tabTo(page, page.getByRole('textbox', { name: '6-digit code' }), { max: 5 });
    measured.push(`clinic sign-up to the code step: ${String(Math.round(performance.now() - started))} ms`);
    expect(problems).toEqual([]);
  });

  it('opens the menu and the helpline, requests a demo, and focus goes back to each opener', async () => {
    const { page, problems } = await newPage(viewports.phone);
    const started = performance.now();
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    // The menu drawer opens with focus inside and closes back onto its button.
    const menu = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, menu, { max: 3 });
    await page.keyboard.press('Enter');
    await waitForFocus(page, page.getByRole('dialog', { name: 'Menu' }), 'the menu drawer', { within: true });
    await page.keyboard.press('Escape');
    await waitForFocus(page, menu, 'the menu drawer closed');

    // The helpline's button sits below the fold, in the part that hydrates later: the first dialog opened
    // re-renders the page, and the button must stay the one that opened it.
    const callBack = page.getByRole('button', { name: 'Request a call back' });
    await tabTo(page, callBack, { max: 90 });
    await page.keyboard.press('Enter');
    const helpline = page.getByRole('dialog', { name: 'Request a call back' });
    await waitForFocus(page, helpline.getByLabel('Mobile number'), 'the helpline dialog');
    await page.keyboard.press('Escape');
    await helpline.waitFor({ state: 'hidden' });
    await waitForFocus(page, callBack, 'the helpline dialog closed');

    // Again from the top of a fresh page: the hero's demo request.
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    const demoButton = page.getByRole('button', { name: 'REQUEST A DEMO' }).first();
    await tabTo(page, demoButton, { max: 10 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Request a demo/ });
    await waitForFocus(page, dialog.getByLabel('Your name'), 'the demo dialog');
    await page.keyboard.type('Sana Mirza');
    // Sent with two fields empty: the dialog says so and takes focus to the first of them.
    await tabTo(page, dialog.getByRole('button', { name: 'Request a demo' }), { max: 4 });
    await page.keyboard.press('Enter');
    await waitForFocus(page, dialog.getByLabel('Email address'), 'the first empty field');
    await page.keyboard.type('sana.mirza@example.pk');
    await typeInto(page, dialog.getByLabel('Mobile number'), '03219876543', 2);
    await tabTo(page, dialog.getByRole('button', { name: 'Request a demo' }), { max: 3 });
    await page.keyboard.press('Enter');
    await dialog.getByText('Request Received!').waitFor();
    await waitForFocus(page, dialog.getByRole('button', { name: 'Done' }), 'the request received');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await waitForFocus(page, demoButton, 'the demo dialog closed');

    await expectFocusVisible(page, 'back on the home page');
    measured.push(`drawer, demo request, helpline: ${String(Math.round(performance.now() - started))} ms`);
    expect(problems).toEqual([]);
  });
});
