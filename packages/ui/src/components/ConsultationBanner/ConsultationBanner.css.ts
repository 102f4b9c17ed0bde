import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  backgroundColor: vars.color.brandSubtle,
  paddingBlock: vars.space.xlarge,
  '@media': {
    [media.tabletUp]: { paddingBlock: vars.space.xxlarge },
    [media.forcedColors]: { border: `${vars.size.borderWidth} solid CanvasText` },
  },
});

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  '@media': {
    [media.tabletUp]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const copy = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({ color: vars.color.text });

export const actions = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  flexShrink: 0,
  '@media': { [media.heroSmallUp]: { gridTemplateColumns: 'repeat(2, max-content)' } },
});
