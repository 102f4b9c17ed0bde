import {
  AppStoreBadges,
  Box,
  Card,
  Container,
  DataSecuritySection,
  Heading,
  Link,
  MarketingFigures,
  Stack,
  Text,
} from '@aafiyat/ui';
import type { PageMeta } from '../../app/meta';
import { HelplineButton } from '../../islands/parts';
import { site } from '../../site.config';
import { aboutIntro, figuresHeading, privacySection, productsSection, supportSection } from './content';

export const meta: PageMeta = {
  title: 'About us',
  description:
    'Aafiyat is a Pakistani healthcare software company building clinic, pharmacy and hospital systems and doctor and patient apps.',
};

/** About us: who Aafiyat is, what it builds, and how it supports its customers. */
export default function AboutPage() {
  return (
    <>
      <Container width="reading" paddingBlock="xxxlarge">
        <Stack gap="large">
          <Heading level={1} size="large">
            {aboutIntro.heading}
          </Heading>
          <Text size="large">{aboutIntro.lead}</Text>
          {aboutIntro.story.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </Container>

      <Box skipWhenOffscreen>
        <MarketingFigures heading={figuresHeading} />
      </Box>

      <Box skipWhenOffscreen>
        <DataSecuritySection
          heading={privacySection.heading}
          intro={privacySection.intro}
          points={privacySection.points}
        />
      </Box>

      <Container
        as="section"
        aria-labelledby="about-products-heading"
        paddingBlock="xxlarge"
        skipWhenOffscreen
      >
        <Stack gap="xlarge">
          <Stack gap="small">
            <Heading level={2} size="large" id="about-products-heading">
              {productsSection.heading}
            </Heading>
            <Text tone="muted">{productsSection.intro}</Text>
          </Stack>
          <Box
            as="ul"
            display="grid"
            gridTemplateColumns={['1', '2', '3']}
            gap="large"
            paddingInlineStart="none"
          >
            {productsSection.products.map((product) => (
              <Card key={product.name} as="li" heading={product.name} href={product.href} interactive>
                <Text>{product.text}</Text>
              </Card>
            ))}
          </Box>
          <Stack gap="medium">
            <Heading level={3} size="small">
              {productsSection.appsHeading}
            </Heading>
            <Text>{productsSection.appsText}</Text>
            <AppStoreBadges patientApp={site.patientApp} doctorApp={site.doctorApp} />
          </Stack>
        </Stack>
      </Container>

      <Box as="section" aria-labelledby="about-support-heading" background="surfaceMuted" skipWhenOffscreen>
        <Container paddingBlock="xxlarge">
          <Stack gap="xlarge">
            <Stack gap="small">
              <Heading level={2} size="large" id="about-support-heading">
                {supportSection.heading}
              </Heading>
              <Text tone="muted">{supportSection.intro}</Text>
            </Stack>
            <Box
              as="ul"
              display="grid"
              gridTemplateColumns={['1', '3']}
              gap="large"
              paddingInlineStart="none"
            >
              {supportSection.ways.map((way) => (
                <Card key={way.title} as="li" heading={way.title} tone="surface" padding="large">
                  <Text>{way.text}</Text>
                </Card>
              ))}
            </Box>
            <Stack gap="medium" alignItems="flex-start">
              <Text weight="strong">{supportSection.callBackLead}</Text>
              <HelplineButton label="Request a call back" />
              <Text>
                {supportSection.contactText}{' '}
                <Link href="/contactus" underline="always">
                  {supportSection.contactLinkLabel}
                </Link>
                .
              </Text>
            </Stack>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
