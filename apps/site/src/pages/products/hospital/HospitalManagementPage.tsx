import { SIGN_UP_ROUTES } from '@aafiyat/domain';
import type { PageMeta } from '../../../app/meta';
import { DemoButton, HospitalPackagesPart, SignUpLink, SignUpSection } from '../../../islands/parts';
import { FeatureGrid } from '../shared/FeatureGrid';
import { softwareApplication } from '../shared/jsonLd';
import { ProductHero } from '../shared/ProductHero';
import { hospitalCards } from './HospitalPackages';
import { hospitalAudience, hospitalFeatures, hospitalHero, hospitalMeta } from './content';

const PATH = '/products/hospitalmanagement';

export const meta: PageMeta = {
  title: hospitalMeta.title,
  description: hospitalMeta.description,
  jsonLd: [
    softwareApplication({
      name: hospitalMeta.productName,
      description: hospitalMeta.productDescription,
      path: PATH,
      applicationCategory: 'BusinessApplication',
      cards: hospitalCards,
    }),
  ],
};

/** The hospital management system: what it does, for whom, and its price. */
export default function HospitalManagementPage() {
  return (
    <>
      <ProductHero
        eyebrow={hospitalHero.eyebrow}
        heading={hospitalHero.heading}
        lead={hospitalHero.lead}
        audience={hospitalHero.audience}
      >
        <DemoButton product="hospital" label={hospitalHero.demoLabel} size="large" />
        <SignUpLink href={SIGN_UP_ROUTES.hospital} label={hospitalHero.signUpLabel} size="large" />
      </ProductHero>
      <FeatureGrid
        id="features"
        heading={hospitalFeatures.heading}
        intro={hospitalFeatures.intro}
        features={hospitalFeatures.items}
      />
      <SignUpSection
        id="audience"
        heading={hospitalAudience.heading}
        text={hospitalAudience.text}
        features={hospitalAudience.features}
        signUp={{ label: hospitalAudience.ctaLabel, href: SIGN_UP_ROUTES.hospital }}
        illustration="hospital"
      />
      <HospitalPackagesPart />
    </>
  );
}
