import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';
import { scrollLock } from '../Dialog/Dialog.css';

// -1 slides in from the left edge, 1 from the right: the inline-start edge in either direction.
const edge = createVar();

const slideIn = keyframes({
  from: { transform: `translateX(calc(100% * ${edge}))` },
  to: { transform: 'none' },
});
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const panel = style({
  vars: { [edge]: '-1' },
  boxSizing: 'border-box',
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  insetInlineEnd: 'auto',
  margin: 0,
  padding: 0,
  // A strip of the page stays visible beside the drawer, so there is always somewhere to tap to close it.
  inlineSize: `min(${vars.size.drawerWidth}, calc(100% - ${vars.size.touchTarget}))`,
  maxInlineSize: '100%',
  blockSize: '100dvh',
  maxBlockSize: '100dvh',
  overflow: 'hidden',
  // Transparent, so invisible normally, but forced-colours mode paints it and keeps the drawer's edge.
  border: 'none',
  borderInlineEnd: `${vars.size.borderWidth} solid transparent`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  selectors: {
    '&:dir(rtl)': { vars: { [edge]: '1' } },
    '&[open]': {
      display: 'flex',
      flexDirection: 'column',
      animation: `${slideIn} ${vars.motion.durationMedium} ${vars.motion.easingStandard}`,
    },
    '&::backdrop': { backgroundColor: vars.color.backdrop },
    '&[open]::backdrop': {
      animation: `${fadeIn} ${vars.motion.durationMedium} ${vars.motion.easingStandard}`,
    },
  },
  '@media': {
    [media.reducedMotion]: {
      selectors: { '&[open], &[open]::backdrop': { animation: 'none' } },
    },
  },
});

export const root = style([panel, scrollLock]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
  paddingInlineStart: vars.space.large,
  paddingInlineEnd: vars.space.small,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const body = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  padding: vars.space.large,
});
