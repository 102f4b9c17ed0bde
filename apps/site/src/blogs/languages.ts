// The languages posts may be translated into. Imports nothing at run time: the build's blogs plugin reads it,
// and Vite loads its config (and what that imports) with Node, which cannot run the workspace's TypeScript
// packages (@aafiyat/domain); localize.test.ts checks this list against the site's languages.
import type { BlogTranslationLocale } from './types';

/** The languages posts may be translated into, in the site's order: every language but English. */
export const blogTranslationLocales: readonly BlogTranslationLocale[] = ['ur'];
