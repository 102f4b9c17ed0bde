/**
 * Reviews from verified visits: who may review a doctor, what a review holds, and how its author is named. The
 * server enforces them, the patient's profile offers "Rate your visit" by them, and the review form checks by
 * them before sending.
 */
import type { RATING_MAX, RATING_MIN } from './doctorProfile';
import { PaymentStatus } from './enums';
import { pakistanInstant } from './time';

/** The ratings a review may give: {@link RATING_MIN} (poor) to {@link RATING_MAX} (excellent) stars. */
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const satisfies readonly number[] & {
  0: typeof RATING_MIN;
  4: typeof RATING_MAX;
};

/** One of {@link REVIEW_RATINGS}. */
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/** The longest a review's words may be, in characters. */
export const REVIEW_TEXT_MAX_LENGTH = 1000;

/** True when `value` is a whole number of stars from 1 to 5. */
export function isReviewRating(value: unknown): value is ReviewRating {
  return (REVIEW_RATINGS as readonly unknown[]).includes(value);
}

/**
 * A review's words as they are kept: line endings made `\n`, each line's trailing spaces and the whole text's
 * surrounding blank space dropped, and no more than one empty line in a row.
 */
export function normalizeReviewText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** What is wrong with a review before it is sent, per field (`rating` not chosen, `text` too long). */
export interface ReviewProblems {
  rating?: 'required';
  text?: 'too_long';
}

/** The problems of a review's rating (`null` before one is chosen) and words; empty when it may be sent. */
export function reviewProblems(review: { rating: number | null; text: string }): ReviewProblems {
  const problems: ReviewProblems = {};
  if (!isReviewRating(review.rating)) problems.rating = 'required';
  if (normalizeReviewText(review.text).length > REVIEW_TEXT_MAX_LENGTH) problems.text = 'too_long';
  return problems;
}

/**
 * Whether a patient may review an appointment: `reviewable` once it is paid and its time has come (a completed
 * visit), `not_paid` before it is paid, `not_yet` before its time. Whether it was already reviewed is the
 * database's to say.
 */
export type ReviewEligibility = 'reviewable' | 'not_paid' | 'not_yet';

/** {@link ReviewEligibility} of an appointment (Pakistan date and time) at `now`. */
export function reviewEligibility(
  appointment: { date: string; time: string; paymentStatus: number },
  now: Date,
): ReviewEligibility {
  if (appointment.paymentStatus !== PaymentStatus.SUCCESS) return 'not_paid';
  const at = pakistanInstant(appointment.date, appointment.time);
  return at !== null && at.getTime() <= now.getTime() ? 'reviewable' : 'not_yet';
}

/**
 * How a review names its author: the first name and the initial of the surname (`Ayesha Khan` → `Ayesha K.`,
 * `محمد علی خان` → `محمد خ.`); a single name as it is.
 */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  if (last === undefined) return first;
  // The initial is the surname's first character, a whole one even outside the Basic Multilingual Plane.
  return `${first} ${last.replace(/^(.).*$/su, '$1')}.`;
}

/** How many reviews a doctor's profile shows a page. */
export const REVIEWS_PAGE_SIZE = 10;

/** The query parameter of a doctor's profile that names which page of reviews it shows (`?reviews=2`). */
export const REVIEWS_PAGE_QUERY = 'reviews';

/**
 * The page of reviews a profile's query asks for (`?reviews=2`, with or without its `?`): a whole number from 1
 * (to 9999), else the first.
 */
export function reviewsPageOf(search: string): number {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [key, value = ''] = pair.split('=');
    if (key === REVIEWS_PAGE_QUERY && /^[1-9]\d{0,3}$/.test(value)) return Number(value);
  }
  return 1;
}
