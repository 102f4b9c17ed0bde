// The Contact page's words. Written for Aafiyat; the address, phones and email come from site.config.
import type { SelectOption } from '@aafiyat/ui';
import { site } from '../../site.config';

export const contactIntro = {
  heading: 'Contact us',
  lead: `Questions about a system, a bill or a partnership? Call, write or visit: a real person at ${site.brandName} will answer.`,
} as const;

/** The Lahore office, Gulberg III: where the maps link points. */
export const officeLocation = { lat: 31.5204, lng: 74.3587 } as const;

export const officeSection = {
  heading: 'Our office',
  mapsLinkLabel: 'Open our office in Google Maps',
} as const;

export const phonesSection = {
  heading: 'Phone and email',
  supportLabel: 'Sales and support',
  helplineLabel: 'Helpline',
  emailLabel: 'Email',
  callBackText: 'Busy right now? Leave your number and we will call you back during office hours.',
} as const;

/** Opening times, in 24-hour `HH:MM` Pakistan time; shown in 12-hour form by @aafiyat/domain. */
export interface OfficeHours {
  days: string;
  /** Left out on days the office is closed. */
  opens?: string;
  closes?: string;
  /** A midday break, with the reason shown beside it. */
  pause?: { from: string; to: string; reason: string };
}

export const hoursSection = {
  heading: 'Office hours',
  note: 'All times are Pakistan Standard Time (PKT, UTC+5).',
  hours: [
    { days: 'Monday to Thursday', opens: '09:00', closes: '18:00' },
    {
      days: 'Friday',
      opens: '09:00',
      closes: '18:00',
      pause: { from: '12:30', to: '14:30', reason: 'Friday prayers' },
    },
    { days: 'Saturday', opens: '10:00', closes: '14:00' },
    { days: 'Sunday and public holidays' },
  ] satisfies OfficeHours[],
  closed: 'Closed',
} as const;

export const formSection = {
  heading: 'Send us a message',
  intro: 'Fill in every field and we will reply by email or phone within one working day.',
  labels: {
    name: 'Your name',
    email: 'Email address',
    phone: 'Mobile number',
    subject: 'Subject',
    message: 'Your message',
  },
  subjectPlaceholder: 'Choose a subject',
  messageHint:
    'Tell us what you need help with; for a clinic, mention your city and how many doctors you have.',
  submit: 'Send message',
  sending: 'Sending your message…',
  successTitle: 'Thank you, we have received your message.',
  successText: 'Our team will get back to you within one working day, by email or on the number you gave us.',
  sendAnother: 'Send another message',
} as const;

/** What a message can be about; the label is what is sent as `subject`. */
export const contactSubjects: readonly SelectOption[] = [
  'Sales',
  'Support',
  'Billing',
  'Partnerships',
  'Other',
].map((subject) => ({ value: subject, label: subject }));
