import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

// The list is a popover in the top layer, placed against its button by anchor positioning: each menu scopes the
// anchor's name to itself.
const anchor = '--aafiyat-menu-button';

export const root = style({ position: 'relative', display: 'inline-block', anchorScope: anchor });

// The button the list hangs from.
globalStyle(`${root} > button`, { anchorName: anchor });

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: { '[aria-expanded="true"] &': { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const list = style({
  position: 'absolute',
  positionAnchor: anchor,
  // Below the button, aligned with its inline-end edge: the right edge in ltr, the left edge in rtl; flipped when
  // the screen has no room on that side.
  positionArea: 'bottom span-left',
  positionTryFallbacks: 'flip-inline, flip-block',
  inset: 'auto',
  marginBlock: `${vars.space.xsmall} 0`,
  marginInline: 0,
  minInlineSize: `max(anchor-size(inline), calc(${vars.size.drawerWidth} * 0.6))`,
  maxInlineSize: `calc(100vw - 2 * ${vars.space.large})`,
  overflow: 'visible',
  paddingBlock: vars.space.xsmall,
  paddingInline: 0,
  listStyle: 'none',
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  selectors: { '&:dir(rtl)': { positionArea: 'bottom span-right' } },
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    boxSizing: 'border-box',
    inlineSize: '100%',
    minBlockSize: vars.size.touchTarget,
    paddingBlock: vars.space.small,
    paddingInline: vars.space.large,
    border: 'none',
    borderInlineStart: `${vars.size.borderWidthStrong} solid transparent`,
    background: 'none',
    font: 'inherit',
    fontWeight: vars.fontWeight.medium,
    textAlign: 'start',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceMuted, textDecoration: 'underline' },
      // The page being shown: marked by weight and an edge, not by colour alone (WCAG 1.4.1).
      '&[aria-current="page"]': {
        fontWeight: vars.fontWeight.bold,
        borderInlineStartColor: vars.color.brand,
        backgroundColor: vars.color.brandSubtle,
      },
    },
  },
  variants: {
    tone: {
      neutral: { color: vars.color.text },
      critical: { color: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type MenuItemVariants = NonNullable<RecipeVariants<typeof item>>;
