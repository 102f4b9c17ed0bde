import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Under reduced motion the ring stays still but keeps its gap, so it still reads as "working".
    [media.reducedMotion]: { animation: 'none' },
  },
});

export const size = styleVariants({
  small: { inlineSize: '1em', blockSize: '1em', borderWidth: vars.size.borderWidthStrong },
  medium: {
    inlineSize: vars.size.iconLarge,
    blockSize: vars.size.iconLarge,
    borderWidth: vars.size.focusRing,
  },
  large: {
    inlineSize: vars.size.avatarLarge,
    blockSize: vars.size.avatarLarge,
    borderWidth: vars.size.focusRing,
  },
});
