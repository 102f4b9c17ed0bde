import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({ paddingBlock: vars.space.xxxlarge, backgroundColor: vars.color.surfaceMuted });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  textAlign: 'center',
  marginBlockEnd: vars.space.xlarge,
});

export const billing = style({
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.small,
});

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'stretch',
  '@media': {
    [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktopUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xlarge },
  },
});
