import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const heading = recipe({
  base: { margin: 0, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, color: 'inherit' },
  variants: {
    size: {
      display: {
        fontSize: vars.fontSize.xxlarge,
        '@media': { [media.tabletUp]: { fontSize: vars.fontSize.display } },
      },
      large: {
        fontSize: vars.fontSize.xlarge,
        '@media': { [media.tabletUp]: { fontSize: vars.fontSize.xxxlarge } },
      },
      medium: {
        fontSize: vars.fontSize.large,
        '@media': { [media.tabletUp]: { fontSize: vars.fontSize.xxlarge } },
      },
      small: { fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.semibold },
    },
    tone: {
      neutral: { color: vars.color.text },
      brand: { color: vars.color.brand },
      inverse: { color: vars.color.textInverse },
    },
    align: { start: { textAlign: 'start' }, center: { textAlign: 'center' } },
  },
  defaultVariants: { size: 'medium', tone: 'neutral' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
