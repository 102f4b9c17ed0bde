import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ flexShrink: 0, fill: 'none', stroke: 'currentColor' });
export const size = styleVariants({
  medium: { inlineSize: vars.size.icon, blockSize: vars.size.icon },
  large: { inlineSize: vars.size.iconLarge, blockSize: vars.size.iconLarge },
});
/** Arrows and chevrons point the other way when the page reads right to left. */
export const mirrored = style({});
globalStyle(`[dir="rtl"] ${mirrored}`, { transform: 'scaleX(-1)' });
