// The Urdu words of a page (loaded only by Urdu pages: see ./load.ts).
import { urduCatalog } from '@aafiyat/ui';
import { messages } from './compiled/ur';
import type { SiteLanguage } from './language';

export const urdu: SiteLanguage = { locale: 'ur', site: messages, ui: urduCatalog };
