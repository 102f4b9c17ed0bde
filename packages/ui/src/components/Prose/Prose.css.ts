import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { offscreenRules } from '../../layout/offscreen';
import { media } from '../../theme/media';

// The HTML inside comes from Markdown, so it carries no classes: every rule selects elements under the root.
export const root = style({
  maxInlineSize: vars.size.readingWidth,
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'break-word',
});

export const prose = recipe({
  base: root,
  variants: {
    size: {
      medium: { fontSize: vars.fontSize.medium },
      large: {
        fontSize: vars.fontSize.medium,
        '@media': { [media.tabletUp]: { fontSize: vars.fontSize.large } },
      },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type ProseVariants = NonNullable<RecipeVariants<typeof prose>>;

const within = (selector: string) =>
  selector
    .split(',')
    .map((part) => `${root} ${part.trim()}`)
    .join(', ');

// A long text's blocks far from the screen are left unstyled, unlaid and unpainted until they come near it (as
// Box's `skipWhenOffscreen`): a post's first layout then costs its first screen, and so does the relayout when the
// web fonts arrive. Each block is held at about a paragraph's height until first drawn, then at its own.
globalStyle(within('> *'), offscreenRules('6rem'));

// Vertical rhythm: space between blocks, more before a section heading, less after one.
globalStyle(`${root} > * + *`, { marginBlockStart: vars.space.large });
globalStyle(within('> h2'), { marginBlockStart: vars.space.xxlarge });
globalStyle(within('> h3, > h4'), { marginBlockStart: vars.space.xlarge });
globalStyle(within('> :is(h2, h3, h4) + *'), { marginBlockStart: vars.space.small });

globalStyle(within('h2, h3, h4'), {
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  // A heading reached by its id (a table of contents, a shared link) clears the sticky header.
  scrollMarginBlockStart: vars.space.gutter,
});
globalStyle(within('h2'), { fontSize: vars.fontSize.xlarge });
globalStyle(within('h3'), { fontSize: vars.fontSize.large });
globalStyle(within('h4'), { fontSize: vars.fontSize.medium });

globalStyle(within('strong, b'), { fontWeight: vars.fontWeight.semibold });

globalStyle(within('a'), {
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
});
globalStyle(within('a:hover'), { color: vars.color.brandStrong, textDecorationThickness: '2px' });

globalStyle(within('ul, ol'), { paddingInlineStart: vars.space.xlarge });
globalStyle(within('li + li, li > ul, li > ol'), { marginBlockStart: vars.space.small });
globalStyle(within('li::marker'), { color: vars.color.brand, fontWeight: vars.fontWeight.semibold });

globalStyle(within('blockquote'), {
  paddingInlineStart: vars.space.large,
  paddingBlock: vars.space.small,
  borderInlineStartWidth: `calc(${vars.size.borderWidthStrong} * 2)`,
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: vars.color.brand,
  backgroundColor: vars.color.surfaceMuted,
  borderStartEndRadius: vars.radius.medium,
  borderEndEndRadius: vars.radius.medium,
});
globalStyle(within('blockquote > * + *'), { marginBlockStart: vars.space.small });

globalStyle(within('code'), {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.9em',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceMuted,
});
// Code blocks wrap instead of scrolling, so no region needs keyboard scrolling and phones never scroll sideways.
globalStyle(within('pre'), {
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.normal,
});
globalStyle(within('pre code'), { padding: 0, backgroundColor: 'transparent' });

// Wide tables scroll inside their own region (focusable, so keyboards can scroll it); the page never does.
globalStyle(within('[data-prose-table]'), { overflowX: 'auto', borderRadius: vars.radius.small });
globalStyle(within('table'), {
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
});
globalStyle(within('th, td'), {
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBlockEndWidth: vars.size.borderWidth,
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: vars.color.border,
});
globalStyle(within('th'), { fontWeight: vars.fontWeight.semibold, backgroundColor: vars.color.surfaceMuted });

globalStyle(within('img'), { maxInlineSize: '100%', blockSize: 'auto', borderRadius: vars.radius.medium });

globalStyle(within('hr'), {
  border: 'none',
  borderBlockStartWidth: vars.size.borderWidth,
  borderBlockStartStyle: 'solid',
  borderBlockStartColor: vars.color.border,
});

// Words for screen readers only, such as the "(opens in a new tab)" after an external link.
globalStyle(within('[data-prose-hidden]'), {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  borderWidth: 0,
});
