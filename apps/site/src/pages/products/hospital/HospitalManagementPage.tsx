import { HOSPITAL_BASIC_PLAN, SIGN_UP_ROUTES, type PricingCard } from '@aafiyat/domain';
import { Button, ButtonLink, HomeSection } from '@aafiyat/ui';
import { useDialogs } from '../../../app/dialogs';
import type { PageMeta } from '../../../app/meta';
import { FeatureGrid } from '../shared/FeatureGrid';
import { softwareApplication } from '../shared/jsonLd';
import { pricedPlanCard } from '../shared/packages';
import { PackagesSection } from '../shared/PackagesSection';
import { ProductHero } from '../shared/ProductHero';
import {
  hospitalAudience,
  hospitalFeatures,
  hospitalHero,
  hospitalMeta,
  hospitalPackagesCopy,
} from './content';
import { SIGNED_IN_ALTERNATIVE, SignUpOffer, useSignUpOffered } from '../../../app/signUpOffers';

const PATH = '/products/hospitalmanagement';

// The contract has no hospital packages endpoint: the price is the domain's, as on the home page's teaser.
const cards: readonly PricingCard[] = [
  pricedPlanCard(HOSPITAL_BASIC_PLAN, hospitalPackagesCopy.cardTitle),
].filter((card) => card !== null);

export const meta: PageMeta = {
  title: hospitalMeta.title,
  description: hospitalMeta.description,
  jsonLd: [
    softwareApplication({
      name: hospitalMeta.productName,
      description: hospitalMeta.productDescription,
      path: PATH,
      applicationCategory: 'BusinessApplication',
      cards,
    }),
  ],
};

/** The hospital management system: what it does, for whom, and its price. */
export default function HospitalManagementPage() {
  const { openDemo } = useDialogs();
  const signUpOffered = useSignUpOffered();
  return (
    <>
      <ProductHero
        eyebrow={hospitalHero.eyebrow}
        heading={hospitalHero.heading}
        lead={hospitalHero.lead}
        audience={hospitalHero.audience}
      >
        <Button
          size="large"
          onClick={() => {
            openDemo('hospital');
          }}
        >
          {hospitalHero.demoLabel}
        </Button>
        <SignUpOffer>
          <ButtonLink href={SIGN_UP_ROUTES.hospital} size="large" tone="accent">
            {hospitalHero.signUpLabel}
          </ButtonLink>
        </SignUpOffer>
      </ProductHero>
      <FeatureGrid
        id="features"
        heading={hospitalFeatures.heading}
        intro={hospitalFeatures.intro}
        features={hospitalFeatures.items}
      />
      <HomeSection
        id="audience"
        heading={hospitalAudience.heading}
        text={hospitalAudience.text}
        features={hospitalAudience.features}
        cta={
          signUpOffered
            ? { label: hospitalAudience.ctaLabel, href: SIGN_UP_ROUTES.hospital }
            : SIGNED_IN_ALTERNATIVE
        }
        illustration="hospital"
        tone="plain"
      />
      <PackagesSection
        linkPackage={false}
        heading={hospitalPackagesCopy.heading}
        intro={hospitalPackagesCopy.intro}
        cards={cards}
        actionHref={SIGN_UP_ROUTES.hospital}
        actionLabel={hospitalPackagesCopy.actionLabel}
        demoFor="hospital"
        demoLabel={hospitalHero.demoLabel}
      />
    </>
  );
}
