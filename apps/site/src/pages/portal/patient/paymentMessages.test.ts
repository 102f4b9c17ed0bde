import type { Schema } from '@aafiyat/api';
import { JAZZCASH_RESPONSE_CODES, PaymentStatus, type KnownJazzCashCode } from '@aafiyat/domain';
import { describe, expect, it } from 'vitest';
import { english } from '../../../i18n/english';
import { siteTranslator } from '../../../i18n/language';
import { urdu } from '../../../i18n/urdu';
import { JAZZCASH_CODE_MESSAGES, paymentResultMessage } from './paymentMessages';

const t = siteTranslator(english);
const tUrdu = siteTranslator(urdu);

function result(status: PaymentStatus, message: string, code?: string): Schema<'PaymentStatusResult'> {
  return { appointment_id: 1042, status, message, ...(code === undefined ? {} : { response_code: code }) };
}

describe('the JazzCash response codes in the catalog', () => {
  it('has every code the domain knows, its English the domain’s meaning', () => {
    expect(Object.keys(JAZZCASH_CODE_MESSAGES).sort()).toEqual(Object.keys(JAZZCASH_RESPONSE_CODES).sort());
    for (const [code, key] of Object.entries(JAZZCASH_CODE_MESSAGES)) {
      expect(t(key)).toBe(JAZZCASH_RESPONSE_CODES[code as KnownJazzCashCode].meaning);
    }
  });
});

describe('paymentResultMessage', () => {
  it('says the status’s own sentence before JazzCash has said anything', () => {
    expect(paymentResultMessage(t, 'en', null, 'Checkout.success.message')).toBe(
      'Your payment was received. Thank you.',
    );
    expect(paymentResultMessage(tUrdu, 'ur', null, 'Checkout.success.message')).toBe(
      'آپ کی ادائیگی موصول ہو گئی ہے۔ شکریہ۔',
    );
  });

  it('shows the server’s sentence as it is on an English page, a gateway’s own words included', () => {
    const gateway = result(PaymentStatus.FAILURE, 'Card declined by issuer.', '999');
    expect(paymentResultMessage(t, 'en', gateway, 'Checkout.failed.message')).toBe(
      'Card declined by issuer.',
    );
  });

  it('says it in Urdu by the response code, else by the status', () => {
    const cancelled = result(PaymentStatus.FAILURE, JAZZCASH_RESPONSE_CODES['112'].meaning, '112');
    expect(paymentResultMessage(tUrdu, 'ur', cancelled, 'Checkout.failed.message')).toBe(
      'آپ نے ادائیگی منسوخ کر دی۔',
    );
    const unknown = result(PaymentStatus.FAILURE, 'Card declined by issuer.', '999');
    expect(paymentResultMessage(tUrdu, 'ur', unknown, 'Checkout.failed.message')).toBe(
      'ادائیگی نہیں ہو سکی۔',
    );
    // A code that does not give the payment's status does not speak for it.
    const stale = result(PaymentStatus.STARTED, 'Waiting.', '000');
    expect(paymentResultMessage(tUrdu, 'ur', stale, 'Checkout.started.message')).toBe(
      tUrdu('Checkout.started.message'),
    );
  });

  it('says a pending payment is followed until JazzCash confirms it', () => {
    const pending = result(PaymentStatus.PENDING, 'Pending.', ' 124 ');
    expect(paymentResultMessage(tUrdu, 'ur', pending, 'Checkout.pending.message')).toBe(
      `${tUrdu('Checkout.jazzcash.code124')} ${tUrdu('Checkout.pending.update')}`,
    );
    const uncoded = result(PaymentStatus.PENDING, 'Pending.');
    expect(paymentResultMessage(tUrdu, 'ur', uncoded, 'Checkout.pending.message')).toBe(
      `${tUrdu('Checkout.pending.message')} ${tUrdu('Checkout.pending.update')}`,
    );
  });
});
