import { style } from '@vanilla-extract/css';
import { offscreenRules } from './offscreen';

/**
 * A part the browser may leave unstyled, unlaid and unpainted while it is far from the screen
 * (`content-visibility: auto`): a long page's first layout then costs what its first screen costs, and so does
 * every later one (the web fonts arriving, a resize). Its content stays in the page for find-in-page, links to its
 * anchors and screen readers. Until it is first drawn it is held at an estimated height, then at its last
 * drawn height (`auto`), so the scroll bar hardly moves. The containment clips what overflows the part: the
 * margin keeps focus rings and shadows at its edges visible.
 */
export const skipWhenOffscreen = style(offscreenRules('40rem'));
