import { netPrice, pathInLocale, type Locale, type PricingCard } from '@aafiyat/domain';
import type { SiteTranslate } from '../../../i18n/language';
import { site } from '../../../site.config';
import { cardWords } from './planWords';

/** The schema.org categories the product pages use. */
export type ApplicationCategory = 'BusinessApplication' | 'MedicalApplication';

export interface SoftwareApplicationInput {
  /** The product's name ("Aafiyat Clinic Management System"), in the page's language. */
  name: string;
  /** One or two sentences on what it does, in the page's language. */
  description: string;
  /** The product page's path, for its URL. */
  path: string;
  applicationCategory: ApplicationCategory;
  /** The priced packages, as the domain or the API gives them: one offer each, at the price after discount. */
  cards: readonly PricingCard[];
}

/** The monthly billing of a card, as schema.org says it (UN/CEFACT code MON), named in the page's language. */
const billingUnit = (t: SiteTranslate) =>
  ({ monthly: { unitCode: 'MON', unitText: t('Products.jsonLd.month') } }) as const;

/**
 * A schema.org SoftwareApplication with an offer per package, priced in rupees, in the page's language, at the
 * page's address in that language.
 */
export function softwareApplication(
  t: SiteTranslate,
  { name, description, path, applicationCategory, cards }: SoftwareApplicationInput,
  locale: Locale = 'en',
): Record<string, unknown> {
  const url = `${site.origin}${pathInLocale(path, locale)}`;
  const units = billingUnit(t);
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name,
    description,
    url,
    applicationCategory,
    operatingSystem: 'Web, Android, iOS',
    provider: { '@type': 'Organization', name: site.brandName, url: site.origin },
    offers: cards.map((card) => {
      const price = netPrice(card.package_amount, card.package_discount);
      return {
        '@type': 'Offer',
        name: t('Products.jsonLd.offerName', { plan: card.package_name, title: cardWords(t, card).title }),
        price,
        priceCurrency: 'PKR',
        url: `${url}#packages`,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price,
          priceCurrency: 'PKR',
          referenceQuantity: {
            '@type': 'QuantitativeValue',
            value: 1,
            ...units[card.package_duration],
          },
        },
      };
    }),
  };
}
