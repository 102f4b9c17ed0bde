import { english } from '../i18n/english';
import { siteTranslator } from '../i18n/language';
import { site } from '../site.config';

/**
 * The web manifest (`/manifest.webmanifest`), from the site's configuration: the prerender writes it into the
 * build and the dev server answers it. The icons are drawn from the favicon by scripts/icons.mjs.
 */
export function webManifest(): string {
  return `${JSON.stringify(
    {
      name: site.brandName,
      short_name: site.brandName,
      description: siteTranslator(english)('Shell.tagline'),
      lang: 'en-PK',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#FFFFFF',
      theme_color: site.themeColor,
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  )}\n`;
}
