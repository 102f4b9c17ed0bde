import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  minInlineSize: 0,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.large,
  minInlineSize: 0,
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  minInlineSize: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // A long name (with titles and family names) wraps instead of widening the page.
  overflowWrap: 'anywhere',
  '@media': { [media.tabletUp]: { fontSize: vars.fontSize.xxxlarge } },
});

export const specialty = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.large,
});

export const muted = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const rating = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxsmall,
  fontWeight: vars.fontWeight.medium,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.medium,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const term = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const fee = style({ fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

// The doctor's own words, kept as they wrote their paragraphs.
export const bio = style({
  margin: 0,
  whiteSpace: 'pre-line',
  maxInlineSize: '70ch',
  overflowWrap: 'anywhere',
});

export const clinic = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const clinicName = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
