import { netPrice, type PricingCard } from '@aafiyat/domain';
import { site } from '../../../site.config';

/** The schema.org categories the product pages use. */
export type ApplicationCategory = 'BusinessApplication' | 'MedicalApplication';

export interface SoftwareApplicationInput {
  /** The product's name ("Aafiyat Clinic Management System"). */
  name: string;
  /** One or two sentences on what it does. */
  description: string;
  /** The product page's path, for its URL. */
  path: string;
  applicationCategory: ApplicationCategory;
  /** The priced packages, as cards: one offer each, at the price after discount. */
  cards: readonly PricingCard[];
}

/** The monthly billing of a card, as schema.org says it (UN/CEFACT code MON). */
const billingUnit = { monthly: { unitCode: 'MON', unitText: 'month' } } as const;

/** A schema.org SoftwareApplication with an offer per package, priced in rupees. */
export function softwareApplication({
  name,
  description,
  path,
  applicationCategory,
  cards,
}: SoftwareApplicationInput): Record<string, unknown> {
  const url = `${site.origin}${path}`;
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
        name: `${card.package_name}: ${card.title}`,
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
            ...billingUnit[card.package_duration],
          },
        },
      };
    }),
  };
}
