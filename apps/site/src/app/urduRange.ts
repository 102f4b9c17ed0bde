/** The code points the Urdu face is used for (`URDU_FONT_UNICODE_RANGE` of the font script; a test pins them). */
export const URDU_UNICODE_RANGE = 'U+0600-06FF, U+200C-200F';
