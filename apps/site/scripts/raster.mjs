// Rasterises SVG drawings in Debian's Chromium (Playwright drives /usr/bin/chromium), for the committed images
// of the site: the hero's WebP files and the app icons' PNG files. Run by hand, never by the build or the tests.
/* global document, Image -- used only inside page.evaluate, which runs in Chromium */
import { chromium } from 'playwright';

/**
 * @typedef {(svg: string, options: { width: number, height: number, type: 'image/webp' | 'image/png',
 *   quality?: number, background?: string, padding?: number }) => Promise<Buffer>} Render
 * Draws `svg` at the target size (from the vectors, not scaled down from a bigger raster), optionally on a solid
 * `background` with `padding` pixels around it, and encodes it.
 */

/**
 * Starts Chromium, gives `work` a renderer, and closes Chromium afterwards.
 * @param {(render: Render) => Promise<void>} work
 */
export async function withRasteriser(work) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    /** @type {Render} */
    const render = async (svg, { width, height, type, quality = 0.85, background, padding = 0 }) => {
      const dataUrl = await page.evaluate(
        async (input) => {
          const image = new Image(input.width - 2 * input.padding, input.height - 2 * input.padding);
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(input.svg)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = input.width;
          canvas.height = input.height;
          const context = canvas.getContext('2d');
          if (!context) throw new Error('No 2D canvas context');
          if (input.background) {
            context.fillStyle = input.background;
            context.fillRect(0, 0, input.width, input.height);
          }
          context.drawImage(
            image,
            input.padding,
            input.padding,
            input.width - 2 * input.padding,
            input.height - 2 * input.padding,
          );
          return canvas.toDataURL(input.type, input.quality);
        },
        { svg, width, height, type, quality, background: background ?? '', padding },
      );
      if (!dataUrl.startsWith(`data:${type};base64,`)) throw new Error(`Chromium did not encode ${type}`);
      return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    };
    await work(render);
  } finally {
    await browser.close();
  }
}
