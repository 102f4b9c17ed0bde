/**
 * Money in Pakistani rupees. Prices are whole rupees, so amounts are shown without decimals.
 */

/** The prefix shown before a rupee amount. */
export const PKR_PREFIX = 'Rs';

/** Shown in place of the digits when an amount is not a finite number. */
export const UNKNOWN_AMOUNT = '—';

/**
 * A number as the site shows counts and amounts: whole, with en-US digit grouping, the same on every device.
 * `1100` → `'1,100'`, `1234567.5` → `'1,234,568'`; halves are rounded away from zero, as `Intl.NumberFormat` does,
 * and an amount that rounds to zero has no sign. `NaN` and infinities give {@link UNKNOWN_AMOUNT}.
 *
 * Grouped by hand rather than by `Intl.NumberFormat`: a page's first number format loads ICU's number data, one
 * task of 100–140 ms at Lighthouse's 4× slower CPU (25–35 ms on the 2-core test machine), which landed in the
 * middle of hydrating the home page.
 */
export function formatWholeNumber(value: number): string {
  if (!Number.isFinite(value)) return UNKNOWN_AMOUNT;
  const whole = Math.round(Math.abs(value));
  const grouped = plainDigits(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && whole !== 0 ? `-${grouped}` : grouped;
}

/**
 * A whole number's shortest digits, as `Intl.NumberFormat` writes them: `String()` switches to an exponent from
 * 1e21 up (`'1.5e+21'`), which is spelt out here with zeros.
 */
function plainDigits(whole: number): string {
  const text = String(whole);
  const exponential = /^(\d)(?:\.(\d+))?e\+(\d+)$/.exec(text);
  if (!exponential) return text;
  const [, lead = '', rest = '', exponent = '0'] = exponential;
  return (lead + rest).padEnd(Number(exponent) + 1, '0');
}

/**
 * Formats rupees as the site shows them: `2000` → `'Rs 2,000'`, `1234567.5` → `'Rs 1,234,568'`.
 * Amounts are rounded to whole rupees, halves away from zero. Negative amounts put the sign first
 * (`-500` → `'-Rs 500'`); an amount that rounds to zero has no sign. `NaN` and infinities give
 * `'Rs —'` so a broken number is visible without posing as a price.
 */
export function formatPKR(amount: number): string {
  // The rupee symbol is added by hand because ICU renders the PKR currency differently per locale and version.
  const digits = formatWholeNumber(amount);
  return digits.startsWith('-') ? `-${PKR_PREFIX} ${digits.slice(1)}` : `${PKR_PREFIX} ${digits}`;
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
