// The English words of a page (loaded only by English pages: see ./load.ts).
import { englishCatalog } from '@aafiyat/ui';
import { messages } from './compiled/en';
import type { SiteLanguage } from './language';

export const english: SiteLanguage = { locale: 'en', site: messages, ui: englishCatalog };
