/**
 * Reading JazzCash payment results. The gateway answers with a three-digit `pp_ResponseCode` (a string:
 * leading zeros matter, `000` is not `0`) and a `pp_ResponseMessage`.
 */

import { PaymentFilter, PaymentStatus } from './enums';

/** One row of the JazzCash response-code table. */
export interface JazzCashResponseCode {
  /** The status our payment record takes for this code. */
  readonly status: PaymentStatus;
  /** What the code means, summarised from the gateway's published table. */
  readonly meaning: string;
}

/**
 * The JazzCash response codes that map to a known status. Pending (124, 157, 210) and completed
 * (000, 121) are the spec's; the failed codes are the ones JazzCash's own sandbox table marks
 * "Failed" for merchants. Meanings are summaries of the gateway's published descriptions, not its
 * exact wording.
 */
export const JAZZCASH_RESPONSE_CODES = {
  '000': { status: PaymentStatus.SUCCESS, meaning: 'The transaction was successful.' },
  '121': {
    status: PaymentStatus.SUCCESS,
    meaning: 'The transaction has been marked confirmed by the merchant.',
  },
  '124': {
    status: PaymentStatus.PENDING,
    meaning: 'The order is placed and is waiting for the customer to pay (voucher or over the counter).',
  },
  '157': {
    status: PaymentStatus.PENDING,
    meaning: "The transaction is pending confirmation from the customer's mobile account.",
  },
  '210': { status: PaymentStatus.PENDING, meaning: 'The transaction is still being processed.' },
  '101': { status: PaymentStatus.FAILURE, meaning: 'Invalid merchant credentials.' },
  '105': {
    status: PaymentStatus.FAILURE,
    meaning: "The amount exceeds the merchant's per-transaction limit.",
  },
  '110': { status: PaymentStatus.FAILURE, meaning: 'A request field had an invalid value.' },
  '111': {
    status: PaymentStatus.FAILURE,
    meaning: 'The transaction is not allowed for this merchant or bank.',
  },
  '112': { status: PaymentStatus.FAILURE, meaning: 'The transaction was cancelled by the customer.' },
  '115': { status: PaymentStatus.FAILURE, meaning: 'The secure hash received was invalid.' },
  '118': { status: PaymentStatus.FAILURE, meaning: 'The transaction is not allowed during maintenance.' },
} as const satisfies Record<string, JazzCashResponseCode>;

/** A response code listed in {@link JAZZCASH_RESPONSE_CODES}. */
export type KnownJazzCashCode = keyof typeof JAZZCASH_RESPONSE_CODES;

/** What a JazzCash response means for our payment record. */
export interface JazzCashOutcome {
  /** The payment status to store. */
  readonly status: PaymentStatus;
  /** A sentence for people: the table's meaning, or the gateway's own message for unlisted codes. */
  readonly message: string;
}

/**
 * Maps a JazzCash response code to a payment status. The code is trimmed and compared as text.
 * Listed codes (see {@link JAZZCASH_RESPONSE_CODES}) give their status and meaning. Any other code
 * is a failure, because money must never be treated as received on a code nobody has reviewed; its
 * message is the gateway's (trimmed), or a sentence naming the code when the gateway sent none.
 */
export function paymentStatusFromJazzCashCode(code: string, message?: string): JazzCashOutcome {
  const trimmedCode = code.trim();
  if (Object.hasOwn(JAZZCASH_RESPONSE_CODES, trimmedCode)) {
    const known = JAZZCASH_RESPONSE_CODES[trimmedCode as KnownJazzCashCode];
    return { status: known.status, message: known.meaning };
  }
  const gatewayMessage = message?.trim() ?? '';
  return {
    status: PaymentStatus.FAILURE,
    message:
      gatewayMessage === ''
        ? `The payment failed (JazzCash response code ${trimmedCode === '' ? 'missing' : trimmedCode}).`
        : gatewayMessage,
  };
}

/**
 * The payment statuses each payments-list filter shows. The spec names the filters but not their
 * meaning; this is the reading a person would expect: Cleared = paid, Failed = failed, Pending =
 * every payment not yet settled either way (pending, not started, started), All = everything.
 */
export const PAYMENT_FILTER_STATUSES = {
  [PaymentFilter.Cleared]: [PaymentStatus.SUCCESS],
  [PaymentFilter.Pending]: [PaymentStatus.PENDING, PaymentStatus.NOT_STARTED, PaymentStatus.STARTED],
  [PaymentFilter.All]: [
    PaymentStatus.SUCCESS,
    PaymentStatus.PENDING,
    PaymentStatus.FAILURE,
    PaymentStatus.NOT_STARTED,
    PaymentStatus.STARTED,
  ],
  [PaymentFilter.Failed]: [PaymentStatus.FAILURE],
} as const satisfies Record<PaymentFilter, readonly PaymentStatus[]>;

/** True when a payment with `status` is shown under `filter` (see {@link PAYMENT_FILTER_STATUSES}). */
export function paymentMatchesFilter(status: PaymentStatus, filter: PaymentFilter): boolean {
  return (PAYMENT_FILTER_STATUSES[filter] as readonly PaymentStatus[]).includes(status);
}

/**
 * The statuses in which an appointment can be paid (again): never started, started and left at the gateway,
 * or failed. A paid one is settled; a pending one (JazzCash codes 124, 157, 210) has an order at JazzCash
 * waiting for the customer's voucher or wallet confirmation, so a second payment could charge them twice.
 */
export const PAYABLE_STATUSES = [
  PaymentStatus.NOT_STARTED,
  PaymentStatus.STARTED,
  PaymentStatus.FAILURE,
] as const satisfies readonly PaymentStatus[];

/** True when an appointment whose payment has `status` may be paid now (see {@link PAYABLE_STATUSES}). */
export function isPayable(status: number): boolean {
  return (PAYABLE_STATUSES as readonly number[]).includes(status);
}
