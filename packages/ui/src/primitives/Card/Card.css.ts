import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    minInlineSize: 0,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderRadius: vars.radius.large,
    color: vars.color.text,
    listStyle: 'none',
  },
  variants: {
    tone: {
      surface: { backgroundColor: vars.color.surface, boxShadow: vars.shadow.small },
      muted: { backgroundColor: vars.color.surfaceMuted },
    },
    padding: {
      none: { padding: 0, overflow: 'hidden' },
      medium: { padding: vars.space.large },
      large: {
        padding: vars.space.large,
        '@media': { [media.tabletUp]: { padding: vars.space.xlarge } },
      },
    },
    interactive: {
      true: {
        transition: `box-shadow ${vars.motion.durationFast} ${vars.motion.easingStandard}, border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
        selectors: {
          '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.medium },
        },
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'surface', padding: 'large', interactive: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const headingLink = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});

/**
 * The stretched link: the heading's link grows an invisible layer over the whole card, so the card is one
 * target while its link keeps the heading as its name (no nested interactive elements).
 */
export const stretched = style({
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: 0,
      borderRadius: vars.radius.large,
    },
    // The focus ring moves to the layer, so it outlines the whole card.
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

// Other links and buttons inside an interactive card sit above the layer and stay clickable on their own.
globalStyle(
  `${card.classNames.variants.interactive.true} :is(a, button, input, select, textarea):not(${stretched})`,
  {
    position: 'relative',
    zIndex: 1,
  },
);
