import { describe, expect, it } from 'vitest';
import { renderHead } from './meta';

describe('renderHead', () => {
  it('writes the title, description, canonical URL and Open Graph tags of a page', () => {
    const head = renderHead({ title: 'About us', description: 'Who we are.' }, '/about');
    expect(head).toContain('<title>About us · Aafiyat</title>');
    expect(head).toContain('<meta name="description" content="Who we are." />');
    expect(head).toContain('<link rel="canonical" href="https://aafiyat.pk/about" />');
    expect(head).toContain('<meta property="og:url" content="https://aafiyat.pk/about" />');
    expect(head).toContain('"@type":"Organization"');
  });

  it('keeps the brand alone as the home page title and marks a noindex page', () => {
    expect(renderHead({ title: 'Aafiyat', description: 'x' }, '/')).toContain('<title>Aafiyat</title>');
    const notFound = renderHead({ title: 'Page not found', description: 'x', noindex: true }, '/404');
    expect(notFound).toContain('<meta name="robots" content="noindex" />');
    expect(notFound).not.toContain('rel="canonical"');
  });

  it('escapes text so page copy can never break out of the head', () => {
    const head = renderHead(
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
});
