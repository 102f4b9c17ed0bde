import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const tone = (foreground: string, background: string) => ({
  color: foreground,
  backgroundColor: background,
  borderColor: foreground,
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    maxInlineSize: '100%',
    paddingInline: vars.space.small,
    paddingBlock: vars.space.xxsmall,
    // The edge keeps the badge visible in forced-colours mode, where backgrounds are dropped.
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    // Long words wrap rather than being cut: the words are the meaning.
    overflowWrap: 'anywhere',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: tone(vars.color.text, vars.color.surfaceMuted),
      brand: tone(vars.color.brand, vars.color.brandSubtle),
      positive: tone(vars.color.positive, vars.color.positiveSurface),
      caution: tone(vars.color.caution, vars.color.cautionSurface),
      critical: tone(vars.color.critical, vars.color.criticalSurface),
      info: tone(vars.color.info, vars.color.infoSurface),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
