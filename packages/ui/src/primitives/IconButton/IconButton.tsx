import type { MouseEvent, Ref } from 'react';
import { Icon, type IconName } from '../../icons/icons';
import { button, type ButtonVariants } from '../Button/Button.css';
import { dataAttributes } from '../Button/Button';
import { iconButton } from './IconButton.css';

export interface IconButtonProps {
  /**
   * What the button does, read by screen readers and shown as a tooltip ("Close", "Pause the slideshow").
   * Required: an icon alone says nothing to someone who cannot see it.
   */
  label: string;
  /** The icon. */
  icon: IconName;
  /** Prominence. */
  variant?: ButtonVariants['variant'];
  /** Meaning. */
  tone?: ButtonVariants['tone'];
  /** `medium` (44 px) by default; `small` (24 px) only beside other targets. */
  size?: 'small' | 'medium';
  /** Called on press. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** A toggle's state (mute, pause): `aria-pressed`. */
  'aria-pressed'?: boolean;
  /** Whether what it controls is open. */
  'aria-expanded'?: boolean;
  /** The id of what it controls. */
  'aria-controls'?: string;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
  /** Forwarded to the button. */
  ref?: Ref<HTMLButtonElement>;
}

/** A button that shows only an icon; its type requires the label screen readers announce. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  tone = 'neutral',
  size = 'medium',
  onClick,
  data,
  ref,
  ...aria
}: IconButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      className={`${button({ variant, tone, size: size === 'small' ? 'small' : 'medium' })} ${iconButton[size]}`}
      onClick={onClick}
      {...aria}
      {...dataAttributes(data)}
    >
      <Icon name={icon} size={size === 'small' ? 'medium' : 'large'} />
    </button>
  );
}
