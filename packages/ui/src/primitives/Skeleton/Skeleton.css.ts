import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/** Only a transform moves: the compositor runs it, with no paint of the page's main thread per frame. */
const sheen = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(100%)' },
});

/**
 * A bone: a still gradient (what it shows at rest, and without the sheen) under a light band that sweeps across it,
 * in the reading direction. The band is a pseudo-element moved by `transform`: animating the bone's own
 * `background-position` painted every frame on the main thread (15–25 ms a frame on a slow phone, in a trace,
 * while the page's own script had work to do). The band is still where motion was asked away, and where no script
 * runs: a page that cannot load what the bones stand for does not say forever that it is loading.
 */
export const bone = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'block',
  backgroundColor: vars.color.surfaceMuted,
  backgroundImage: `linear-gradient(90deg, ${vars.color.surfaceMuted} 0%, ${vars.color.border} 50%, ${vars.color.surfaceMuted} 100%)`,
  backgroundSize: '200% 100%',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.surface} 50%, transparent 100%)`,
    opacity: 0.6,
    transform: 'translateX(-100%)',
    animation: `${sheen} 1.4s ${vars.motion.easingStandard} infinite`,
  },
  selectors: {
    // Right to left, the band sweeps from the right.
    '[dir="rtl"] &::after': { animationDirection: 'reverse' },
  },
  '@media': {
    // Still shapes for people who asked for less motion (WCAG 2.3.3).
    [media.reducedMotion]: {
      backgroundImage: 'none',
      selectors: { '&::after': { animation: 'none', display: 'none' } },
    },
    [media.noScript]: { selectors: { '&::after': { animation: 'none', display: 'none' } } },
    [media.forcedColors]: { border: `${vars.size.borderWidth} solid GrayText` },
  },
});

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const line = style({
  blockSize: '1em',
  borderRadius: vars.radius.small,
  selectors: { '&:last-child:not(:first-child)': { inlineSize: '60%' } },
});

export const block = styleVariants({
  wide: { inlineSize: '100%', aspectRatio: '16 / 9', borderRadius: vars.radius.medium },
  square: { inlineSize: '100%', aspectRatio: '1 / 1', borderRadius: vars.radius.medium },
});

export const circle = styleVariants({
  medium: { inlineSize: vars.size.avatar, blockSize: vars.size.avatar, borderRadius: vars.radius.full },
  large: {
    inlineSize: vars.size.avatarLarge,
    blockSize: vars.size.avatarLarge,
    borderRadius: vars.radius.full,
  },
});
