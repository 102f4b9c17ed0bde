// The Urdu pages' Nastaliq face, cut down to the characters Urdu is written with: Fontsource's "arabic" file of
// Noto Nastaliq Urdu (159 KB) carries Arabic, Persian, Sindhi and more; the Urdu subset is about 111 KB, which a
// visitor's first Urdu page saves on a 3G line. The subset keeps every glyph the font's shaping rules reach from
// these characters (harfbuzz's subsetter, through `subset-font`), so joined and stacked letters are unchanged.
// Run after changing the characters:   npm run fonts
// A test fails when the committed file is not what this writes, or when a catalog uses a character left out.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** The font as Fontsource ships it. */
export const SOURCE_FONT = fileURLToPath(
  import.meta.resolve('@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2'),
);

/** The subset the site serves (imported by src/app/fonts.ts). */
export const URDU_FONT = fileURLToPath(
  new URL('../src/assets/fonts/noto-nastaliq-urdu-urdu-400.woff2', import.meta.url),
);

/**
 * Every character the face is kept for: Urdu's letters (with the Arabic-keyboard forms of ی, ک and ہ, which
 * pasted text brings), its optional vowel marks and hamza, its punctuation, and the joiners and direction marks.
 * Digits and Latin letters are Inter's: an Urdu page writes numbers in Western digits.
 */
export const URDU_FONT_CHARACTERS =
  'ءآأؤإئابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھۂۃیےۓ' +
  'ةيكهى' +
  '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0653\u0654\u0655\u0656\u0670' +
  '،؛؟۔٪٫٬\u0614' +
  '\u200C\u200D\u200E\u200F';

/** The subset's bytes, as `npm run fonts` writes them. */
export async function urduFontSubset(): Promise<Buffer> {
  return subsetFont(readFileSync(SOURCE_FONT), URDU_FONT_CHARACTERS, { targetFormat: 'woff2' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const subset = await urduFontSubset();
  writeFileSync(URDU_FONT, subset);
  console.log(
    `wrote ${URDU_FONT} (${String(subset.length)} bytes, from ${String(readFileSync(SOURCE_FONT).length)})`,
  );
}
