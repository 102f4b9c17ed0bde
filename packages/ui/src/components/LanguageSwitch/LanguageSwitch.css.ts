import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    minInlineSize: vars.size.touchTarget,
    minBlockSize: vars.size.touchTarget,
    justifyContent: 'center',
    whiteSpace: 'nowrap',
    fontWeight: vars.fontWeight.semibold,
  },
  variants: {
    layout: {
      inline: {},
      block: { justifyContent: 'flex-start', inlineSize: '100%' },
    },
  },
  defaultVariants: { layout: 'inline' },
});
