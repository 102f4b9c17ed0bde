import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Square targets: 44 px for medium, 24 px (the WCAG 2.5.8 minimum) for small.
export const iconButton = styleVariants({
  // flexShrink 0: in a crowded flex row the target must not shrink below its size.
  medium: { inlineSize: vars.size.touchTarget, blockSize: vars.size.touchTarget, padding: 0, flexShrink: 0 },
  small: {
    inlineSize: vars.size.touchMinimum,
    blockSize: vars.size.touchMinimum,
    padding: 0,
    minBlockSize: vars.size.touchMinimum,
    flexShrink: 0,
  },
});
