import { FacilityType, PHARMACY_BASIC_PLAN, SIGN_UP_ROUTES, type PricingCard } from '@aafiyat/domain';
import { Button, ButtonLink, HomeSection } from '@aafiyat/ui';
import { api } from '../../../app/api';
import { useDialogs } from '../../../app/dialogs';
import type { PageMeta } from '../../../app/meta';
import { site } from '../../../site.config';
import { FeatureGrid, type ProductFeature } from '../shared/FeatureGrid';
import { softwareApplication } from '../shared/jsonLd';
import { listPriceCards } from '../shared/packages';
import { usePackageCards } from '../shared/usePackageCards';
import { PackagesSection } from '../shared/PackagesSection';
import { ProductHero } from '../shared/ProductHero';
import {
  pharmacyAudience,
  pharmacyFeatureDetails,
  pharmacyFeatures,
  pharmacyHero,
  pharmacyMeta,
  pharmacyPackagesCopy,
} from './content';
import { SIGNED_IN_ALTERNATIVE, SignUpOffer, useSignUpOffered } from '../../../app/signUpOffers';

const PATH = '/products/pharmacymanagement';

/** The pharmacy plan's features, each with what it does. */
const features: readonly ProductFeature[] = PHARMACY_BASIC_PLAN.features.map(({ description }) => {
  const detail = pharmacyFeatureDetails[description];
  return { title: description, text: detail?.text, icon: detail?.icon ?? 'check' };
});

/** The pharmacy package at the domain's list price, for the prerendered page; the API's list replaces it. */
const initialCards: readonly PricingCard[] = listPriceCards(FacilityType.PHARMACY);

const loadPackages = (signal: AbortSignal) => api.listPharmacyPackages(undefined, { signal });

export const meta: PageMeta = {
  title: pharmacyMeta.title,
  description: pharmacyMeta.description,
  jsonLd: [
    softwareApplication({
      name: pharmacyMeta.productName,
      description: pharmacyMeta.productDescription,
      path: PATH,
      applicationCategory: 'BusinessApplication',
      cards: initialCards,
    }),
  ],
};

/** The pharmacy management system: its tools, who it is for, and its package. */
export default function PharmacyManagementPage() {
  const { openDemo } = useDialogs();
  const signUpOffered = useSignUpOffered();
  const { cards, stale } = usePackageCards(initialCards, loadPackages);

  return (
    <>
      <ProductHero
        eyebrow={pharmacyHero.eyebrow}
        heading={pharmacyHero.heading}
        lead={pharmacyHero.lead}
        audience={pharmacyHero.audience}
      >
        <Button
          size="large"
          onClick={() => {
            openDemo('pharmacy');
          }}
        >
          {pharmacyHero.demoLabel}
        </Button>
        <SignUpOffer>
          <ButtonLink href={SIGN_UP_ROUTES.pharmacy} size="large" tone="accent">
            {pharmacyHero.signUpLabel}
          </ButtonLink>
        </SignUpOffer>
      </ProductHero>
      <FeatureGrid
        id="features"
        heading={pharmacyFeatures.heading}
        intro={pharmacyFeatures.intro}
        features={features}
      />
      <HomeSection
        id="audience"
        heading={pharmacyAudience.heading}
        text={pharmacyAudience.text}
        features={pharmacyAudience.features}
        cta={
          signUpOffered
            ? { label: pharmacyAudience.ctaLabel, href: SIGN_UP_ROUTES.pharmacy }
            : SIGNED_IN_ALTERNATIVE
        }
        illustration="pharmacy"
        tone="plain"
      />
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
    </>
  );
}
