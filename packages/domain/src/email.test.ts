import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, EMAIL_REGEX, isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    'ali@example.com',
    'ali.khan+demo@clinic.com.pk',
    'a@b.co',
    'DR.SARA@Hospital.PK',
    "o'brien@example.ie",
    'ali_khan-1@sub-domain.example.pk',
    // Letters of any script, in the name and in the domain.
    'عائشہ@example.pk',
    'ayesha@مثال.پاکستان',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no @', 'ali'],
    ['nothing after @', 'ali@'],
    ['nothing before @', '@example.com'],
    ['no dot in the domain', 'ali@example'],
    ['two @', 'ali@@example.com'],
    ['an @ in the domain', 'ali@exa@mple.com'],
    ['a space inside', 'ali khan@example.com'],
    ['an empty label', 'ali@example..com'],
    ['a leading dot in the domain', 'ali@.example.com'],
    ['a trailing dot', 'ali@example.com.'],
    ['a leading space', ' ali@example.com'],
    ['a trailing space', 'ali@example.com '],
    ['a trailing newline', 'ali@example.com\n'],
    ['a tab', 'ali\t@example.com'],
    ['a no-break space', 'ali\u00a0@example.com'],
    ['an ideographic space', 'ali@example\u3000.com'],
    ['a control character', 'ali\u0001@example.com'],
    ['a NUL', 'ali@example.com\u0000'],
    ['DEL', 'ali\u007f@example.com'],
  ])('rejects %s: %j', (_label, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('accepts 254 characters and rejects 255', () => {
    const domain = '@example.com';
    expect(isValidEmail('a'.repeat(EMAIL_MAX_LENGTH - domain.length) + domain)).toBe(true);
    expect(isValidEmail('a'.repeat(EMAIL_MAX_LENGTH + 1 - domain.length) + domain)).toBe(false);
    expect(EMAIL_MAX_LENGTH).toBe(254);
  });

  it('counts characters as JSON Schema does (code points), so an emoji counts once', () => {
    const domain = '@example.com';
    const local = '😀'.repeat(EMAIL_MAX_LENGTH - domain.length);
    // 484 UTF-16 units, 254 characters.
    expect(isValidEmail(local + domain)).toBe(true);
    expect(isValidEmail(`a${local}${domain}`)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isValidEmail(null)).toBe(false);
    expect(isValidEmail(undefined)).toBe(false);
    expect(isValidEmail(42)).toBe(false);
    expect(isValidEmail({ email: 'ali@example.com' })).toBe(false);
  });

  it('never throws, and anything accepted has one @, a dot after it and no whitespace', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const accepted = isValidEmail(text);
        const [, domain = ''] = text.split('@');
        expect(!accepted || (text.split('@').length === 2 && domain.includes('.') && !/\s/.test(text))).toBe(
          true,
        );
      }),
    );
  });
});

describe('EMAIL_PATTERN', () => {
  it('is the source of EMAIL_REGEX, read the same with and without the u flag', () => {
    expect(EMAIL_REGEX.source).toBe(new RegExp(EMAIL_PATTERN, 'u').source);
    expect(EMAIL_REGEX.flags).toBe('u');
    const plain = new RegExp(EMAIL_PATTERN);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(plain.test(text)).toBe(EMAIL_REGEX.test(text));
      }),
    );
    for (const email of ['ali@example.com', 'ayesha@مثال.پاکستان', 'ali@example', 'a\u0001@b.co']) {
      expect(plain.test(email), email).toBe(EMAIL_REGEX.test(email));
    }
  });
});
