import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { scrollLock } from '../../primitives/Dialog/Dialog.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

// The whole viewport at every width: a call's pictures want all the room there is, and a phone's screen is
// the common case. The backdrop matches, so a resize never flashes the page's colours at an edge.
const surface = style({
  boxSizing: 'border-box',
  position: 'fixed',
  insetBlock: 0,
  insetInline: 0,
  inlineSize: '100%',
  maxInlineSize: '100%',
  // dvh follows a phone's collapsing address bar; vh is the fallback for browsers without it.
  blockSize: ['100vh', '100dvh'],
  maxBlockSize: ['100vh', '100dvh'],
  margin: 0,
  padding: 0,
  border: 'none',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  selectors: {
    // Display only when open: a rule on a bare <dialog> would override the browser's `display: none`.
    '&[open]': { display: 'grid', gridTemplateRows: 'auto minmax(0, 1fr) auto' },
    '&::backdrop': { backgroundColor: vars.color.surfaceInverse },
  },
});

export const root = style([surface, scrollLock]);

// The library's focus colour is made for light surfaces; on the dark call surface the light text colour is
// the one that stands out.
globalStyle(`${root} :focus-visible`, { outlineColor: vars.color.textInverse });

export const topBar = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingInline: vars.space.large,
  paddingBlockStart: `max(${vars.space.medium}, env(safe-area-inset-top))`,
  paddingBlockEnd: vars.space.medium,
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 auto',
  minInlineSize: 0,
});

export const timer = style({
  flexShrink: 0,
  paddingBlockStart: vars.space.xxsmall,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
});

const pulse = keyframes({ from: { opacity: 1 }, to: { opacity: 0.3 } });

export const statusLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  color: vars.color.textInverse,
  // The words set their own direction, so "Reconnecting…" keeps its ellipsis at the end on an Urdu page.
  unicodeBidi: 'plaintext',
  selectors: {
    '&[data-status="reconnecting"]::before': {
      content: '""',
      flexShrink: 0,
      inlineSize: vars.space.small,
      blockSize: vars.space.small,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.accent,
      // Ten half-second beats, then still: nothing moves on its own for more than 5 s (WCAG 2.2.2).
      animation: `${pulse} ${vars.motion.durationFade} ${vars.motion.easingStandard} 10 alternate`,
    },
  },
  '@media': {
    [media.reducedMotion]: {
      selectors: { '&[data-status="reconnecting"]::before': { animation: 'none' } },
    },
  },
});

export const stage = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  minBlockSize: 0,
  padding: vars.space.large,
  overflow: 'hidden',
});

export const remoteVideo = style({
  position: 'absolute',
  insetBlock: 0,
  insetInline: 0,
  inlineSize: '100%',
  blockSize: '100%',
  maxInlineSize: 'none',
  objectFit: 'contain',
  selectors: {
    // Hidden, not removed: the element still plays the other side's audio.
    '&[data-state="hidden"]': { visibility: 'hidden' },
  },
});

export const sound = style({
  position: 'absolute',
  insetBlockStart: vars.space.medium,
  insetInline: vars.space.large,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  // Above the pictures and the preview; empty, it has no height and catches no taps.
  zIndex: vars.zIndex.raised,
});

export const peer = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  maxInlineSize: '100%',
  minInlineSize: 0,
  textAlign: 'center',
});

export const peerName = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const notice = style({
  position: 'relative',
  inlineSize: '100%',
  maxInlineSize: vars.size.readingWidth,
  alignSelf: 'start',
});

// The notice is a light box: its controls take the library's own focus colour again.
globalStyle(`${root} ${notice} :focus-visible`, { outlineColor: vars.color.focus });

export const noticeActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginBlockStart: vars.space.medium,
});

export const preview = style({
  position: 'absolute',
  insetBlockEnd: vars.space.medium,
  insetInlineEnd: vars.space.medium,
  // About a third of a phone's width, and no larger than a thumbnail on a wide screen.
  inlineSize: `min(30%, calc(${vars.size.avatarLarge} * 2.5))`,
  aspectRatio: '3 / 4',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.textInverseMuted}`,
  backgroundColor: vars.color.surfaceInverse,
  boxShadow: vars.shadow.large,
});

export const previewVideo = style({
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
  // A mirror image, as people expect to see themselves; what the other side receives is not flipped.
  transform: 'scaleX(-1)',
});

export const previewOff = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  blockSize: '100%',
  padding: vars.space.small,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  color: vars.color.textInverse,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: `${vars.space.medium} ${vars.space.large}`,
  paddingInline: vars.space.large,
  paddingBlockStart: vars.space.large,
  paddingBlockEnd: `max(${vars.space.large}, env(safe-area-inset-bottom))`,
});

export const control = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minInlineSize: vars.size.touchTarget,
  padding: vars.space.xxsmall,
  border: 'none',
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  selectors: { '&[aria-disabled="true"]': { cursor: 'not-allowed' } },
});

export const controlIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // Larger than the 44 px minimum: these are the main actions of the screen, pressed mid-conversation.
  inlineSize: `calc(${vars.size.touchTarget} + ${vars.space.small})`,
  blockSize: `calc(${vars.size.touchTarget} + ${vars.space.small})`,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidthStrong} solid ${vars.color.textInverseMuted}`,
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    [`${control}:hover:not([aria-disabled="true"]) &`]: { borderColor: vars.color.textInverse },
    // Pressed turns the control light: a change of lightness, not only of hue (WCAG 1.4.1).
    [`${control}[aria-pressed="true"] &`]: {
      backgroundColor: vars.color.textInverse,
      borderColor: vars.color.textInverse,
      color: vars.color.surfaceInverse,
    },
    [`${control}[data-tone="critical"] &`]: {
      backgroundColor: vars.color.critical,
      borderColor: vars.color.critical,
      color: vars.color.onBrand,
    },
    [`${control}[aria-disabled="true"] &`]: { borderStyle: 'dashed', opacity: 0.6 },
  },
  '@media': {
    [media.forcedColors]: {
      borderColor: 'ButtonText',
      selectors: {
        // Forced colours drop backgrounds; the system's highlight keeps a pressed toggle distinct.
        [`${control}[aria-pressed="true"] &`]: {
          forcedColorAdjust: 'none',
          backgroundColor: 'Highlight',
          borderColor: 'Highlight',
          color: 'HighlightText',
        },
      },
    },
  },
});

export const controlCaption = style({ textAlign: 'center' });
