// The FAQ page's words, from the site's catalog (Faqs.*). Written for Aafiyat; they also become the page's FAQPage
// JSON-LD, in the page's language.
import type { SiteTranslate } from '../../../i18n/language';
import type { PolicyContent } from '../policy';

export interface FaqItem {
  readonly question: string;
  /** One or more paragraphs. */
  readonly answer: readonly string[];
}

export interface FaqGroup {
  /** The topic's anchor (`#payments`): its English heading made into a slug, the same in every language. */
  readonly id: string;
  readonly heading: string;
  readonly items: readonly FaqItem[];
}

/** The FAQ page's h1 and introduction, in the page's language. */
export function faqIntro(t: SiteTranslate): PolicyContent {
  return {
    heading: t('Faqs.heading'),
    intro: [t('Faqs.intro', { brand: t('Shell.brand') })],
    sections: [],
  };
}

/** The questions by topic, in the page's language. */
export function faqGroups(t: SiteTranslate): readonly FaqGroup[] {
  const brand = t('Shell.brand');
  return [
    {
      id: 'our-products',
      heading: t('Faqs.group.products.heading'),
      items: [
        {
          question: t('Faqs.q.offer.question', { brand }),
          answer: [t('Faqs.q.offer.answer', { brand }), t('Faqs.q.offer.answer2')],
        },
        {
          question: t('Faqs.q.tryFirst.question'),
          answer: [t('Faqs.q.tryFirst.answer')],
        },
        {
          question: t('Faqs.q.setupTime.question'),
          answer: [t('Faqs.q.setupTime.answer')],
        },
      ],
    },
    {
      id: 'booking-an-appointment',
      heading: t('Faqs.group.booking.heading'),
      items: [
        {
          question: t('Faqs.q.book.question'),
          answer: [t('Faqs.q.book.answer')],
        },
        {
          question: t('Faqs.q.cancel.question'),
          answer: [t('Faqs.q.cancel.answer')],
        },
      ],
    },
    {
      id: 'online-consultation',
      heading: t('Faqs.group.online.heading'),
      items: [
        {
          question: t('Faqs.q.howOnline.question'),
          answer: [t('Faqs.q.howOnline.answer', { brand }), t('Faqs.q.howOnline.answer2')],
        },
        {
          question: t('Faqs.q.videoNeeds.question'),
          answer: [t('Faqs.q.videoNeeds.answer')],
        },
        {
          question: t('Faqs.q.emergency.question'),
          answer: [t('Faqs.q.emergency.answer')],
        },
      ],
    },
    {
      id: 'payments',
      heading: t('Faqs.group.payments.heading'),
      items: [
        {
          question: t('Faqs.q.howPay.question'),
          answer: [t('Faqs.q.howPay.answer')],
        },
        {
          question: t('Faqs.q.pending.question'),
          answer: [t('Faqs.q.pending.answer')],
        },
        {
          question: t('Faqs.q.billing.question'),
          answer: [t('Faqs.q.billing.answer')],
        },
      ],
    },
    {
      id: 'your-data-and-privacy',
      heading: t('Faqs.group.data.heading'),
      items: [
        {
          question: t('Faqs.q.whoSees.question'),
          answer: [t('Faqs.q.whoSees.answer', { brand })],
        },
        {
          question: t('Faqs.q.export.question', { brand }),
          answer: [t('Faqs.q.export.answer')],
        },
      ],
    },
  ];
}

/** The FAQs as schema.org FAQPage structured data, from the same words the page shows, in its language. */
export function faqJsonLd(t: SiteTranslate): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqGroups(t).flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer.join(' ') },
      })),
    ),
  };
}
