import { LOCALES, pathInLocale, toE164MobileNumber, type Locale } from '@aafiyat/domain';
import type { SiteTranslate } from '../i18n/language';
import { site } from '../site.config';

/** What a page says about itself to browsers and search engines. */
export interface PageMeta {
  title: string;
  description: string;
  /** Structured data besides the Organization that every page carries. */
  jsonLd?: readonly Record<string, unknown>[];
  /** Search engines should not index it (the 404 page). */
  noindex?: boolean;
  /**
   * The page's largest image above the fold (its LCP element), fetched from the head at high priority before the
   * page's script and styles are parsed. Give the same srcset and sizes as the `<img>`, or the browser fetches
   * twice. Prerendered pages only: client navigations find the image in the DOM at once anyway.
   */
  preloadImage?: PreloadImage;
  /**
   * The page's words exist in English only (a blog post not yet translated): its Urdu address says so in Urdu,
   * points search engines at the English page and is not paired with it by `hreflang`.
   */
  englishOnly?: boolean;
}

/**
 * What a page module says about itself: fixed, or in the page's language (`t` gives the site catalog's words in
 * it; `locale` names it, for what is not in the catalog, such as a blog post's own Urdu text) for the page's path
 * (`path`, without its language: one module may serve many paths, as the listing pages of doctors), with the data
 * the server wrote the page with, if any (`data`: a doctor's profile's doctor).
 */
export type PageMetaSource =
  PageMeta | ((t: SiteTranslate, locale: Locale, path: string, data?: unknown) => PageMeta);

/** A page's meta in `locale`, whose words `t` gives, at `path` (without its language), with its `data`. */
export function resolveMeta(
  source: PageMetaSource,
  t: SiteTranslate,
  locale: Locale,
  path: string,
  data?: unknown,
): PageMeta {
  return typeof source === 'function' ? source(t, locale, path, data) : source;
}

/** An image to preload: `href` is the fallback, `srcSet` and `sizes` pick the file as the `<img>` will. */
export interface PreloadImage {
  href: string;
  srcSet?: string;
  sizes?: string;
  /** The image's MIME type; a browser that cannot show it skips the preload. */
  type?: string;
}

/**
 * The brand's picture for search results: a square raster image (search engines take no SVG here) of at least
 * 112 px, drawn from the favicon by scripts/icons.mjs.
 */
export const ORGANIZATION_LOGO_PATH = '/icons/icon-512.png';

/** A number in E.164 (`+923001234567`), the international form structured data wants; a bad one stops the build. */
function internationalNumber(phone: string): string {
  const international = toE164MobileNumber(phone);
  if (international === null) throw new Error(`site.config: ${phone} is not a Pakistani mobile number.`);
  return international;
}

/**
 * The Organization every page describes: the company, its logo, contacts and office address in parts. Built when
 * a head is rendered (the prerender), so none of it is in the browser's bundle.
 */
export function organizationJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brandName,
    url: site.origin,
    logo: `${site.origin}${ORGANIZATION_LOGO_PATH}`,
    email: site.email,
    telephone: internationalNumber(site.supportPhone),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.office.streetLines.join(', '),
      addressLocality: site.office.locality,
      addressRegion: site.office.region,
      postalCode: site.office.postalCode,
      addressCountry: site.office.countryCode,
    },
    sameAs: site.socialLinks.map((link) => link.href),
  };
}

/** Text for HTML: `&`, `<`, `>` and `"` as character references (an element's content or a quoted attribute). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside a script element must never close it: escape `<` (and the line separators JavaScript dislikes). */
function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The preload `<link>`. What the image does not give is left out, never written as an empty attribute. */
function preloadLink(image: PreloadImage): string {
  const attributes: readonly (readonly [name: string, value: string | undefined])[] = [
    ['rel', 'preload'],
    ['as', 'image'],
    ['href', image.href],
    ['imagesrcset', image.srcSet],
    ['imagesizes', image.sizes],
    ['type', image.type],
    ['fetchpriority', 'high'],
  ];
  const rendered = attributes
    .filter((entry): entry is readonly [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`);
  return `<link ${rendered.join(' ')} />`;
}

/** A page's title as the tab shows it: "Page · Aafiyat" (the brand in the page's language), or the brand alone. */
export function documentTitle(meta: PageMeta, t: SiteTranslate): string {
  const brand = t('Shell.brand');
  return meta.title === brand || meta.title === site.brandName ? meta.title : `${meta.title} · ${brand}`;
}

/** Open Graph's name of each language. */
const OG_LOCALES: Readonly<Record<Locale, string>> = { en: 'en_PK', ur: 'ur_PK' };

/** A full URL of a site path. */
const absolute = (path: string): string => `${site.origin}${path}`;

/**
 * The page's addresses in each language, for `hreflang` (and the sitemap): both languages, and the English as the
 * default, for a page that has both; none for a page in one language only.
 */
export function alternates(meta: PageMeta, path: string): { hreflang: string; href: string }[] {
  if (meta.noindex === true || meta.englishOnly === true) return [];
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: absolute(pathInLocale(path, locale)) })),
    { hreflang: 'x-default', href: absolute(pathInLocale(path, 'en')) },
  ];
}

/** The address search engines should index for the page: itself, or the English page of an English-only one. */
export function canonicalPath(meta: PageMeta, path: string): string {
  return meta.englishOnly === true ? pathInLocale(path, 'en') : path;
}

/** The head elements of a page in `locale`, as HTML, for the prerendered files (`path` has its language). */
export function renderHead(meta: PageMeta, path: string, locale: Locale, t: SiteTranslate): string {
  const title = documentTitle(meta, t);
  const url = absolute(path);
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.preloadImage ? [preloadLink(meta.preloadImage)] : []),
    meta.noindex
      ? '<meta name="robots" content="noindex" />'
      : `<link rel="canonical" href="${escapeHtml(absolute(canonicalPath(meta, path)))}" />`,
    ...alternates(meta, path).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(t('Shell.brand'))}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[locale]}" />`,
    ...LOCALES.filter((other) => other !== locale && alternates(meta, path).length > 0).map(
      (other) => `<meta property="og:locale:alternate" content="${OG_LOCALES[other]}" />`,
    ),
    ...[organizationJsonLd(), ...(meta.jsonLd ?? [])].map(
      (data) => `<script type="application/ld+json">${safeJson(data)}</script>`,
    ),
  ].join('\n    ');
}

/** Keeps the document's title and description in step with client-side navigation. */
export function applyMeta(meta: PageMeta, t: SiteTranslate): void {
  document.title = documentTitle(meta, t);
  document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
}
