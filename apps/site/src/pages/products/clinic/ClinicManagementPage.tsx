import { FacilityType, SIGN_UP_ROUTES, type PricingCard } from '@aafiyat/domain';
import {
  Button,
  ButtonLink,
  Card,
  HomeSection,
  PlanComparison,
  Stack,
  Text,
  clinicPlanLadder,
} from '@aafiyat/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../app/api';
import { useDialogs } from '../../../app/dialogs';
import type { PageMeta } from '../../../app/meta';
import { site } from '../../../site.config';
import { FeatureGrid } from '../shared/FeatureGrid';
import { softwareApplication } from '../shared/jsonLd';
import { listNames, listPriceCards, usePackageCards } from '../shared/packages';
import { PackagesSection } from '../shared/PackagesSection';
import { ProductHero } from '../shared/ProductHero';
import { clinicAudience, clinicFeatures, clinicHero, clinicMeta, clinicPackagesCopy } from './content';

const PATH = '/products/clinicmanagement';

/** The clinic packages at the domain's list prices, for the prerendered page; the API's list replaces them. */
const initialCards: readonly PricingCard[] = listPriceCards(FacilityType.CLINIC);

const loadPackages = (signal: AbortSignal) => api.listBasicPackages(undefined, { signal });

export const meta: PageMeta = {
  title: clinicMeta.title,
  description: clinicMeta.description,
  jsonLd: [
    softwareApplication({
      name: clinicMeta.productName,
      description: clinicMeta.productDescription,
      path: PATH,
      applicationCategory: 'BusinessApplication',
      cards: initialCards,
    }),
  ],
};

/** The clinic management system: what it does, for whom, its packages and how they compare. */
export default function ClinicManagementPage() {
  const { openDemo } = useDialogs();
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
    <>
      <ProductHero
        eyebrow={clinicHero.eyebrow}
        heading={clinicHero.heading}
        lead={clinicHero.lead}
        audience={clinicHero.audience}
      >
        <Button
          size="large"
          onClick={() => {
            openDemo('clinic');
          }}
        >
          {clinicHero.demoLabel}
        </Button>
        <ButtonLink href={SIGN_UP_ROUTES.clinic} size="large" tone="accent">
          {clinicHero.signUpLabel}
        </ButtonLink>
      </ProductHero>
      <FeatureGrid
        id="features"
        heading={clinicFeatures.heading}
        intro={clinicFeatures.intro}
        features={clinicFeatures.items}
      />
      <HomeSection
        id="audience"
        heading={clinicAudience.heading}
        text={clinicAudience.text}
        features={clinicAudience.features}
        cta={clinicAudience.cta}
        illustration="clinic"
        tone="plain"
      />
      <PackagesSection
        heading={clinicPackagesCopy.heading}
        intro={clinicPackagesCopy.intro}
        cards={cards}
        actionHref={SIGN_UP_ROUTES.clinic}
        actionLabel={clinicPackagesCopy.actionLabel}
        columns={4}
        staleNote={stale ? clinicPackagesCopy.staleNote(site.helplinePhone) : undefined}
        headingRef={packagesHeading}
      >
        {unpriced.length > 0 ? <Text>{clinicPackagesCopy.unpricedNote(listNames(unpriced))}</Text> : null}
        <Card as="section" heading={clinicPackagesCopy.customHeading} padding="large" tone="surface">
          <Stack gap="large" alignItems="flex-start">
            <Text>{clinicPackagesCopy.customText}</Text>
            <Button
              variant="outline"
              onClick={() => {
                openDemo('clinic');
              }}
            >
              {clinicHero.demoLabel}
            </Button>
          </Stack>
        </Card>
        <PlanComparison caption={clinicPackagesCopy.comparisonCaption} plans={clinicPlanLadder} />
      </PackagesSection>
    </>
  );
}
