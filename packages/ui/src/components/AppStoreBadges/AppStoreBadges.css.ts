import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xlarge,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const groupLabel = recipe({
  base: { fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.semibold },
  variants: {
    tone: {
      neutral: { color: vars.color.text },
      inverse: { color: vars.color.textInverse },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type AppStoreBadgesVariants = NonNullable<RecipeVariants<typeof groupLabel>>;

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

// Two lines, like the stores' own badges, drawn as text: no trademark artwork.
export const badgeText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  textAlign: 'start',
  lineHeight: vars.lineHeight.tight,
});

export const badgeSmall = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.regular,
});

export const badgeLarge = style({
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.bold,
});
