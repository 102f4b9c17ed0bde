// The language a story is shown in, from Storybook's toolbar (the `locale` global: English or اردو), and its
// direction: the language's, unless the story asks for a direction of its own (the `direction` global, kept for
// the stories that check a layout mirrored with English words).
import { builtInCatalogs } from '../i18n/builtIn';
import { directionOf, isLocale, textDirections, type Locale, type TextDirection } from '../i18n/locales';
import { createTranslator, type Translate } from '../i18n/translator';

/** A story's globals, as Storybook gives them to a decorator, a render function or a play function. */
type Globals = Readonly<Record<string, unknown>>;

/** The story's language: the toolbar's, English by default. */
export function storyLocale(globals: Globals): Locale {
  const locale = globals['locale'];
  return isLocale(locale) ? locale : 'en';
}

/** The story's direction: its own `direction` global if set, else its language's. */
export function storyDirection(globals: Globals): TextDirection {
  const direction = globals['direction'];
  return (textDirections as readonly unknown[]).includes(direction)
    ? (direction as TextDirection)
    : directionOf(storyLocale(globals));
}

const translators = new Map<Locale, Translate>();

/**
 * The library's words in the story's language, for play functions to find elements by the catalog's name
 * (`canvas.getByRole('button', { name: t('Account.login') })`), so one play function checks both languages.
 */
export function storyMessages(globals: Globals): Translate {
  const locale = storyLocale(globals);
  let translate = translators.get(locale);
  if (!translate) {
    translate = createTranslator(locale, builtInCatalogs[locale]);
    translators.set(locale, translate);
  }
  return translate;
}
