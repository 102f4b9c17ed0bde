import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';
import { breakpoints } from '../../theme/tokens';

// The whole bar fits on one line from the wide breakpoint; between desktop and wide it tightens.
const wideUp = `screen and (min-width: ${String(breakpoints.wide)}px)`;
// The support number is written out beside its icon only where the bar has room for it beside the navigation,
// the language switch and a signed-in person's name (at 1280 px the three overlapped the navigation).
const phoneNumberUp = 'screen and (min-width: 1440px)';

const slideDown = keyframes({ from: { transform: 'translateY(-100%)' }, to: { transform: 'none' } });

export const root = style({
  position: 'relative',
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: {
    // Past the spec's 600 px the header sticks to the top. Sticky (not fixed) keeps its place in the page, so
    // nothing below it jumps when it changes.
    '&[data-state="sticky"]': {
      position: 'sticky',
      insetBlockStart: 0,
      boxShadow: vars.shadow.medium,
      animation: `${slideDown} ${vars.motion.durationMedium} ${vars.motion.easingStandard}`,
    },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: '4rem',
  '@media': {
    [media.heroSmallUp]: { gap: vars.space.small },
    [media.desktopUp]: { gap: vars.space.large },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.size.touchTarget,
  color: vars.color.brand,
  fontSize: vars.fontSize.large,
  '@media': { [media.tabletUp]: { fontSize: vars.fontSize.xlarge } },
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
});

export const brandMark = style({
  inlineSize: vars.size.touchMinimum,
  blockSize: vars.size.touchMinimum,
  fill: vars.color.brand,
  flexShrink: 0,
});

export const brandMarkCross = style({ fill: vars.color.onBrand });

// Only on small screens: the menu button and its drawer.
export const smallOnly = style({ '@media': { [media.desktopUp]: { display: 'none' } } });

// Only on wide screens: the links and the Login menu sit in the bar.
export const wideOnly = style({ display: 'none', '@media': { [media.desktopUp]: { display: 'flex' } } });

export const nav = style({ flexGrow: 1, minInlineSize: 0 });

export const navList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  '@media': { [wideUp]: { fontSize: vars.fontSize.medium, gap: vars.space.xsmall } },
});

export const navItem = style({ whiteSpace: 'nowrap' });
globalStyle(`${navItem} > a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.xsmall,
});
globalStyle(`${navItem} > a[aria-current="page"]`, {
  textDecoration: 'underline',
  textDecorationThickness: vars.size.borderWidthStrong,
});

export const spacer = style({ flexGrow: 1, '@media': { [media.desktopUp]: { display: 'none' } } });

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
  '@media': { [media.heroSmallUp]: { gap: vars.space.small } },
});

export const phone = style({});
globalStyle(`${phone} > a`, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minInlineSize: vars.size.touchTarget,
  minBlockSize: vars.size.touchTarget,
  whiteSpace: 'nowrap',
});

const visuallyHidden = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
} as const;
const shown = {
  position: 'static',
  inlineSize: 'auto',
  blockSize: 'auto',
  overflow: 'visible',
  clip: 'auto',
} as const;

// The number is always read; it is shown where the bar has room: tablets (links are in the drawer) and wide
// screens. On phones and narrower desktops the phone icon alone stands for it.
export const phoneNumber = style({
  ...visuallyHidden,
  '@media': {
    [media.tabletUp]: shown,
    [media.desktopUp]: visuallyHidden,
    [phoneNumberUp]: shown,
  },
});

/**
 * The language switch in the bar: from 400 px up. On the narrowest phones (360 px) the bar has room for the menu
 * button, the brand, the phone and Login only; the drawer offers the switch there.
 */
export const languageSwitch = style({
  display: 'contents',
  '@media': { 'screen and (max-width: 399.98px)': { display: 'none' } },
});
