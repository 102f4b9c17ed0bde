// The terms and conditions' words, from the site's catalog (Terms.*). Written for Aafiyat.
import type { SiteTranslate } from '../../../i18n/language';
import type { PolicyContent } from '../policy';

/** The terms and conditions in the page's language. */
export function terms(t: SiteTranslate): PolicyContent {
  const brand = t('Shell.brand');
  return {
    heading: t('Terms.heading'),
    intro: [t('Terms.intro.p1', { brand }), t('Terms.intro.p2')],
    sections: [
      {
        id: 'accounts',
        heading: t('Terms.accounts.heading'),
        blocks: [
          {
            list: [
              t('Terms.accounts.item.trueDetails'),
              t('Terms.accounts.item.password'),
              t('Terms.accounts.item.staffAccounts'),
              t('Terms.accounts.item.misuse'),
              t('Terms.accounts.item.age'),
            ],
          },
        ],
      },
      {
        id: 'doctors-and-healthcare-providers',
        heading: t('Terms.doctors.heading'),
        blocks: [t('Terms.doctors.p1', { brand })],
      },
      {
        id: 'medical-disclaimer',
        heading: t('Terms.disclaimer.heading'),
        blocks: [t('Terms.disclaimer.p1', { brand }), t('Terms.disclaimer.p2'), t('Terms.disclaimer.p3')],
      },
      {
        id: 'appointments-and-payments',
        heading: t('Terms.payments.heading'),
        blocks: [t('Terms.payments.p1')],
      },
      {
        id: 'subscriptions',
        heading: t('Terms.subscriptions.heading'),
        blocks: [
          {
            list: [
              t('Terms.subscriptions.item.billing'),
              t('Terms.subscriptions.item.packages'),
              t('Terms.subscriptions.item.changes'),
              t('Terms.subscriptions.item.priceChange'),
              t('Terms.subscriptions.item.unpaid'),
            ],
          },
        ],
      },
      {
        id: 'acceptable-use',
        heading: t('Terms.acceptableUse.heading'),
        blocks: [
          t('Terms.acceptableUse.p1'),
          {
            list: [
              t('Terms.acceptableUse.item.law'),
              t('Terms.acceptableUse.item.falseInfo'),
              t('Terms.acceptableUse.item.harass'),
              t('Terms.acceptableUse.item.record'),
              t('Terms.acceptableUse.item.malware'),
              t('Terms.acceptableUse.item.copy'),
              t('Terms.acceptableUse.item.spam'),
            ],
          },
          t('Terms.acceptableUse.p2'),
        ],
      },
      {
        id: 'your-data',
        heading: t('Terms.data.heading'),
        blocks: [t('Terms.data.p1', { brand })],
      },
      {
        id: 'our-software-and-brand',
        heading: t('Terms.software.heading'),
        blocks: [t('Terms.software.p1', { brand })],
      },
      {
        id: 'availability-and-changes-to-the-service',
        heading: t('Terms.availability.heading'),
        blocks: [t('Terms.availability.p1'), t('Terms.availability.p2')],
      },
      {
        id: 'limits-of-our-liability',
        heading: t('Terms.liability.heading'),
        blocks: [t('Terms.liability.p1'), t('Terms.liability.p2')],
      },
      {
        id: 'ending-the-agreement',
        heading: t('Terms.ending.heading'),
        blocks: [t('Terms.ending.p1')],
      },
      {
        id: 'law-and-disputes',
        heading: t('Terms.law.heading'),
        blocks: [t('Terms.law.p1')],
      },
      {
        id: 'changes-to-these-terms',
        heading: t('Terms.changes.heading'),
        blocks: [t('Terms.changes.p1')],
      },
    ],
  };
}
