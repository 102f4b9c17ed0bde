import { useEffect, useState } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Field.css';
import { useMessages } from '../../i18n/I18nContext';
import type { Translate } from '../../i18n/translator';

/** How long typing must pause before a screen reader hears how many characters are left. */
export const CHARACTER_COUNT_ANNOUNCE_DELAY_MS = 1000;

/**
 * From how many characters left the count is announced (and drawn in the warning tone): a tenth of the limit,
 * at least 10.
 */
export function characterCountNearAt(maxLength: number): number {
  return Math.max(10, Math.ceil(maxLength / 10));
}

/** "1,880 characters left", "1 character left", in the translator's language. */
export function charactersLeftLabel(t: Translate, left: number): string {
  return t('CharacterCount.left', { count: left });
}

/** The field's limit, read with the control: "You can enter up to 2,000 characters." */
export function characterLimitLabel(t: Translate, maxLength: number): string {
  return t('CharacterCount.limit', { max: maxLength });
}

export interface CharacterCountProps {
  /** How many characters the field holds now. */
  length: number;
  /** The most it takes (the input's `maxLength`). */
  maxLength: number;
  /** The id of the limit's sentence, which the control lists in `aria-describedby`. */
  id: string;
}

/**
 * How many characters are left, under a long field. Seen always; heard only near the limit and only once typing
 * pauses, through a polite live region, so a screen reader is not interrupted on every keystroke. The limit
 * itself is part of the control's description.
 */
export function CharacterCount({ length, maxLength, id }: CharacterCountProps) {
  const t = useMessages();
  const left = Math.max(0, maxLength - length);
  const near = left <= characterCountNearAt(maxLength);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setAnnounced(near ? charactersLeftLabel(t, left) : '');
    }, CHARACTER_COUNT_ANNOUNCE_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [left, near, t]);
  return (
    <div className={styles.count} data-state={near ? 'near' : 'normal'}>
      <span aria-hidden="true">{charactersLeftLabel(t, left)}</span>
      <VisuallyHidden id={id}>{characterLimitLabel(t, maxLength)}</VisuallyHidden>
      <div role="status">
        <VisuallyHidden>{announced}</VisuallyHidden>
      </div>
    </div>
  );
}
