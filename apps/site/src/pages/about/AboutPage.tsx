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
  formatRich,
} from '@aafiyat/ui';
import type { PageMetaSource } from '../../app/meta';
import { useSiteMessages } from '../../i18n/language';
import { HelplineButton } from '../../islands/parts';
import { site } from '../../site.config';
import { aboutIntro, privacySection, productsSection, supportSection } from './content';

export const meta: PageMetaSource = (t) => ({
  title: t('About.meta.title'),
  description: t('About.meta.description'),
});

/** About us: who Aafiyat is, what it builds, and how it supports its customers. */
export default function AboutPage() {
  const t = useSiteMessages();
  const intro = aboutIntro(t);
  const privacy = privacySection(t);
  const products = productsSection(t);
  const support = supportSection(t);
  return (
    <>
      <Container width="reading" paddingBlock="xxxlarge">
        <Stack gap="large">
          <Heading level={1} size="large">
            {intro.heading}
          </Heading>
          <Text size="large">{intro.lead}</Text>
          {intro.story.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </Container>

      <Box skipWhenOffscreen>
        <MarketingFigures heading={t('About.figures.heading')} />
      </Box>

      <Box skipWhenOffscreen>
        <DataSecuritySection heading={privacy.heading} intro={privacy.intro} points={privacy.points} />
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
              {products.heading}
            </Heading>
            <Text tone="muted">{products.intro}</Text>
          </Stack>
          <Box
            as="ul"
            display="grid"
            gridTemplateColumns={['1', '2', '3']}
            gap="large"
            paddingInlineStart="none"
          >
            {products.products.map((product) => (
              <Card key={product.name} as="li" heading={product.name} href={product.href} interactive>
                <Text>{product.text}</Text>
              </Card>
            ))}
          </Box>
          <Stack gap="medium">
            <Heading level={3} size="small">
              {products.appsHeading}
            </Heading>
            <Text>{products.appsText}</Text>
            <AppStoreBadges patientApp={site.patientApp} doctorApp={site.doctorApp} />
          </Stack>
        </Stack>
      </Container>

      <Box as="section" aria-labelledby="about-support-heading" background="surfaceMuted" skipWhenOffscreen>
        <Container paddingBlock="xxlarge">
          <Stack gap="xlarge">
            <Stack gap="small">
              <Heading level={2} size="large" id="about-support-heading">
                {support.heading}
              </Heading>
              <Text tone="muted">{support.intro}</Text>
            </Stack>
            <Box
              as="ul"
              display="grid"
              gridTemplateColumns={['1', '3']}
              gap="large"
              paddingInlineStart="none"
            >
              {support.ways.map((way) => (
                <Card key={way.title} as="li" heading={way.title} tone="surface" padding="large">
                  <Text>
                    {formatRich(t, way.textKey, { phone: <span dir="ltr">{site.helplinePhone}</span> })}
                  </Text>
                </Card>
              ))}
            </Box>
            <Stack gap="medium" alignItems="flex-start">
              <Text weight="strong">{support.callBackLead}</Text>
              <HelplineButton label={support.callBackLabel} />
              <Text>
                {formatRich(t, 'About.support.contactText', {
                  link: (
                    <Link href="/contactus" underline="always">
                      {support.contactLinkLabel}
                    </Link>
                  ),
                })}
              </Text>
            </Stack>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
