// The online consultation page's words, from the site's catalog (Products.doctor.*).
import type { SiteTranslate } from '../../../i18n/language';
import type { ProductFeature } from '../shared/FeatureGrid';

/** What the page says about itself to search engines. */
export function doctorMeta(t: SiteTranslate) {
  return {
    title: t('Products.doctor.meta.title'),
    description: t('Products.doctor.meta.description'),
    productName: t('Products.doctor.meta.productName'),
    productDescription: t('Products.doctor.meta.productDescription'),
  };
}

/** The top of the page. */
export function doctorHero(t: SiteTranslate) {
  return {
    eyebrow: t('Products.doctor.hero.eyebrow'),
    heading: t('Products.doctor.hero.heading'),
    lead: t('Products.doctor.hero.lead'),
    findLabel: t('Products.doctor.hero.find'),
    demoLabel: t('Products.requestDemo'),
  };
}

/** A patient's four steps to an online appointment. */
export function patientSteps(t: SiteTranslate) {
  const items: ProductFeature[] = [
    {
      title: t('Products.doctor.patients.find.title'),
      text: t('Products.doctor.patients.find.text'),
      icon: 'search',
    },
    {
      title: t('Products.doctor.patients.pay.title'),
      text: t('Products.doctor.patients.pay.text'),
      icon: 'calendar',
    },
    {
      title: t('Products.doctor.patients.answer.title'),
      text: t('Products.doctor.patients.answer.text'),
      icon: 'video',
    },
    {
      title: t('Products.doctor.patients.follow.title'),
      text: t('Products.doctor.patients.follow.text'),
      icon: 'file',
    },
  ];
  return {
    heading: t('Products.doctor.patients.heading'),
    intro: t('Products.doctor.patients.intro'),
    items,
  };
}

/** A doctor's four steps to offering online consultations. */
export function doctorSteps(t: SiteTranslate) {
  const items: ProductFeature[] = [
    {
      title: t('Products.doctor.doctors.join.title'),
      text: t('Products.doctor.doctors.join.text'),
      icon: 'building',
    },
    {
      title: t('Products.doctor.doctors.hours.title'),
      text: t('Products.doctor.doctors.hours.text'),
      icon: 'calendar',
    },
    {
      title: t('Products.doctor.doctors.call.title'),
      text: t('Products.doctor.doctors.call.text'),
      icon: 'smartphone',
    },
    {
      title: t('Products.doctor.doctors.record.title'),
      text: t('Products.doctor.doctors.record.text'),
      icon: 'file',
    },
  ];
  return {
    heading: t('Products.doctor.doctors.heading'),
    intro: t('Products.doctor.doctors.intro'),
    items,
    signUpLabel: t('Products.doctor.doctors.signUp'),
  };
}

/** The clinic plan that includes video consultation. */
export function telemedicine(t: SiteTranslate) {
  return {
    heading: t('Products.doctor.telemedicine.heading'),
    cardHeading: t('Products.doctor.telemedicine.cardHeading'),
    cardText: t('Products.doctor.telemedicine.cardText'),
    cardNote: t('Products.doctor.telemedicine.cardNote'),
  };
}

/** The banner to book either kind of appointment. */
export function consultationBanner(t: SiteTranslate) {
  return {
    heading: t('Products.doctor.banner.heading'),
    description: t('Products.doctor.banner.description'),
  };
}

/** The apps section. */
export function appsCopy(t: SiteTranslate) {
  return {
    heading: t('Products.doctor.apps.heading'),
    text: t('Products.doctor.apps.text'),
  };
}
