/**
 * The code points the Urdu face is declared for (./urduFont.css.ts): every character of the font script's subset
 * (`URDU_FONT_CHARACTERS`) lies in it, as ./urduFont.test.ts checks.
 */
export const URDU_UNICODE_RANGE = 'U+0600-06FF, U+200C-200F';
