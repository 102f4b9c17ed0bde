import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({ paddingBlock: vars.space.xlarge });

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.large } },
});

// Links and the Lab button share one look; the whole tile is the target.
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  inlineSize: '100%',
  blockSize: '100%',
  minBlockSize: vars.size.touchTarget,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
  textAlign: 'center',
  textDecoration: 'none',
  font: 'inherit',
  cursor: 'pointer',
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, box-shadow ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.medium },
  },
  '@media': { [media.forcedColors]: { borderColor: 'ButtonText' } },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.avatarLarge,
  blockSize: vars.size.avatarLarge,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brand,
});

export const label = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.large });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
