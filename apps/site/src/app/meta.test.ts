import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ORGANIZATION_LOGO_PATH, organizationJsonLd, renderHead } from './meta';
import { english } from '../i18n/english';
import { siteTranslator } from '../i18n/language';
import { urdu } from '../i18n/urdu';

/** A page's head in English, as the prerender renders it. */
const headOf = (meta: Parameters<typeof renderHead>[0], path: string) =>
  renderHead(meta, path, 'en', siteTranslator(english));

/** The JSON-LD objects of a rendered head, parsed back. */
function jsonLdOf(head: string): Record<string, unknown>[] {
  return [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

describe('renderHead', () => {
  it('writes the title, description, canonical URL and Open Graph tags of a page', () => {
    const head = headOf({ title: 'About us', description: 'Who we are.' }, '/about');
    expect(head).toContain('<title>About us · Aafiyat</title>');
    expect(head).toContain('<meta name="description" content="Who we are." />');
    expect(head).toContain('<link rel="canonical" href="https://aafiyat.pk/about" />');
    expect(head).toContain('<meta property="og:url" content="https://aafiyat.pk/about" />');
    expect(head).toContain('"@type":"Organization"');
  });

  it('keeps the brand alone as the home page title and marks a noindex page', () => {
    expect(headOf({ title: 'Aafiyat', description: 'x' }, '/')).toContain('<title>Aafiyat</title>');
    const notFound = headOf({ title: 'Page not found', description: 'x', noindex: true }, '/404');
    expect(notFound).toContain('<meta name="robots" content="noindex" />');
    expect(notFound).not.toContain('rel="canonical"');
  });

  it('escapes text so page copy can never break out of the head', () => {
    const head = headOf(
      {
        title: 'Fees & "offers"',
        description: '<script>alert(1)</script>',
        jsonLd: [{ '@type': 'FAQPage', text: '</script><script>alert(1)</script>' }],
      },
      '/privacy/Faqs',
    );
    expect(head).toContain('<title>Fees &amp; &quot;offers&quot; · Aafiyat</title>');
    expect(head).toContain('content="&lt;script&gt;alert(1)&lt;/script&gt;"');
    // Inside JSON-LD, `<` is escaped, so `</script>` in data cannot close the element.
    expect(head).not.toContain('</script><script>');
    expect(head).toContain('\\u003c/script>');
  });

  it('preloads the page’s largest image at high priority, with the srcset and sizes of its <img>', () => {
    const head = headOf(
      {
        title: 'Aafiyat',
        description: 'x',
        preloadImage: {
          href: '/images/hero/clinic-960.webp',
          srcSet: '/images/hero/clinic-412.webp 412w, /images/hero/clinic-960.webp 960w',
          sizes: '(min-width: 768px) 40vw, 100vw',
          type: 'image/webp',
        },
      },
      '/',
    );
    expect(head).toContain(
      '<link rel="preload" as="image" href="/images/hero/clinic-960.webp" ' +
        'imagesrcset="/images/hero/clinic-412.webp 412w, /images/hero/clinic-960.webp 960w" ' +
        'imagesizes="(min-width: 768px) 40vw, 100vw" type="image/webp" fetchpriority="high" />',
    );
  });

  it('leaves out what a preload does not give, and preloads nothing on pages without an image', () => {
    const head = headOf(
      { title: 'About us', description: 'x', preloadImage: { href: '/images/team.webp' } },
      '/about',
    );
    expect(head).toContain('<link rel="preload" as="image" href="/images/team.webp" fetchpriority="high" />');
    expect(head).not.toMatch(/<link rel="preload"[^>]*(imagesrcset|imagesizes|type)=/);
    expect(headOf({ title: 'About us', description: 'x' }, '/about')).not.toContain('rel="preload"');
  });

  it('escapes the preload’s addresses like any other head value', () => {
    const head = headOf(
      {
        title: 'x',
        description: 'x',
        preloadImage: { href: '/a.webp?x=1&y="2"', srcSet: '/a.webp 1w"><script>', sizes: '100vw' },
      },
      '/',
    );
    expect(head).toContain('href="/a.webp?x=1&amp;y=&quot;2&quot;"');
    expect(head).toContain('imagesrcset="/a.webp 1w&quot;&gt;&lt;script&gt;"');
    expect(head).not.toContain('<script>"');
  });
});

describe('the Organization in every head', () => {
  it('names the company with its logo, its number in international form and its address in parts', () => {
    const [organization] = jsonLdOf(headOf({ title: 'About us', description: 'x' }, '/about'));
    expect(organization).toEqual(organizationJsonLd());
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Aafiyat',
      url: 'https://aafiyat.pk',
      logo: 'https://aafiyat.pk/icons/icon-512.png',
      email: 'hello@aafiyat.pk',
      telephone: '+923001234567',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Office 14, Third Floor, Gulberg Trade Centre, Main Boulevard, Gulberg III',
        addressLocality: 'Lahore',
        addressRegion: 'Punjab',
        postalCode: '54660',
        addressCountry: 'PK',
      },
      sameAs: expect.arrayContaining(['https://www.facebook.com/aafiyat.pk']) as unknown,
    });
  });

  it('points its logo at a picture the site serves', () => {
    const file = fileURLToPath(new URL(`../../public${ORGANIZATION_LOGO_PATH}`, import.meta.url));
    expect(existsSync(file)).toBe(true);
    expect(ORGANIZATION_LOGO_PATH).toMatch(/\.png$/);
  });
});

