// The hospital product page's words, from the site's catalog (Products.hospital.*). The plan and its price come
// from @aafiyat/domain (their words: ../shared/planWords.ts).
import type { SiteTranslate } from '../../../i18n/language';
import type { ProductFeature } from '../shared/FeatureGrid';

/** What the page says about itself to search engines. */
export function hospitalMeta(t: SiteTranslate) {
  return {
    title: t('Products.hospital.meta.title'),
    description: t('Products.hospital.meta.description'),
    productName: t('Products.hospital.meta.productName'),
    productDescription: t('Products.hospital.meta.productDescription'),
  };
}

/** The top of the page. */
export function hospitalHero(t: SiteTranslate) {
  return {
    eyebrow: t('Products.hospital.hero.eyebrow'),
    heading: t('Products.hospital.hero.heading'),
    lead: t('Products.hospital.hero.lead'),
    audience: t('Products.hospital.hero.audience'),
    demoLabel: t('Products.requestDemo'),
    signUpLabel: t('Products.hospital.hero.signUp'),
  };
}

/** What the system does. */
export function hospitalFeatures(t: SiteTranslate) {
  const items: ProductFeature[] = [
    {
      title: t('Products.hospital.features.admissions.title'),
      text: t('Products.hospital.features.admissions.text'),
      icon: 'user',
    },
    {
      title: t('Products.hospital.features.wards.title'),
      text: t('Products.hospital.features.wards.text'),
      icon: 'building',
    },
    {
      title: t('Products.hospital.features.ipd.title'),
      text: t('Products.hospital.features.ipd.text'),
      icon: 'file',
    },
    {
      title: t('Products.hospital.features.roster.title'),
      text: t('Products.hospital.features.roster.text'),
      icon: 'calendar',
    },
    {
      title: t('Products.hospital.features.billing.title'),
      text: t('Products.hospital.features.billing.text'),
      icon: 'checkCircle',
    },
    {
      title: t('Products.hospital.features.staff.title'),
      text: t('Products.hospital.features.staff.text'),
      icon: 'stethoscope',
    },
  ];
  return {
    heading: t('Products.whatItDoes'),
    intro: t('Products.hospital.features.intro'),
    items,
  };
}

/** Who the system is for. */
export function hospitalAudience(t: SiteTranslate) {
  return {
    heading: t('Products.whoFor'),
    text: t('Products.hospital.audience.text'),
    features: [
      t('Products.hospital.audience.private'),
      t('Products.hospital.audience.maternity'),
      t('Products.hospital.audience.dayCare'),
    ],
    ctaLabel: t('Products.hospital.audience.cta'),
  };
}

/** The price section's words. */
export function hospitalPackagesCopy(t: SiteTranslate) {
  return {
    heading: t('Products.hospital.packages.heading'),
    intro: t('Products.hospital.packages.intro'),
    actionLabel: t('Products.signUp'),
  };
}
