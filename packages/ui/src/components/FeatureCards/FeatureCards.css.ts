import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({ paddingBlock: vars.space.xxxlarge });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginBlockEnd: vars.space.xlarge,
  maxInlineSize: vars.size.readingWidth,
});

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tabletUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xlarge },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brand,
});
