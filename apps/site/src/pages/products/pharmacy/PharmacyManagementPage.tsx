import { PHARMACY_BASIC_PLAN, SIGN_UP_ROUTES } from '@aafiyat/domain';
import type { PageMeta } from '../../../app/meta';
import { DemoButton, PharmacyPackagesPart, SignUpLink, SignUpSection } from '../../../islands/parts';
import { FeatureGrid, type ProductFeature } from '../shared/FeatureGrid';
import { softwareApplication } from '../shared/jsonLd';
import { ProductHero } from '../shared/ProductHero';
import { pharmacyListCards } from './PharmacyPackages';
import {
  pharmacyAudience,
  pharmacyFeatureDetails,
  pharmacyFeatures,
  pharmacyHero,
  pharmacyMeta,
} from './content';

const PATH = '/products/pharmacymanagement';

/** The pharmacy plan's features, each with what it does. */
const features: readonly ProductFeature[] = PHARMACY_BASIC_PLAN.features.map(({ description }) => {
  const detail = pharmacyFeatureDetails[description];
  return { title: description, text: detail?.text, icon: detail?.icon ?? 'check' };
});

export const meta: PageMeta = {
  title: pharmacyMeta.title,
  description: pharmacyMeta.description,
  jsonLd: [
    softwareApplication({
      name: pharmacyMeta.productName,
      description: pharmacyMeta.productDescription,
      path: PATH,
      applicationCategory: 'BusinessApplication',
      cards: pharmacyListCards,
    }),
  ],
};

/** The pharmacy management system: its tools, who it is for, and its package. */
export default function PharmacyManagementPage() {
  return (
    <>
      <ProductHero
        eyebrow={pharmacyHero.eyebrow}
        heading={pharmacyHero.heading}
        lead={pharmacyHero.lead}
        audience={pharmacyHero.audience}
      >
        <DemoButton product="pharmacy" label={pharmacyHero.demoLabel} size="large" />
        <SignUpLink href={SIGN_UP_ROUTES.pharmacy} label={pharmacyHero.signUpLabel} size="large" />
      </ProductHero>
      <FeatureGrid
        id="features"
        heading={pharmacyFeatures.heading}
        intro={pharmacyFeatures.intro}
        features={features}
      />
      <SignUpSection
        id="audience"
        heading={pharmacyAudience.heading}
        text={pharmacyAudience.text}
        features={pharmacyAudience.features}
        signUp={{ label: pharmacyAudience.ctaLabel, href: SIGN_UP_ROUTES.pharmacy }}
        illustration="pharmacy"
      />
      <PharmacyPackagesPart path={PATH} />
    </>
  );
}
