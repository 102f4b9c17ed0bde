// Written by `npm run messages` from ../../messages/en/PrivacyPolicy.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'PrivacyPolicy.meta.title': 'Privacy policy',
  'PrivacyPolicy.meta.description': [
    'What ',
    ['brand'],
    ' collects, why, where it is stored and who can see it: you own your data, our staff cannot view it and no third parties handle it.',
  ],
  'PrivacyPolicy.heading': 'Privacy policy',
  'PrivacyPolicy.intro': [
    'This policy explains what information ',
    ['brand'],
    ' collects when you use our website, the doctor and patient apps, and our clinic, pharmacy and hospital management systems; why we collect it; where it is kept; who can see it; and the choices you have.',
  ],
  'PrivacyPolicy.promise.heading': 'Our promise',
  'PrivacyPolicy.promise.item.youOwn':
    "You own your data. The records a clinic, pharmacy or hospital keeps in our systems belong to that business, and a patient's own details belong to the patient.",
  'PrivacyPolicy.promise.item.cannotView': [
    ['brand'],
    ' cannot view it. Customer records are kept so that our staff have no way to open or read them.',
  ],
  'PrivacyPolicy.promise.item.noThirdParties':
    'No third parties handle it. We do not sell, rent or share your data, and no outside company stores or processes your records for us.',
  'PrivacyPolicy.collect.heading': 'What we collect',
  'PrivacyPolicy.collect.item.contact':
    'When you contact us, ask for a demo or request a call back: your name, email address, mobile number and what you write to us.',
  'PrivacyPolicy.collect.item.patients':
    'Patients: your name, mobile number and city; the appointments you book; health details you choose to share, such as long-term conditions; and the prescriptions and notes your doctor records.',
  'PrivacyPolicy.collect.item.doctors':
    'Doctors: your name, PMDC registration number, specialty, photo, clinic timings and consultation fees.',
  'PrivacyPolicy.collect.item.businesses':
    'Clinics, pharmacies and hospitals: your business details and staff accounts, and the records you keep, such as patients, appointments, stock, sales and bills.',
  'PrivacyPolicy.collect.item.technical':
    'Technical information: the type of device and browser you use and records of sign-ins and errors, which we need to keep the service secure and working.',
  'PrivacyPolicy.collect.p1':
    'We do not use advertising trackers, and we do not build profiles of you for marketing.',
  'PrivacyPolicy.use.heading': 'Why we use it',
  'PrivacyPolicy.use.item.runService':
    'To run the service: booking appointments, connecting video consultations, keeping records and producing invoices.',
  'PrivacyPolicy.use.item.signIn':
    'To sign you in safely, including sending one-time codes to your mobile number.',
  'PrivacyPolicy.use.item.answer': 'To answer your messages, demo requests and call-back requests.',
  'PrivacyPolicy.use.item.payments': 'To take payments and handle refunds.',
  'PrivacyPolicy.use.item.protect':
    'To protect the service from misuse and to meet our legal obligations in Pakistan.',
  'PrivacyPolicy.use.p1': 'We only use your information for these purposes.',
  'PrivacyPolicy.storage.heading': 'Where it is stored and how it is protected',
  'PrivacyPolicy.storage.p1':
    'Your information is stored on secured servers in Pakistan. It is encrypted when it travels between your device and our servers, and customer records are encrypted when stored.',
  'PrivacyPolicy.storage.p2':
    'Access to our systems is limited to the few engineers who keep them running, and every access is logged. Their access lets them keep the service working; it does not let them read customer records.',
  'PrivacyPolicy.access.heading': 'Who can see it',
  'PrivacyPolicy.access.item.business':
    'The clinic, pharmacy or hospital that keeps a record, and the staff it gives access to.',
  'PrivacyPolicy.access.item.booking':
    'For a booking or consultation: the patient, and the doctor and clinic the patient booked with.',
  'PrivacyPolicy.access.item.notStaff': [
    'Not ',
    ['brand'],
    ' staff: we cannot view customer records, even while helping you. If you share your screen with us during a support call, we see only what you choose to show.',
  ],
  'PrivacyPolicy.access.item.notThirdParties':
    'Not third parties: we never sell or share your data with advertisers, insurers, employers or anyone else.',
  'PrivacyPolicy.access.p1':
    'When you pay, JazzCash, Easypaisa or the card payment provider receives only what that payment needs, such as the amount, a reference and the wallet or card details you enter on their page. They never receive your health records.',
  'PrivacyPolicy.access.p2':
    'If a court or authority in Pakistan lawfully orders us to hand over information, we give only what the order requires and, where the law allows, tell the customer first.',
  'PrivacyPolicy.device.heading': 'Information kept on your device',
  'PrivacyPolicy.device.p1':
    'When you sign in, your browser keeps a small record of your session so you stay signed in, and it remembers the page you came from while you move around the site. Signing out removes the session record. We do not use advertising cookies.',
  'PrivacyPolicy.retention.heading': 'How long we keep it',
  'PrivacyPolicy.retention.item.business':
    'Business records: for as long as the subscription is active. When it ends, we keep them for 90 days so you can export them or return, and then delete them permanently.',
  'PrivacyPolicy.retention.item.patients':
    'Patient accounts: until you ask us to close the account. Records a clinic keeps about your visits are kept by that clinic.',
  'PrivacyPolicy.retention.item.messages':
    'Messages, demo and call-back requests: for 12 months after we last reply.',
  'PrivacyPolicy.retention.item.billing': 'Billing records: for as long as the tax laws of Pakistan require.',
  'PrivacyPolicy.retention.item.logs': 'Technical logs: for 90 days.',
  'PrivacyPolicy.rights.heading': 'Your rights',
  'PrivacyPolicy.rights.p1': 'You can ask us to:',
  'PrivacyPolicy.rights.item.copy': 'tell you what information we hold about you, and give you a copy;',
  'PrivacyPolicy.rights.item.correct': 'correct information that is wrong;',
  'PrivacyPolicy.rights.item.export': 'export your records in a common format;',
  'PrivacyPolicy.rights.item.delete':
    'delete your account and your information, unless the law requires us to keep part of it;',
  'PrivacyPolicy.rights.item.stopContact': 'stop contacting you about our products.',
  'PrivacyPolicy.rights.p2':
    'If your records are kept by a clinic, pharmacy or hospital, that business decides about them because it owns them; contact it first, and we will help it answer you. We reply to every request within 30 days.',
  'PrivacyPolicy.children.heading': 'Children',
  'PrivacyPolicy.children.p1':
    "Accounts are for adults. A parent or guardian may book appointments and keep records for a child from their own account, and makes the choices in this policy on the child's behalf.",
  'PrivacyPolicy.changes.heading': 'Changes to this policy',
  'PrivacyPolicy.changes.p1':
    'When we change this policy we publish the new version on this page. If a change affects how your information is used, we tell you by email or in the app before it applies.',
};
