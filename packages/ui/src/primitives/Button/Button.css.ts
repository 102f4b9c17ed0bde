import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const toneColours = {
  brand: {
    main: vars.color.brand,
    strong: vars.color.brandStrong,
    on: vars.color.onBrand,
    subtle: vars.color.brandSubtle,
  },
  accent: {
    main: vars.color.accent,
    strong: vars.color.accentStrong,
    on: vars.color.onAccent,
    subtle: vars.color.cautionSurface,
  },
  critical: {
    main: vars.color.critical,
    strong: vars.color.critical,
    on: vars.color.onBrand,
    subtle: vars.color.criticalSurface,
  },
  neutral: {
    main: vars.color.text,
    strong: vars.color.text,
    on: vars.color.surface,
    subtle: vars.color.surfaceMuted,
  },
} as const;

type Tone = keyof typeof toneColours;
type Variant = 'solid' | 'outline' | 'ghost';

/**
 * A hover colour, only where the device can hover. On a phone a tap leaves the button it pressed in its hover colour,
 * and the colour's transition repaints in the very frames that answer the press (on a 4× slower CPU, vitals.e2e: the
 * hero's REQUEST A DEMO 56–80 ms → 24–40 ms, its Previous 72–112 ms → 48–72 ms).
 */
function onHover(colours: { backgroundColor: string; borderColor?: string }) {
  return {
    '@media': { '(hover: hover)': { selectors: { '&:hover:not([aria-disabled="true"])': colours } } },
  } as const;
}

function compound(variant: Variant, tone: Tone) {
  const colours = toneColours[tone];
  // The outline and ghost text of the accent tone uses the dark text colour: the accent itself is too light
  // for text on white (WCAG 1.4.3).
  const textColour = tone === 'accent' ? vars.color.onAccent : colours.main;
  const styles = {
    solid: {
      backgroundColor: colours.main,
      color: colours.on,
      borderColor: colours.main,
      ...onHover({ backgroundColor: colours.strong, borderColor: colours.strong }),
    },
    outline: {
      backgroundColor: vars.color.surface,
      color: textColour,
      borderColor: tone === 'accent' ? colours.strong : colours.main,
      ...onHover({ backgroundColor: colours.subtle }),
    },
    ghost: {
      backgroundColor: 'transparent',
      color: textColour,
      borderColor: 'transparent',
      ...onHover({ backgroundColor: colours.subtle }),
    },
  } as const;
  return { variants: { variant, tone }, style: styles[variant] };
}

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    borderWidth: vars.size.borderWidthStrong,
    borderStyle: 'solid',
    borderRadius: vars.radius.medium,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.7 },
      '&[data-pending="true"]': { cursor: 'progress', opacity: 1 },
    },
    '@media': {
      // In forced-colours mode backgrounds are dropped; the border keeps the button visible.
      [media.forcedColors]: { borderColor: 'ButtonText' },
    },
  },
  variants: {
    variant: { solid: {}, outline: {}, ghost: {} },
    tone: { brand: {}, accent: {}, critical: {}, neutral: {} },
    size: {
      small: {
        minBlockSize: vars.size.touchMinimum,
        paddingInline: vars.space.medium,
        paddingBlock: vars.space.xsmall,
        fontSize: vars.fontSize.small,
      },
      medium: {
        minBlockSize: vars.size.touchTarget,
        paddingInline: vars.space.large,
        paddingBlock: vars.space.small,
        fontSize: vars.fontSize.medium,
      },
      large: {
        minBlockSize: vars.size.touchTarget,
        paddingInline: vars.space.xlarge,
        paddingBlock: vars.space.medium,
        fontSize: vars.fontSize.large,
      },
    },
    fullWidth: { true: { inlineSize: '100%' }, false: {} },
  },
  compoundVariants: (['solid', 'outline', 'ghost'] as const).flatMap((variant) =>
    (Object.keys(toneColours) as Tone[]).map((tone) => compound(variant, tone)),
  ),
  defaultVariants: { variant: 'solid', tone: 'brand', size: 'medium', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** Keeps the label in place while the spinner shows, so the button does not change width or hide its text. */
export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });
