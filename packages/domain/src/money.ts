/**
 * Money in Pakistani rupees. Prices are whole rupees, so amounts are shown without decimals.
 */

/** The prefix shown before a rupee amount. */
export const PKR_PREFIX = 'Rs';

/** Shown in place of the digits when an amount is not a finite number. */
export const UNKNOWN_AMOUNT = '—';

// en-US grouping (1,234,567) is fixed and identical in every ICU build; the rupee symbol is added by
// hand because ICU renders the PKR currency differently per locale and version ("Rs", "PKR", "Rs.").
const GROUPED_WHOLE_NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: true });

/**
 * Formats rupees as the site shows them: `2000` → `'Rs 2,000'`, `1234567.5` → `'Rs 1,234,568'`.
 * Amounts are rounded to whole rupees, halves away from zero. Negative amounts put the sign first
 * (`-500` → `'-Rs 500'`); an amount that rounds to zero has no sign. `NaN` and infinities give
 * `'Rs —'` so a broken number is visible without posing as a price.
 */
export function formatPKR(amount: number): string {
  if (!Number.isFinite(amount)) return `${PKR_PREFIX} ${UNKNOWN_AMOUNT}`;
  const rupees = Math.round(Math.abs(amount));
  const sign = amount < 0 && rupees !== 0 ? '-' : '';
  return `${sign}${PKR_PREFIX} ${GROUPED_WHOLE_NUMBER.format(rupees)}`;
}

/**
 * The price after discount: `amount - discount`, never below 0. A negative or non-finite discount
 * counts as no discount; a negative or non-finite amount counts as 0.
 */
export function netPrice(amount: number, discount: number): number {
  const base = Number.isFinite(amount) && amount > 0 ? amount : 0;
  const off = Number.isFinite(discount) && discount > 0 ? discount : 0;
  return Math.max(0, base - off);
}
