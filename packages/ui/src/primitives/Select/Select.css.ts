import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const frame = style({ position: 'relative' });

export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  // Room for the chevron at the end side.
  paddingInlineEnd: vars.size.touchTarget,
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const chevron = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: vars.space.medium,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.text,
  pointerEvents: 'none',
});
