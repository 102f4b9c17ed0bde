import { breakpoints } from './tokens';

/** Media queries by name, from the breakpoints. */
export const media = {
  heroSmallUp: `screen and (min-width: ${String(breakpoints.heroSmall + 1)}px)`,
  tabletUp: `screen and (min-width: ${String(breakpoints.tablet)}px)`,
  desktopUp: `screen and (min-width: ${String(breakpoints.desktop)}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  forcedColors: '(forced-colors: active)',
  /** A page whose scripts do not run (switched off, or blocked). */
  noScript: '(scripting: none)',
} as const;
