import { SIGN_UP_ROUTES } from '@aafiyat/domain';
import type { PageMetaSource } from '../../../app/meta';
import { useSiteMessages } from '../../../i18n/language';
import { DemoButton, HospitalPackagesPart, SignUpLink, SignUpSection } from '../../../islands/parts';
import { FeatureGrid } from '../shared/FeatureGrid';
import { softwareApplication } from '../shared/jsonLd';
import { ProductHero } from '../shared/ProductHero';
import { hospitalCards } from './HospitalPackages';
import { hospitalAudience, hospitalFeatures, hospitalHero, hospitalMeta } from './content';

const PATH = '/products/hospitalmanagement';

export const meta: PageMetaSource = (t, locale) => {
  const words = hospitalMeta(t);
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
          cards: hospitalCards,
        },
        locale,
      ),
    ],
  };
};

/** The hospital management system: what it does, for whom, and its price. */
export default function HospitalManagementPage() {
  const t = useSiteMessages();
  const hero = hospitalHero(t);
  const features = hospitalFeatures(t);
  const audience = hospitalAudience(t);
  return (
    <>
      <ProductHero eyebrow={hero.eyebrow} heading={hero.heading} lead={hero.lead} audience={hero.audience}>
        <DemoButton product="hospital" label={hero.demoLabel} size="large" />
        <SignUpLink href={SIGN_UP_ROUTES.hospital} label={hero.signUpLabel} size="large" />
      </ProductHero>
      <FeatureGrid
        id="features"
        heading={features.heading}
        intro={features.intro}
        features={features.items}
      />
      <SignUpSection
        id="audience"
        heading={audience.heading}
        text={audience.text}
        features={audience.features}
        signUp={{ label: audience.ctaLabel, href: SIGN_UP_ROUTES.hospital }}
        illustration="hospital"
      />
      <HospitalPackagesPart />
    </>
  );
}
