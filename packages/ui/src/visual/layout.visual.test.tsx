// The site's layout pieces, photographed at a phone's 360 px and a desktop's 1280 px in English and in Urdu, and
// compared with the baselines in ./baselines (`npm run visual:accept` replaces them after a deliberate change).
// Each piece is drawn with its stories' fixtures: fixed dates, inline pictures, the carousel still on its first
// slide, the dialogs open.
import {
  FacilityType,
  planPriceCard,
  planPricesFor,
  tierFeatureSummaries,
  type PricingCard as PricingCardData,
} from '@aafiyat/domain';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import { DemoRequestDialog } from '../components/DemoRequestDialog';
import { DoctorCard } from '../components/DoctorCard';
import {
  mondayThirdJune,
  doctorPhoto,
  onlineCardiologist,
} from '../components/DoctorCard/DoctorCard.fixtures';
import { HelplineDialog } from '../components/HelplineDialog';
import { HeroCarousel, type HeroSlide } from '../components/HeroCarousel';
import { heroSlidesWithPicturesFixture } from '../components/HeroCarousel/HeroCarousel.fixtures';
import { IncomingCallPanel } from '../components/IncomingCallPanel';
import { PricingCard } from '../components/PricingCard';
import { QuickLinkTiles } from '../components/QuickLinkTiles';
import { quickLinkTilesFixture } from '../components/QuickLinkTiles/QuickLinkTiles.fixtures';
import { SiteFooter } from '../components/SiteFooter';
import { siteFooterFixture, siteFooterUrduFixture } from '../components/SiteFooter/SiteFooter.fixtures';
import { SiteHeader } from '../components/SiteHeader';
import {
  navLinksFixture,
  navLinksUrduFixture,
  supportPhoneFixture,
} from '../components/SiteHeader/SiteHeader.fixtures';
import type { Locale } from '../i18n/locales';
import { Box } from '../layout/Box';
import { Button } from '../primitives/Button';
import { renderForScreenshot, visualLocales, visualViewports, wholeOnScreen } from './screenshotPage';

/** A piece of the page: how it is drawn in a language, and the element photographed. */
interface Piece {
  name: string;
  draw: (locale: Locale) => ReactNode;
  photographed: () => Locator;
}

/** Words the site passes in, by language (the library's own words come from its catalogs). */
function inLocale<T>(locale: Locale, words: Record<Locale, T>): T {
  return words[locale];
}

const nothing = () => undefined;

/** The hero's slides in Urdu, as its Urdu story has them, with the same pictures. */
const urduSlides: readonly HeroSlide[] = heroSlidesWithPicturesFixture.map((slide) => ({
  ...slide,
  ...[
    {
      heading: 'اپنا پورا کلینک ایک اسکرین سے چلائیں',
      text: 'ملاقاتیں، مریضوں کا ریکارڈ اور بل، ہر ڈاکٹر کے لیے۔',
    },
    { heading: 'اپنی فارمیسی کا اسٹاک اور فروخت جانیں', text: 'اسٹاک، سپلائرز اور روزانہ آمدنی ایک جگہ۔' },
    {
      heading: 'ہسپتال کا نظام جو پورا عملہ استعمال کر سکے',
      text: 'داخلے، وارڈ کا ریکارڈ اور ڈیوٹی روسٹر ایک جگہ۔',
    },
  ][slide.id],
}));

/** The clinic packages at their list prices, cheapest first, as the clinic page lays them. */
const clinicCards: readonly PricingCardData[] = planPricesFor(FacilityType.CLINIC).map((price) =>
  planPriceCard(price),
);
const clinicTiers = tierFeatureSummaries(
  clinicCards.map((card) => ({ name: card.package_name, features: card.all_sub })),
);

