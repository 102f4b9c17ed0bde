import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '0 0' },
});

export const bone = style({
  display: 'block',
  backgroundColor: vars.color.surfaceMuted,
  backgroundImage: `linear-gradient(90deg, ${vars.color.surfaceMuted} 0%, ${vars.color.border} 50%, ${vars.color.surfaceMuted} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ${vars.motion.easingStandard} infinite`,
  '@media': {
    // Still shapes for people who asked for less motion (WCAG 2.3.3).
    [media.reducedMotion]: { animation: 'none', backgroundImage: 'none' },
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
