import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const root = style({
  marginInline: 'auto',
  inlineSize: '100%',
  paddingInline: vars.space.large,
  '@media': { [media.tabletUp]: { paddingInline: vars.space.xlarge } },
});

export const width = styleVariants({
  page: { maxInlineSize: vars.size.containerWidth },
  reading: { maxInlineSize: vars.size.readingWidth },
});
