import { REVIEW_TEXT_MAX_LENGTH } from '@aafiyat/domain';
import { describe, expect, it } from 'vitest';
import { builtInCatalogs } from '../../i18n/builtIn';
import { createTranslator } from '../../i18n/translator';
import { checkReview } from './reviewFormCheck';

const english = createTranslator('en', builtInCatalogs.en);
const urdu = createTranslator('ur', builtInCatalogs.ur);

describe('checkReview', () => {
  it('asks for a rating, in the page’s language', () => {
    expect(checkReview(english, { rating: null, text: '' })).toEqual({
      ok: false,
      errors: { rating: 'Choose a rating from 1 to 5 stars.' },
    });
    expect(checkReview(urdu, { rating: null, text: '' })).toEqual({
      ok: false,
      errors: { rating: '1 سے 5 ستاروں تک کوئی ریٹنگ منتخب کریں۔' },
    });
  });

  it('counts the words as they are kept: 1,000 characters pass, 1,001 do not, trailing space is not counted', () => {
    const limit = 'a'.repeat(REVIEW_TEXT_MAX_LENGTH);
    expect(checkReview(english, { rating: 4, text: `${limit}   \n\n` })).toEqual({
      ok: true,
      value: { rating: 4, text: limit },
    });
    expect(checkReview(english, { rating: 4, text: `${limit}b` })).toEqual({
      ok: false,
      errors: { text: 'Write no more than 1,000 characters.' },
    });
  });

  it('says every problem at once, and sends the words normalised', () => {
    expect(checkReview(english, { rating: null, text: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) })).toEqual({
      ok: false,
      errors: {
        rating: 'Choose a rating from 1 to 5 stars.',
        text: 'Write no more than 1,000 characters.',
      },
    });
    expect(checkReview(english, { rating: 5, text: ' Kind.\r\n\r\n\r\nThorough. ' })).toEqual({
      ok: true,
      value: { rating: 5, text: 'Kind.\n\nThorough.' },
    });
  });
});
