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
    // The other language's name in the page's own face and the system's script fallback, never a web font the page
    // does not otherwise need: an English page must not fetch Nastaliq for one word.
    selectors: { '&[lang]': { fontFamily: vars.font.body, lineHeight: vars.lineHeight.normal } },
  },
  variants: {
    layout: {
      inline: {},
      block: { justifyContent: 'flex-start', inlineSize: '100%' },
    },
  },
  defaultVariants: { layout: 'inline' },
});
