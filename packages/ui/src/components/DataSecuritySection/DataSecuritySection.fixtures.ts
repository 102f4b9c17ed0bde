import type { DataSecuritySectionProps } from './DataSecuritySection';

/** The privacy pitch as the home page passes it (the site's own copy of the spec's three promises). */
export const dataSecurityFixture: DataSecuritySectionProps = {
  heading: 'Your patients’ records stay yours',
  intro: 'Medical records are among the most private things people share. We built the system around that.',
  points: [
    {
      title: 'You own your data',
      text: 'Every record your clinic, pharmacy or hospital enters belongs to you, and you can export it whenever you want.',
    },
    {
      title: 'We cannot see it',
      text: 'Our team has no access to your patients’ records. Only the people you give an account can open them.',
    },
    {
      title: 'No third parties',
      text: 'Your data is never sold, shared or handed to another company to process or store.',
    },
  ],
};
