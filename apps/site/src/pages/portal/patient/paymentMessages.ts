// What the checkout says of a payment, in the page's language. The server's sentence (`PaymentStatusResult.message`:
// the gateway's meaning of its response code, or the status's) is written in English: an English page shows it as
// it is, the gateway's own words for a code nobody mapped included; a page in another language says the same from
// the site's catalog, by the gateway's response code where it has one, else by the payment's status.
import type { Schema } from '@aafiyat/api';
import { JAZZCASH_RESPONSE_CODES, PaymentStatus, type KnownJazzCashCode, type Locale } from '@aafiyat/domain';
import type { SiteMessageKey } from '../../../i18n/compiled/keys';
import type { SiteTranslate } from '../../../i18n/language';

/** Each JazzCash response code the domain knows, by the catalog's words for it (its English is the domain's). */
export const JAZZCASH_CODE_MESSAGES = {
  '000': 'Checkout.jazzcash.code000',
  '121': 'Checkout.jazzcash.code121',
  '124': 'Checkout.jazzcash.code124',
  '157': 'Checkout.jazzcash.code157',
  '210': 'Checkout.jazzcash.code210',
  '101': 'Checkout.jazzcash.code101',
  '105': 'Checkout.jazzcash.code105',
  '110': 'Checkout.jazzcash.code110',
  '111': 'Checkout.jazzcash.code111',
  '112': 'Checkout.jazzcash.code112',
  '115': 'Checkout.jazzcash.code115',
  '118': 'Checkout.jazzcash.code118',
} as const satisfies Record<KnownJazzCashCode, SiteMessageKey>;

/** The catalog's words for a response code that gave `status`; null for a code the domain does not know. */
function codeMessage(t: SiteTranslate, code: string | undefined, status: number): string | null {
  const trimmed = code?.trim() ?? '';
  if (!Object.hasOwn(JAZZCASH_CODE_MESSAGES, trimmed)) return null;
  const known = trimmed as KnownJazzCashCode;
  return JAZZCASH_RESPONSE_CODES[known].status === status ? t(JAZZCASH_CODE_MESSAGES[known]) : null;
}

/**
 * The sentence about the payment: the server's latest word in the page's language, or `fallback` (the status's own
 * sentence) before there is one. A pending payment also says the page follows JazzCash's confirmation, as the
 * server does.
 */
export function paymentResultMessage(
  t: SiteTranslate,
  locale: Locale,
  result: Schema<'PaymentStatusResult'> | null,
  fallback: SiteMessageKey,
): string {
  if (result === null) return t(fallback);
  if (locale === 'en') return result.message;
  const coded = codeMessage(t, result.response_code, result.status);
  if (result.status === PaymentStatus.PENDING) {
    return `${coded ?? t('Checkout.pending.message')} ${t('Checkout.pending.update')}`;
  }
  return coded ?? t(fallback);
}
