import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({ paddingBlock: vars.space.xxlarge });

export const list = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

// The number reads first on screen, but the term comes first in the markup, as <dl> requires.
export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.brandSubtle,
  textAlign: 'center',
  '@media': { [media.forcedColors]: { border: `${vars.size.borderWidth} solid CanvasText` } },
});

export const term = style({ color: vars.color.text, fontSize: vars.fontSize.medium });

export const value = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.tabletUp]: { fontSize: vars.fontSize.xxxlarge } },
});

export const heading = style({ marginBlockEnd: vars.space.xlarge });
