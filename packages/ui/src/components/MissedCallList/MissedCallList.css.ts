import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  maxInlineSize: vars.size.readingWidth,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'center',
  padding: vars.space.large,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  '@media': {
    [media.tabletUp]: { gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.large },
  },
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const doctor = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const detail = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const time = style({
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  '@media': { [media.tabletUp]: { alignItems: 'flex-end' } },
});
