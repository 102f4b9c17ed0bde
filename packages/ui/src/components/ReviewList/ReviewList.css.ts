import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minInlineSize: 0,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  paddingBlock: vars.space.large,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderBlockStart: 'none', paddingBlockStart: 0 } },
});

export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  minInlineSize: 0,
});

// A long name wraps instead of widening the page.
export const author = style({ overflowWrap: 'anywhere', minInlineSize: 0 });

export const date = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const standing = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

// The patient's own words, kept as they wrote their lines; a long word (a link, a run of letters) wraps.
export const text = style({
  margin: 0,
  maxInlineSize: '70ch',
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  textAlign: 'start',
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
