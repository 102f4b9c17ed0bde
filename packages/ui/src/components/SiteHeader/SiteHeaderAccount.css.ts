import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxsmall });

export const avatarLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.touchTarget,
  minBlockSize: vars.size.touchTarget,
  borderRadius: vars.radius.full,
});

// The cut name shows from tablets up; on phones the menu button is the chevron beside the avatar.
export const name = style({
  display: 'none',
  whiteSpace: 'nowrap',
  '@media': { [media.tabletUp]: { display: 'inline' } },
});
