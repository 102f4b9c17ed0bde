// The clinic product page's words, from the site's catalog (Products.clinic.*). Plans, features and prices come
// from @aafiyat/domain (their words: ../shared/planWords.ts).
import type { SiteTranslate } from '../../../i18n/language';
import type { ProductFeature } from '../shared/FeatureGrid';

/** What the page says about itself to search engines. */
export function clinicMeta(t: SiteTranslate) {
  return {
    title: t('Products.clinic.meta.title'),
    description: t('Products.clinic.meta.description'),
    productName: t('Products.clinic.meta.productName'),
    productDescription: t('Products.clinic.meta.productDescription'),
  };
}

/** The top of the page. */
export function clinicHero(t: SiteTranslate) {
  return {
    eyebrow: t('Products.clinic.hero.eyebrow'),
    heading: t('Products.clinic.hero.heading'),
    lead: t('Products.clinic.hero.lead'),
    audience: t('Products.clinic.hero.audience'),
    demoLabel: t('Products.requestDemo'),
    signUpLabel: t('Products.clinic.hero.signUp'),
  };
}

/** What the system does. */
export function clinicFeatures(t: SiteTranslate) {
  const items: ProductFeature[] = [
    {
      title: t('Products.clinic.features.appointments.title'),
      text: t('Products.clinic.features.appointments.text'),
      icon: 'calendar',
    },
    {
      title: t('Products.clinic.features.records.title'),
      text: t('Products.clinic.features.records.text'),
      icon: 'user',
    },
    {
      title: t('Products.clinic.features.prescriptions.title'),
      text: t('Products.clinic.features.prescriptions.text'),
      icon: 'file',
    },
    {
      title: t('Products.clinic.features.invoices.title'),
      text: t('Products.clinic.features.invoices.text'),
      icon: 'checkCircle',
    },
    {
      title: t('Products.clinic.features.staff.title'),
      text: t('Products.clinic.features.staff.text'),
      icon: 'building',
    },
    {
      title: t('Products.clinic.features.video.title'),
      text: t('Products.clinic.features.video.text'),
      icon: 'video',
    },
    {
      title: t('Products.clinic.features.advertisement.title'),
      text: t('Products.clinic.features.advertisement.text'),
      icon: 'search',
    },
  ];
  return {
    heading: t('Products.whatItDoes'),
    intro: t('Products.clinic.features.intro'),
    items,
  };
}

/** Who the system is for. */
export function clinicAudience(t: SiteTranslate) {
  return {
    heading: t('Products.whoFor'),
    text: t('Products.clinic.audience.text'),
    features: [
      t('Products.clinic.audience.solo'),
      t('Products.clinic.audience.shared'),
      t('Products.clinic.audience.groups'),
    ],
    cta: { label: t('Products.clinic.audience.cta'), href: '/products/doctor' },
  };
}

/** The packages section's words. */
export function clinicPackagesCopy(t: SiteTranslate) {
  return {
    heading: t('Products.clinic.packages.heading'),
    intro: t('Products.clinic.packages.intro'),
    actionLabel: t('Products.signUp'),
    customHeading: t('Products.clinic.packages.customHeading'),
    /** The custom package's words, given its plan name. */
    customText: (plan: string) => t('Products.clinic.packages.customText', { plan }),
    /** Shown when the price list leaves out some of the packages the table compares. */
    unpricedNote: (names: string) => t('Products.clinic.packages.unpricedNote', { names }),
    comparisonCaption: t('Products.clinic.packages.comparisonCaption'),
  };
}
