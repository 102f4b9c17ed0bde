import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minInlineSize: 0,
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const about = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const visit = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

/** The count under the text: muted; near the limit in the caution tone, past it in the critical tone (and bolder). */
export const count = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-state="near"]': { color: vars.color.caution, fontWeight: vars.fontWeight.semibold },
    '&[data-state="over"]': { color: vars.color.critical, fontWeight: vars.fontWeight.semibold },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});
