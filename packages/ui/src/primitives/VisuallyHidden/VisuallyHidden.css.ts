import { style } from '@vanilla-extract/css';

// Hidden from sight, kept for screen readers (the clip pattern; `display: none` would hide it from both).
export const root = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: 0,
});
