// The FAQ page's words. Written for Aafiyat; they also become the page's FAQPage JSON-LD.
import { site } from '../../../site.config';
import type { PolicyContent } from '../policy';

export interface FaqItem {
  readonly question: string;
  /** One or more paragraphs. */
  readonly answer: readonly string[];
}

export interface FaqGroup {
  readonly heading: string;
  readonly items: readonly FaqItem[];
}

export const faqIntro: PolicyContent = {
  heading: 'Frequently asked questions',
  intro: [
    `Answers to the questions we hear most about ${site.brandName}'s systems, booking a doctor, online consultations, payments and your data. If yours is not here, call us or send us a message.`,
  ],
  sections: [],
};

export const faqGroups: readonly FaqGroup[] = [
  {
    heading: 'Our products',
    items: [
      {
        question: `What does ${site.brandName} offer?`,
        answer: [
          `${site.brandName} makes three management systems, for clinics, pharmacies and hospitals, and two free apps: a doctor app for seeing patients and consulting by video, and a patient app for finding doctors and booking appointments.`,
          'The systems run in a web browser on any computer, tablet or phone, so there is nothing to install at your premises.',
        ],
      },
      {
        question: 'Can I try a system before I subscribe?',
        answer: [
          'Yes. Use "Request a demo" on the home page or on any product page, and our team will show you the system on a call or at your premises, using sample data, at no charge.',
        ],
      },
      {
        question: 'How long does it take to get a clinic running?',
        answer: [
          'Most clinics are working on the system within two working days. We set up your doctors, timings, services and fees with you, bring over the patient list you already have, and train your front-desk staff.',
        ],
      },
    ],
  },
  {
    heading: 'Booking an appointment',
    items: [
      {
        question: 'How do I book an appointment with a doctor?',
        answer: [
          'Open "Find a doctor", choose your city and the specialty you need, and pick a doctor. Each profile shows the consultation fee in rupees and the next available date. Choose an in-clinic visit or an online consultation, pick a time and pay to confirm.',
        ],
      },
      {
        question: 'Can I cancel or change my appointment?',
        answer: [
          'Yes. Cancel at least 24 hours before the appointment for a full refund, or move it to another time once at no charge. Our payment policy explains what happens with later cancellations.',
        ],
      },
    ],
  },
  {
    heading: 'Online consultation',
    items: [
      {
        question: 'How does an online consultation work?',
        answer: [
          'At the time of your appointment the doctor calls you by video. Keep the Aafiyat patient app or the website open and signed in; an incoming-call panel appears and you press Accept to join.',
          'After the call, any prescription the doctor writes is saved to your account so you can show it at a pharmacy.',
        ],
      },
      {
        question: 'What do I need for a video consultation?',
        answer: [
          'A phone or computer with a camera and microphone, a steady Wi-Fi or 4G connection, and a quiet place where you can talk freely. Allow the browser or app to use your camera and microphone when it asks.',
        ],
      },
      {
        question: 'Can I use an online consultation in an emergency?',
        answer: [
          'No. Online consultations are for problems that can wait for an appointment. For chest pain, difficulty breathing, heavy bleeding, a serious injury or any other emergency, call 1122 or go to the nearest emergency department straight away.',
        ],
      },
    ],
  },
  {
    heading: 'Payments',
    items: [
      {
        question: 'How can I pay?',
        answer: [
          'With a JazzCash or Easypaisa mobile account, or a debit or credit card. All prices and fees are in Pakistani rupees (PKR), and you see the full amount before you pay.',
        ],
      },
      {
        question: 'My JazzCash payment says "pending". What should I do?',
        answer: [
          'Do not pay again. A pending payment is usually waiting for you to approve it on your phone, or for JazzCash to confirm it, which normally takes a few minutes and can take up to 24 hours. If it is still pending after 24 hours, contact us with the transaction reference and we will sort it out.',
        ],
      },
      {
        question: 'How are subscriptions billed?',
        answer: [
          'Clinic, pharmacy and hospital subscriptions are billed monthly, in advance, in PKR. You can change your package or cancel at any time; a cancellation takes effect at the end of the month you have paid for.',
        ],
      },
    ],
  },
  {
    heading: 'Your data and privacy',
    items: [
      {
        question: "Who can see my clinic's patient records?",
        answer: [
          `Only you and the staff you give access to. The records belong to you, ${site.brandName} staff cannot view them, and we never share them with, or sell them to, anyone else.`,
        ],
      },
      {
        question: 'Can I take my data with me if I stop using Aafiyat?',
        answer: [
          'Yes. You can export your records at any time. After a subscription ends we keep your data for 90 days, so you can export it or come back, and then delete it permanently.',
        ],
      },
    ],
  },
];

/** The FAQs as schema.org FAQPage structured data, from the same words the page shows. */
export const faqJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqGroups.flatMap((group) =>
    group.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.join(' ') },
    })),
  ),
};
