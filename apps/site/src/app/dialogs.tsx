import type { DemoProduct } from '@aafiyat/domain';
import { createContext, useContext } from 'react';
import type { SiteMessageKey } from '../i18n/compiled/keys';
import type { SiteTranslate } from '../i18n/language';
import { islandDialogs } from '../islands/dialogs';

/** The catalog's name of each product a demo can be asked for. */
const DEMO_PRODUCT_NAMES = {
  clinic: 'Dialogs.product.clinic',
  pharmacy: 'Dialogs.product.pharmacy',
  hospital: 'Dialogs.product.hospital',
  online_consultation: 'Dialogs.product.onlineConsultation',
} as const satisfies Record<DemoProduct, SiteMessageKey>;

/**
 * How the demo dialog's title names a product, in the page's language: "Request a demo of the {product}" in
 * English, "{product} کے ڈیمو کی درخواست کریں" in Urdu (so the Urdu name is in the form that goes before کے).
 */
export function demoProductName(t: SiteTranslate, product: DemoProduct): string {
  return t(DEMO_PRODUCT_NAMES[product]);
}

/** What a demo request is for: a product word (a hero slide's is the domain's `heroSlideProduct`). */
export type DemoTarget = DemoProduct;

export interface Dialogs {
  /** Opens the helpline call-back dialog. */
  openHelpline: () => void;
  /** Opens the demo request dialog for a product. */
  openDemo: (target: DemoTarget) => void;
}

/**
 * The site-wide dialogs, as the shell gives them to its pages. Outside a shell (an island on a page of islands)
 * the first request mounts them on their own.
 */
export const DialogsContext = createContext<Dialogs>(islandDialogs);

/** The site-wide dialogs, for any page to open. */
export function useDialogs(): Dialogs {
  return useContext(DialogsContext);
}
