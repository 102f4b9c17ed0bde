// A rating's stars, drawn for the eye only: the words beside them (or the radio's name) say the rating. Shared by
// the rating input and the list of reviews, so a star looks the same wherever it is.
import { REVIEW_RATINGS } from '@aafiyat/domain';
import { row, star, type StarVariants } from './RatingStars.css';

/** How a star is drawn: `filled` up to the rating, `preview` up to a star pointed at, `empty` after. */
export type StarFill = NonNullable<StarVariants['fill']>;

/** One star, hidden from screen readers. */
export function Star({ fill, size }: { fill: StarFill; size: NonNullable<StarVariants['size']> }) {
  return (
    <svg
      className={star({ fill, size })}
      data-fill={fill}
      viewBox="0 0 24 24"
      strokeWidth="1.5"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55-4.76-4.64 6.58-.96z" />
    </svg>
  );
}

/**
 * A whole rating as a row of stars (filled up to `rating`, the rest empty), running from the start of the line: from
 * the right in Urdu. Hidden from screen readers; say the rating in words beside it.
 */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <span className={row} aria-hidden="true" data-rating={rating}>
      {REVIEW_RATINGS.map((stars) => (
        <Star key={stars} fill={stars <= rating ? 'filled' : 'empty'} size="small" />
      ))}
    </span>
  );
}
