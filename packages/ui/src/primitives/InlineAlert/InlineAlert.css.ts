import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    padding: vars.space.large,
    borderRadius: vars.radius.medium,
    // The edge on the start side marks the message even where the background tint is hard to see.
    borderInlineStartWidth: vars.size.focusRing,
    borderInlineStartStyle: 'solid',
    color: vars.color.text,
    '@media': {
      [media.forcedColors]: { borderWidth: vars.size.borderWidth, borderStyle: 'solid' },
    },
  },
  variants: {
    tone: {
      info: { backgroundColor: vars.color.infoSurface, borderInlineStartColor: vars.color.info },
      positive: { backgroundColor: vars.color.positiveSurface, borderInlineStartColor: vars.color.positive },
      caution: { backgroundColor: vars.color.cautionSurface, borderInlineStartColor: vars.color.caution },
      critical: { backgroundColor: vars.color.criticalSurface, borderInlineStartColor: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'info' },
});

export type InlineAlertVariants = NonNullable<RecipeVariants<typeof root>>;

export const icon = recipe({
  base: { display: 'flex', paddingBlockStart: vars.space.xxsmall },
  variants: {
    tone: {
      info: { color: vars.color.info },
      positive: { color: vars.color.positive },
      caution: { color: vars.color.caution },
      critical: { color: vars.color.critical },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minInlineSize: 0,
});

export const title = style({ fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const body = style({ fontSize: vars.fontSize.medium });
