import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  blockSize: '100%',
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
  selectors: {
    // The card whose action is the prominent sign-up stands out (the teaser's Hospital card).
    '&[data-featured="true"]': {
      borderColor: vars.color.brand,
      borderWidth: vars.size.borderWidthStrong,
      boxShadow: vars.shadow.medium,
    },
  },
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const packageName = style({
  alignSelf: 'flex-start',
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brand,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const price = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const amount = style({
  fontSize: vars.fontSize.xxxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const billing = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const discount = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
});

export const wasPrice = style({ color: vars.color.textMuted });

export const saving = style({
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.positiveSurface,
  color: vars.color.positive,
  fontWeight: vars.fontWeight.semibold,
});

// The feature block grows, so the actions of cards side by side line up at the bottom.
export const featureBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  paddingBlockStart: vars.space.medium,
  flexGrow: 1,
});

export const includes = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const features = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const feature = style({ display: 'flex', gap: vars.space.small, alignItems: 'flex-start' });

export const featureIcon = style({ color: vars.color.positive, marginBlockStart: vars.space.xxsmall });
