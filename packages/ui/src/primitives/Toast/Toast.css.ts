import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/** Where toasts appear: the bottom end corner; across the bottom on phones. */
export const viewport = style({
  position: 'fixed',
  insetBlockEnd: vars.space.large,
  insetInline: vars.space.large,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  pointerEvents: 'none',
  '@media': {
    [media.tabletUp]: { insetInlineStart: 'auto', inlineSize: vars.size.dialogWidth },
  },
});

export const region = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

// A slide only, no fade: the toast is readable from its first frame.
const enter = keyframes({
  from: { transform: 'translateY(0.5rem)' },
  to: { transform: 'none' },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    paddingBlock: vars.space.medium,
    paddingInlineStart: vars.space.large,
    paddingInlineEnd: vars.space.small,
    borderRadius: vars.radius.medium,
    borderInlineStartWidth: vars.size.focusRing,
    borderInlineStartStyle: 'solid',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.large,
    pointerEvents: 'auto',
    animation: `${enter} ${vars.motion.durationMedium} ${vars.motion.easingStandard}`,
    '@media': {
      [media.forcedColors]: { border: `${vars.size.borderWidth} solid CanvasText` },
    },
  },
  variants: {
    tone: {
      positive: { borderInlineStartColor: vars.color.positive },
      critical: { borderInlineStartColor: vars.color.critical },
      info: { borderInlineStartColor: vars.color.info },
    },
  },
  defaultVariants: { tone: 'info' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const icon = recipe({
  base: { display: 'flex', paddingBlockStart: vars.space.xxsmall },
  variants: {
    tone: {
      positive: { color: vars.color.positive },
      critical: { color: vars.color.critical },
      info: { color: vars.color.info },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flexGrow: 1,
  minInlineSize: 0,
  paddingBlockStart: vars.space.xxsmall,
});

export const title = style({ fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const message = style({ fontSize: vars.fontSize.small });

// The close button keeps its full 44 px target however long the message.
export const close = style({ display: 'flex', flexShrink: 0 });
