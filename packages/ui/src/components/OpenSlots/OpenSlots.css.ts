import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const days = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const day = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const dayName = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const times = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });
