import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/**
 * Put on every modal `<dialog>` (dialogs and drawers): while one is open the page behind does not scroll, so a
 * swipe on a phone cannot move the page out from under it. Pure CSS, so nothing is left locked if a dialog
 * unmounts without cleaning up.
 */
export const scrollLock = style({});
globalStyle(`html:has(${scrollLock}[open])`, { overflow: 'hidden' });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
// The dialog slides in without fading: a transparent first frame would make everything inside it count as
// invisible to tests (and to anything else reading computed opacity) for the length of the animation.
const rise = keyframes({
  from: { transform: `translateY(${vars.space.large})` },
  to: { transform: 'none' },
});

const base = style({
  boxSizing: 'border-box',
  padding: 0,
  // Transparent, so invisible normally, but forced-colours mode paints it and keeps the dialog's edge.
  border: `${vars.size.borderWidth} solid transparent`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  overflow: 'hidden',
  // Phones: the full width, from the top of the screen, so the on-screen keyboard (which covers the bottom
  // half) never hides the fields being typed in.
  inlineSize: '100%',
  maxInlineSize: '100%',
  maxBlockSize: '100dvh',
  marginBlock: '0 auto',
  marginInline: 0,
  borderEndStartRadius: vars.radius.large,
  borderEndEndRadius: vars.radius.large,
  selectors: {
    // Display only when open: a rule on a bare <dialog> would override the browser's `display: none`.
    '&[open]': {
      display: 'flex',
      flexDirection: 'column',
      animation: `${rise} ${vars.motion.durationMedium} ${vars.motion.easingStandard}`,
    },
    '&::backdrop': { backgroundColor: vars.color.backdrop },
    '&[open]::backdrop': {
      animation: `${fadeIn} ${vars.motion.durationMedium} ${vars.motion.easingStandard}`,
    },
  },
  '@media': {
    [media.tabletUp]: {
      margin: 'auto',
      maxInlineSize: `calc(100% - 2 * ${vars.space.xlarge})`,
      maxBlockSize: `calc(100dvh - 2 * ${vars.space.xlarge})`,
      borderRadius: vars.radius.large,
    },
    [media.reducedMotion]: {
      selectors: { '&[open], &[open]::backdrop': { animation: 'none' } },
    },
  },
});

export const root = recipe({
  base: [base, scrollLock],
  variants: {
    size: {
      // A short notice or a one-field form.
      small: { '@media': { [media.tabletUp]: { inlineSize: `calc(${vars.size.dialogWidth} * 0.75)` } } },
      // Forms of several fields.
      medium: { '@media': { [media.tabletUp]: { inlineSize: vars.size.dialogWidth } } },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type DialogVariants = NonNullable<RecipeVariants<typeof root>>;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: `${vars.space.large} 0`,
  paddingInlineStart: vars.space.xlarge,
  paddingInlineEnd: vars.space.small,
});

export const title = style({
  flex: 1,
  minInlineSize: 0,
  // Aligns the first line of the title with the middle of the 44 px close button.
  paddingBlockStart: vars.space.small,
});

export const body = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: `${vars.space.medium} ${vars.space.xlarge} ${vars.space.xlarge}`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.xlarge,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
