import { createTranslator, englishCatalog } from '@aafiyat/ui';

/** The library's words in English, for the site's stories to find elements by the catalog's names. */
export const englishWords = createTranslator('en', englishCatalog);
