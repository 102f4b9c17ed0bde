import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { PaymentFilter, PaymentStatus } from './enums';
import {
  isPayable,
  JAZZCASH_RESPONSE_CODES,
  PAYABLE_STATUSES,
  PAYMENT_FILTER_STATUSES,
  paymentMatchesFilter,
  paymentStatusFromJazzCashCode,
} from './payments';

describe('paymentStatusFromJazzCashCode', () => {
  it.each(['000', '121'])('treats %s as completed', (code) => {
    expect(paymentStatusFromJazzCashCode(code).status).toBe(PaymentStatus.SUCCESS);
  });

  it.each(['124', '157', '210'])('treats %s as pending', (code) => {
    expect(paymentStatusFromJazzCashCode(code).status).toBe(PaymentStatus.PENDING);
  });

  it.each(['101', '105', '110', '111', '112', '115', '118'])(
    'treats the published failure %s as failed',
    (code) => {
      expect(paymentStatusFromJazzCashCode(code, 'ignored gateway text')).toEqual({
        status: PaymentStatus.FAILURE,
        message: JAZZCASH_RESPONSE_CODES[code as keyof typeof JAZZCASH_RESPONSE_CODES].meaning,
      });
    },
  );

  it('gives the table’s meaning for listed codes', () => {
    expect(paymentStatusFromJazzCashCode('000')).toEqual({
      status: PaymentStatus.SUCCESS,
      message: 'The transaction was successful.',
    });
    expect(paymentStatusFromJazzCashCode('112').message).toBe(
      'The transaction was cancelled by the customer.',
    );
  });

  it('trims whitespace around the code', () => {
    expect(paymentStatusFromJazzCashCode(' 124\n').status).toBe(PaymentStatus.PENDING);
  });

  it('compares codes as text, so leading zeros matter', () => {
    expect(paymentStatusFromJazzCashCode('0').status).toBe(PaymentStatus.FAILURE);
    expect(paymentStatusFromJazzCashCode('00').status).toBe(PaymentStatus.FAILURE);
  });

  it('fails any other code, keeping the gateway’s message', () => {
    expect(paymentStatusFromJazzCashCode('199', '  Transaction failed due to system error.  ')).toEqual({
      status: PaymentStatus.FAILURE,
      message: 'Transaction failed due to system error.',
    });
  });

  it('names the code when the gateway sent no message', () => {
    expect(paymentStatusFromJazzCashCode('999')).toEqual({
      status: PaymentStatus.FAILURE,
      message: 'The payment failed (JazzCash response code 999).',
    });
    expect(paymentStatusFromJazzCashCode('999', '   ').message).toBe(
      'The payment failed (JazzCash response code 999).',
    );
    expect(paymentStatusFromJazzCashCode('  ').message).toBe(
      'The payment failed (JazzCash response code missing).',
    );
  });

  it('does not treat inherited object keys as codes', () => {
    expect(paymentStatusFromJazzCashCode('toString').status).toBe(PaymentStatus.FAILURE);
    expect(paymentStatusFromJazzCashCode('__proto__').status).toBe(PaymentStatus.FAILURE);
  });

  it('never reports success for a code outside the table', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (code, message) => {
        const outcome = paymentStatusFromJazzCashCode(code, message);
        expect(outcome.message.trim()).not.toBe('');
        if (!Object.hasOwn(JAZZCASH_RESPONSE_CODES, code.trim()))
          expect(outcome.status).toBe(PaymentStatus.FAILURE);
      }),
    );
  });
});

describe('payment filters', () => {
  it('shows paid under Cleared, failed under Failed, unsettled under Pending, everything under All', () => {
    expect(PAYMENT_FILTER_STATUSES[PaymentFilter.Cleared]).toEqual([PaymentStatus.SUCCESS]);
    expect(PAYMENT_FILTER_STATUSES[PaymentFilter.Failed]).toEqual([PaymentStatus.FAILURE]);
    expect(PAYMENT_FILTER_STATUSES[PaymentFilter.Pending]).toEqual([
      PaymentStatus.PENDING,
      PaymentStatus.NOT_STARTED,
      PaymentStatus.STARTED,
    ]);
    expect([...PAYMENT_FILTER_STATUSES[PaymentFilter.All]].sort()).toEqual(
      Object.values(PaymentStatus).sort(),
    );
  });

  it('puts every status under exactly one filter besides All', () => {
    for (const status of Object.values(PaymentStatus)) {
      const filters = [PaymentFilter.Cleared, PaymentFilter.Pending, PaymentFilter.Failed].filter((filter) =>
        paymentMatchesFilter(status, filter),
      );
      expect(filters).toHaveLength(1);
      expect(paymentMatchesFilter(status, PaymentFilter.All)).toBe(true);
    }
  });

  it('answers per status and filter', () => {
    expect(paymentMatchesFilter(PaymentStatus.SUCCESS, PaymentFilter.Cleared)).toBe(true);
    expect(paymentMatchesFilter(PaymentStatus.SUCCESS, PaymentFilter.Pending)).toBe(false);
  });
});

describe('isPayable', () => {
  it('lets a payment that was never made, left at the gateway or failed be paid', () => {
    expect(isPayable(PaymentStatus.NOT_STARTED)).toBe(true);
    expect(isPayable(PaymentStatus.STARTED)).toBe(true);
    expect(isPayable(PaymentStatus.FAILURE)).toBe(true);
    expect(PAYABLE_STATUSES).toHaveLength(3);
  });

  it('never lets a paid or pending payment be paid again', () => {
    expect(isPayable(PaymentStatus.SUCCESS)).toBe(false);
    expect(isPayable(PaymentStatus.PENDING)).toBe(false);
  });

  it('agrees with the JazzCash codes: a pending code leaves nothing to pay, a failed one does', () => {
    expect(isPayable(paymentStatusFromJazzCashCode('124').status)).toBe(false);
    expect(isPayable(paymentStatusFromJazzCashCode('000').status)).toBe(false);
    expect(isPayable(paymentStatusFromJazzCashCode('112').status)).toBe(true);
  });

  it('refuses a code that is not a status', () => {
    expect(isPayable(7)).toBe(false);
  });
});
