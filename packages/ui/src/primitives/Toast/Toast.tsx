import { useEffect, useRef } from 'react';
import { Icon, type IconName } from '../../icons/icons';
import { IconButton } from '../IconButton';
import * as styles from './Toast.css';

/** Meanings of a toast. */
export const toastTones = ['positive', 'critical', 'info'] as const;
/** One of {@link toastTones}. */
export type ToastTone = (typeof toastTones)[number];

/** How long a toast stays, unless paused or closed: long enough to read two short lines twice. */
export const TOAST_DURATION_MS = 6000;

/** The close button's name. */

/** One toast's content. */
export interface ToastData {
  /** A stable id, to dismiss it. */
  id: string;
  /** Meaning: `positive` for a success, `critical` for a failure (announced at once), `info` otherwise. */
  tone?: ToastTone;
  /** A short summary in bold. */
  title?: string;
  /** The message. */
  message: string;
  /**
   * Milliseconds before it closes itself; `null` to stay until closed. Defaults to the toaster's duration,
   * except for `critical` toasts, which stay: an error must not vanish before it is read.
   */
  duration?: number | null;
}

const toneIcons: Record<ToastTone, IconName> = {
  positive: 'checkCircle',
  critical: 'alertCircle',
  info: 'info',
};

export interface ToastProps extends ToastData {
  /** The toaster's default duration. */
  defaultDuration: number;
  /** Called when it closes: by its timer, its close button, or Escape while focus is inside it. */
  onDismiss: (toast: { id: string }) => void;
  /** The close button's name. */
  closeLabel: string;
}

/**
 * One toast. Its timer pauses while the pointer is over it or focus is inside it (WCAG 2.2.1), and resumes
 * with the time that was left.
 */
export function Toast({
  id,
  tone = 'info',
  title,
  message,
  duration,
  defaultDuration,
  onDismiss,
  closeLabel,
}: ToastProps) {
  const lifetime = duration === undefined ? (tone === 'critical' ? null : defaultDuration) : duration;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const remaining = useRef(lifetime ?? 0);
  const startedAt = useRef(0);
  const hovered = useRef(false);
  const focused = useRef(false);
  const dismissRef = useRef(onDismiss);

  useEffect(() => {
    dismissRef.current = onDismiss;
  });

  const start = () => {
    if (lifetime === null || timer.current !== undefined) return;
    startedAt.current = Date.now();
    timer.current = setTimeout(() => {
      dismissRef.current({ id });
    }, remaining.current);
  };

  const pause = () => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
  };

  const update = () => {
    if (hovered.current || focused.current) pause();
    else start();
  };

  useEffect(() => {
    start();
    return pause;
    // The timer starts once per toast; pausing keeps the time left.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    // The pointer and focus handlers only pause the timer; the toast's one control is its close button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={styles.toast({ tone })}
      data-tone={tone}
      data-state={lifetime === null ? 'persistent' : 'timed'}
      onMouseEnter={() => {
        hovered.current = true;
        update();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        update();
      }}
      onFocus={() => {
        focused.current = true;
        update();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        focused.current = false;
        update();
      }}
      // Escape closes the toast that has focus, as it closes any other surface that floats over the page.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onDismiss({ id });
      }}
    >
      <span className={styles.icon({ tone })}>
        <Icon name={toneIcons[tone]} size="large" />
      </span>
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <p className={styles.message}>{message}</p>
      </div>
      <span className={styles.close}>
        <IconButton
          icon="close"
          label={closeLabel}
          onClick={() => {
            onDismiss({ id });
          }}
        />
      </span>
    </div>
  );
}
