import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

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
  gridTemplateColumns: '1fr',
  gap: vars.space.small,
  alignItems: 'center',
  padding: vars.space.large,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  '@media': {
    [media.tabletUp]: { gridTemplateColumns: 'auto 1fr auto', gap: vars.space.large },
  },
});

export const time = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const patient = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const detail = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  '@media': { [media.tabletUp]: { alignItems: 'flex-end' } },
});
