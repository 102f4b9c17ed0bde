import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  paddingBlockStart: vars.space.xxxlarge,
  paddingBlockEnd: vars.space.xlarge,
  '@media': {
    // Forced colours drop the dark band; a rule keeps the footer apart from the page.
    [media.forcedColors]: { borderBlockStart: `${vars.size.borderWidth} solid CanvasText` },
  },
});

// Brand first and full width on phones; beside the four columns on desktops.
export const columns = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.tabletUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [media.desktopUp]: { gridTemplateColumns: '2fr repeat(4, minmax(0, 1fr))' },
  },
});

export const brand = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  '@media': { [media.desktopUp]: { gridColumn: 'auto' } },
});

export const brandName = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textInverse,
});

export const address = style({
  fontStyle: 'normal',
  color: vars.color.textInverseMuted,
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'flex-start',
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
});

// On phones the Contact Us column takes a whole row, so the email address fits on one line.
export const contactColumn = style({
  gridColumn: '1 / -1',
  '@media': { [media.tabletUp]: { gridColumn: 'auto' } },
});

// An address is one word: it breaks inside only when it is wider than the whole column (the last resort).
export const email = style({ overflowWrap: 'anywhere', minInlineSize: 0 });

export const columnHeading = style({
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
  margin: 0,
});

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

// Footer links sit close together on phones: each gets at least the 24 px target (WCAG 2.5.8).
export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchMinimum,
});
globalStyle(`${listItem} > a`, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.size.touchMinimum,
  maxInlineSize: '100%',
});

export const lower = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  gap: vars.space.xlarge,
  marginBlockStart: vars.space.xxlarge,
});

export const social = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

// Icon links get the full 44 px target.
globalStyle(`${social} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${vars.color.textInverseMuted}`,
});

export const copyright = style({
  marginBlockStart: vars.space.xlarge,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.textInverseMuted}`,
  color: vars.color.textInverseMuted,
  fontSize: vars.fontSize.small,
});
