// Opening the site's surfaces (menus, dialogs, the booking and the payment) in a real browser, and checking each
// state with axe, for the browser suite's accessibility files.
import type { Locator, Page } from 'playwright';
import { axeViolations } from './browser';

/** The demo doctor's search (a doctor who consults online) and the checkout address a booking lands on. */
export const DOCTOR_SEARCH = {
  path: '/doctors/search?city=Karachi&q=Sana%20Mirza',
  doctor: 'Dr. Sana Mirza',
};
export const CHECKOUT_URL = /\/appointment\/payment\/checkout\/(\d+)$/;

/**
 * Runs axe (WCAG 2.2 AA) on a surface (`scope`, a CSS selector) and, when `wholePage` (by default when there is
 * no surface), on the whole page; adds a line with both counts and the time taken to `log`, and throws with the
 * violations when there are any.
 */
export async function checkState(
  log: string[],
  page: Page,
  state: string,
  scope?: string,
  wholePage = scope === undefined,
): Promise<void> {
  const started = performance.now();
  const surface = scope === undefined ? [] : await axeViolations(page, scope);
  const whole = wholePage ? await axeViolations(page) : [];
  const counts = `surface ${scope === undefined ? '-' : String(surface.length)}, page ${wholePage ? String(whole.length) : '-'}`;
  log.push(`${state.padEnd(62)} ${counts} (${String(Math.round(performance.now() - started))} ms)`);
  const violations = [...surface, ...whole];
  if (violations.length > 0) throw new Error(`${state}: axe found\n${violations.join('\n')}`);
}

/** The CSS selector of a menu's list, from its button's `aria-controls`. */
export async function menuList(button: Locator): Promise<string> {
  const id = await button.getAttribute('aria-controls');
  if (!id) throw new Error(`${button.toString()} controls nothing`);
  return `[id="${id}"]`;
}

/** Waits for every finite animation and transition on the page to end (a slide half faded, a drawer sliding). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** Opens the online booking dialog for the demo doctor from the search. */
export async function openBooking(page: Page, siteUrl: string): Promise<Locator> {
  await page.goto(`${siteUrl}${DOCTOR_SEARCH.path}`, { waitUntil: 'networkidle' });
  await page
    .getByRole('article', { name: DOCTOR_SEARCH.doctor })
    .first()
    .getByRole('button', { name: `Book online with ${DOCTOR_SEARCH.doctor}` })
    .click();
  const dialog = page.getByRole('dialog', {
    name: `Book an online consultation with ${DOCTOR_SEARCH.doctor}`,
  });
  await dialog.waitFor();
  return dialog;
}

/**
 * Picks the `fromEnd`-th last date the dialog offers (far from the demo data's bookings) and its `slot`-th time,
 * the two lists found by their labels in the page's language (English unless given).
 */
export async function chooseSlot(
  dialog: Locator,
  fromEnd: number,
  slot: number,
  labels: { date: string; time: string } = { date: 'Date', time: 'Time' },
): Promise<void> {
  const values = (label: string) =>
    dialog
      .getByLabel(label)
      .locator('option')
      .evaluateAll((options) =>
        options.map((option) => (option as HTMLOptionElement).value).filter((value) => value !== ''),
      );
  await dialog.getByLabel(labels.date).selectOption((await values(labels.date)).at(-fromEnd) ?? '');
  await dialog.getByLabel(labels.time).selectOption((await values(labels.time))[slot] ?? '');
}

/** On the checkout page: presses `button`, picks `outcome` on the JazzCash simulator, and waits to be back. */
export async function payThroughSimulator(page: Page, button: string, outcome: RegExp): Promise<void> {
  const checkout = page.url();
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(/\/dev\/jazzcash-simulator/);
  await page.getByRole('button', { name: outcome }).click();
  await page.waitForURL(checkout);
}
