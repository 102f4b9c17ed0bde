// A team's own wording over the library's, and words with elements inside: what AafiyatProvider's `messages`,
// `compileMessages` and `formatRich` promise.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AafiyatProvider, LanguageProvider, type LinkComponentProps } from '../providers/AafiyatProvider';
import { Link } from '../primitives/Link/Link';
import { SiteHeader } from '../components/SiteHeader/SiteHeader';
import { builtInCatalogs } from './builtIn';
import { compileMessages } from './compileMessages';
import { formatRich } from './RichMessage';
import { createTranslator } from './translator';

const header = createElement(SiteHeader, {
  brandName: 'Aafiyat',
  navLinks: [],
  supportPhone: '0311 1223344',
});

describe("a team's own wording", () => {
  it('replaces a built-in message by key, in plain text, and leaves the others', () => {
    const html = renderToString(
      createElement(AafiyatProvider, {
        lang: 'en',
        messages: { 'Account.login': 'Sign in' },
        children: header,
      }),
    );
    expect(html).toContain('Sign in');
    expect(html).not.toContain('>Login<');
    expect(html).toContain('Open menu');
  });

  it('takes placeholders once compiled, in the provider’s language', () => {
    const t = createTranslator(
      'ur',
      builtInCatalogs.ur,
      compileMessages({ 'Account.menu': '{name} کا اکاؤنٹ' }),
    );
    expect(t('Account.menu', { name: 'عائشہ' })).toBe('عائشہ کا اکاؤنٹ');
    expect(t('Account.login')).toBe('لاگ اِن');
  });

  it('names the key of a message that is not valid ICU', () => {
    expect(() => compileMessages({ 'Account.menu': '{name, plural, one {x}' })).toThrow(/Account\.menu/);
  });

  it('keeps a message without placeholders a plain string', () => {
    expect(compileMessages({ 'Account.login': 'Sign in' })).toEqual({ 'Account.login': 'Sign in' });
  });

  it('lets a nested provider keep the language of the one around it', () => {
    const html = renderToString(
      createElement(AafiyatProvider, {
        lang: 'ur',
        children: createElement(AafiyatProvider, { children: header }),
      }),
    );
    expect(html.match(/lang="ur"/g)).toHaveLength(2);
    expect(html).toContain('لاگ اِن');
  });
});

describe('formatRich', () => {
  const t = createTranslator('ur', builtInCatalogs.ur);

  it('puts an element where its placeholder falls, in the language’s word order', () => {
    const html = renderToString(
      createElement(
        'p',
        null,
        formatRich(t, 'HelplineDialog.willCall', { phone: createElement('bdi', null, '0300') }),
      ),
    );
    expect(html).toBe('<p>ہم آپ کو <bdi>0300</bdi> پر کال کریں گے۔</p>');
  });

  it('fills a placeholder with nothing for null or false, as React renders them', () => {
    expect(formatRich(t, 'HelplineDialog.willCall', { phone: null })).toBe('ہم آپ کو  پر کال کریں گے۔');
    expect(formatRich(t, 'HelplineDialog.willCall', { phone: false })).toBe('ہم آپ کو  پر کال کریں گے۔');
  });
});

describe('LanguageProvider', () => {
  it('sets the language and catalog of what is inside without adding an element', () => {
    const html = renderToString(
      createElement(LanguageProvider, {
        lang: 'ur',
        catalog: builtInCatalogs.ur,
        children: createElement(Link, { href: '/labs', children: 'x' }),
      }),
    );
    expect(html).toMatch(/^<a [^>]*href="\/labs"[^>]*>x<\/a>$/);
  });

  it('keeps the enclosing link component unless given one', () => {
    const Localized = ({ href, ...props }: LinkComponentProps) =>
      createElement('a', { ...props, href: `/ur${href}` });
    const inner = createElement(LanguageProvider, {
      lang: 'ur',
      children: createElement(Link, { href: '/labs', children: 'x' }),
    });
    const inherited = renderToString(
      createElement(AafiyatProvider, { linkComponent: Localized, children: inner }),
    );
    expect(inherited).toContain('href="/ur/labs"');
    expect(inherited).toContain('lang="en"');
    const own = renderToString(
      createElement(LanguageProvider, {
        linkComponent: ({ href, ...props }: LinkComponentProps) =>
          createElement('a', { ...props, href: `/x${href}` }),
        children: createElement(Link, { href: '/labs', children: 'x' }),
      }),
    );
    expect(own).toContain('href="/x/labs"');
  });

  it('speaks the language it is given', () => {
    const html = renderToString(createElement(LanguageProvider, { lang: 'ur', children: header }));
    expect(html).toContain('لاگ اِن');
  });
});
