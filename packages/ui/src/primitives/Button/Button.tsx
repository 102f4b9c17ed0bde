import type { MouseEvent, ReactNode, Ref } from 'react';
import { Icon, type IconName } from '../../icons/icons';
import { Spinner } from '../Spinner';
import { button, label as labelClass, type ButtonVariants } from './Button.css';

/** Prominence of a button. */
export const buttonVariants = ['solid', 'outline', 'ghost'] as const;
/** Meaning of a button. */
export const buttonTones = ['brand', 'accent', 'critical', 'neutral'] as const;
/** Size of a button; `medium` and `large` meet the 44 px target of primary actions. */
export const buttonSizes = ['small', 'medium', 'large'] as const;

export interface ButtonProps {
  /** The label. Keep it a verb phrase a person can act on ("Request a demo"). */
  children: ReactNode;
  /** `solid` for the main action of a view, `outline` for others, `ghost` for quiet ones. */
  variant?: ButtonVariants['variant'];
  /** `brand` by default; `accent` for sign-up calls to action; `critical` for destructive actions. */
  tone?: ButtonVariants['tone'];
  /** Size. */
  size?: ButtonVariants['size'];
  /** Stretches to the width of its container (forms on phones). */
  fullWidth?: boolean;
  /** `submit` inside forms; `button` otherwise. */
  type?: 'button' | 'submit' | 'reset';
  /**
   * Work is under way (a request is being sent). The label stays readable beside a spinner, the button stays
   * focusable and announces itself busy, and further presses are ignored so nothing is sent twice.
   */
  pending?: boolean;
  /**
   * The button cannot be used. Prefer leaving buttons enabled and explaining what is missing (STYLE.md);
   * when disabled it stays focusable (`aria-disabled`) so screen-reader users still find it.
   */
  disabled?: boolean;
  /** An icon before the label. */
  icon?: IconName;
  /** Called on press, unless pending or disabled. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The form this button submits, when outside it. */
  form?: string;
  /** Names a related control (`aria-controls`). */
  'aria-controls'?: string;
  /** Whether what it controls is open (`aria-expanded`). */
  'aria-expanded'?: boolean;
  /**
   * The id of a native popover the button opens and closes by itself (`popovertarget`): it works before the page's
   * script has run, and without it.
   */
  popoverTarget?: string;
  /** Extra description (`aria-describedby`). */
  'aria-describedby'?: string;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
  /** Forwarded to the button. */
  ref?: Ref<HTMLButtonElement>;
}

/** An action. For navigation use `ButtonLink`. */
export function Button({
  children,
  variant,
  tone,
  size,
  fullWidth,
  type = 'button',
  pending = false,
  disabled = false,
  icon,
  onClick,
  data,
  ref,
  ...aria
}: ButtonProps) {
  const inactive = pending || disabled;
  return (
    <button
      ref={ref}
      type={type}
      className={button({ variant, tone, size, fullWidth })}
      aria-disabled={inactive || undefined}
      aria-busy={pending || undefined}
      data-pending={pending || undefined}
      onClick={(event) => {
        // aria-disabled keeps the button focusable, so presses (and submits) are stopped here instead.
        if (inactive) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...aria}
      {...dataAttributes(data)}
    >
      <span className={labelClass}>
        {pending ? <Spinner size="small" /> : icon ? <Icon name={icon} /> : null}
        {children}
      </span>
    </button>
  );
}

/** Turns a `data` map into `data-*` attributes. */
export function dataAttributes(data: Record<string, string> | undefined): Record<string, string> {
  if (!data) return {};
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [`data-${key}`, value]));
}
