// The sign-in and sign-up pages arrive prerendered: before (and without) the script, the form is on screen with
// its fields labelled and focusable. With the script, a page whose address asks for another view (the password
// reset's `?reset=password`) hydrates the prerendered sign-in form without a mismatch, then shows that view.
import { SIGN_IN_ROUTES, SIGN_UP_ROUTES } from '@aafiyat/domain';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchedPage } from './browser';
import { startSite, type SiteServer } from './server';

/** The labelled fields each page's form shows first. */
const FIELDS: Record<string, readonly string[]> = {
  [SIGN_IN_ROUTES.patient]: ['Mobile number'],
  [SIGN_IN_ROUTES.doctor]: ['PMDC number or mobile number', 'Password'],
  [SIGN_IN_ROUTES.clinic_owner]: ['Email or mobile number', 'Password'],
  [SIGN_IN_ROUTES.staff]: ['Email or mobile number', 'Password'],
  [SIGN_IN_ROUTES.hospital]: ['Email or mobile number', 'Password'],
  [SIGN_IN_ROUTES.pharmacy]: ['Email or mobile number', 'Password'],
  [SIGN_UP_ROUTES.clinic]: ['Clinic name', 'Mobile number', 'Email address', 'Password', 'Confirm password'],
  [SIGN_UP_ROUTES.hospital]: ['Mobile number', 'Email address', 'Password', 'Confirm password'],
  [SIGN_UP_ROUTES.pharmacy]: ['Mobile number', 'Email address', 'Password', 'Confirm password'],
};

let server: SiteServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSite(), launchBrowser()]);
});

afterAll(async () => {
  await browser.close();
  await server.dispose();
});

describe('with JavaScript off', () => {
  it('covers every sign-in and sign-up page', () => {
    expect(Object.keys(FIELDS).sort()).toEqual(
      [...Object.values(SIGN_IN_ROUTES), ...Object.values(SIGN_UP_ROUTES)].sort(),
    );
  });

  it.for(Object.entries(FIELDS))(
    '%s shows its heading and form, each field labelled and focusable',
    async ([path, labels], { expect }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        const response = await page.goto(`${server.url}${path}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
        for (const label of labels) {
          const field = page.getByLabel(label, { exact: true });
          await expect(field.isVisible(), label).resolves.toBe(true);
          await field.focus();
          await expect(
            field.evaluate((element) => element === document.activeElement),
            label,
          ).resolves.toBe(true);
        }
      } finally {
        await context.close();
      }
    },
  );

  it.for([
    [SIGN_IN_ROUTES.doctor, 'PMDC number or mobile number', '45321-P'],
    [SIGN_UP_ROUTES.pharmacy, 'Mobile number', '03001234567'],
  ] as const)(
    '%s sent before the script runs comes back to the page, the typing never in the address',
    async ([path, label, login], { expect }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(`${server.url}${path}`);
        await page.getByLabel(label, { exact: true }).fill(login);
        const password = page.getByLabel('Password', { exact: true });
        await password.fill('secret-words');
        const posted = page.waitForResponse((response) => response.request().method() === 'POST');
        const reloaded = page.waitForResponse(
          (response) => response.request().method() === 'GET' && new URL(response.url()).pathname === path,
        );
        await password.press('Enter');
        expect((await posted).status()).toBe(303);
        expect((await reloaded).status()).toBe(200);
        await page.waitForLoadState();
        expect(page.url()).toBe(`${server.url}${path}`);
        await expect(page.getByLabel('Password', { exact: true }).inputValue()).resolves.toBe('');
      } finally {
        await context.close();
      }
    },
  );
});

describe('with JavaScript on', () => {
  it.for([
    [SIGN_IN_ROUTES.doctor, 'Reset your doctor password'],
    [SIGN_IN_ROUTES.clinic_owner, 'Reset your clinic password'],
  ] as const)(
    '%s?reset=password hydrates the prerendered form, then shows the reset',
    async ([path, heading], { expect }) => {
      const context = await browser.newContext();
      try {
        const { page, problems } = await watchedPage(context);
        await page.goto(`${server.url}${path}?reset=password`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
