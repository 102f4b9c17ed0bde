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
  'alertCircle',
  'checkCircle',
  'file',
  'facebook',
  'instagram',
  'linkedin',
  'youtube',
  'xSocial',
  'mapPin',
  'mail',
  'smartphone',
  'stethoscope',
  'pill',
  'building',
  'flask',
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
  alertCircle: <path d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 7v6M12 16.5v.5" />,
  checkCircle: <path d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM8 12l3 3 5-6" />,
  file: <path d="M6 3h8l5 5v13H6zM14 3v5h5M9 13h7M9 17h7" />,
  facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z" />,
  instagram: (
    <path d="M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5v.01" />
  ),
  linkedin: <path d="M4 9h4v11H4zM6 4v.01M11 20v-11h4v2a4 4 0 0 1 5 2v7h-4v-6a2 2 0 0 0-4 0" />,
  youtube: <path d="M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9l5 3-5 3z" />,
  xSocial: <path d="M4 4l16 16M20 4l-7 7M4 20l7-7M4 4h4l12 16h-4z" />,
  mapPin: <path d="M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zM12 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />,
  mail: <path d="M3 6h18v12H3zM3 7l9 6 9-6" />,
  smartphone: <path d="M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2" />,
  stethoscope: (
    <path d="M6 3H5v6a5 5 0 0 0 10 0V3h-1M10 14v2a5 5 0 0 0 10 0v-3M20 13a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />
  ),
  pill: <path d="M10.5 3.5a5 5 0 0 1 7 7l-7 7a5 5 0 0 1-7-7zM7 7l7 7" />,
  building: <path d="M3 21h18M5 21V7h14v14M10 21v-4h4v4M12 9v4M10 11h4" />,
  flask: <path d="M9 3h6M10 3v6L4 19a1 1 0 0 0 1 2h14a1 1 0 0 0 1-2l-6-10V3M7 15h10" />,
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
