import { globalStyle, style } from '@vanilla-extract/css';

/** The home page's sections below the fold. */
export const belowFold = style({});

// Each section below the fold is laid out and painted only once it nears the screen. The home page is about
// 7,800 px tall on a phone, and without this every frame that answers a press on the hero restyled, hit-tested and
// repainted all of it: a first press on the hero's Next took 48–128 ms (median 76) on a 4× slower CPU, and 40–96 ms
// (median 52) with it (12 cold loads each). The sections stay in the page for search, find-in-page and screen
// readers. `auto` keeps a section's real size once it has been drawn; until then it holds a typical section's
// height (measured: 396–1,617 px on a phone, 234–711 px at 1,280 px wide).
//
// Content-visibility also clips each section's paint to its box, so content beyond a placeholder's height is not
// drawn; `overflow: hidden` clips nothing more, but says so in the one way axe reads. Without it axe, which
// measures the page without scrolling it, saw a tall section's content (the stacked price cards) lying under the
// next section's buttons and reported contrast against them.
globalStyle(`${belowFold} > *`, {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 600px',
  overflow: 'hidden',
});
