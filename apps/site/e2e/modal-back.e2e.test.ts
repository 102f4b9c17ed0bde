// The phone's Back on the site's modal surfaces, in a real browser against the real server at 360 px: with the
// helpline dialog, the demo dialog, the menu drawer or the Lab notice open, Back closes the surface and keeps the
// page (the same address, what was typed on it still there), and Forward does not open the surface again. Each page
// is reached from another page first, so a Back that left the page would land somewhere else.
import type { Browser, BrowserContext, Locator, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, viewports, watchedPage, type WatchedPage } from './browser';
import { startSite, type SiteServer } from './server';

let server: SiteServer;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([startSite(), launchBrowser()]);
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await browser.close();
  await server.dispose();
});

/** `path` at 360 px, opened after another page of the site, so the history has a page behind it. */
async function openAfterAnotherPage(path: string): Promise<WatchedPage> {
  context = await browser.newContext({ viewport: viewports.phone });
  const watched = await watchedPage(context);
  await watched.page.goto(`${server.url}/about`, { waitUntil: 'networkidle' });
  await watched.page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  return watched;
}

/** Whether the current history entry is a modal surface's (the ui package marks them in `history.state`). */
function onSurfaceEntry(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const state = window.history.state as Record<string, unknown> | null;
    return typeof state?.aafiyatModal === 'string';
  });
}

/**
 * Presses Back with `surface` open and expects it closed on the same page, its trigger focused again; then presses
 * Forward and expects the surface to stay closed, the history back on the page's own entry.
 */
async function expectBackCloses(page: Page, surface: Locator, trigger: Locator): Promise<void> {
  const address = page.url();
  expect(await onSurfaceEntry(page)).toBe(true);
  // A popstate listener added now runs after the router's: it hears a step only if the router heard it too.
  await page.evaluate(() => {
    const counted = window as unknown as { stepsHeard?: number };
    counted.stepsHeard = 0;
    window.addEventListener('popstate', () => {
      counted.stepsHeard = (counted.stepsHeard ?? 0) + 1;
    });
  });
  await page.goBack();
  await surface.waitFor({ state: 'hidden' });
  expect(page.url()).toBe(address);
  // The router never heard the step: it neither re-rendered the page nor navigated.
  expect(await page.evaluate(() => (window as unknown as { stepsHeard: number }).stepsHeard)).toBe(0);
  await expect.poll(() => trigger.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await onSurfaceEntry(page)).toBe(false);

  await page.goForward();
  // Forward lands on the closed surface's entry, which takes the page straight back to its own entry.
  await expect.poll(() => onSurfaceEntry(page)).toBe(false);
  expect(page.url()).toBe(address);
  expect(await surface.isVisible()).toBe(false);
  expect(await page.evaluate(() => (window as unknown as { stepsHeard: number }).stepsHeard)).toBe(0);
}

describe('Back on a phone', () => {
  it('closes the helpline dialog and the menu drawer and keeps what was typed on the contact page', async () => {
    const { page, problems } = await openAfterAnotherPage('/contactus');
    const message = page.getByLabel('Your message');
    await message.fill('Do you visit clinics in Multan?');

    const helplineButton = page.getByRole('button', { name: 'Request a call back' });
    const helpline = page.getByRole('dialog', { name: 'Request a call back' });
    await helplineButton.click();
    await helpline.waitFor();
    await helpline.getByLabel('Mobile number').fill('0333 1234567');
    await expectBackCloses(page, helpline, helplineButton);
    await expect.poll(() => message.inputValue()).toBe('Do you visit clinics in Multan?');
    // Opened again, the dialog still holds the number.
    await helplineButton.click();
    await helpline.waitFor();
    expect(await helpline.getByLabel('Mobile number').inputValue()).toBe('0333 1234567');
    await page.keyboard.press('Escape');
    await helpline.waitFor({ state: 'hidden' });

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menuButton.click();
    await menu.waitFor();
    await expectBackCloses(page, menu, menuButton);
    expect(await message.inputValue()).toBe('Do you visit clinics in Multan?');

    // A final Back leaves the contact page for the page before it, as it always did.
    await page.goBack();
    await page.waitForURL(`${server.url}/about`);
    expect(problems).toEqual([]);
  });

  it('closes the demo dialog (the hero holding still behind it) and the Lab notice on the home page', async () => {
    const { page, problems } = await openAfterAnotherPage('/');
    const hero = page.getByRole('region', { name: /products/i }).first();

    const demoButton = page.getByRole('button', { name: 'REQUEST A DEMO' }).first();
    const demo = page.getByRole('dialog', { name: /Request a demo/ });
    await demoButton.click();
    await demo.waitFor();
    await demo.getByLabel('Your name').fill('Sana Mirza');
    expect(await hero.getAttribute('data-state')).toBe('paused');
    await expectBackCloses(page, demo, demoButton);
    await demoButton.click();
    await demo.waitFor();
    expect(await demo.getByLabel('Your name').inputValue()).toBe('Sana Mirza');
    await page.keyboard.press('Escape');
    await demo.waitFor({ state: 'hidden' });

    const labTile = page.getByRole('button', { name: /^Lab/ });
    const notice = page.getByRole('dialog', { name: 'Lab In Progress' });
    await labTile.click();
    await notice.waitFor();
    await expectBackCloses(page, notice, labTile);
    expect(page.url()).toBe(`${server.url}/`);
    expect(problems).toEqual([]);
  });
});
