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
import type { PageMetaSource } from '../../../app/meta';
import { useSiteMessages } from '../../../i18n/language';
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

export const meta: PageMetaSource = (t, locale) => {
  const words = doctorMeta(t);
  // Video consultation is sold with the clinic system: the offer is the clinic plan that lists it.
  const offers: readonly PricingCard[] = [
    pricedPlanCard(CLINIC_BASIC_PLAN, telemedicine(t).cardHeading),
  ].filter((card) => card !== null);
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
          applicationCategory: 'MedicalApplication',
          cards: offers,
        },
        locale,
      ),
    ],
  };
};

/** Online consultation: how patients book and take a video appointment, and how doctors offer one. */
export default function DoctorConsultationPage() {
  const t = useSiteMessages();
  const hero = doctorHero(t);
  const patients = patientSteps(t);
  const doctors = doctorSteps(t);
  const offer = telemedicine(t);
  const banner = consultationBanner(t);
  const apps = appsCopy(t);
  return (
    <>
      <ProductHero eyebrow={hero.eyebrow} heading={hero.heading} lead={hero.lead}>
        <ButtonLink href={ONLINE_SEARCH} size="large" icon="video">
          {hero.findLabel}
        </ButtonLink>
        <DemoButton product="online_consultation" label={hero.demoLabel} size="large" variant="outline" />
      </ProductHero>
      <FeatureGrid
        id="patients"
        heading={patients.heading}
        intro={patients.intro}
        features={patients.items}
        ordered
      />
      <FeatureGrid
        id="doctors"
        heading={doctors.heading}
        intro={doctors.intro}
        features={doctors.items}
        ordered
        tone="muted"
      >
        <Stack gap="medium" alignItems="flex-start">
          <SignUpLink href={SIGN_UP_ROUTES.clinic} label={doctors.signUpLabel} />
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
            {offer.heading}
          </Heading>
          <Card as="article" heading={offer.cardHeading} href={CLINIC_PAGE} interactive padding="large">
            <Text tone="muted">{offer.cardText}</Text>
            <Text weight="strong" tone="brand">
              {offer.cardNote}
            </Text>
          </Card>
        </Stack>
      </Container>
      <ConsultationBanner
        heading={banner.heading}
        description={banner.description}
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
            {apps.heading}
          </Heading>
          <Text align="center" tone="muted">
            {apps.text}
          </Text>
          <AppStoreBadges patientApp={site.patientApp} doctorApp={site.doctorApp} />
        </Stack>
      </Container>
    </>
  );
}