const pieces: readonly Piece[] = [
  {
    name: 'header',
    draw: (locale) => (
      <SiteHeader
        brandName={inLocale(locale, { en: 'Aafiyat', ur: 'عافیت' })}
        navLinks={inLocale(locale, { en: navLinksFixture, ur: navLinksUrduFixture })}
        supportPhone={supportPhoneFixture}
        currentPath="/"
        onSignOut={nothing}
      />
    ),
    photographed: () => page.getByRole('banner'),
  },
  {
    name: 'footer',
    draw: (locale) => (
      <SiteFooter {...inLocale(locale, { en: siteFooterFixture, ur: siteFooterUrduFixture })} />
    ),
    photographed: () => page.getByRole('contentinfo'),
  },
  {
    name: 'hero',
    draw: (locale) => (
      <HeroCarousel
        slides={inLocale(locale, { en: heroSlidesWithPicturesFixture, ur: urduSlides })}
        label={inLocale(locale, { en: 'Aafiyat products', ur: 'عافیت کی مصنوعات' })}
        headingLevel={1}
        defaultPaused
        reducedMotion
        onRequestDemo={nothing}
      />
    ),
    photographed: () => page.getByRole('region'),
  },
  {
    name: 'tiles',
    draw: (locale) => (
      <QuickLinkTiles
        {...quickLinkTilesFixture}
        descriptions={inLocale(locale, {
          en: quickLinkTilesFixture.descriptions ?? {},
          ur: {
            clinic: 'اپائنٹمنٹس اور ریکارڈ',
            pharmacy: 'اسٹاک اور فروخت',
            hospital: 'وارڈ اور ڈیوٹی روسٹر',
            lab: 'لیب ٹیسٹ',
          },
        })}
      />
    ),
    photographed: () => page.getByRole('navigation'),
  },
  {
    name: 'pricing-cards',
    draw: (locale) => (
      <Box padding="large" data-testid="pricing-cards">
        <Box display="grid" gridTemplateColumns={['1', '2', '4']} gap="large">
          {clinicCards.map((card, index) => (
            <PricingCard
              key={card.package_name}
              card={card}
              tier={clinicTiers[index]}
              action={
                card.is_btn
                  ? {
                      label: inLocale(locale, { en: 'Sign up', ur: 'شروع کریں' }),
                      href: `/default/signup?package=${card.package_name}`,
                    }
                  : {
                      label: inLocale(locale, { en: 'Request a demo', ur: 'ڈیمو کی درخواست کریں' }),
                      onSelect: nothing,
                    }
              }
            />
          ))}
        </Box>
      </Box>
    ),
    photographed: () => page.getByTestId('pricing-cards'),
  },
  {
    name: 'demo-request-dialog',
    draw: (locale) => (
      <DemoRequestDialog
        defaultOpen
        product={inLocale(locale, { en: 'clinic management system', ur: 'کلینک مینجمنٹ سسٹم' })}
        demoFor="clinic"
        onSubmit={() => Promise.resolve()}
      />
    ),
    photographed: () => page.getByRole('dialog'),
  },
  {
    name: 'helpline-dialog',
    draw: () => <HelplineDialog defaultOpen onSubmit={() => Promise.resolve(undefined)} />,
    photographed: () => page.getByRole('dialog'),
  },
  {
    name: 'incoming-call-panel',
    draw: (locale) => (
      <IncomingCallPanel
        open
        call={{
          callId: 'call-1',
          ...inLocale(locale, {
            en: { doctorName: 'Dr. Sana Iqbal', specialty: 'Dermatologist' },
            ur: { doctorName: 'ڈاکٹر ثنا اقبال', specialty: 'ماہر امراض جلد' },
          }),
        }}
        // A ringtone that makes no sound and says it is playing (so no "sound blocked" line).
        ringtone={{ start: () => Promise.resolve('playing'), stop: nothing }}
        onAccept={nothing}
        onDecline={nothing}
        onTimeout={nothing}
      />
    ),
    photographed: () => page.getByRole('alertdialog'),
  },
  {
    name: 'doctor-card',
    draw: (locale) => (
      <Box padding="large" style={{ maxInlineSize: '26rem' }}>
        <DoctorCard
          doctor={onlineCardiologist}
          imageSrc={doctorPhoto}
          nextAvailable={mondayThirdJune}
          actions={
            <>
              <Button size="small" icon="calendar">
                {inLocale(locale, { en: 'Book in-clinic', ur: 'کلینک میں بک کریں' })}
              </Button>
              <Button size="small" variant="outline" icon="video">
                {inLocale(locale, { en: 'Book online', ur: 'آن لائن بک کریں' })}
              </Button>
            </>
          }
        />
      </Box>
    ),
    photographed: () => page.getByRole('article'),
  },
];

for (const { name, draw, photographed } of pieces) {
  describe(name, () => {
    for (const locale of visualLocales) {
      for (const viewport of visualViewports) {
        it(`looks as its baseline in ${locale} at ${String(viewport.width)} px`, async () => {
          await renderForScreenshot(draw(locale), locale, viewport);
          const piece = photographed();
          await expect.element(piece).toBeVisible();
          // The piece is laid out in the page's direction (Urdu right to left), not merely translated.
          expect(getComputedStyle(piece.element()).direction).toBe(locale === 'ur' ? 'rtl' : 'ltr');
          await wholeOnScreen(piece.element(), viewport);
          await expect.element(piece).toMatchScreenshot(`${name}-${locale}-${String(viewport.width)}`);
        });
      }
    }
  });
}
