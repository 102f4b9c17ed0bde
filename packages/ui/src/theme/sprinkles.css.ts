import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { media } from './media';

/** Layout sprinkles: one responsive set (mobile / tablet / desktop), logical properties only. */
const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tabletUp },
    desktop: { '@media': media.desktopUp },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: { '0': '0', '1': '1' },
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingBlockStart: vars.space,
    paddingBlockEnd: vars.space,
    paddingInlineStart: vars.space,
    paddingInlineEnd: vars.space,
    marginBlockStart: vars.space,
    marginBlockEnd: vars.space,
    textAlign: ['start', 'center', 'end'],
    gridTemplateColumns: {
      '1': 'minmax(0, 1fr)',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
    },
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingBlock: ['paddingBlockStart', 'paddingBlockEnd'],
    paddingInline: ['paddingInlineStart', 'paddingInlineEnd'],
    marginBlock: ['marginBlockStart', 'marginBlockEnd'],
  },
});

const colours = defineProperties({
  properties: {
    background: {
      surface: vars.color.surface,
      surfaceMuted: vars.color.surfaceMuted,
      surfaceInverse: vars.color.surfaceInverse,
      brand: vars.color.brand,
      brandSubtle: vars.color.brandSubtle,
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      textInverse: vars.color.textInverse,
      brand: vars.color.brand,
      onBrand: vars.color.onBrand,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
});

export const sprinkles = createSprinkles(responsive, colours);

/** The props `sprinkles` accepts. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
