// The review form's check, free of React: the domain's rules (`reviewProblems`) said under the fields they are
// about, in the translator's language, and the review as it is sent (its words normalised).
import {
  formatWholeNumber,
  normalizeReviewText,
  RATING_MAX,
  RATING_MIN,
  REVIEW_TEXT_MAX_LENGTH,
  reviewProblems,
  type ReviewRating,
} from '@aafiyat/domain';
import type { FieldErrors, FormCheck } from '../../forms/formErrors';
import type { Translate } from '../../i18n/translator';

/** The review form's fields, in the order they are shown (and focused when wrong). */
export const reviewFormFields = ['rating', 'text'] as const;
/** One of {@link reviewFormFields}. */
export type ReviewFormField = (typeof reviewFormFields)[number];

/** What the person has chosen and typed: no rating until a star is chosen. */
export interface ReviewFormValues {
  rating: ReviewRating | null;
  text: string;
}

/** A review as the form sends it. */
export interface ReviewFormReview {
  /** The stars chosen. */
  rating: ReviewRating;
  /** The words, normalised by `normalizeReviewText` (may be empty: they are optional). */
  text: string;
}

/** The sentence under each field at fault. */
export type ReviewFormErrors = FieldErrors<ReviewFormField>;

/** Checks the values with `reviewProblems`: the review to send, or the sentence under each field at fault. */
export function checkReview(
  t: Translate,
  values: ReviewFormValues,
): FormCheck<ReviewFormField, ReviewFormReview> {
  const problems = reviewProblems(values);
  const errors: ReviewFormErrors = {};
  if (problems.rating === 'required')
    errors.rating = t('ReviewForm.ratingRequired', { min: RATING_MIN, max: RATING_MAX });
  if (problems.text === 'too_long')
    errors.text = t('ReviewForm.textTooLong', { max: formatWholeNumber(REVIEW_TEXT_MAX_LENGTH) });
  if (values.rating === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { rating: values.rating, text: normalizeReviewText(values.text) } };
}
