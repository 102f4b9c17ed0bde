import { type ReactNode, type Ref } from 'react';
import { Icon, type IconName } from '../../icons/icons';
import { dataAttributes } from '../Button/Button';
import * as styles from './InlineAlert.css';

/** Meanings of an inline alert. */
export const inlineAlertTones = ['info', 'positive', 'caution', 'critical'] as const;
/** One of {@link inlineAlertTones}. */
export type InlineAlertTone = (typeof inlineAlertTones)[number];

// Each tone has its own shape, so the meaning does not rest on colour (WCAG 1.4.1).
const toneIcons: Record<InlineAlertTone, IconName> = {
  info: 'info',
  positive: 'checkCircle',
  caution: 'alert',
  critical: 'alertCircle',
};

export interface InlineAlertProps {
  /** Meaning: `critical` for failures ('Something went wrong try again!'), `positive` for success. */
  tone?: InlineAlertTone;
  /** A short summary in bold ("Request Received!"). */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /**
   * Announce the alert the moment it appears (`role="alert"`): for errors that follow an action, such as a
   * failed send. Leave off for messages that are part of the page from the start, which must not interrupt.
   */
  announce?: boolean;
  /** An id, so a form can point at the alert or move focus to it. */
  id?: string;
  /** Makes the alert focusable by script (an error summary that receives focus after submit). */
  tabIndex?: -1;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/** A message inside the page: an error after a failed send, a note, a success. */
export function InlineAlert({
  tone = 'info',
  title,
  children,
  announce = false,
  id,
  tabIndex,
  data,
  ref,
}: InlineAlertProps) {
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={tabIndex}
      role={announce ? 'alert' : undefined}
      className={styles.root({ tone })}
      data-tone={tone}
      {...dataAttributes(data)}
    >
      <span className={styles.icon({ tone })}>
        <Icon name={toneIcons[tone]} size="large" />
      </span>
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.body}>{children}</div> : null}
      </div>
    </div>
  );
}
