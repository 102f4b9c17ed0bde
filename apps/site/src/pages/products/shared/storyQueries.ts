// What the product pages' stories look for, in the story's language. For stories only: nothing on a page imports it.
import type { DemoProduct } from '@aafiyat/domain';
import type { Translate } from '@aafiyat/ui';
import { demoProductName } from '../../../app/dialogs';
import type { SiteTranslate } from '../../../i18n/language';

/** Text as a regular expression's source, matched literally. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Finds the element whose whole text is `text`, though parts of it sit in child elements (a phone number in its
 * left-to-right span): the innermost such element.
 */
export function wholeText(text: string) {
  return (_content: string, element: Element | null): boolean =>
    element !== null &&
    element.textContent === text &&
    ![...element.children].some((child) => child.textContent === text);
}

/** The demo request dialog's name for a product, in the story's language. */
export function demoDialogName(ui: Translate, t: SiteTranslate, product: DemoProduct): string {
  return ui('DemoRequestDialog.title', { product: demoProductName(t, product) });
}

/** A name that starts with `text` (a link whose name adds to its words). */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${literal(text)}`);
}

/** A name or text that is exactly `text`. */
export function exactly(text: string): RegExp {
  return new RegExp(`^${literal(text)}$`);
}
