// The privacy policy's words, from the site's catalog (PrivacyPolicy.*). Written for Aafiyat.
import type { SiteTranslate } from '../../../i18n/language';
import type { PolicyContent } from '../policy';

/** The privacy policy in the page's language. */
export function privacyPolicy(t: SiteTranslate): PolicyContent {
  const brand = t('Shell.brand');
  return {
    heading: t('PrivacyPolicy.heading'),
    intro: [t('PrivacyPolicy.intro', { brand })],
    sections: [
      {
        id: 'our-promise',
        heading: t('PrivacyPolicy.promise.heading'),
        blocks: [
          {
            list: [
              t('PrivacyPolicy.promise.item.youOwn'),
              t('PrivacyPolicy.promise.item.cannotView', { brand }),
              t('PrivacyPolicy.promise.item.noThirdParties'),
            ],
          },
        ],
      },
      {
        id: 'what-we-collect',
        heading: t('PrivacyPolicy.collect.heading'),
        blocks: [
          {
            list: [
              t('PrivacyPolicy.collect.item.contact'),
              t('PrivacyPolicy.collect.item.patients'),
              t('PrivacyPolicy.collect.item.doctors'),
              t('PrivacyPolicy.collect.item.businesses'),
              t('PrivacyPolicy.collect.item.technical'),
            ],
          },
          t('PrivacyPolicy.collect.p1'),
        ],
      },
      {
        id: 'why-we-use-it',
        heading: t('PrivacyPolicy.use.heading'),
        blocks: [
          {
            list: [
              t('PrivacyPolicy.use.item.runService'),
              t('PrivacyPolicy.use.item.signIn'),
              t('PrivacyPolicy.use.item.answer'),
              t('PrivacyPolicy.use.item.payments'),
              t('PrivacyPolicy.use.item.protect'),
            ],
          },
          t('PrivacyPolicy.use.p1'),
        ],
      },
      {
        id: 'where-it-is-stored-and-how-it-is-protected',
        heading: t('PrivacyPolicy.storage.heading'),
        blocks: [t('PrivacyPolicy.storage.p1'), t('PrivacyPolicy.storage.p2')],
      },
      {
        id: 'who-can-see-it',
        heading: t('PrivacyPolicy.access.heading'),
        blocks: [
          {
            list: [
              t('PrivacyPolicy.access.item.business'),
              t('PrivacyPolicy.access.item.booking'),
              t('PrivacyPolicy.access.item.notStaff', { brand }),
              t('PrivacyPolicy.access.item.notThirdParties'),
            ],
          },
          t('PrivacyPolicy.access.p1'),
          t('PrivacyPolicy.access.p2'),
        ],
      },
      {
        id: 'information-kept-on-your-device',
        heading: t('PrivacyPolicy.device.heading'),
        blocks: [t('PrivacyPolicy.device.p1')],
      },
      {
        id: 'how-long-we-keep-it',
        heading: t('PrivacyPolicy.retention.heading'),
        blocks: [
          {
            list: [
              t('PrivacyPolicy.retention.item.business'),
              t('PrivacyPolicy.retention.item.patients'),
              t('PrivacyPolicy.retention.item.messages'),
              t('PrivacyPolicy.retention.item.billing'),
              t('PrivacyPolicy.retention.item.logs'),
            ],
          },
        ],
      },
      {
        id: 'your-rights',
        heading: t('PrivacyPolicy.rights.heading'),
        blocks: [
          t('PrivacyPolicy.rights.p1'),
          {
            list: [
              t('PrivacyPolicy.rights.item.copy'),
              t('PrivacyPolicy.rights.item.correct'),
              t('PrivacyPolicy.rights.item.export'),
              t('PrivacyPolicy.rights.item.delete'),
              t('PrivacyPolicy.rights.item.stopContact'),
            ],
          },
          t('PrivacyPolicy.rights.p2'),
        ],
      },
      {
        id: 'children',
        heading: t('PrivacyPolicy.children.heading'),
        blocks: [t('PrivacyPolicy.children.p1')],
      },
      {
        id: 'changes-to-this-policy',
        heading: t('PrivacyPolicy.changes.heading'),
        blocks: [t('PrivacyPolicy.changes.p1')],
      },
    ],
  };
}
