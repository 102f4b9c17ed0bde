import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    minInlineSize: 0,
    margin: 0,
    padding: vars.space.large,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderInlineStartWidth: vars.size.borderWidthStrong,
    borderRadius: vars.radius.large,
    backgroundColor: vars.color.surface,
    listStyle: 'none',
  },
  variants: {
    tone: {
      neutral: { borderInlineStartColor: vars.color.border },
      brand: { borderInlineStartColor: vars.color.brand },
      positive: { borderInlineStartColor: vars.color.positive },
      caution: { borderInlineStartColor: vars.color.caution },
      critical: { borderInlineStartColor: vars.color.critical },
      info: { borderInlineStartColor: vars.color.info },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const label = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
