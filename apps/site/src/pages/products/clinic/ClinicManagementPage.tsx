import { FacilityType, SIGN_UP_ROUTES } from '@aafiyat/domain';
import { Button, ButtonLink, HomeSection } from '@aafiyat/ui';
import { deferred } from '../../../app/deferred';
import { useDialogs } from '../../../app/dialogs';
import type { PageMeta } from '../../../app/meta';
import { FeatureGrid } from '../shared/FeatureGrid';
import { softwareApplication } from '../shared/jsonLd';
import { listPriceCards } from '../shared/packages';
import { ProductHero } from '../shared/ProductHero';
import { clinicAudience, clinicFeatures, clinicHero, clinicMeta } from './content';
import { SignUpOffer } from '../../../app/signUpOffers';

const PATH = '/products/clinicmanagement';

/** The packages, the custom package and the comparison: prerendered with the page, hydrated after it. */
const ClinicPackages = deferred(() => import('./ClinicPackages.deferred'));

export const meta: PageMeta = {
  title: clinicMeta.title,
  description: clinicMeta.description,
  jsonLd: [
    softwareApplication({
      name: clinicMeta.productName,
      description: clinicMeta.productDescription,
      path: PATH,
      applicationCategory: 'BusinessApplication',
      cards: listPriceCards(FacilityType.CLINIC),
    }),
  ],
};

/** The clinic management system: what it does, for whom, its packages and how they compare. */
export default function ClinicManagementPage() {
  const { openDemo } = useDialogs();
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
        <SignUpOffer>
          <ButtonLink href={SIGN_UP_ROUTES.clinic} size="large" tone="accent">
            {clinicHero.signUpLabel}
          </ButtonLink>
        </SignUpOffer>
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
      <ClinicPackages />
    </>
  );
}
