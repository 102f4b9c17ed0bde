import { CLINIC_CUSTOM_PLAN, FacilityType, SIGN_UP_ROUTES, type PricingCard } from '@aafiyat/domain';
import { Button, Card, PlanComparison, Stack, Text, clinicPlanLadder, formatRich } from '@aafiyat/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../app/api';
import { useDialogs } from '../../../app/dialogs';
import { useSiteMessages } from '../../../i18n/language';
import { site } from '../../../site.config';
import { listPriceCards } from '../shared/packages';
import { usePackageCards } from '../shared/usePackageCards';
import { PackagesSection } from '../shared/PackagesSection';
import { comparisonPlansWords, listNames } from '../shared/planWords';
import { PhoneNumber } from '../shared/richWords';
import { clinicPackagesCopy } from './content';

/** The clinic packages at the domain's list prices, for the prerendered page; the API's list replaces them. */
const initialCards: readonly PricingCard[] = listPriceCards(FacilityType.CLINIC);

const loadPackages = (signal: AbortSignal) => api.listBasicPackages(undefined, { signal });

/**
 * The clinic page's packages: the price cards (refreshed from the API), a note for any package the price list
 * leaves out, the custom package and the comparison table. Far below the fold: an island of its own, live as it
 * nears the screen (or at once when the page was opened for it); it holds the price list's state itself.
 */
export default function ClinicPackages() {
  const { openDemo } = useDialogs();
  const t = useSiteMessages();
  const copy = clinicPackagesCopy(t);
  const demoLabel = t('Products.requestDemo');
  const { cards, stale } = usePackageCards(initialCards, loadPackages);
  const packagesHeading = useRef<HTMLHeadingElement>(null);
  // Opened to show its packages (the hero's SIGN UP on slide 0, the pricing teaser). Read from the router, not
  // window.location, so it holds under any router (the page stories' in-memory one too).
  const [searchParams] = useSearchParams();
  const askedForPackages = searchParams.get('packages') === 'true';

  useEffect(() => {
    // Client only, after hydration: the prerendered HTML is the same with or without the query.
    if (!askedForPackages) return;
    const heading = packagesHeading.current;
    if (!heading) return;
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [askedForPackages]);

  const unpriced = clinicPlanLadder
    .filter((plan) => !cards.some((card) => card.package_name === plan.name))
    .map((plan) => plan.name);

  return (
    <PackagesSection
      heading={copy.heading}
      intro={copy.intro}
      cards={cards}
      actionHref={SIGN_UP_ROUTES.clinic}
      actionLabel={copy.actionLabel}
      demoFor="clinic"
      demoLabel={demoLabel}
      columns={4}
      staleNote={
        stale
          ? formatRich(t, 'Products.clinic.packages.staleNote', {
              phone: <PhoneNumber phone={site.helplinePhone} />,
            })
          : undefined
      }
      headingRef={packagesHeading}
    >
      {unpriced.length > 0 ? <Text>{copy.unpricedNote(listNames(t, unpriced))}</Text> : null}
      <Card as="section" heading={copy.customHeading} padding="large" tone="surface">
        <Stack gap="large" alignItems="flex-start">
          <Text>{copy.customText(CLINIC_CUSTOM_PLAN.name)}</Text>
          <Button
            variant="outline"
            onClick={() => {
              openDemo('clinic');
            }}
          >
            {demoLabel}
          </Button>
        </Stack>
      </Card>
      <PlanComparison caption={copy.comparisonCaption} plans={comparisonPlansWords(t, clinicPlanLadder)} />
    </PackagesSection>
  );
}
