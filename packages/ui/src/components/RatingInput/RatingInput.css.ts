import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const stars = style({
  display: 'flex',
  flexWrap: 'wrap',
  // The row follows the reading direction: the first star is on the right in Urdu.
  flexDirection: 'row',
  gap: vars.space.xxsmall,
});

// Each star is a 44 px target (WCAG 2.5.8, primary input), the native radio laid over it.
export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.touchTarget,
  minBlockSize: vars.size.touchTarget,
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  selectors: {
    // The radio itself is transparent, so the one focus ring is drawn around its star.
    '&:has(input:focus-visible)': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: `calc(${vars.size.focusRing} * -1)`,
    },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

// The native radio stays in place over its star, the whole target: arrow keys, Tab, a screen reader's touch
// exploration and the browser's own checking all work on it.
export const input = style({
  position: 'absolute',
  insetBlock: 0,
  insetInline: 0,
  inlineSize: '100%',
  blockSize: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const chosen = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  selectors: { '&[data-state="none"]': { fontWeight: vars.fontWeight.regular, color: vars.color.textMuted } },
});
