// Each language's words come in chunks of their own, loaded by the pages in that language only: an English page
// carries no Urdu and an Urdu page no English (ADR 0012). The common words come with the language; each page's
// own namespaces (./namespaces.ts) are added to it before the page is shown.
import type { Locale } from '@aafiyat/domain';
import type { CompiledCatalog } from '@aafiyat/ui';
import { COMMON_WORDS, type SiteNamespace } from './namespaces';
import type { SiteLanguage } from './translate';

const loaded = new Map<Locale, Promise<SiteLanguage>>();

/** The words a page has loaded (a page only ever loads its own language's), once they are there. */
let pageWords: SiteLanguage | null = null;

/**
 * The page's words, when loaded: for what turns a failure into a sentence outside React (a load's error, drawn by
 * a script or a component alike). Null before, and on the server.
 */
export function loadedLanguage(): SiteLanguage | null {
  return pageWords;
}

/**
 * Says which words the page is shown in when they come from elsewhere than {@link loadLanguage}: Storybook, whose
 * language toolbar switches a story between English and Urdu in one page.
 */
export function showLanguage(words: SiteLanguage): void {
  pageWords = words;
}

/** The common words of `locale`, fetched once. */
export function loadLanguage(locale: Locale): Promise<SiteLanguage> {
  let language = loaded.get(locale);
  if (!language) {
    language = (
      locale === 'ur'
        ? import('./common.ur').then((module) => module.urduCommon())
        : import('./common.en').then((module) => module.englishCommon())
    ).then((words) => {
      pageWords = words;
      return words;
    });
    loaded.set(locale, language);
  }
  return language;
}

// Each namespace of each language is a chunk of its own.
const namespaces = import.meta.glob<{ messages: CompiledCatalog }>('./compiled/*/*.ts');

/** The namespaces already added to each language's words. */
const added = new WeakMap<SiteLanguage, Map<SiteNamespace, Promise<void>>>();

/**
 * Adds `words` to `language` (fetching each namespace once) and resolves with it. The site's translator reads the
 * language's catalog as it grows, so what is already on screen keeps its words.
 */
export function loadWords(language: SiteLanguage, words: readonly SiteNamespace[]): Promise<SiteLanguage> {
  let done = added.get(language);
  if (!done) {
    done = new Map(COMMON_WORDS.map((namespace) => [namespace, Promise.resolve()]));
    added.set(language, done);
  }
  const pending = words.map((namespace) => {
    let loading = done.get(namespace);
    if (!loading) {
      const load = namespaces[`./compiled/${language.locale}/${namespace}.ts`];
      if (!load) throw new Error(`No ${language.locale} words for ${namespace}: run npm run messages.`);
      loading = load().then((module) => {
        Object.assign(language.site, module.messages);
      });
      done.set(namespace, loading);
    }
    return loading;
  });
  return Promise.all(pending).then(() => language);
}

/** The page's language with its own pages' words: what the page is rendered and hydrated with. */
export function loadPageWords(locale: Locale, words: readonly SiteNamespace[]): Promise<SiteLanguage> {
  return loadLanguage(locale).then((language) => loadWords(language, words));
}
