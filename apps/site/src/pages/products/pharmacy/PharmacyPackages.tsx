import { FacilityType, SIGN_UP_ROUTES, type PricingCard } from '@aafiyat/domain';
import { api } from '../../../app/api';
import { site } from '../../../site.config';
import { listPriceCards } from '../shared/packages';
import { PackagesSection } from '../shared/PackagesSection';
import { usePackageCards } from '../shared/usePackageCards';
import { pharmacyHero, pharmacyPackagesCopy } from './content';

/** The pharmacy package at the domain's list price, for the prerendered page; the API's list replaces it. */
export const pharmacyListCards: readonly PricingCard[] = listPriceCards(FacilityType.PHARMACY);

const loadPackages = (signal: AbortSignal) => api.listPharmacyPackages(undefined, { signal });

/** The pharmacy page's package, refreshed from the API once it is near the screen. */
export default function PharmacyPackages() {
  const { cards, stale } = usePackageCards(pharmacyListCards, loadPackages);
  return (
    <PackagesSection
      heading={pharmacyPackagesCopy.heading}
      intro={pharmacyPackagesCopy.intro}
      cards={cards}
      actionHref={SIGN_UP_ROUTES.pharmacy}
      actionLabel={pharmacyPackagesCopy.actionLabel}
      demoFor="pharmacy"
      demoLabel={pharmacyHero.demoLabel}
      staleNote={stale ? pharmacyPackagesCopy.staleNote(site.helplinePhone) : undefined}
    />
  );
}
