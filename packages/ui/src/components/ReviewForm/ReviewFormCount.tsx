import { useEffect, useState } from 'react';
import { formatWholeNumber, REVIEW_TEXT_MAX_LENGTH } from '@aafiyat/domain';
import { useMessages } from '../../i18n/I18nContext';
import {
  CHARACTER_COUNT_ANNOUNCE_DELAY_MS,
  characterCountNearAt,
  characterLimitLabel,
} from '../../primitives/Field/CharacterCount';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { count as countClass } from './ReviewForm.css';

/** Where the count stands: far from the limit, near it (a tenth of it left), or past it. */
export type ReviewFormCountState = 'normal' | 'near' | 'over';

/** Where a review's length stands against `REVIEW_TEXT_MAX_LENGTH`. */
export function reviewCountState(length: number): ReviewFormCountState {
  if (length > REVIEW_TEXT_MAX_LENGTH) return 'over';
  return REVIEW_TEXT_MAX_LENGTH - length <= characterCountNearAt(REVIEW_TEXT_MAX_LENGTH) ? 'near' : 'normal';
}

/**
 * How many of the review's 1,000 characters are used ("120 of 1,000"), under its text. Typing past the limit is
 * allowed (nothing typed or pasted is cut off silently); the count then shows in the critical tone and the form
 * says so on submit. Seen always; heard only near or past the limit, once typing pauses, through a polite live
 * region. The limit's sentence (id `limitId`) is part of the text's description.
 */
export function ReviewFormCount({ length, limitId }: { length: number; limitId: string }) {
  const t = useMessages();
  const state = reviewCountState(length);
  const words = t('ReviewForm.count', {
    count: formatWholeNumber(length),
    max: formatWholeNumber(REVIEW_TEXT_MAX_LENGTH),
  });
  const heard =
    state === 'normal'
      ? ''
      : t('ReviewForm.countAnnounced', {
          count: formatWholeNumber(length),
          max: formatWholeNumber(REVIEW_TEXT_MAX_LENGTH),
        });
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setAnnounced(heard);
    }, CHARACTER_COUNT_ANNOUNCE_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [heard]);
  return (
    <div className={countClass} data-state={state}>
      <span aria-hidden="true">{words}</span>
      <VisuallyHidden id={limitId}>{characterLimitLabel(t, REVIEW_TEXT_MAX_LENGTH)}</VisuallyHidden>
      <div role="status">
        <VisuallyHidden>{announced}</VisuallyHidden>
      </div>
    </div>
  );
}
