import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  backgroundColor: vars.color.surfaceMuted,
  paddingBlock: vars.space.xxxlarge,
  '@media': { [media.forcedColors]: { borderBlock: `${vars.size.borderWidth} solid CanvasText` } },
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  '@media': { [media.tabletUp]: { gridTemplateColumns: '1fr 2fr', gap: vars.space.xxlarge } },
});

export const emblem = style({
  display: 'flex',
  justifyContent: 'center',
  color: vars.color.brand,
});

export const emblemDrawing = style({
  inlineSize: '100%',
  maxInlineSize: '12rem',
  blockSize: 'auto',
  fill: vars.color.brandSubtle,
  stroke: 'currentColor',
  strokeWidth: 6,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
});

export const copy = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const points = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const point = style({ display: 'flex', gap: vars.space.medium, alignItems: 'flex-start' });

export const pointIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.avatar,
  blockSize: vars.size.avatar,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
});

export const pointText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
