import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

// The whole row is the target: at least 44 px tall, label included, so a thumb finds it.
export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.small,
  cursor: 'pointer',
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const input = style({
  flexShrink: 0,
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  margin: 0,
  marginBlockStart: vars.space.xxsmall,
  accentColor: vars.color.brand,
  cursor: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': {
      outline: `${vars.size.borderWidthStrong} solid ${vars.color.critical}`,
      outlineOffset: '1px',
    },
  },
  '@media': { [media.forcedColors]: { accentColor: 'auto' } },
});

export const label = style({ lineHeight: vars.lineHeight.normal });

// Hint and error line up with the label, not the box.
export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingInlineStart: `calc(${vars.size.icon} + ${vars.space.small})`,
});

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktopUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
