// The About page's words, from the site's catalog (About.*); the figures come from @aafiyat/domain, contacts from
// site.config.
import {
  CLAIMED_CLINIC_DEPLOYMENTS,
  CLAIMED_PATIENTS_SERVED,
  CLAIMED_PHARMACY_AND_HOSPITAL_DEPLOYMENTS,
  formatWholeNumber,
} from '@aafiyat/domain';
import type { DataSecurityPoint } from '@aafiyat/ui';
import type { SiteMessageKey } from '../../i18n/compiled/keys';
import type { SiteTranslate } from '../../i18n/language';

/** Who Aafiyat is: the page's heading, its lead and its story. */
export function aboutIntro(t: SiteTranslate) {
  return {
    heading: t('About.intro.heading'),
    lead: t('About.intro.lead'),
    story: [
      t('About.intro.story.start'),
      // The claims as whole numbers: English writes "1,100+", Urdu "1,100 سے زیادہ".
      t('About.intro.story.today', {
        clinics: formatWholeNumber(CLAIMED_CLINIC_DEPLOYMENTS),
        pharmaciesAndHospitals: formatWholeNumber(CLAIMED_PHARMACY_AND_HOSPITAL_DEPLOYMENTS),
        patients: formatWholeNumber(CLAIMED_PATIENTS_SERVED),
      }),
    ],
  };
}

/** The data promise: its heading, intro and three points. */
export function privacySection(t: SiteTranslate) {
  return {
    heading: t('About.privacy.heading'),
    intro: t('About.privacy.intro'),
    points: [
      { title: t('About.privacy.owned.title'), text: t('About.privacy.owned.text') },
      { title: t('About.privacy.unviewable.title'), text: t('About.privacy.unviewable.text') },
      { title: t('About.privacy.noThirdParties.title'), text: t('About.privacy.noThirdParties.text') },
    ] satisfies DataSecurityPoint[],
  };
}

export interface AboutProduct {
  name: string;
  text: string;
  href: string;
}

/** The five products, each a link to its page, and the apps. */
export function productsSection(t: SiteTranslate) {
  return {
    heading: t('About.products.heading'),
    intro: t('About.products.intro'),
    products: [
      {
        name: t('About.products.clinic.name'),
        text: t('About.products.clinic.text'),
        href: '/products/clinicmanagement',
      },
      {
        name: t('About.products.pharmacy.name'),
        text: t('About.products.pharmacy.text'),
        href: '/products/pharmacymanagement',
      },
      {
        name: t('About.products.hospital.name'),
        text: t('About.products.hospital.text'),
        href: '/products/hospitalmanagement',
      },
      {
        name: t('About.products.doctorApp.name'),
        text: t('About.products.doctorApp.text'),
        href: '/products/doctor',
      },
      {
        name: t('About.products.patientApp.name'),
        text: t('About.products.patientApp.text'),
        href: '/doctors/search',
      },
    ] satisfies AboutProduct[],
    appsHeading: t('About.products.apps.heading'),
    appsText: t('About.products.apps.text'),
  };
}

/** A way Aafiyat supports its customers: its title, and its text's key (the helpline's names the number). */
export interface SupportWay {
  title: string;
  textKey: SiteMessageKey;
}

/** How Aafiyat supports its customers, the call-back and the way to the contact page. */
export function supportSection(t: SiteTranslate) {
  return {
    heading: t('About.support.heading'),
    intro: t('About.support.intro'),
    ways: [
      { title: t('About.support.onboarding.title'), textKey: 'About.support.onboarding.text' },
      { title: t('About.support.training.title'), textKey: 'About.support.training.text' },
      { title: t('About.support.helpline.title'), textKey: 'About.support.helpline.text' },
    ] satisfies SupportWay[],
    callBackLead: t('About.support.callBackLead'),
    callBackLabel: t('About.support.callBack'),
    contactLinkLabel: t('About.support.contactLink'),
  };
}
