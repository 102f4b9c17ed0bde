import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

// One column on phones, two on tablets, three on desktops.
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktopUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

// A long lab name breaks between words first; a word wider than the card breaks inside it rather than overflow.
export const name = style({ overflowWrap: 'break-word' });

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const detail = style({ margin: 0, overflowWrap: 'break-word' });
