import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Out of sight until focused (the first Tab of a page), then at the top inline-start corner above everything.
export const root = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  zIndex: vars.zIndex.toast,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  selectors: {
    '&:not(:focus)': {
      inlineSize: '1px',
      blockSize: '1px',
      padding: 0,
      margin: '-1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
