import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxlarge });

/** Branches beside the booking form on wide screens; one under the other on phones. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxlarge,
  alignItems: 'start',
  '@media': { [media.desktopUp]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.xlarge,
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  flex: '1 1 20rem',
  minInlineSize: 0,
});

// A logo is drawn to be seen whole: a rounded square with the image contained, never cropped to a circle.
const logoSize = `calc(${vars.size.avatarLarge} * 1.5)`;

export const logo = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: logoSize,
  blockSize: logoSize,
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  selectors: {
    '&[data-state="fallback"]': {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.brand,
      color: vars.color.onBrand,
      fontSize: vars.fontSize.xxxlarge,
      fontWeight: vars.fontWeight.bold,
      lineHeight: 1,
    },
  },
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const logoImage = style({
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'contain',
  padding: vars.space.small,
});

/** Term and value pairs: the address, the phone. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  margin: 0,
});

export const term = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const definition = style({ margin: 0, color: vars.color.text });

/** Numbers stay left to right inside an Urdu sentence. */
export const phoneNumber = style({ unicodeBidi: 'isolate', direction: 'ltr' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const branch = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
  selectors: {
    // The branch the booking form has chosen.
    '&[data-selected="true"]': { borderColor: vars.color.brand, borderWidth: vars.size.borderWidthStrong },
  },
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

export const branchTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const categoryTitle = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const tests = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const testRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  color: vars.color.text,
});

export const price = style({
  flexShrink: 0,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  unicodeBidi: 'isolate',
});

export const booking = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceMuted,
  '@media': { [media.forcedColors]: { border: `${vars.size.borderWidth} solid CanvasText` } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const testGroups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const loadingRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const skeletonHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xlarge,
});

export const skeletonLogo = style({ inlineSize: logoSize, flexShrink: 0 });

export const skeletonText = style({ flex: 1, minInlineSize: 0 });
