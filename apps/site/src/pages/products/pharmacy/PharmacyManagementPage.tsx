import { PHARMACY_BASIC_PLAN, SIGN_UP_ROUTES } from '@aafiyat/domain';
import type { PageMetaSource } from '../../../app/meta';
import { useSiteMessages, type SiteTranslate } from '../../../i18n/language';
import { DemoButton, PharmacyPackagesPart, SignUpLink, SignUpSection } from '../../../islands/parts';
import { FeatureGrid, type ProductFeature } from '../shared/FeatureGrid';
import { softwareApplication } from '../shared/jsonLd';
import { featureWords } from '../shared/planWords';
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

/** The pharmacy plan's features, each with what it does, in the page's language. */
function pharmacyFeatureCards(t: SiteTranslate): readonly ProductFeature[] {
  return PHARMACY_BASIC_PLAN.features.map(({ description }) => {
    const detail = pharmacyFeatureDetails[description];
    return {
      title: featureWords(t, description),
      text: detail === undefined ? undefined : t(detail.text),
      icon: detail?.icon ?? 'check',
    };
  });
}

export const meta: PageMetaSource = (t, locale) => {
  const words = pharmacyMeta(t);
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
          cards: pharmacyListCards,
        },
        locale,
      ),
    ],
  };
};

/** The pharmacy management system: its tools, who it is for, and its package. */
export default function PharmacyManagementPage() {
  const t = useSiteMessages();
  const hero = pharmacyHero(t);
  const features = pharmacyFeatures(t);
  const audience = pharmacyAudience(t);
  return (
    <>
      <ProductHero eyebrow={hero.eyebrow} heading={hero.heading} lead={hero.lead} audience={hero.audience}>
        <DemoButton product="pharmacy" label={hero.demoLabel} size="large" />
        <SignUpLink href={SIGN_UP_ROUTES.pharmacy} label={hero.signUpLabel} size="large" />
      </ProductHero>
      <FeatureGrid
        id="features"
        heading={features.heading}
        intro={features.intro}
        features={pharmacyFeatureCards(t)}
      />
      <SignUpSection
        id="audience"
        heading={audience.heading}
        text={audience.text}
        features={audience.features}
        signUp={{ label: audience.ctaLabel, href: SIGN_UP_ROUTES.pharmacy }}
        illustration="pharmacy"
      />
      <PharmacyPackagesPart path={PATH} />
    </>
  );
}
