// The home page's words below the fold, in the deferred part's chunk, from the site's catalog (Home.*).
import type { SiteTranslate } from '../../i18n/language';

/** The three product sections. */
export function homeSections(t: SiteTranslate) {
  return [
    {
      id: 'clinics',
      heading: t('Home.clinics.heading'),
      text: t('Home.clinics.text'),
      features: [t('Home.clinics.feature1'), t('Home.clinics.feature2'), t('Home.clinics.feature3')],
      cta: { label: t('Home.clinics.cta'), href: '/products/clinicmanagement' },
      illustration: 'clinic',
    },
    {
      id: 'pharmacies',
      heading: t('Home.pharmacies.heading'),
      text: t('Home.pharmacies.text'),
      features: [t('Home.pharmacies.feature1'), t('Home.pharmacies.feature2'), t('Home.pharmacies.feature3')],
      cta: { label: t('Home.pharmacies.cta'), href: '/products/pharmacymanagement' },
      illustration: 'pharmacy',
    },
    {
      id: 'hospitals',
      heading: t('Home.hospitals.heading'),
      text: t('Home.hospitals.text'),
      features: [t('Home.hospitals.feature1'), t('Home.hospitals.feature2'), t('Home.hospitals.feature3')],
      cta: { label: t('Home.hospitals.cta'), href: '/products/hospitalmanagement' },
      illustration: 'hospital',
    },
  ] as const;
}

/** What each feature card says. */
export function featureDescriptions(t: SiteTranslate) {
  return {
    appointmentManagement: t('Home.features.appointmentManagement'),
    ipdManagement: t('Home.features.ipdManagement'),
    workflowMonitoring: t('Home.features.workflowMonitoring'),
  };
}

/** The data security section's three points. */
export function dataSecurityPoints(t: SiteTranslate) {
  return [
    { title: t('Home.security.yours.title'), text: t('Home.security.yours.text') },
    { title: t('Home.security.unread.title'), text: t('Home.security.unread.text') },
    { title: t('Home.security.noThirdParties.title'), text: t('Home.security.noThirdParties.text') },
  ];
}

/**
 * The pricing teaser: its heading and each card's action. Clinic has four packages, so its card opens them;
 * Hospital and Pharmacy have one each, so theirs is the sign-up.
 */
export function pricingTeaserCopy(t: SiteTranslate) {
  return {
    heading: t('Home.pricing.heading'),
    comparePackagesLabel: t('Home.pricing.comparePackages'),
    signUpLabel: t('Home.pricing.signUp'),
  };
}
