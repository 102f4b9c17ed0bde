import { describe, expect, it } from 'vitest';
import { PaymentStatus } from './enums';
import {
  isReviewRating,
  normalizeReviewText,
  REVIEW_TEXT_MAX_LENGTH,
  reviewEligibility,
  reviewerName,
  reviewProblems,
  reviewsPageOf,
} from './reviews';

describe('isReviewRating', () => {
  it('takes whole stars from 1 to 5 and nothing else', () => {
    expect([1, 2, 3, 4, 5].every(isReviewRating)).toBe(true);
    for (const value of [0, 6, 4.5, '5', null, undefined, Number.NaN])
      expect(isReviewRating(value)).toBe(false);
  });
});

describe('normalizeReviewText', () => {
  it('keeps the words, with one kind of line ending and at most one empty line in a row', () => {
    expect(normalizeReviewText('  Very kind doctor.  \r\n\r\n\r\n\r\nListened well.\rThanks   \n')).toBe(
      'Very kind doctor.\n\nListened well.\nThanks',
    );
  });

  it('leaves markup as text: it is shown, never run', () => {
    expect(normalizeReviewText('<b>great</b>')).toBe('<b>great</b>');
  });
});

describe('reviewProblems', () => {
  it('asks for a rating, and takes the words up to the limit', () => {
    expect(reviewProblems({ rating: null, text: '' })).toEqual({ rating: 'required' });
    expect(reviewProblems({ rating: 5, text: 'a'.repeat(REVIEW_TEXT_MAX_LENGTH) })).toEqual({});
    // Surrounding blank space is not counted: it is not kept.
    expect(reviewProblems({ rating: 4, text: ` ${'a'.repeat(REVIEW_TEXT_MAX_LENGTH)} ` })).toEqual({});
  });

  it('refuses words beyond the limit and a rating out of range', () => {
    expect(reviewProblems({ rating: 7, text: 'a'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) })).toEqual({
      rating: 'required',
      text: 'too_long',
    });
  });
});

describe('reviewEligibility', () => {
  // 10:00 in Pakistan on 2026-11-27.
  const now = new Date('2026-11-27T05:00:00Z');
  const paid = PaymentStatus.SUCCESS;

  it('takes a paid visit whose time has come', () => {
    expect(reviewEligibility({ date: '2026-11-20', time: '18:30', paymentStatus: paid }, now)).toBe(
      'reviewable',
    );
    expect(reviewEligibility({ date: '2026-11-27', time: '10:00', paymentStatus: paid }, now)).toBe(
      'reviewable',
    );
  });

  it('refuses a visit still to come, and one not paid', () => {
    expect(reviewEligibility({ date: '2026-11-27', time: '10:30', paymentStatus: paid }, now)).toBe(
      'not_yet',
    );
    expect(reviewEligibility({ date: 'not a date', time: '10:30', paymentStatus: paid }, now)).toBe(
      'not_yet',
    );
    for (const status of [
      PaymentStatus.PENDING,
      PaymentStatus.FAILURE,
      PaymentStatus.NOT_STARTED,
      PaymentStatus.STARTED,
    ]) {
      expect(reviewEligibility({ date: '2026-11-20', time: '18:30', paymentStatus: status }, now)).toBe(
        'not_paid',
      );
    }
  });
});

describe('reviewerName', () => {
  it('names the first name and the initial of the surname', () => {
    expect(reviewerName('Ayesha Khan')).toBe('Ayesha K.');
    expect(reviewerName('  Muhammad   Ali   Raza ')).toBe('Muhammad R.');
    expect(reviewerName('محمد علی خان')).toBe('محمد خ.');
  });

  it('keeps a single name as it is', () => {
    expect(reviewerName('Zainab')).toBe('Zainab');
    expect(reviewerName('')).toBe('');
  });
});

describe('reviewsPageOf', () => {
  it("reads the page of reviews a profile's query asks for", () => {
    expect(reviewsPageOf('?reviews=3')).toBe(3);
    expect(reviewsPageOf('book=online&reviews=12')).toBe(12);
  });

  it('takes the first page for anything else', () => {
    for (const search of [
      '',
      '?',
      '?reviews',
      '?reviews=0',
      '?reviews=-2',
      '?reviews=2.5',
      '?reviews=12345',
      '?page=4',
    ]) {
      expect(reviewsPageOf(search)).toBe(1);
    }
  });
});
