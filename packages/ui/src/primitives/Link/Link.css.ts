import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const link = recipe({
  base: {
    fontWeight: vars.fontWeight.medium,
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.small,
    selectors: { '&:hover': { textDecorationThickness: '2px' } },
  },
  variants: {
    tone: {
      brand: { color: vars.color.brand },
      neutral: { color: vars.color.text },
      inverse: { color: vars.color.textInverse },
    },
    underline: {
      always: { textDecoration: 'underline' },
      hover: { textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } },
    },
  },
  defaultVariants: { tone: 'brand', underline: 'always' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
