// The raw design tokens, typed. Names say what a value means (STYLE.md), never what it looks like; the
// theme contract in contract.css.ts has exactly this shape and components read only its variables.
import { HERO_FADE_MS, HERO_SMALL_SCREEN_BREAKPOINT_PX } from '@aafiyat/domain';

export const colorTokens = {
  /** The brand's teal: primary actions, links, the header's accents. */
  brand: '#0B6B66',
  /** The brand colour under a pointer or pressed. */
  brandStrong: '#07504C',
  /** A quiet tint of the brand for selected and highlighted surfaces. */
  brandSubtle: '#E3F1F0',
  /** The warm accent of secondary calls to action (sign up, pricing buttons). */
  accent: '#F4A72A',
  /** The accent under a pointer or pressed. */
  accentStrong: '#D98C0F',
  /** Text on the brand colour. */
  onBrand: '#FFFFFF',
  /** Text on the accent colour. */
  onAccent: '#1B1F24',
  /** The page and card background. */
  surface: '#FFFFFF',
  /** Alternate section bands and inputs' hover background. */
  surfaceMuted: '#F2F6F7',
  /** Dark bands (the footer, the video-call view). */
  surfaceInverse: '#0E2A2E',
  /** Body text. */
  text: '#17212B',
  /** Secondary text: captions, hints, metadata. */
  textMuted: '#4B5966',
  /** Text on the inverse surface. */
  textInverse: '#F2F6F7',
  /** Secondary text on the inverse surface. */
  textInverseMuted: '#B8C7CC',
  /** Dividers and card edges (decorative). */
  border: '#D5DEE3',
  /** Edges of form controls, which must stand out from the surface (WCAG 1.4.11, 3:1). */
  borderStrong: '#6F808E',
  /** The focus ring. */
  focus: '#1F55D6',
  /** Errors and destructive actions. */
  critical: '#B42318',
  /** The background of an error message. */
  criticalSurface: '#FEF3F2',
  /** Success. */
  positive: '#0A6B3D',
  /** The background of a success message. */
  positiveSurface: '#ECFDF3',
  /** Warnings and pending states. */
  caution: '#8A3A0B',
  /** The background of a warning. */
  cautionSurface: '#FFF8E6',
  /** Neutral information. */
  info: '#1849A9',
  /** The background of neutral information. */
  infoSurface: '#EEF4FF',
  /** The dimmed page behind a dialog or drawer. */
  backdrop: 'rgba(14, 42, 46, 0.6)',
} as const;

/**
 * Every foreground/background pairing the components use, with the contrast WCAG AA asks of it: 4.5:1 for
 * text, 3:1 for large text and for the edges and icons of controls. A unit test computes each ratio.
 */
export const contrastPairings: readonly {
  foreground: keyof typeof colorTokens;
  background: keyof typeof colorTokens;
  minimum: 3 | 4.5;
}[] = [
  { foreground: 'text', background: 'surface', minimum: 4.5 },
  { foreground: 'text', background: 'surfaceMuted', minimum: 4.5 },
  { foreground: 'text', background: 'brandSubtle', minimum: 4.5 },
  { foreground: 'textMuted', background: 'surface', minimum: 4.5 },
  { foreground: 'textMuted', background: 'surfaceMuted', minimum: 4.5 },
  { foreground: 'brand', background: 'surface', minimum: 4.5 },
  { foreground: 'brand', background: 'surfaceMuted', minimum: 4.5 },
  { foreground: 'brand', background: 'brandSubtle', minimum: 4.5 },
  { foreground: 'brandStrong', background: 'surface', minimum: 4.5 },
  { foreground: 'onBrand', background: 'brand', minimum: 4.5 },
  { foreground: 'onBrand', background: 'brandStrong', minimum: 4.5 },
  { foreground: 'onAccent', background: 'accent', minimum: 4.5 },
  { foreground: 'onAccent', background: 'accentStrong', minimum: 4.5 },
  { foreground: 'textInverse', background: 'surfaceInverse', minimum: 4.5 },
  { foreground: 'textInverseMuted', background: 'surfaceInverse', minimum: 4.5 },
  { foreground: 'accent', background: 'surfaceInverse', minimum: 4.5 },
  { foreground: 'critical', background: 'surface', minimum: 4.5 },
  { foreground: 'critical', background: 'criticalSurface', minimum: 4.5 },
  { foreground: 'onBrand', background: 'critical', minimum: 4.5 },
  { foreground: 'positive', background: 'positiveSurface', minimum: 4.5 },
  { foreground: 'positive', background: 'surface', minimum: 4.5 },
  { foreground: 'caution', background: 'cautionSurface', minimum: 4.5 },
  { foreground: 'info', background: 'infoSurface', minimum: 4.5 },
  { foreground: 'borderStrong', background: 'surface', minimum: 3 },
  { foreground: 'borderStrong', background: 'surfaceMuted', minimum: 3 },
  { foreground: 'focus', background: 'surface', minimum: 3 },
  { foreground: 'focus', background: 'surfaceMuted', minimum: 3 },
  { foreground: 'focus', background: 'brandSubtle', minimum: 3 },
];

