import {
  AppStoreBadges,
  Button,
  ConsultationBanner,
  Container,
  DataSecuritySection,
  FeatureCards,
  HeroCarousel,
  HomeSection,
  MarketingFigures,
  PricingTeaser,
  QuickLinkTiles,
  Stack,
  Text,
} from '@aafiyat/ui';
import { useDialogs } from '../../app/dialogs';
import type { PageMeta } from '../../app/meta';
import { site } from '../../site.config';
import { dataSecurityPoints, featureDescriptions, heroSlides, homeSections } from './content';

export const meta: PageMeta = {
  title: 'Aafiyat',
  description:
    'Clinic, hospital and pharmacy management systems, online doctor consultations and appointment booking for Pakistan.',
};

/** The home page (spec section 2): hero, quick links, the banner, product sections, features, security, pricing. */
export default function HomePage() {
  const { openDemo, openHelpline } = useDialogs();
  return (
    <>
      <HeroCarousel
        slides={heroSlides}
        label="Aafiyat products"
        headingLevel={1}
        onRequestDemo={({ slideId }) => {
          openDemo(slideId);
        }}
      />
      <QuickLinkTiles helplineNumber={site.helplinePhone} />
      <ConsultationBanner
        heading="See a doctor today"
        description="Book an online consultation from home, or an appointment at a clinic near you."
        onlineHref="/doctors/search?is_online=true"
        inClinicHref="/doctors/search"
      />
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
      <PricingTeaser heading="Simple monthly pricing" actionHref="/products/clinicmanagement?packages=true" />
      <Container as="section" aria-labelledby="apps-heading" paddingBlock="xxlarge">
        <Stack gap="large" alignItems="center">
          <Text as="p" size="large" weight="strong" align="center" id="apps-heading">
            Get the Aafiyat apps
          </Text>
          <AppStoreBadges patientApp={site.patientApp} doctorApp={site.doctorApp} />
          <Text align="center" tone="muted">
            Not sure which system fits you?
          </Text>
          <Button variant="outline" icon="phone" onClick={openHelpline}>
            Request a call back
          </Button>
        </Stack>
      </Container>
    </>
  );
}