describe('the head of a page in two languages', () => {
  const urduHead = (meta: Parameters<typeof renderHead>[0], path: string) =>
    renderHead(meta, path, 'ur', siteTranslator(urdu));

  it('pairs each page with its other language and names English the default', () => {
    for (const head of [
      headOf({ title: 'Labs', description: 'x' }, '/labs'),
      urduHead({ title: 'لیبز', description: 'x' }, '/ur/labs'),
    ]) {
      expect(head).toContain('<link rel="alternate" hreflang="en" href="https://aafiyat.pk/labs" />');
      expect(head).toContain('<link rel="alternate" hreflang="ur" href="https://aafiyat.pk/ur/labs" />');
      expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://aafiyat.pk/labs" />');
    }
    expect(headOf({ title: 'Aafiyat', description: 'x' }, '/')).toContain(
      'hreflang="ur" href="https://aafiyat.pk/ur"',
    );
  });

  it('gives an Urdu page its own canonical address, title with the Urdu brand and Open Graph locale', () => {
    const head = urduHead({ title: 'لیبز', description: 'ٹیسٹ' }, '/ur/labs');
    expect(head).toContain('<link rel="canonical" href="https://aafiyat.pk/ur/labs" />');
    expect(head).toContain('<title>لیبز · عافیت</title>');
    expect(head).toContain('<meta property="og:locale" content="ur_PK" />');
    expect(head).toContain('<meta property="og:locale:alternate" content="en_PK" />');
    expect(headOf({ title: 'Labs', description: 'x' }, '/labs')).toContain(
      '<meta property="og:locale:alternate" content="ur_PK" />',
    );
  });

  it('points the Urdu address of an English-only page at the English page, with no hreflang pair', () => {
    const head = urduHead({ title: 'Post', description: 'x', englishOnly: true }, '/ur/blogs/post');
    expect(head).toContain('<link rel="canonical" href="https://aafiyat.pk/blogs/post" />');
    expect(head).not.toContain('hreflang');
    expect(head).not.toContain('og:locale:alternate');
  });

  it('keeps the brand alone as the Urdu home page title', () => {
    expect(urduHead({ title: 'عافیت', description: 'x' }, '/ur')).toContain('<title>عافیت</title>');
  });
});
