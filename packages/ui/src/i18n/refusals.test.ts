import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtInCatalogs } from './builtIn';
import { codeMessage, refusalMessage } from './refusals';
import { createTranslator } from './translator';

const en = createTranslator('en', builtInCatalogs.en);
const ur = createTranslator('ur', builtInCatalogs.ur);

/** A failure shaped as `@aafiyat/api`'s ApiError. */
const apiError = (init: { kind: string; code?: string | null; status?: number | null; message?: string }) =>
  Object.assign(new Error(init.message ?? 'The server said so.'), { code: null, status: null, ...init });

describe('a failure in the page’s language', () => {
  it('keeps the server’s own sentence on an English page', () => {
    expect(
      refusalMessage(
        en,
        'en',
        apiError({
          kind: 'http',
          code: 'otp_invalid',
          status: 400,
          message: 'That code is not right. You have 2 tries left.',
        }),
      ),
    ).toBe('That code is not right. You have 2 tries left.');
  });

  it('turns the server’s code into Urdu on an Urdu page', () => {
    expect(refusalMessage(ur, 'ur', apiError({ kind: 'http', code: 'otp_invalid', status: 400 }))).toBe(
      ur('Refusal.otpInvalid'),
    );
    expect(ur('Refusal.otpInvalid')).toMatch(/[\u0600-\u06FF]/);
  });

  it('says a network failure, a time-out and an unknown code by their kind or status', () => {
    expect(refusalMessage(ur, 'ur', apiError({ kind: 'network' }))).toBe(ur('Refusal.network'));
    expect(refusalMessage(ur, 'ur', apiError({ kind: 'timeout' }))).toBe(ur('Refusal.timeout'));
    expect(refusalMessage(ur, 'ur', apiError({ kind: 'http', code: 'something_new', status: 429 }))).toBe(
      ur('Refusal.rateLimited'),
    );
    expect(refusalMessage(ur, 'ur', apiError({ kind: 'http', status: 503 }))).toBe(ur('Refusal.failed'));
    expect(refusalMessage(ur, 'ur', { thrown: true })).toBe(ur('Refusal.failed'));
    expect(refusalMessage(ur, 'ur', 'a string')).toBe(ur('Refusal.failed'));
  });

  it('keeps a sentence the page worded itself (an error with no code and no kind)', () => {
    expect(refusalMessage(ur, 'ur', new Error('1 منٹ بعد دوبارہ کوشش کریں۔'))).toBe(
      '1 منٹ بعد دوبارہ کوشش کریں۔',
    );
  });

  it('keeps the spec’s general sentence in English', () => {
    expect(en('Refusal.failed')).toBe('Something went wrong try again!');
  });

  it('knows the words of a code, and says so when it does not', () => {
    expect(codeMessage(ur, 'phone_taken')).toBe(ur('Refusal.phoneTaken'));
    expect(codeMessage(ur, 'no_such_code')).toBeUndefined();
  });
});

describe('the contract’s refusals', () => {
  // Each refusal the contract describes by its status and code ("a taken slot answers 409 `slot_unavailable`"),
  // read from the contract's own words: a page in Urdu says each of them in Urdu, not the general sentence of its
  // status ("this changed in the meantime" for a slot someone else just booked).
  const contract = readFileSync(new URL('../../../api/openapi.yaml', import.meta.url), 'utf8');
  const codes = [
    ...new Set([...contract.matchAll(/\b[45]\d\d,? `([a-z_]+)`/g)].map((match) => match[1] ?? '')),
  ];

  it('names refusals by their codes', () => {
    expect(codes.length).toBeGreaterThan(10);
    expect(codes).toContain('slot_unavailable');
  });

  it.each(codes)('`%s` has its own sentence in both catalogs', (code) => {
    const english = codeMessage(en, code);
    const urdu = codeMessage(ur, code);
    expect(english).toBeDefined();
    expect(urdu).toMatch(/[\u0600-\u06FF]/);
  });
});
