import { describe, expect, it } from 'vitest';
import {
  countForm,
  isLocale,
  localeBasename,
  localeFromAcceptLanguage,
  localeOfPath,
  pathInLocale,
  pathWithoutLocale,
  rememberedLocale,
} from './language';

describe('the language of an address', () => {
  it('reads Urdu from the /ur prefix only', () => {
    expect(localeOfPath('/ur')).toBe('ur');
    expect(localeOfPath('/ur/')).toBe('ur');
    expect(localeOfPath('/ur/doctors/search')).toBe('ur');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/urology')).toBe('en');
    expect(localeOfPath('/labs/ur')).toBe('en');
  });

  it('takes the language off a path', () => {
    expect(pathWithoutLocale('/ur')).toBe('/');
    expect(pathWithoutLocale('/ur/')).toBe('/');
    expect(pathWithoutLocale('/ur/labs/2')).toBe('/labs/2');
    expect(pathWithoutLocale('/urology')).toBe('/urology');
    expect(pathWithoutLocale('/')).toBe('/');
  });

  it('puts a site address in either language, keeping its query and fragment', () => {
    expect(pathInLocale('/', 'ur')).toBe('/ur');
    expect(pathInLocale('/products/clinicmanagement?packages=true', 'ur')).toBe(
      '/ur/products/clinicmanagement?packages=true',
    );
    expect(pathInLocale('/doctors/search?is_online=true#results', 'ur')).toBe(
      '/ur/doctors/search?is_online=true#results',
    );
    expect(pathInLocale('/?lab=1', 'ur')).toBe('/ur?lab=1');
    expect(pathInLocale('/ur/labs/2', 'ur')).toBe('/ur/labs/2');
    expect(pathInLocale('/ur/labs/2?x=1', 'en')).toBe('/labs/2?x=1');
    expect(pathInLocale('/ur', 'en')).toBe('/');
    expect(pathInLocale('/labs', 'en')).toBe('/labs');
  });

  it('leaves anything outside the site’s pages as it is', () => {
    for (const href of [
      'https://aafiyat.pk/labs',
      'tel:+923001234567',
      'mailto:a@b.pk',
      '#main',
      '//cdn.x/y',
      '/api/doctor',
    ]) {
      expect(pathInLocale(href, 'ur')).toBe(href);
    }
  });

  it('gives the router’s basename of each language', () => {
    expect(localeBasename('en')).toBe('');
    expect(localeBasename('ur')).toBe('/ur');
  });

  it('recognises only the two languages', () => {
    expect(isLocale('ur')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('reads the remembered language from a Cookie header', () => {
    expect(rememberedLocale('a=1; aafiyat_lang=ur; b=2')).toBe('ur');
    expect(rememberedLocale('aafiyat_lang=en')).toBe('en');
    expect(rememberedLocale('aafiyat_lang=xx')).toBeNull();
    expect(rememberedLocale('other=ur')).toBeNull();
    expect(rememberedLocale(undefined)).toBeNull();
  });
});

describe('the language a request asks for', () => {
  it('is Urdu only when Urdu comes first', () => {
    expect(localeFromAcceptLanguage('ur')).toBe('ur');
    expect(localeFromAcceptLanguage('ur-PK,en;q=0.8')).toBe('ur');
    expect(localeFromAcceptLanguage(' UR-pk ; q=1')).toBe('ur');
    expect(localeFromAcceptLanguage('en-US,ur;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('urd')).toBe('en');
    expect(localeFromAcceptLanguage('')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
  });
});

describe('the form of a counted word', () => {
  it('takes the singular for exactly one, in both languages, as CLDR says', () => {
    for (const locale of ['en', 'ur']) {
      const rules = new Intl.PluralRules(locale);
      for (const count of [0, 1, 2, 3, 5, 11, 21, 100, 101, 1000, 1001, 1_000_000, 1.5, 0.5, -1, -2]) {
        expect(countForm(count), `${locale} ${count}`).toBe(rules.select(count));
      }
    }
  });
});
