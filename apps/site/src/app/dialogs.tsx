import { createContext, useContext } from 'react';

/** The products a demo can be asked for, as the contract names them (hero slides 0–2 map to the first three). */
export const demoProducts = {
  clinic: 'clinic management system',
  pharmacy: 'pharmacy management system',
  hospital: 'hospital management system',
  online_consultation: 'online consultation',
} as const;
export type DemoProduct = keyof typeof demoProducts;

/** What a demo request is for: a hero slide (0 clinic, 1 pharmacy, 2 hospital) or a product. */
export type DemoTarget = 0 | 1 | 2 | DemoProduct;

export interface Dialogs {
  /** Opens the helpline call-back dialog. */
  openHelpline: () => void;
  /** Opens the demo request dialog for a hero slide or a product. */
  openDemo: (target: DemoTarget) => void;
}

export const DialogsContext = createContext<Dialogs>({
  openHelpline: () => undefined,
  openDemo: () => undefined,
});

/** The site-wide dialogs, for any page to open. */
export function useDialogs(): Dialogs {
  return useContext(DialogsContext);
}
