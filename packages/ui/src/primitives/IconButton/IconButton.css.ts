import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Square targets: 44 px for medium, 24 px (the WCAG 2.5.8 minimum) for small.
export const iconButton = styleVariants({
  medium: { inlineSize: vars.size.touchTarget, blockSize: vars.size.touchTarget, padding: 0 },
  small: {
    inlineSize: vars.size.touchMinimum,
    blockSize: vars.size.touchMinimum,
    padding: 0,
    minBlockSize: vars.size.touchMinimum,
  },
});
