import { HERO_SIGN_UP_ROUTES, SIGN_UP_ROUTES, type PricingCard } from '@aafiyat/domain';
import {
  AppStoreBadges,
  Button,
  Container,
  DataSecuritySection,
  FeatureCards,
  Heading,
  HomeSection,
  MarketingFigures,
  PricingTeaser,
  Stack,
  Text,
  type PricingCardAction,
} from '@aafiyat/ui';
import { useDialogs } from '../../app/dialogs';
import { SIGNED_IN_ALTERNATIVE, useSignUpOffered } from '../../app/signUpOffers';
import { site } from '../../site.config';
import { dataSecurityPoints, featureDescriptions, homeSections, pricingTeaserCopy } from './belowFold';

/** Each product's sign-up, by the teaser card's package name; the clinic card opens its packages instead. */
const teaserSignUps: Readonly<Record<string, string>> = {
  Hospital: SIGN_UP_ROUTES.hospital,
  Pharmacy: SIGN_UP_ROUTES.pharmacy,
};

/** A teaser card's action: the product's sign-up (a word with the team for someone signed in), or the packages. */
function teaserAction(card: PricingCard, signUpOffered: boolean): PricingCardAction {
  const signUp = teaserSignUps[card.package_name];
  if (signUp === undefined) {
    return { label: pricingTeaserCopy.comparePackagesLabel, href: HERO_SIGN_UP_ROUTES[0] };
  }
  return signUpOffered ? { label: pricingTeaserCopy.signUpLabel, href: signUp } : SIGNED_IN_ALTERNATIVE;
}
import * as styles from './HomeBelowFold.css';

/**
 * The home page below the fold: the product sections, features, data security, pricing and the apps. Prerendered
 * with the page, hydrated from its own chunk after what is on screen.
 */
export default function HomeBelowFold() {
  const { openHelpline } = useDialogs();
  const signUpOffered = useSignUpOffered();
  return (
    <div className={styles.belowFold}>
      {homeSections.map((section, index) => (
        <HomeSection
          key={section.id}
          id={section.id}
          heading={section.heading}
          text={section.text}
          features={section.features}
          cta={section.cta}
          illustration={section.illustration}
          tone={index % 2 === 0 ? 'plain' : 'muted'}
          mediaPosition={index % 2 === 0 ? 'end' : 'start'}
        />
      ))}
      <FeatureCards heading="Everything your team does in a day" descriptions={featureDescriptions} />
      <MarketingFigures heading="Trusted across Pakistan" />
      <DataSecuritySection heading="Your data stays yours" points={dataSecurityPoints} />
      <PricingTeaser
        heading={pricingTeaserCopy.heading}
        actionFor={(card) => teaserAction(card, signUpOffered)}
      />
      <Container as="section" aria-labelledby="apps-heading" paddingBlock="xxlarge">
        <Stack gap="large" alignItems="center">
          <Heading level={2} size="medium" align="center" id="apps-heading">
            Get the Aafiyat apps
          </Heading>
          <AppStoreBadges patientApp={site.patientApp} doctorApp={site.doctorApp} />
          <Text align="center" tone="muted">
            Not sure which system fits you?
          </Text>
          <Button variant="outline" icon="phone" onClick={openHelpline}>
            Request a call back
          </Button>
        </Stack>
      </Container>
    </div>
  );
}
