import type { ReactNode } from 'react';
import { mirrored, root, size as sizes } from './Icon.css';

/** The icons of the set, by name. */
export const iconNames = [
  'menu',
  'close',
  'phone',
  'chevronStart',
  'chevronEnd',
  'chevronDown',
  'play',
  'pause',
  'user',
  'check',
  'eye',
  'eyeOff',
  'upload',
  'video',
  'videoOff',
  'mic',
  'micOff',
  'phoneOff',
  'volumeOff',
  'info',
  'alert',
  'shield',
  'calendar',
  'search',
] as const;
/** One of {@link iconNames}. */
export type IconName = (typeof iconNames)[number];

// 24×24 stroke paths, drawn for this set.
const paths: Record<IconName, ReactNode> = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  phone: (
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  ),
  chevronStart: <path d="M15 6l-6 6 6 6" />,
  chevronEnd: <path d="M9 6l6 6-6 6" />,
  chevronDown: <path d="M6 9l6 6 6-6" />,
  play: <path d="M8 5l11 7-11 7z" />,
  pause: <path d="M8 5v14M16 5v14" />,
  user: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20a8 8 0 0 1 16 0" />,
  check: <path d="M5 12l5 5 9-10" />,
  eye: <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />,
  eyeOff: (
    <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  ),
  upload: <path d="M12 16V4M7 9l5-5 5 5M4 20h16" />,
  video: <path d="M3 7h12v10H3zM15 10l6-3v10l-6-3" />,
  videoOff: <path d="M3 3l18 18M15 10l6-3v10l-6-3M9 7h6v6M3 7v10h12" />,
  mic: <path d="M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM5 11a7 7 0 0 0 14 0M12 18v3" />,
  micOff: (
    <path d="M3 3l18 18M9 9v3a3 3 0 0 0 5 2.2M15 10V6a3 3 0 0 0-5.7-1.3M5 11a7 7 0 0 0 11.5 5.4M19 11a7 7 0 0 1-.6 2.8M12 18v3" />
  ),
  phoneOff: (
    <path d="M3 3l18 18M16.5 13.5L20 15v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2h4l2 5-2.5 1.5" />
  ),
  volumeOff: <path d="M4 9h4l5-4v14l-5-4H4zM17 9l4 6M21 9l-4 6" />,
  info: <path d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 11v6M12 7.5v.5" />,
  alert: <path d="M12 3l10 18H2zM12 10v5M12 18v.5" />,
  shield: <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4" />,
  calendar: <path d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" />,
  search: <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM16 16l5 5" />,
};

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
      {paths[name]}
    </svg>
  );
}
