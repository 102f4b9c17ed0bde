import {
  AppStoreBadges,
  Container,
  DataSecuritySection,
  FeatureCards,
  Heading,
  HomeSection,
  MarketingFigures,
  Stack,
  Text,
} from '@aafiyat/ui';
import { island } from '../../islands/Island';
import { HelplineButton } from '../../islands/parts';
import PricingTeaserIsland from '../../islands/PricingTeaserIsland';
import { site } from '../../site.config';
import { useSiteMessages } from '../../i18n/language';
import { dataSecurityPoints, featureDescriptions, homeSections } from './belowFold';

import * as styles from './HomeBelowFold.css';

// Links for a visitor; a signed-in visitor's differ, so it loads at once for them.
const PricingTeaserPart = island('pricingTeaser', PricingTeaserIsland, { whenSignedIn: true });
/**
 * The home page below the fold: the product sections, features, data security, pricing and the apps. Prerendered
 * with the page, hydrated from its own chunk after what is on screen.
 */
export default function HomeBelowFold() {
  const t = useSiteMessages();
  return (
    <div className={styles.belowFold}>
      {homeSections(t).map((section, index) => (
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
      <FeatureCards heading={t('Home.features.heading')} descriptions={featureDescriptions(t)} />
      <MarketingFigures heading={t('Home.figures.heading')} />
      <DataSecuritySection heading={t('Home.security.heading')} points={dataSecurityPoints(t)} />
      <PricingTeaserPart />
      <Container as="section" aria-labelledby="apps-heading" paddingBlock="xxlarge">
        <Stack gap="large" alignItems="center">
          <Heading level={2} size="medium" align="center" id="apps-heading">
            {t('Home.apps.heading')}
          </Heading>
          <AppStoreBadges patientApp={site.patientApp} doctorApp={site.doctorApp} />
          <Text align="center" tone="muted">
            {t('Home.apps.notSure')}
          </Text>
          <HelplineButton label={t('Home.apps.callBack')} variant="outline" />
        </Stack>
      </Container>
    </div>
  );
}
