import { FacilityType, SIGN_UP_ROUTES, type PricingCard } from '@aafiyat/domain';
import { api } from '../../../app/api';
import { useSiteMessages } from '../../../i18n/language';
import { site } from '../../../site.config';
import { listPriceCards } from '../shared/packages';
import { PackagesSection } from '../shared/PackagesSection';
import { formatRich } from '@aafiyat/ui';
import { PhoneNumber } from '../shared/richWords';
import { usePackageCards } from '../shared/usePackageCards';
import { pharmacyPackagesCopy } from './content';

/** The pharmacy package at the domain's list price, for the prerendered page; the API's list replaces it. */
export const pharmacyListCards: readonly PricingCard[] = listPriceCards(FacilityType.PHARMACY);

const loadPackages = (signal: AbortSignal) => api.listPharmacyPackages(undefined, { signal });

/** The pharmacy page's package, refreshed from the API once it is near the screen. */
export default function PharmacyPackages() {
  const t = useSiteMessages();
  const copy = pharmacyPackagesCopy(t);
  const { cards, stale } = usePackageCards(pharmacyListCards, loadPackages);
  return (
    <PackagesSection
      heading={copy.heading}
      intro={copy.intro}
      cards={cards}
      actionHref={SIGN_UP_ROUTES.pharmacy}
      actionLabel={copy.actionLabel}
      demoFor="pharmacy"
      demoLabel={t('Products.requestDemo')}
      staleNote={
        stale
          ? formatRich(t, 'Products.pharmacy.packages.staleNote', {
              phone: <PhoneNumber phone={site.helplinePhone} />,
            })
          : undefined
      }
    />
  );
}
