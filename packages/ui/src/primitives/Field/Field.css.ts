import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minInlineSize: 0,
  // A fieldset's default border, padding and min-width would break the shared frame.
  border: 0,
  padding: 0,
});

export const label = style({
  display: 'block',
  padding: 0,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const labelRow = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap' });

/** Hidden from sight, kept as the accessible name (filters whose purpose a heading already shows). */
export const labelHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: 0,
});

export const requiredMarker = style({
  marginInlineStart: vars.space.xxsmall,
  color: vars.color.critical,
});

export const hint = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

// The icon and the words carry the error, not the red alone (WCAG 1.4.1).
export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical,
});

/** The box of text-like controls (inputs, selects, the combobox), shared so every field looks alike. */
export const control = style({
  display: 'block',
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  // 1rem at least: phones zoom into inputs with smaller text.
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'start',
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled):not([readonly])': { borderColor: vars.color.text },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      // A thicker edge, so the invalid state shows without colour too.
      boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.textMuted,
    },
    '&[readonly]': { backgroundColor: vars.color.surfaceMuted },
    // Numbers and addresses kept left to right inside a right-to-left page still line up with its labels.
    '[dir="rtl"] &[dir="ltr"]': { textAlign: 'end' },
  },
  '@media': {
    [media.forcedColors]: { borderColor: 'FieldText' },
  },
});

/** The characters-left count under a long field: muted, in the caution tone (and bolder) near the limit. */
export const count = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="near"]': { color: vars.color.caution, fontWeight: vars.fontWeight.semibold },
  },
});
