import { Icon, type IconName } from '../../icons/icons';
import { control, controlCaption, controlIcon } from './VideoCallView.css';

export interface VideoCallViewControlProps {
  /** The accessible name; constant for a toggle, whose state is `pressed` (WAI-ARIA toggle buttons). */
  label: string;
  /** The short word under the icon; part of `label`, so speech users can say what they see (WCAG 2.5.3). */
  caption: string;
  /** The icon. */
  icon: IconName;
  /** `critical` for hanging up. */
  tone?: 'neutral' | 'critical';
  /** A toggle's state (`aria-pressed`); leave out for a plain button. */
  pressed?: boolean;
  /** Unusable for now: stays focusable (`aria-disabled`) and ignores presses. */
  disabled?: boolean;
  /** The id of text saying why it is disabled. */
  describedBy?: string | undefined;
  /** Called on press, unless disabled. */
  onPress: () => void;
  /**
   * `0` for the toolbar's one Tab stop, `-1` for the others, which the arrow keys reach (the toolbar pattern).
   */
  tabIndex?: 0 | -1;
  /** Called when the control receives focus, so the toolbar remembers it as its Tab stop. */
  onFocus?: () => void;
}

/**
 * One round control of the call's toolbar: an icon above a short caption, on the dark call surface. The
 * library's `IconButton` is made for light surfaces and takes no disabled state, hence this sub-part.
 */
export function VideoCallViewControl({
  label,
  caption,
  icon,
  tone = 'neutral',
  pressed,
  disabled = false,
  describedBy,
  onPress,
  tabIndex,
  onFocus,
}: VideoCallViewControlProps) {
  return (
    <button
      type="button"
      className={control}
      aria-label={label}
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      aria-describedby={describedBy}
      tabIndex={tabIndex}
      onFocus={onFocus}
      data-tone={tone}
      onClick={() => {
        // aria-disabled keeps the control focusable and announced, so presses are stopped here instead.
        if (!disabled) onPress();
      }}
    >
      <span className={controlIcon}>
        <Icon name={icon} size="large" />
      </span>
      <span className={controlCaption}>{caption}</span>
    </button>
  );
}
