import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const frame = style({ position: 'relative' });

export const input = style({ paddingInlineEnd: vars.size.touchTarget });

export const chevron = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: vars.space.medium,
  display: 'flex',
  alignItems: 'center',
  blockSize: vars.size.touchTarget,
  color: vars.color.text,
  pointerEvents: 'none',
});

const popup = {
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: '100%',
  zIndex: vars.zIndex.raised,
  marginBlockStart: vars.space.xsmall,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.medium,
} as const;

export const listbox = style({
  ...popup,
  margin: 0,
  marginBlockStart: vars.space.xsmall,
  padding: vars.space.xsmall,
  // About six options, then the list scrolls.
  maxBlockSize: `calc(${vars.size.touchTarget} * 6)`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    // The active option has a visible outline as well as a tint, so it shows in forced colours too.
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.brandSubtle,
      outline: `${vars.size.borderWidthStrong} solid ${vars.color.brand}`,
      outlineOffset: `calc(-1 * ${vars.size.borderWidthStrong})`,
    },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.semibold },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&[aria-selected="true"]': { outlineColor: 'Highlight' } },
    },
  },
});

export const check = style({ display: 'inline-flex', inlineSize: vars.size.icon, color: vars.color.brand });

export const empty = style({
  ...popup,
  padding: vars.space.medium,
  color: vars.color.textMuted,
});
