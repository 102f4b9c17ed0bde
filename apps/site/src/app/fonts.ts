import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import inter600 from '@fontsource/inter/files/inter-latin-600-normal.woff2?url';
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';
import urdu400 from '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2?url';

/** Inter's faces the type scale uses (regular, semibold, bold): the same files as `@aafiyat/ui/fonts`. */
const INTER_FACES = [
  ['400', inter400],
  ['600', inter600],
  ['700', inter700],
] as const;

function face(family: string, url: string, weight: string): FontFace {
  return new FontFace(family, `url(${url}) format('woff2')`, { weight, style: 'normal', display: 'swap' });
}

/**
 * Adds the site's web fonts to the page in one step, once Inter's files have loaded. The fonts' style sheet
 * (`@aafiyat/ui/fonts`) lays the whole page out twice on its way in: when its `@font-face` rules arrive and again
 * when the files do, about 90 ms each on the home page at a 4× slower CPU (measured in a trace). Loaded first and
 * added together, the faces cost one layout. A face that fails to load is left out and its text stays in
 * 'Inter Fallback', the local face of Inter's metrics. The Urdu face is only declared: as with `@font-face`, it
 * loads when Urdu text is shown.
 */
export async function loadFonts(): Promise<void> {
  const loads = await Promise.allSettled(
    INTER_FACES.map(([weight, url]) => face('Inter', url, weight).load()),
  );
  for (const loaded of loads) if (loaded.status === 'fulfilled') document.fonts.add(loaded.value);
  document.fonts.add(face('Noto Nastaliq Urdu', urdu400, '400'));
}
