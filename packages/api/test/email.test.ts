// The contract's email rule is the domain's: the `Email` schema carries EMAIL_PATTERN and EMAIL_MAX_LENGTH, and
// a JSON Schema validator of it accepts exactly what isValidEmail accepts.
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isValidEmail } from '@aafiyat/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolve, validatorAt } from '../src/testing/contract';

const email = resolve({ $ref: '#/components/schemas/Email' }) as {
  pattern?: string;
  maxLength?: number;
  format?: string;
};
const validate = validatorAt('#/components/schemas/Email');

describe('the contract’s Email schema', () => {
  it('states the domain’s pattern and length, and no format with a rule of its own', () => {
    expect(email.pattern).toBe(EMAIL_PATTERN);
    expect(email.maxLength).toBe(EMAIL_MAX_LENGTH);
    expect(email.format).toBeUndefined();
  });

  it.each([
    'ali@example.com',
    'ali.khan+demo@clinic.com.pk',
    'a@b.co',
    'ayesha@مثال.پاکستان',
    'ali@example',
    'ali@example.',
    'ali@example..pk',
    'ali@.example.pk',
    'ali khan@example.pk',
    ' ali@example.pk',
    'ali@example.pk ',
    'ali\u0001@example.pk',
    'ali@@example.pk',
    '@example.pk',
    `${'a'.repeat(EMAIL_MAX_LENGTH - 12)}@example.com`,
    `${'a'.repeat(EMAIL_MAX_LENGTH - 11)}@example.com`,
    `${'😀'.repeat(EMAIL_MAX_LENGTH - 12)}@example.com`,
  ])('judges %j as isValidEmail does', (text) => {
    expect(validate(text)).toBe(isValidEmail(text));
  });

  it('agrees with isValidEmail on generated addresses and on any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.emailAddress(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })),
        (text) => {
          expect(validate(text)).toBe(isValidEmail(text));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
