import { assignVars, globalFontFace, globalStyle } from '@vanilla-extract/css';
import { lightTheme, vars } from './contract.css';
import { media } from './media';
import { fontSizeTokens, lineHeightTokens, urduTypeTokens } from './tokens';

// Until Inter has loaded (or where it never does: a site may load the fonts late, or not at all), text is set in a
// local sans-serif stretched to Inter's width and line metrics, so the swap to Inter moves nothing on the page.
// Arial and its metric twin Liberation Sans are measured against Inter (average width, ascent, descent); Roboto,
// what Android phones have, is within a percent of Arial's width and shares them. A device with none of these
// goes on down the system stack of the font tokens. Part of the theme's styles, not of the fonts file, so it is
// there from the first paint.
globalFontFace('Inter Fallback', {
  src: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans'), local('Roboto')",
  sizeAdjust: '107.06%',
  ascentOverride: '90.49%',
  descentOverride: '22.56%',
  lineGapOverride: '0%',
});

// A small reset: predictable box sizing, no surprise margins, media that never overflows.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('*', { margin: 0 });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollPaddingBlockStart: '5rem',
});
globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('img, picture, video, canvas, svg', { display: 'block', maxInlineSize: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
// Urdu text is Nastaliq, from the element that says so; an Urdu page's body too (the body rule above would
// otherwise set Inter on everything under `<html lang="ur">`).
globalStyle('[lang="ur"], [lang="ur"] body', {
  fontFamily: vars.font.urdu,
  lineHeight: vars.lineHeight.normal,
});
// Inside the theme, an Urdu element sets Urdu's sizes and line heights (tokens.ts: urduTypeTokens) for everything
// in it, so every component's `tight`, `normal` and `small` mean what Nastaliq needs; an English part inside it
// (an article not yet translated, the language switch's "English") gets the Latin ones back.
const urduType = {
  ...assignVars(vars.fontSize, urduTypeTokens.fontSize),
  ...assignVars(vars.lineHeight, urduTypeTokens.lineHeight),
};
const latinType = {
  ...assignVars(vars.fontSize, fontSizeTokens),
  ...assignVars(vars.lineHeight, lineHeightTokens),
};
globalStyle(`.${lightTheme}[lang="ur"], .${lightTheme} [lang="ur"]`, { vars: urduType });
globalStyle(`.${lightTheme}[lang="ur"] [lang="en"], .${lightTheme} [lang="ur"] [lang="en"]`, {
  vars: latinType,
});

// One focus ring for everything focusable, shown for keyboard focus only, and kept in forced-colours mode
// (where box shadows vanish) because it is an outline.
globalStyle(':focus-visible', {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

// Nothing moves for people who asked for less motion (WCAG 2.3.3).
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
