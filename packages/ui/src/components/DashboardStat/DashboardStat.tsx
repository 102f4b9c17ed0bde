import type { ReactNode } from 'react';
import * as styles from './DashboardStat.css';

/** Meanings a figure can carry; the words say it too, the colour only repeats it. */
export const dashboardStatTones = ['neutral', 'brand', 'positive', 'caution', 'critical', 'info'] as const;

export interface DashboardStatProps {
  /** What the figure counts ("Paid today", "Revenue this month"). */
  label: string;
  /** The figure, already formatted ("14", "Rs 184,500"). */
  value: ReactNode;
  /** A short line under the figure ("Successful payments since the 1st"). */
  note?: ReactNode;
  /** Meaning, shown as a stripe at the start edge. */
  tone?: (typeof dashboardStatTones)[number];
  /** `li` inside a list of figures (the default, so a screen reader says how many there are), `div` alone. */
  as?: 'li' | 'div';
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/**
 * One figure of a dashboard: its label, then the value, so a screen reader hears "Paid today, 14". Put several
 * in a `ul` (they are `li` by default).
 */
export function DashboardStat({ label, value, note, tone = 'neutral', as = 'li', data }: DashboardStatProps) {
  const Element = as;
  const dataAttributes = Object.fromEntries(
    Object.entries(data ?? {}).map(([key, entry]) => [`data-${key}`, entry]),
  );
  return (
    <Element className={styles.root({ tone })} data-tone={tone} {...dataAttributes}>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{value}</span>
      {note === undefined ? null : <span className={styles.note}>{note}</span>}
    </Element>
  );
}
