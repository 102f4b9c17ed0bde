// The types of `subset-font` (it ships none): the one call the Urdu font script makes.
declare module 'subset-font' {
  /** Subsets a font (TrueType, WOFF or WOFF2) to the glyphs `text` needs, with harfbuzz. */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2';
      preserveNameIds?: number[];
      variationAxes?: object;
    },
  ): Promise<Buffer>;
}
