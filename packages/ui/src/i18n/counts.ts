// Counted words ("1 doctor", "2 doctors") without Intl. Lingui's interpreter writes a plural's number with
// `Intl.NumberFormat` and picks its form with `Intl.PluralRules`, and the first use of either loads ICU data: a task
// of 40–60 ms at Lighthouse's 4× slower CPU, which landed inside the doctor search's first draw of its results count.
// So the compiled catalogs carry each plural as selects (see compileMessages.ts), and the translator gives them two
// more values for each number it is given: its form (`countForm`, the same rule in English and Urdu) and its digits
// as the site writes them (`formatWholeNumber`). catalogs.test.ts checks every plural of every catalog against
// Lingui's own interpretation, Intl included.
import { countForm, formatWholeNumber } from '@aafiyat/domain';
import type { MessageValues } from './translator';

/** The value a compiled plural selects its form by: `count` → `count#form` ("one" or "other"). */
export const FORM_SUFFIX = '#form';
/** The value a compiled plural writes in place of `#`: `count` → `count#digits` ("1,500"). */
export const DIGITS_SUFFIX = '#digits';

/**
 * A message's values with the form and the digits of each number added, for the plurals compiled as selects.
 * Values without a number come back as they are.
 */
export function withCounts(values: MessageValues | undefined): MessageValues | undefined {
  if (!values) return values;
  let counted: Record<string, string | number> | undefined;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'number') continue;
    counted ??= { ...values };
    counted[name + FORM_SUFFIX] = countForm(value);
    counted[name + DIGITS_SUFFIX] = Number.isInteger(value) ? formatWholeNumber(value) : String(value);
  }
  return counted ?? values;
}
