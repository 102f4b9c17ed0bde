import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const frame = style({ position: 'relative' });

// Room for the toggle, so long passwords never run under it.
export const input = style({ paddingInlineEnd: vars.size.touchTarget });

export const toggle = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: '100%',
  minBlockSize: vars.size.touchTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-pressed="true"]': { color: vars.color.brand },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
