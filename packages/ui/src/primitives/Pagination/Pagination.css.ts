import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: 0,
  listStyle: 'none',
});

const target = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  // Page links are a primary way through the results: the 44 px target (STYLE.md).
  minInlineSize: vars.size.touchTarget,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
} as const;

export const link = style({
  ...target,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, textDecoration: 'underline' },
    // The current page is filled, and says so to screen readers with aria-current.
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
  '@media': {
    [media.forcedColors]: {
      borderColor: 'LinkText',
      selectors: { '&[aria-current="page"]': { borderWidth: vars.size.borderWidthStrong } },
    },
  },
});

export const gap = style({
  ...target,
  color: vars.color.textMuted,
});
