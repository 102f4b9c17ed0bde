import { CLINIC_BASIC_PLAN, SIGN_UP_ROUTES, type PricingCard } from '@aafiyat/domain';
import {
  AppStoreBadges,
  ButtonLink,
  Card,
  ConsultationBanner,
  Container,
  Heading,
  Stack,
  Text,
} from '@aafiyat/ui';
import type { PageMeta } from '../../../app/meta';
import { site } from '../../../site.config';
import { FeatureGrid } from '../shared/FeatureGrid';
import { softwareApplication } from '../shared/jsonLd';
import { pricedPlanCard } from '../shared/packages';
import { ProductHero } from '../shared/ProductHero';
import {
  appsCopy,
  consultationBanner,
  doctorHero,
  doctorMeta,
  doctorSteps,
  patientSteps,
  telemedicine,
} from './content';
import { DemoButton, SignUpLink } from '../../../islands/parts';

const PATH = '/products/doctor';
const CLINIC_PAGE = '/products/clinicmanagement';
const ONLINE_SEARCH = '/doctors/search?is_online=true';
const IN_CLINIC_SEARCH = '/doctors/search';

// Video consultation is sold with the clinic system: the offer is the clinic plan that lists it.
const offers: readonly PricingCard[] = [pricedPlanCard(CLINIC_BASIC_PLAN, telemedicine.cardHeading)].filter(
  (card) => card !== null,
);

export const meta: PageMeta = {
  title: doctorMeta.title,
  description: doctorMeta.description,
  jsonLd: [
    softwareApplication({
      name: doctorMeta.productName,
      description: doctorMeta.productDescription,
      path: PATH,
      applicationCategory: 'MedicalApplication',
      cards: offers,
    }),
  ],
};

/** Online consultation: how patients book and take a video appointment, and how doctors offer one. */
export default function DoctorConsultationPage() {
  return (
    <>
      <ProductHero eyebrow={doctorHero.eyebrow} heading={doctorHero.heading} lead={doctorHero.lead}>
        <ButtonLink href={ONLINE_SEARCH} size="large" icon="video">
          {doctorHero.findLabel}
        </ButtonLink>
        <DemoButton
          product="online_consultation"
          label={doctorHero.demoLabel}
          size="large"
          variant="outline"
        />
      </ProductHero>
      <FeatureGrid
        id="patients"
        heading={patientSteps.heading}
        intro={patientSteps.intro}
        features={patientSteps.items}
        ordered
      />
      <FeatureGrid
        id="doctors"
        heading={doctorSteps.heading}
        intro={doctorSteps.intro}
        features={doctorSteps.items}
        ordered
        tone="muted"
      >
        <Stack gap="medium" alignItems="flex-start">
          <SignUpLink href={SIGN_UP_ROUTES.clinic} label={doctorSteps.signUpLabel} />
        </Stack>
      </FeatureGrid>
      <Container
        as="section"
        aria-labelledby="telemedicine-heading"
        paddingBlock={['xxlarge', 'xxxlarge']}
        skipWhenOffscreen
      >
        <Stack gap="xlarge">
          <Heading level={2} size="large" id="telemedicine-heading">
            {telemedicine.heading}
          </Heading>
          <Card
            as="article"
            heading={telemedicine.cardHeading}
            href={CLINIC_PAGE}
            interactive
            padding="large"
          >
            <Text tone="muted">{telemedicine.cardText}</Text>
            <Text weight="strong" tone="brand">
              {telemedicine.cardNote}
            </Text>
          </Card>
        </Stack>
      </Container>
      <ConsultationBanner
        heading={consultationBanner.heading}
        description={consultationBanner.description}
        onlineHref={ONLINE_SEARCH}
        inClinicHref={IN_CLINIC_SEARCH}
      />
      <Container
        as="section"
        aria-labelledby="apps-heading"
        paddingBlock={['xxlarge', 'xxxlarge']}
        skipWhenOffscreen
      >
        <Stack gap="large" alignItems="center">
          <Heading level={2} size="large" id="apps-heading" align="center">
            {appsCopy.heading}
          </Heading>
          <Text align="center" tone="muted">
            {appsCopy.text}
          </Text>
          <AppStoreBadges patientApp={site.patientApp} doctorApp={site.doctorApp} />
        </Stack>
      </Container>
    </>
  );
}
