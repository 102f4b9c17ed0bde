import { createContext, useContext } from 'react';
import { builtInCatalogs } from './builtIn';
import type { Locale } from './locales';
import { createTranslator, type Translate } from './translator';

/** The language in force and its translator. */
export interface I18nValue {
  /** The language of everything inside. */
  locale: Locale;
  /** Gives a message's words in that language. */
  t: Translate;
}

/** Outside any provider (a test that renders one component), components speak English. */
export const I18nContext = createContext<I18nValue>({
  locale: 'en',
  t: createTranslator('en', builtInCatalogs.en),
});

/**
 * The translator of the nearest `AafiyatProvider`: `t('Account.login')` gives "Login" in English and "لاگ اِن" in
 * Urdu. Keys are checked against the English catalog by TypeScript.
 */
export function useMessages(): Translate {
  return useContext(I18nContext).t;
}

/** The language of the nearest `AafiyatProvider` (`en` outside any). */
export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}
