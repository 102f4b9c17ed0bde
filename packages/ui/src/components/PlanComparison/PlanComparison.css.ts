import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

// On phones the table scrolls sideways inside this focusable region, so keyboard users can scroll it too.
export const scroller = style({
  // The containing block of the visually hidden cell labels: without it they escape the scroll box and the
  // whole page scrolls sideways on a phone.
  position: 'relative',
  overflowX: 'auto',
  maxInlineSize: '100%',
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const table = style({
  inlineSize: '100%',
  minInlineSize: '32rem',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.small,
  '@media': { [media.tabletUp]: { fontSize: vars.fontSize.medium } },
});

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const title = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

// The caption names the table for screen readers; the title above shows the same words.
export const caption = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
});

const cellBase = {
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
} as const;

export const columnHeader = style({
  ...cellBase,
  textAlign: 'center',
  fontWeight: vars.fontWeight.bold,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.text,
});

// The feature names stay in view while the plans scroll past them.
export const rowHeader = style({
  ...cellBase,
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  backgroundColor: vars.color.surface,
  minInlineSize: '9rem',
  selectors: { 'thead &': { backgroundColor: vars.color.brandSubtle } },
});

export const cell = style({
  ...cellBase,
  textAlign: 'center',
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const included = style({ display: 'inline-flex', color: vars.color.positive });

export const notListed = style({ color: vars.color.textMuted });
