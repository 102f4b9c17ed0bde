// The privacy policy's words. Written for Aafiyat.
import { site } from '../../../site.config';
import type { PolicyContent } from '../policy';

const brand = site.brandName;

export const privacyPolicy: PolicyContent = {
  heading: 'Privacy policy',
  intro: [
    `This policy explains what information ${brand} collects when you use our website, the doctor and patient apps, and our clinic, pharmacy and hospital management systems; why we collect it; where it is kept; who can see it; and the choices you have.`,
  ],
  sections: [
    {
      heading: 'Our promise',
      blocks: [
        {
          list: [
            "You own your data. The records a clinic, pharmacy or hospital keeps in our systems belong to that business, and a patient's own details belong to the patient.",
            `${brand} cannot view it. Customer records are kept so that our staff have no way to open or read them.`,
            'No third parties handle it. We do not sell, rent or share your data, and no outside company stores or processes your records for us.',
          ],
        },
      ],
    },
    {
      heading: 'What we collect',
      blocks: [
        {
          list: [
            'When you contact us, ask for a demo or request a call back: your name, email address, mobile number and what you write to us.',
            'Patients: your name, mobile number and city; the appointments you book; health details you choose to share, such as long-term conditions; and the prescriptions and notes your doctor records.',
            'Doctors: your name, PMDC registration number, specialty, photo, clinic timings and consultation fees.',
            'Clinics, pharmacies and hospitals: your business details and staff accounts, and the records you keep, such as patients, appointments, stock, sales and bills.',
            'Technical information: the type of device and browser you use and records of sign-ins and errors, which we need to keep the service secure and working.',
          ],
        },
        'We do not use advertising trackers, and we do not build profiles of you for marketing.',
      ],
    },
    {
      heading: 'Why we use it',
      blocks: [
        {
          list: [
            'To run the service: booking appointments, connecting video consultations, keeping records and producing invoices.',
            'To sign you in safely, including sending one-time codes to your mobile number.',
            'To answer your messages, demo requests and call-back requests.',
            'To take payments and handle refunds.',
            'To protect the service from misuse and to meet our legal obligations in Pakistan.',
          ],
        },
        'We only use your information for these purposes.',
      ],
    },
    {
      heading: 'Where it is stored and how it is protected',
      blocks: [
        'Your information is stored on secured servers in Pakistan. It is encrypted when it travels between your device and our servers, and customer records are encrypted when stored.',
        'Access to our systems is limited to the few engineers who keep them running, and every access is logged. Their access lets them keep the service working; it does not let them read customer records.',
      ],
    },
    {
      heading: 'Who can see it',
      blocks: [
        {
          list: [
            'The clinic, pharmacy or hospital that keeps a record, and the staff it gives access to.',
            'For a booking or consultation: the patient, and the doctor and clinic the patient booked with.',
            `Not ${brand} staff: we cannot view customer records, even while helping you. If you share your screen with us during a support call, we see only what you choose to show.`,
            'Not third parties: we never sell or share your data with advertisers, insurers, employers or anyone else.',
          ],
        },
        'When you pay, JazzCash, Easypaisa or the card payment provider receives only what that payment needs, such as the amount, a reference and the wallet or card details you enter on their page. They never receive your health records.',
        'If a court or authority in Pakistan lawfully orders us to hand over information, we give only what the order requires and, where the law allows, tell the customer first.',
      ],
    },
    {
      heading: 'Information kept on your device',
      blocks: [
        'When you sign in, your browser keeps a small record of your session so you stay signed in, and it remembers the page you came from while you move around the site. Signing out removes the session record. We do not use advertising cookies.',
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        {
          list: [
            'Business records: for as long as the subscription is active. When it ends, we keep them for 90 days so you can export them or return, and then delete them permanently.',
            'Patient accounts: until you ask us to close the account. Records a clinic keeps about your visits are kept by that clinic.',
            'Messages, demo and call-back requests: for 12 months after we last reply.',
            'Billing records: for as long as the tax laws of Pakistan require.',
            'Technical logs: for 90 days.',
          ],
        },
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        'You can ask us to:',
        {
          list: [
            'tell you what information we hold about you, and give you a copy;',
            'correct information that is wrong;',
            'export your records in a common format;',
            'delete your account and your information, unless the law requires us to keep part of it;',
            'stop contacting you about our products.',
          ],
        },
        'If your records are kept by a clinic, pharmacy or hospital, that business decides about them because it owns them; contact it first, and we will help it answer you. We reply to every request within 30 days.',
      ],
    },
    {
      heading: 'Children',
      blocks: [
        "Accounts are for adults. A parent or guardian may book appointments and keep records for a child from their own account, and makes the choices in this policy on the child's behalf.",
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: [
        'When we change this policy we publish the new version on this page. If a change affects how your information is used, we tell you by email or in the app before it applies.',
      ],
    },
  ],
};