export const fontTokens = {
  /** Latin text: Inter, self-hosted; while it loads, a local face sized like it (fonts.css), then the system stack. */
  body: "'Inter', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif",
  /** Urdu text, ready for the right-to-left site: Noto Nastaliq Urdu, self-hosted. */
  urdu: "'Noto Nastaliq Urdu', 'Inter', 'Inter Fallback', serif",
} as const;

/** The type scale, in rem so it follows the reader's browser font size. */
export const fontSizeTokens = {
  xsmall: '0.75rem',
  small: '0.875rem',
  medium: '1rem',
  large: '1.125rem',
  xlarge: '1.375rem',
  xxlarge: '1.75rem',
  xxxlarge: '2.25rem',
  display: '2.75rem',
} as const;

export const lineHeightTokens = { tight: '1.2', normal: '1.5', relaxed: '1.7' } as const;

/**
 * Urdu's type, set wherever a `lang="ur"` element is in the theme (its font sizes and line heights replace the
 * Latin ones there, and an English part inside, `lang="en"`, gets the Latin ones back). Nastaliq draws its
 * letters small on a tall line: at the same size its letters' bodies are about two thirds as high as Inter's, its
 * ink rises up to 1.8 em above the baseline (stacked letters such as کلینک) and falls 0.6 em below it (ے, ں),
 * measured with the canvas on the subset we serve. So the small sizes, where Nastaliq stops being legible on a
 * phone, go up a step, the headings' sizes stay (they already read well and must fit 360 px), and every line is
 * tall enough that one line's descenders do not reach the next line's tall letters.
 */
export const urduTypeTokens: {
  fontSize: Record<keyof typeof fontSizeTokens, string>;
  lineHeight: Record<keyof typeof lineHeightTokens, string>;
} = {
  fontSize: {
    ...fontSizeTokens,
    xsmall: '0.875rem',
    small: '1rem',
    medium: '1.0625rem',
    large: '1.1875rem',
  },
  lineHeight: { tight: '1.8', normal: '2', relaxed: '2.2' },
};
export const fontWeightTokens = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

/** Spacing steps, in rem. */
export const spaceTokens = {
  none: '0',
  xxsmall: '0.125rem',
  xsmall: '0.25rem',
  small: '0.5rem',
  medium: '0.75rem',
  large: '1rem',
  xlarge: '1.5rem',
  xxlarge: '2rem',
  xxxlarge: '3rem',
  gutter: '4rem',
} as const;

/** Sizes that are not spacing: touch targets (WCAG 2.5.8 asks 24 px; primary actions get 44 px), widths. */
export const sizeTokens = {
  touchMinimum: '1.5rem',
  touchTarget: '2.75rem',
  icon: '1.25rem',
  iconLarge: '1.5rem',
  avatar: '2.5rem',
  avatarLarge: '4rem',
  focusRing: '3px',
  borderWidth: '1px',
  borderWidthStrong: '2px',
  containerWidth: '75rem',
  readingWidth: '42rem',
  dialogWidth: '32rem',
  drawerWidth: '20rem',
} as const;

export const radiusTokens = {
  none: '0',
  small: '4px',
  medium: '8px',
  large: '16px',
  full: '9999px',
} as const;

export const shadowTokens = {
  small: '0 1px 2px rgba(16, 24, 40, 0.08)',
  medium: '0 4px 12px rgba(16, 24, 40, 0.12)',
  large: '0 16px 40px rgba(16, 24, 40, 0.18)',
} as const;

/** Stacking order: sticky header under drawers under dialogs under toasts. */
export const zIndexTokens = {
  base: '0',
  raised: '10',
  sticky: '100',
  drawer: '300',
  dialog: '400',
  toast: '500',
} as const;

/** Motion. The hero's fade is the spec's 500 ms; every animation stops under `prefers-reduced-motion`. */
export const motionTokens = {
  durationFast: '150ms',
  durationMedium: '250ms',
  durationFade: `${String(HERO_FADE_MS)}ms`,
  easingStandard: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/**
 * Breakpoints, in px, as min-widths. `heroSmall` is the spec's 425 px small-screen breakpoint of the hero;
 * they are not CSS variables because media queries cannot read variables.
 */
export const breakpoints = {
  heroSmall: HERO_SMALL_SCREEN_BREAKPOINT_PX,
  tablet: 768,
  desktop: 1024,
  wide: 1280,
} as const;

/** The whole token set, in the shape of the theme contract. */
export const lightTokens = {
  color: colorTokens,
  font: fontTokens,
  fontSize: fontSizeTokens,
  lineHeight: lineHeightTokens,
  fontWeight: fontWeightTokens,
  space: spaceTokens,
  size: sizeTokens,
  radius: radiusTokens,
  shadow: shadowTokens,
  zIndex: zIndexTokens,
  motion: motionTokens,
} as const;
