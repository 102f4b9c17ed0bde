import { Icon, type IconName } from '../../icons/icons';
import { dataAttributes } from '../Button/Button';
import { badge, type BadgeVariants } from './Badge.css';

/** Meanings of a badge. */
export const badgeTones = ['neutral', 'brand', 'positive', 'caution', 'critical', 'info'] as const;
/** One of {@link badgeTones}. */
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  /** A word or two ("Paid", "Pending"); the words carry the meaning, the colour only repeats it. */
  children: string;
  /** Meaning: `positive` for a paid appointment, `caution` for pending, `critical` for failed. */
  tone?: BadgeVariants['tone'];
  /** A small icon before the words, a second cue beside the colour. */
  icon?: IconName;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/** A short status label (payment statuses, "New"), read as part of the text around it. */
export function Badge({ children, tone = 'neutral', icon, data }: BadgeProps) {
  return (
    <span className={badge({ tone })} data-tone={tone} {...dataAttributes(data)}>
      {icon ? <Icon name={icon} /> : null}
      {children}
    </span>
  );
}
