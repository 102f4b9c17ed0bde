// The Urdu pages' Nastaliq face, declared in the page's style sheet rather than added by script after the load:
// with `font-display: optional` the browser sets a page in Nastaliq only if the face is at hand within a moment
// of the first paint (from its cache, after a first Urdu page), and otherwise keeps the fallback for that page:
// the text never changes face under the reader, so nothing moves (a swap after the load shifted `/ur` by 0.17
// CLS). The file is Noto Nastaliq Urdu cut down to Urdu's characters (`npm run fonts`).
import { globalFontFace } from '@vanilla-extract/css';
import urdu400 from '../assets/fonts/noto-nastaliq-urdu-urdu-400.woff2?url';
import { URDU_UNICODE_RANGE } from './urduRange';

globalFontFace('Noto Nastaliq Urdu', {
  src: `url(${urdu400}) format('woff2')`,
  fontWeight: 400,
  fontStyle: 'normal',
  fontDisplay: 'optional',
  unicodeRange: URDU_UNICODE_RANGE,
});
