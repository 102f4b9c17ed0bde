// Written by `npm run messages` from ../../messages/en/Terms.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'Terms.meta.title': 'Terms and conditions',
  'Terms.meta.description': [
    'The terms for using ',
    ['brand'],
    "'s website, doctor and patient apps and monthly subscriptions: accounts, acceptable use and our medical disclaimer.",
  ],
  'Terms.heading': 'Terms and conditions',
  'Terms.intro.p1': [
    'These terms are the agreement between you and ',
    ['brand'],
    ', a healthcare software company based in Pakistan, for the use of this website, the ',
    ['brand'],
    ' doctor and patient apps, and our clinic, pharmacy and hospital management systems. Please read them with our payment policy and privacy policy, which form part of them.',
  ],
  'Terms.intro.p2':
    'By using the website or the apps, creating an account or subscribing, you accept these terms. If you accept them for a clinic, pharmacy, hospital or other business, you confirm that you are allowed to do so on its behalf.',
  'Terms.accounts.heading': 'Accounts',
  'Terms.accounts.item.trueDetails':
    'Give true and current details when you create an account, and keep them up to date.',
  'Terms.accounts.item.password':
    'Keep your password and the one-time codes we send you to yourself. You are responsible for what is done with your account.',
  'Terms.accounts.item.staffAccounts':
    'Clinic owners and administrators are responsible for the staff accounts they create, and for removing access when someone leaves.',
  'Terms.accounts.item.misuse': 'Tell us straight away if you think someone else has used your account.',
  'Terms.accounts.item.age':
    'You must be 18 or older to open an account. A parent or guardian can book appointments for a child from their own account.',
  'Terms.doctors.heading': 'Doctors and healthcare providers',
  'Terms.doctors.p1': [
    'Doctors listed on ',
    ['brand'],
    ' must hold a valid registration with the Pakistan Medical and Dental Council (PMDC) and keep it current. We check the registration number when a doctor joins, but doctors and clinics are independent of ',
    ['brand'],
    ': they, not we, are responsible for the care and advice they give, and for the fees they set.',
  ],
  'Terms.disclaimer.heading': 'Medical disclaimer',
  'Terms.disclaimer.p1': [
    ['brand'],
    ' provides software and a way to reach doctors. We do not give medical advice, and nothing on the website or in the apps replaces the judgement of a qualified doctor who has assessed you.',
  ],
  'Terms.disclaimer.p2':
    'Online consultations suit problems that can wait for an appointment. A doctor seeing you by video cannot examine you in person and may ask you to visit a clinic or hospital.',
  'Terms.disclaimer.p3':
    'Online consultations do not replace emergency care. In an emergency, such as chest pain, difficulty breathing, heavy bleeding, a serious injury or thoughts of harming yourself, call 1122 or go to the nearest emergency department at once.',
  'Terms.payments.heading': 'Appointments and payments',
  'Terms.payments.p1':
    'Fees are shown in Pakistani rupees before you pay. Payments, cancellations, refunds and pending payments are covered by our payment policy.',
  'Terms.subscriptions.heading': 'Subscriptions',
  'Terms.subscriptions.item.billing':
    'The clinic, pharmacy and hospital systems are sold as subscriptions, billed monthly in advance in PKR, and renew each month until cancelled.',
  'Terms.subscriptions.item.packages':
    'What each package includes, such as the number of doctors, staff members and attachments, is shown on the product pages at the time you subscribe.',
  'Terms.subscriptions.item.changes':
    'You can upgrade, downgrade or cancel at any time; changes and cancellations take effect from the next billing month.',
  'Terms.subscriptions.item.priceChange':
    'We tell you at least 30 days before a price change applies to you. If you do not agree, you can cancel before it takes effect.',
  'Terms.subscriptions.item.unpaid':
    'If a payment is not made, we may limit the account to read-only use, as the payment policy explains, but we never delete your records for late payment without notice.',
  'Terms.acceptableUse.heading': 'Acceptable use',
  'Terms.acceptableUse.p1': 'When you use the website, the apps or the systems, you agree not to:',
  'Terms.acceptableUse.item.law': 'break any law of Pakistan, or help anyone else do so;',
  'Terms.acceptableUse.item.falseInfo':
    'give false information, pretend to be someone else, or book appointments you do not intend to keep;',
  'Terms.acceptableUse.item.harass':
    'harass, threaten or abuse doctors, patients or staff, including during video consultations;',
  'Terms.acceptableUse.item.record': 'record a consultation without the agreement of everyone taking part;',
  'Terms.acceptableUse.item.malware':
    'upload viruses or harmful code, or try to get into accounts, systems or data that are not yours;',
  'Terms.acceptableUse.item.copy':
    'copy, scrape or resell the service, or try to take apart the software to find its source code;',
  'Terms.acceptableUse.item.spam':
    'use the service to send advertising or messages that people did not ask for.',
  'Terms.acceptableUse.p2':
    'We may suspend or close an account that breaks these rules. Where we can, we warn you first and give you the chance to put things right.',
  'Terms.data.heading': 'Your data',
  'Terms.data.p1': [
    'The records you keep in ',
    ['brand'],
    ' belong to you. You give us only the permission we need to store them and run the service for you. ',
    ['brand'],
    ' staff cannot view them, and we do not pass them to third parties. Our privacy policy explains this in full.',
  ],
  'Terms.software.heading': 'Our software and brand',
  'Terms.software.p1': [
    'The ',
    ['brand'],
    ' software, apps, website, name and logo belong to ',
    ['brand'],
    '. While your account or subscription is active, you may use them for their intended purpose; this does not transfer any ownership to you.',
  ],
  'Terms.availability.heading': 'Availability and changes to the service',
  'Terms.availability.p1':
    'We work to keep the service available around the clock, but it may occasionally be interrupted for maintenance, which we schedule outside clinic hours wherever possible, or by faults beyond our control, such as power or network outages.',
  'Terms.availability.p2':
    'We improve the service over time and may change or retire features. If a change removes something important that you pay for, we tell you in advance and you may cancel.',
  'Terms.liability.heading': 'Limits of our liability',
  'Terms.liability.p1':
    'As far as the law of Pakistan allows, we are not liable for indirect losses, such as lost profits or lost business, or for the advice and treatment given by doctors and clinics. Our total liability to a subscriber for any claim is limited to the fees they paid us in the three months before the claim arose.',
  'Terms.liability.p2': 'Nothing in these terms limits liability that cannot be limited by law.',
  'Terms.ending.heading': 'Ending the agreement',
  'Terms.ending.p1':
    'You can close your account or cancel your subscription at any time. We may end the agreement if you seriously or repeatedly break these terms. When an account closes, you can export your records for 90 days before they are deleted.',
  'Terms.law.heading': 'Law and disputes',
  'Terms.law.p1':
    'These terms are governed by the laws of Pakistan. If a disagreement arises, please contact us first: most problems can be settled by talking. If it cannot be settled, the courts at Lahore have jurisdiction.',
  'Terms.changes.heading': 'Changes to these terms',
  'Terms.changes.p1':
    'We may update these terms from time to time. We publish the new version on this page and, for changes that affect subscribers, email them at least 30 days before the changes apply.',
};
