// The pharmacy product page's words, from the site's catalog (Products.pharmacy.*). The feature list and the price
// come from @aafiyat/domain's pharmacy plan (their words: ../shared/planWords.ts); this file says what each
// feature does.
import type { IconName } from '@aafiyat/ui';
import type { SiteMessageKey } from '../../../i18n/compiled/keys';
import type { SiteTranslate } from '../../../i18n/language';

/** What the page says about itself to search engines. */
export function pharmacyMeta(t: SiteTranslate) {
  return {
    title: t('Products.pharmacy.meta.title'),
    description: t('Products.pharmacy.meta.description'),
    productName: t('Products.pharmacy.meta.productName'),
    productDescription: t('Products.pharmacy.meta.productDescription'),
  };
}

/** The top of the page. */
export function pharmacyHero(t: SiteTranslate) {
  return {
    eyebrow: t('Products.pharmacy.hero.eyebrow'),
    heading: t('Products.pharmacy.hero.heading'),
    lead: t('Products.pharmacy.hero.lead'),
    audience: t('Products.pharmacy.hero.audience'),
    demoLabel: t('Products.requestDemo'),
    signUpLabel: t('Products.pharmacy.hero.signUp'),
  };
}

/**
 * What each feature of the pharmacy plan does, keyed by the plan's own feature line. A line the domain adds
 * later still shows, with its name alone, until it gets words here.
 */
export const pharmacyFeatureDetails: Readonly<Record<string, { text: SiteMessageKey; icon: IconName }>> = {
  'Revenue Record': { text: 'Products.pharmacy.features.revenue', icon: 'file' },
  'Inventory Management': { text: 'Products.pharmacy.features.inventory', icon: 'pill' },
  'Staff Management': { text: 'Products.pharmacy.features.staff', icon: 'user' },
  'Sales Management': { text: 'Products.pharmacy.features.sales', icon: 'checkCircle' },
  'Shift Management': { text: 'Products.pharmacy.features.shifts', icon: 'calendar' },
  'Supplier Management': { text: 'Products.pharmacy.features.suppliers', icon: 'building' },
};

/** The features section's heading and introduction. */
export function pharmacyFeatures(t: SiteTranslate) {
  return {
    heading: t('Products.whatItDoes'),
    intro: t('Products.pharmacy.features.intro'),
  };
}

/** Who the system is for. */
export function pharmacyAudience(t: SiteTranslate) {
  return {
    heading: t('Products.whoFor'),
    text: t('Products.pharmacy.audience.text'),
    features: [
      t('Products.pharmacy.audience.independent'),
      t('Products.pharmacy.audience.hospital'),
      t('Products.pharmacy.audience.chains'),
    ],
    ctaLabel: t('Products.pharmacy.audience.cta'),
  };
}

/** The package section's words. */
export function pharmacyPackagesCopy(t: SiteTranslate) {
  return {
    heading: t('Products.pharmacy.packages.heading'),
    intro: t('Products.pharmacy.packages.intro'),
    actionLabel: t('Products.signUp'),
  };
}
