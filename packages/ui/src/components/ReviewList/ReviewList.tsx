import { useId, type ReactNode } from 'react';
import { isReviewRating, RATING_MAX } from '@aafiyat/domain';
import { useMessages } from '../../i18n/I18nContext';
import { formatIsoDate } from '../../i18n/format';
import { RatingStars } from '../../internal/RatingStars';
import { Badge } from '../../primitives/Badge';
import { dataAttributes } from '../../primitives/Button/Button';
import { Heading } from '../../primitives/Heading';
import * as styles from './ReviewList.css';

/** The levels a review's author heading may take, under the caller's "Reviews" heading. */
export const reviewListHeadingLevels = [3, 4] as const;

/** A review from a verified visit, as the API answers it. */
export interface ReviewItem {
  /** The review's id, the list's key. */
  id: number | string;
  /** Its author as the review names them: first name and the surname's initial ("Ayesha K.", `reviewerName`). */
  author: string;
  /** The stars given, 1 to 5 (`REVIEW_RATINGS` of `@aafiyat/domain`); any other value shows no rating. */
  rating: number;
  /** The patient's words, shown as plain text with their line breaks; may be empty. */
  text: string;
  /** The day it was written, `YYYY-MM-DD`; shown in the page's language, or not at all when it is no date. */
  date: string;
}

export interface ReviewListProps {
  /** The reviews, in the order to show them (newest first is the caller's to give); an empty list says none yet. */
  reviews: readonly ReviewItem[];
  /** The level of each review's author heading in the page outline, under the caller's own heading. */
  headingLevel?: (typeof reviewListHeadingLevels)[number];
  /** Shown after the list (pagination, a "more reviews" link), and after the empty state. */
  footer?: ReactNode;
  /** Test and analytics hooks, rendered as `data-*` attributes on the root. */
  data?: Record<string, string>;
}

/**
 * A doctor's reviews from verified visits: each an article in a list, named by its author's heading, with the day
 * it was written, the rating (stars for the eye, "Rated 4 out of 5" for everyone), a "Verified visit" badge and the
 * patient's words as plain text (markup in them shows as written; line breaks kept). With none, a sentence says
 * who may review. A screen reader moves between reviews by heading or by article.
 */
export function ReviewList({ reviews, headingLevel = 3, footer, data }: ReviewListProps) {
  const t = useMessages();
  return (
    <div className={styles.root} {...dataAttributes(data)}>
      {reviews.length === 0 ? (
        <p className={styles.empty}>{t('ReviewList.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.item}>
              <ReviewListEntry review={review} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      )}
      {footer}
    </div>
  );
}

function ReviewListEntry({
  review,
  headingLevel,
}: {
  review: ReviewItem;
  headingLevel: (typeof reviewListHeadingLevels)[number];
}) {
  const t = useMessages();
  const authorId = useId();
  const date = formatIsoDate(t, review.date);
  const text = review.text.trim();
  return (
    <article className={styles.review} aria-labelledby={authorId} data-review-id={String(review.id)}>
      <header className={styles.header}>
        <Heading level={headingLevel} size="small" id={authorId}>
          {/* A name in either script keeps its own direction ("Ayesha K." on an Urdu page). */}
          <bdi className={styles.author}>{review.author}</bdi>
        </Heading>
        {date === null ? null : (
          <p className={styles.date}>
            <time dateTime={review.date}>{date}</time>
          </p>
        )}
      </header>
      <div className={styles.standing}>
        {isReviewRating(review.rating) ? (
          <p className={styles.rating}>
            <RatingStars rating={review.rating} />
            <span>{t('ReviewList.rated', { rating: review.rating, max: RATING_MAX })}</span>
          </p>
        ) : null}
        <Badge tone="positive" icon="checkCircle" data={{ badge: 'verifiedVisit' }}>
          {t('ReviewList.verified')}
        </Badge>
      </div>
      {/* Plain React text, never HTML; `dir="auto"` lets an Urdu review on an English page read right to left. */}
      {text === '' ? null : (
        <p className={styles.text} dir="auto">
          {text}
        </p>
      )}
    </article>
  );
}
