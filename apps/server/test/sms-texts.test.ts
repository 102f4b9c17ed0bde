import { LOCALES } from '@aafiyat/domain';
import { describe, expect, it } from 'vitest';
import { smsTexts } from '../src/i18n/smsTexts';

describe('the SMS texts', () => {
  it('say every kind of code in every language, with the code and its lifetime in Western digits', () => {
    for (const locale of LOCALES) {
      for (const text of Object.values(smsTexts[locale])) {
        const sms = text('123456', '5');
        expect(sms).toContain('123456');
        expect(sms).toContain('5');
        expect(sms).not.toMatch(/[۰-۹]/);
      }
    }
    expect(Object.keys(smsTexts.ur)).toEqual(Object.keys(smsTexts.en));
  });

  it('fit one SMS each: 160 characters in English, 70 in Urdu (UCS-2)', () => {
    for (const text of Object.values(smsTexts.en))
      expect(text('123456', '5').length).toBeLessThanOrEqual(160);
    // An Urdu SMS is sent in UCS-2, where one message holds 70 characters.
    for (const text of Object.values(smsTexts.ur))
      expect(text('123456', '10').length).toBeLessThanOrEqual(70);
  });
});
