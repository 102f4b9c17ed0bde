// The product pages' packages on the client: the prerendered cards until the API's arrive. Its own module, so a
// page that only prices a plan (packages.ts) does not load the data-loading hook with it.
import type { Schema } from '@aafiyat/api';
import type { PricingCard } from '@aafiyat/domain';
import { useLoad } from '../../../app/load';
import { cardFromPackage } from './packages';

type PricingPackage = Schema<'PricingPackage'>;

/** What {@link usePackageCards} gives: the cards to show, and whether the refresh failed. */
export interface PackageCards {
  /** The cards, cheapest first. */
  cards: readonly PricingCard[];
  /** The API could not be read: the cards are the prerendered ones. */
  stale: boolean;
}

/**
 * The cards to show: the prerendered ones at first (so the page hydrates with the HTML it was built with),
 * replaced by the API's packages once they arrive. A failed or empty answer keeps the prerendered cards, so the
 * section is never empty. `load` is read when the page loads; a new one does not load again.
 */
export function usePackageCards(
  initial: readonly PricingCard[],
  load: (signal: AbortSignal) => Promise<{ data: readonly PricingPackage[] }>,
): PackageCards {
  const { load: answer } = useLoad('packages', (signal) =>
    load(signal).then(({ data }) => data.map(cardFromPackage).filter((card) => card !== null)),
  );
  if (answer.status === 'loaded' && answer.data.length > 0) return { cards: answer.data, stale: false };
  return { cards: initial, stale: answer.status === 'error' };
}
