// Turning a message key into words in one language, with React or without it (a driver that fills prerendered
// markup uses the same function). The messages are ICU messages compiled ahead of time into Lingui's form (see
// ../../scripts/compile-messages.mjs), so the page ships Lingui's small interpreter and no message parser.
import { setupI18n, type Messages } from '@lingui/core';
import type english from './messages/en.json';
import { withCounts } from './counts';
import { formattingLocale, type Locale } from './locales';

/** A message's key in the library's catalogs ("SiteHeader.login"). Checked by TypeScript against the English one. */
export type MessageKey = keyof typeof english;

/** A catalog compiled for Lingui: each key's message, pre-parsed. */
export type CompiledCatalog = Messages;

/** The values a message's placeholders take (`{count}`, `{name}`). */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Gives the words of a message in the translator's language. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * Wording a team puts in place of the library's, by key: plain text, used as it is. (A message with placeholders,
 * plurals or selects must be compiled first: `compileMessages` from `@aafiyat/ui/compile-messages`.)
 */
export type MessageOverrides = Partial<Record<MessageKey, CompiledCatalog[string]>>;

/** Lingui's message compiler for catalogs compiled ahead of time: a plain string is already the words. */
function plainWords(message: string): [string] {
  return [message];
}

/**
 * A translator for one language: its compiled catalog, with any overrides on top. A key the catalog lacks (the
 * completeness test makes that a bug) is shown as the key, never as an empty string.
 */
export function createTranslator(
  locale: Locale,
  catalog: CompiledCatalog,
  overrides?: MessageOverrides,
): Translate {
  const i18n = setupI18n({
    locale,
    locales: [formattingLocale(locale)],
    messages: { [locale]: overrides ? { ...catalog, ...overrides } : catalog },
  });
  // A message without placeholders is compiled to its plain words, used as they are. Lingui would otherwise parse
  // it again at run time in development (so tests would not see what a visitor sees) and, in a production build,
  // log "Uncompiled message detected!" for each one.
  i18n.setMessagesCompiler(plainWords);
  return (key, values) => i18n._(key, withCounts(values) as Record<string, unknown> | undefined);
}
