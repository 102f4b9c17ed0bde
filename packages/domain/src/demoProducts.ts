/**
 * What a demo can be asked for: one word per product, the same from the hero, the product pages, the dialog,
 * the contract (`ProductType`, pinned to {@link DEMO_PRODUCTS} by a test) and the server's stored requests.
 */

/** The products a demo can be asked for, as the contract's `demo_for` names them. */
export const DEMO_PRODUCTS = ['clinic', 'pharmacy', 'hospital', 'online_consultation'] as const;

/** One of {@link DEMO_PRODUCTS}. */
export type DemoProduct = (typeof DEMO_PRODUCTS)[number];

/** The product of each hero slide, by slide id: 0 clinic management, 1 pharmacy, 2 hospital. */
export const HERO_SLIDE_PRODUCTS = [
  'clinic',
  'pharmacy',
  'hospital',
] as const satisfies readonly DemoProduct[];

/** True for one of {@link DEMO_PRODUCTS}. */
export function isDemoProduct(value: unknown): value is DemoProduct {
  return (DEMO_PRODUCTS as readonly unknown[]).includes(value);
}

/** The product a hero slide is about (REQUEST A DEMO on it asks for that product); the clinic for an unknown id. */
export function heroSlideProduct(slideId: number): DemoProduct {
  return HERO_SLIDE_PRODUCTS[slideId] ?? 'clinic';
}
