import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

// A star is drawn in the caution tone (gold), as the doctor card's is; an empty star keeps the edge of a form
// control, so the row stays readable (WCAG 1.4.11, 3:1) without its words.
export const star = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    strokeLinejoin: 'round',
    transition: `fill ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  },
  variants: {
    size: {
      small: { inlineSize: vars.size.icon, blockSize: vars.size.icon },
      large: {
        inlineSize: `calc(${vars.size.iconLarge} * 1.5)`,
        blockSize: `calc(${vars.size.iconLarge} * 1.5)`,
      },
    },
    fill: {
      filled: {
        fill: vars.color.caution,
        stroke: vars.color.caution,
        '@media': { [media.forcedColors]: { fill: 'CanvasText', stroke: 'CanvasText' } },
      },
      // Pointed at (hovered or focused) but not chosen: lighter, so it is not mistaken for the choice.
      preview: {
        fill: vars.color.cautionSurface,
        stroke: vars.color.caution,
        '@media': { [media.forcedColors]: { fill: 'Highlight', stroke: 'CanvasText' } },
      },
      empty: {
        fill: 'none',
        stroke: vars.color.borderStrong,
        '@media': { [media.forcedColors]: { stroke: 'CanvasText' } },
      },
    },
  },
  defaultVariants: { size: 'small', fill: 'empty' },
});

export type StarVariants = NonNullable<RecipeVariants<typeof star>>;

export const row = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall });
