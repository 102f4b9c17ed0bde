import { FacilityType, SIGN_UP_ROUTES } from '@aafiyat/domain';
import { Box, HomeSection } from '@aafiyat/ui';
import type { PageMetaSource } from '../../../app/meta';
import { useSiteMessages } from '../../../i18n/language';
import { ClinicPackagesPart, DemoButton, SignUpLink } from '../../../islands/parts';
import { FeatureGrid } from '../shared/FeatureGrid';
import { softwareApplication } from '../shared/jsonLd';
import { listPriceCards } from '../shared/packages';
import { ProductHero } from '../shared/ProductHero';
import { clinicAudience, clinicFeatures, clinicHero, clinicMeta } from './content';

const PATH = '/products/clinicmanagement';

export const meta: PageMetaSource = (t, locale) => {
  const words = clinicMeta(t);
  return {
    title: words.title,
    description: words.description,
    jsonLd: [
      softwareApplication(
        t,
        {
          name: words.productName,
          description: words.productDescription,
          path: PATH,
          applicationCategory: 'BusinessApplication',
          cards: listPriceCards(FacilityType.CLINIC),
        },
        locale,
      ),
    ],
  };
};

/** The clinic management system: what it does, for whom, its packages and how they compare. */
export default function ClinicManagementPage() {
  const t = useSiteMessages();
  const hero = clinicHero(t);
  const features = clinicFeatures(t);
  const audience = clinicAudience(t);
  return (
    <>
      <ProductHero eyebrow={hero.eyebrow} heading={hero.heading} lead={hero.lead} audience={hero.audience}>
        <DemoButton product="clinic" label={hero.demoLabel} size="large" />
        <SignUpLink href={SIGN_UP_ROUTES.clinic} label={hero.signUpLabel} size="large" />
      </ProductHero>
      <FeatureGrid
        id="features"
        heading={features.heading}
        intro={features.intro}
        features={features.items}
      />
      <Box skipWhenOffscreen>
        <HomeSection
          id="audience"
          heading={audience.heading}
          text={audience.text}
          features={audience.features}
          cta={audience.cta}
          illustration="clinic"
          tone="plain"
        />
      </Box>
      <ClinicPackagesPart path={PATH} />
    </>
  );
}
