import { style } from '@vanilla-extract/css';

/**
 * A result's list item: drawn only near the screen (`content-visibility: auto`). A trace of `/doctors/search` at a
 * 10× slower CPU put the first layout of a page of cards at 169 ms and the relayout when Inter arrived at 106 ms;
 * skipped while far, 55 and 60 ms. Until a card is first drawn it holds a typical card's height, then its own
 * (`auto`). The estimate is measured (cards of the demo data with their open times, 360 px wide: 552–783 px in
 * English, 695–997 px in Urdu, whose Nastaliq lines are taller; 1,280 px wide: 645–774 px): a card drawn as it
 * scrolls into view then moves what lies below it by a line or two at most, where Box's general 40rem was 113 px
 * off for most English cards and moved the last card, the pages' links and the footer by a layout shift of 0.056
 * on a slow machine.
 */
export const resultItem = style({
  display: 'block',
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 42rem',
  // The containment clips what overflows the item: the margin keeps focus rings at its edges visible.
  overflowClipMargin: '1rem',
  selectors: {
    ':lang(ur) &': { containIntrinsicBlockSize: 'auto 52rem' },
  },
});
