// JazzCash hosted checkout ("page redirection", API version 1.1): the request the browser posts to the gateway,
// and the check of the gateway's signed post back. Without merchant settings the server signs for its own local
// gateway simulator (http/jazzcashSimulator.ts) instead, so the whole flow runs on one machine.
import { createHmac, createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { toPakistanWallClock, type Locale } from '@aafiyat/domain';
import type { Config } from '../config';

/** Where the local simulator's checkout page is served (outside the contract, never in production). */
export const SIMULATOR_PATH = '/dev/jazzcash-simulator';
/** The contract's return handler, `pp_ReturnURL`. */
export const RETURN_PATH = '/api/payments/jazzcash/return';
/** How long the customer has to pay once the checkout starts. */
export const TXN_EXPIRY_MS = 60 * 60 * 1000;

/** The merchant settings a transaction is signed with: JazzCash's own, or the simulator's. */
export interface JazzCashMerchant {
  merchantId: string;
  password: string;
  integritySalt: string;
  /** The gateway's checkout URL; `null` for the simulator (its URL is this server's own origin). */
  gatewayUrl: string | null;
  simulated: boolean;
}

/**
 * The merchant to sign with. Without JazzCash settings: the simulator's, whose integrity salt is derived from
 * the cookie secret (so it is not a public constant) and which the simulator page signs its answers with.
 */
export function jazzCashMerchant(config: Config): JazzCashMerchant {
  if (config.jazzcash) return { ...config.jazzcash, simulated: false };
  const salt = createHash('sha256')
    .update(`aafiyat-jazzcash-simulator:${config.cookieSecret}`)
    .digest('hex')
    .slice(0, 24);
  return {
    merchantId: 'SIMULATOR',
    password: 'simulator',
    integritySalt: salt,
    gatewayUrl: null,
    simulated: true,
  };
}

/**
 * JazzCash's `pp_SecureHash` (v1.1), as its integration guide describes it:
 * 1. take every field whose name starts with `pp_` or `ppmpf_`, except `pp_SecureHash` itself, and whose value
 *    is not empty (an empty field is left out entirely, separator included);
 * 2. sort them by field name in plain character-code order (what PHP's `ksort` and Java's `TreeMap` do: upper
 *    case before lower case, `pp_…` before `ppmpf_…` because `_` < `m`);
 * 3. join their VALUES with `&`, and put the integrity salt and `&` in front:
 *    `salt&value1&value2&…`;
 * 4. HMAC-SHA256 of that string (UTF-8), keyed with the integrity salt, written as upper-case hex.
 * The same rule signs our request and checks the gateway's response.
 */
export function jazzCashSecureHash(fields: Readonly<Record<string, string>>, integritySalt: string): string {
  const values = Object.keys(fields)
    .filter((name) => /^(pp_|ppmpf_)/.test(name) && name !== 'pp_SecureHash')
    .sort((left, right) => (left < right ? -1 : left > right ? 1 : 0))
    .map((name) => fields[name] ?? '')
    .filter((value) => value !== '');
  const message = [integritySalt, ...values].join('&');
  return createHmac('sha256', integritySalt).update(message, 'utf8').digest('hex').toUpperCase();
}

/** Whether a received form carries a valid `pp_SecureHash` (compared in constant time). */
export function hasValidSecureHash(fields: Readonly<Record<string, string>>, integritySalt: string): boolean {
  const received = fields.pp_SecureHash;
  if (typeof received !== 'string' || !/^[0-9A-Fa-f]{64}$/.test(received)) return false;
  const expected = Buffer.from(jazzCashSecureHash(fields, integritySalt), 'utf8');
  return timingSafeEqual(expected, Buffer.from(received.toUpperCase(), 'utf8'));
}

/** JazzCash's `yyyyMMddHHmmss` in Pakistan time. */
export function jazzCashDateTime(at: Date): string {
  return toPakistanWallClock(at).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** A transaction reference: `T`, the Pakistan date-time and five random digits (the contract's pattern). */
export function newTxnRefNo(at: Date): string {
  return `T${jazzCashDateTime(at)}${String(randomInt(0, 100_000)).padStart(5, '0')}`;
}

/** What a transaction needs to know about the appointment it pays for. */
export interface CheckoutInput {
  appointmentId: number;
  /** The fee in whole rupees. */
  fee: number;
  description: string;
  txnRefNo: string;
  returnUrl: string;
  now: Date;
  /** The language of the page that starts the payment: the gateway returns it, and the customer to that page. */
  locale: Locale;
}

/** The contract's `JazzcashCheckoutForm.fields`. */
export interface JazzCashRequestFields {
  pp_Version: '1.1';
  pp_TxnType: '';
  pp_Language: 'EN';
  pp_MerchantID: string;
  pp_Password: string;
  pp_TxnRefNo: string;
  pp_Amount: string;
  pp_TxnCurrency: 'PKR';
  pp_TxnDateTime: string;
  pp_BillReference: string;
  pp_Description: string;
  pp_TxnExpiryDateTime: string;
  pp_ReturnURL: string;
  pp_SecureHash: string;
  ppmpf_1: string;
  ppmpf_2: string;
  ppmpf_3: string;
  ppmpf_4: string;
  ppmpf_5: string;
}

/**
 * The signed page-redirection request. `pp_TxnType` is left empty so the customer chooses on JazzCash's own
 * page (mobile wallet, card or voucher) instead of being held to one method; the empty value is left out of
 * the hash as the rule says. The amount is in paisa (rupees × 100), as digits.
 */
export function checkoutFields(merchant: JazzCashMerchant, input: CheckoutInput): JazzCashRequestFields {
  const unsigned: Omit<JazzCashRequestFields, 'pp_SecureHash'> = {
    pp_Version: '1.1',
    pp_TxnType: '',
    pp_Language: 'EN',
    pp_MerchantID: merchant.merchantId,
    pp_Password: merchant.password,
    pp_TxnRefNo: input.txnRefNo,
    pp_Amount: String(input.fee * 100),
    pp_TxnCurrency: 'PKR',
    pp_TxnDateTime: jazzCashDateTime(input.now),
    pp_BillReference: `appt${String(input.appointmentId)}`,
    pp_Description: input.description.slice(0, 200),
    pp_TxnExpiryDateTime: jazzCashDateTime(new Date(input.now.getTime() + TXN_EXPIRY_MS)),
    pp_ReturnURL: input.returnUrl,
    ppmpf_1: String(input.appointmentId),
    ppmpf_2: input.locale,
    ppmpf_3: '',
    ppmpf_4: '',
    ppmpf_5: '',
  };
  return { ...unsigned, pp_SecureHash: jazzCashSecureHash({ ...unsigned }, merchant.integritySalt) };
}
