import { formatRich, type MessageKey, type RichValues, type Translate } from '@aafiyat/ui';
import type { ReactNode } from 'react';
import type { SiteMessageKey } from '../../../i18n/compiled/keys';
import type { SiteTranslate } from '../../../i18n/language';

/**
 * A site message whose placeholders may be elements (a phone number in `<span dir="ltr">`), in the page's word
 * order. The library's `formatRich` only hands the key on to the translator it is given, here the site's.
 */
export function richWords(t: SiteTranslate, key: SiteMessageKey, values: RichValues): ReactNode {
  return formatRich(t as unknown as Translate, key as unknown as MessageKey, values);
}

/** A phone number inside a sentence: read left to right in an Urdu one too. */
export function PhoneNumber({ phone }: { phone: string }) {
  return <span dir="ltr">{phone}</span>;
}
