import { iconPaths, type IconName } from './iconPaths';
import { mirrored, root, size as sizes } from './Icon.css';

export { iconNames, type IconName } from './iconPaths';

const directional = new Set<IconName>(['chevronStart', 'chevronEnd']);

export interface IconProps {
  /** Which icon. */
  name: IconName;
  /** `medium` (20 px) beside text, `large` (24 px) alone. */
  size?: keyof typeof sizes;
}

/**
 * A decorative icon: hidden from screen readers, because the button or text around it carries the meaning.
 * Icons that point along the reading direction flip in rtl.
 */
export function Icon({ name, size = 'medium' }: IconProps) {
  const classes = [root, sizes[size], directional.has(name) ? mirrored : ''].filter(Boolean).join(' ');
  return (
    <svg
      className={classes}
      viewBox="0 0 24 24"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
