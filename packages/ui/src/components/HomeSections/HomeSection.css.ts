import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = recipe({
  base: { paddingBlock: vars.space.xxxlarge },
  variants: {
    tone: {
      plain: { backgroundColor: vars.color.surface },
      muted: { backgroundColor: vars.color.surfaceMuted },
    },
  },
  defaultVariants: { tone: 'plain' },
});

export type HomeSectionVariants = NonNullable<RecipeVariants<typeof root>>;

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  '@media': {
    [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.gutter },
  },
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minInlineSize: 0,
});

// The picture goes first in reading order on tablets and up when asked; phones always read text first.
export const picture = style({
  display: 'flex',
  justifyContent: 'center',
  minInlineSize: 0,
  selectors: { '&[data-position="start"]': { '@media': { [media.tabletUp]: { order: -1 } } } },
});

export const image = style({ inlineSize: '100%', blockSize: 'auto', borderRadius: vars.radius.large });

export const features = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.small,
  '@media': { [media.heroSmallUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const feature = style({
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'flex-start',
  color: vars.color.text,
});

export const featureIcon = style({ color: vars.color.positive, marginBlockStart: vars.space.xxsmall });

export const action = style({ display: 'flex' });
