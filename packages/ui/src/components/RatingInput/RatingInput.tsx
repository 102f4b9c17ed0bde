import { useId, useState, type Ref } from 'react';
import { REVIEW_RATINGS, type ReviewRating } from '@aafiyat/domain';
import { Icon } from '../../icons/icons';
import { useMessages } from '../../i18n/I18nContext';
import type { MessageKey, Translate } from '../../i18n/translator';
import { Star, type StarFill } from '../../internal/RatingStars';
import { dataAttributes } from '../../primitives/Button/Button';
import * as fieldStyles from '../../primitives/Field/Field.css';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './RatingInput.css';

export interface RatingInputProps {
  /** The question the stars answer, shown as the group's legend ("Your rating"). */
  label: string;
  /** The radios' form field name. */
  name: string;
  /** The chosen number of stars, or `null` before one is chosen (controlled). */
  value: ReviewRating | null;
  /** Called with the number of stars chosen, by pointer, touch or keyboard. */
  onChange: (value: ReviewRating) => void;
  /**
   * What is wrong, shown under the stars after the person submits (the caller's words). Marks the group
   * `aria-invalid` and is read with it through `aria-describedby`.
   */
  error?: string | undefined;
  /** The stars cannot be chosen and are skipped by the keyboard. */
  disabled?: boolean | undefined;
  /** A rating must be chosen: a marker beside the legend, and each radio is `required`. */
  required?: boolean | undefined;
  /** Test and analytics hooks, rendered as `data-*` attributes on the group. */
  data?: Record<string, string> | undefined;
  /** Forwarded to the group (the `<fieldset>`); a form focuses its first star through it. */
  ref?: Ref<HTMLFieldSetElement> | undefined;
}

/** Each rating's word, as the radios and the chosen line say it. */
const RATING_WORDS = {
  1: 'RatingInput.word.1',
  2: 'RatingInput.word.2',
  3: 'RatingInput.word.3',
  4: 'RatingInput.word.4',
  5: 'RatingInput.word.5',
} as const satisfies Record<ReviewRating, MessageKey>;

/** A rating in words: "4 stars — Very good", "4 ستارے، بہت اچھا". */
function ratingOptionLabel(t: Translate, stars: ReviewRating): string {
  return t('RatingInput.option', { stars, word: t(RATING_WORDS[stars]) });
}

/** How a star is drawn: up to the star pointed at (hovered or focused) lighter, up to the chosen one filled. */
function starFill(stars: ReviewRating, value: ReviewRating | null, pointed: ReviewRating | null): StarFill {
  const shown = pointed ?? value;
  if (shown === null || stars > shown) return 'empty';
  return shown === value ? 'filled' : 'preview';
}

/**
 * Choosing 1 to 5 stars: a group named by its legend, five native radios (so arrow keys, Tab and screen readers
 * work as they do on any radio group), each named in words ("4 stars — Very good") and drawn as a star, filled up to
 * the chosen one (and, lighter, up to the one hovered or focused). A line under the stars names the choice; an error
 * goes under it. The stars run from the start of the line, from the right in Urdu.
 */
export function RatingInput({
  label,
  name,
  value,
  onChange,
  error,
  disabled = false,
  required = false,
  data,
  ref,
}: RatingInputProps) {
  const t = useMessages();
  const errorId = useId();
  const [hovered, setHovered] = useState<ReviewRating | null>(null);
  const [focused, setFocused] = useState<ReviewRating | null>(null);
  const pointed = disabled ? null : (hovered ?? focused);
  return (
    <fieldset
      ref={ref}
      className={fieldStyles.root}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? 'true' : undefined}
      {...dataAttributes(data)}
    >
      <legend className={fieldStyles.label}>
        {label}
        {/* Decoration: each radio says "required" itself. */}
        {required ? (
          <span className={fieldStyles.requiredMarker} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div
        className={styles.stars}
        onPointerLeave={() => {
          setHovered(null);
        }}
      >
        {REVIEW_RATINGS.map((stars) => {
          const fill = starFill(stars, value, pointed);
          return (
            <label
              key={stars}
              className={styles.option}
              data-fill={fill}
              onPointerEnter={() => {
                setHovered(stars);
              }}
            >
              <input
                className={styles.input}
                type="radio"
                name={name}
                value={String(stars)}
                checked={value === stars}
                required={required}
                onChange={() => {
                  onChange(stars);
                }}
                onFocus={() => {
                  setFocused(stars);
                }}
                onBlur={() => {
                  setFocused(null);
                }}
              />
              <Star fill={fill} size="large" />
              <VisuallyHidden>{ratingOptionLabel(t, stars)}</VisuallyHidden>
            </label>
          );
        })}
      </div>
      <p className={styles.chosen} data-state={value === null ? 'none' : 'chosen'}>
        {value === null ? t('RatingInput.none') : ratingOptionLabel(t, value)}
      </p>
      {error ? (
        <div id={errorId} className={fieldStyles.error} data-state="error">
          <Icon name="alertCircle" />
          <span>{error}</span>
        </div>
      ) : null}
    </fieldset>
  );
}
