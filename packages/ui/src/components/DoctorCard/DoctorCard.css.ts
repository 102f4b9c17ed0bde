import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  blockSize: '100%',
  minInlineSize: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
  '@media': {
    [media.tabletUp]: { padding: vars.space.xlarge },
    [media.forcedColors]: { borderColor: 'CanvasText' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
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
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  // A long name (with titles and family names) wraps inside the card instead of widening it.
  overflowWrap: 'anywhere',
});

export const specialty = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const rating = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

// The star is drawn in the caution tone (gold), which the words beside it do not need for their contrast.
export const star = style({
  color: vars.color.caution,
  '@media': { [media.forcedColors]: { color: 'CanvasText' } },
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

export const clinic = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  flexGrow: 1,
  alignContent: 'start',
});

export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

// Days and hours read best on one line of their own.
export const detailWide = style({ gridColumn: '1 / -1' });

export const term = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const fee = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
