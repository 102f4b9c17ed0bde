import { FacilityType, SIGN_UP_ROUTES } from '@aafiyat/domain';
import { Box, HomeSection } from '@aafiyat/ui';
import type { PageMeta } from '../../../app/meta';
import { ClinicPackagesPart, DemoButton, SignUpLink } from '../../../islands/parts';
import { FeatureGrid } from '../shared/FeatureGrid';
import { softwareApplication } from '../shared/jsonLd';
import { listPriceCards } from '../shared/packages';
import { ProductHero } from '../shared/ProductHero';
import { clinicAudience, clinicFeatures, clinicHero, clinicMeta } from './content';

const PATH = '/products/clinicmanagement';

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
  return (
    <>
      <ProductHero
        eyebrow={clinicHero.eyebrow}
        heading={clinicHero.heading}
        lead={clinicHero.lead}
        audience={clinicHero.audience}
      >
        <DemoButton product="clinic" label={clinicHero.demoLabel} size="large" />
        <SignUpLink href={SIGN_UP_ROUTES.clinic} label={clinicHero.signUpLabel} size="large" />
      </ProductHero>
      <FeatureGrid
        id="features"
        heading={clinicFeatures.heading}
        intro={clinicFeatures.intro}
        features={clinicFeatures.items}
      />
      <Box skipWhenOffscreen>
        <HomeSection
          id="audience"
          heading={clinicAudience.heading}
          text={clinicAudience.text}
          features={clinicAudience.features}
          cta={clinicAudience.cta}
          illustration="clinic"
          tone="plain"
        />
      </Box>
      <ClinicPackagesPart path={PATH} />
    </>
  );
}
