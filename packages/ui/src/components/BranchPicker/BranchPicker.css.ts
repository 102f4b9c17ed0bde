import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minInlineSize: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.medium,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
});

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

// The whole card is the target: a branch is picked by pressing anywhere on it.
export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.medium,
  minBlockSize: vars.size.touchTarget,
  padding: vars.space.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      background: vars.color.brandSubtle,
      outline: `${vars.size.borderWidth} solid ${vars.color.brand}`,
    },
    '&[data-invalid="true"]': { borderColor: vars.color.critical },
  },
});

export const radio = style({
  gridRow: 'span 2',
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  margin: 0,
  marginBlockStart: vars.space.xxsmall,
  accentColor: vars.color.brand,
  '@media': { [media.forcedColors]: { accentColor: 'auto' } },
});

export const name = style({ gridColumn: '2', fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const address = style({ gridColumn: '2', fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const error = style({ color: vars.color.critical, marginBlockEnd: vars.space.small });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});
