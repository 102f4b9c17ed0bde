import type { DemoProduct } from '@aafiyat/domain';
import { createContext, useContext } from 'react';
import { islandDialogs } from '../islands/dialogs';

/** How the demo dialog's title names each product a demo can be asked for. */
export const demoProducts: Readonly<Record<DemoProduct, string>> = {
  clinic: 'clinic management system',
  pharmacy: 'pharmacy management system',
  hospital: 'hospital management system',
  online_consultation: 'online consultation',
};

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
