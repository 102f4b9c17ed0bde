// Written by `npm run messages` from ../../messages/en/Faqs.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'Faqs.meta.title': 'FAQs',
  'Faqs.meta.description': [
    'Answers about ',
    ['brand'],
    "'s clinic, pharmacy and hospital systems, booking doctors, online consultations, payments and data privacy.",
  ],
  'Faqs.heading': 'Frequently asked questions',
  'Faqs.intro': [
    'Answers to the questions we hear most about ',
    ['brand'],
    "'s systems, booking a doctor, online consultations, payments and your data. If yours is not here, call us or send us a message.",
  ],
  'Faqs.group.products.heading': 'Our products',
  'Faqs.q.offer.question': ['What does ', ['brand'], ' offer?'],
  'Faqs.q.offer.answer': [
    ['brand'],
    ' makes three management systems, for clinics, pharmacies and hospitals, and two free apps: a doctor app for seeing patients and consulting by video, and a patient app for finding doctors and booking appointments.',
  ],
  'Faqs.q.offer.answer2':
    'The systems run in a web browser on any computer, tablet or phone, so there is nothing to install at your premises.',
  'Faqs.q.tryFirst.question': 'Can I try a system before I subscribe?',
  'Faqs.q.tryFirst.answer':
    'Yes. Use "Request a demo" on the home page or on any product page, and our team will show you the system on a call or at your premises, using sample data, at no charge.',
  'Faqs.q.setupTime.question': 'How long does it take to get a clinic running?',
  'Faqs.q.setupTime.answer':
    'Most clinics are working on the system within two working days. We set up your doctors, timings, services and fees with you, bring over the patient list you already have, and train your front-desk staff.',
  'Faqs.group.booking.heading': 'Booking an appointment',
  'Faqs.q.book.question': 'How do I book an appointment with a doctor?',
  'Faqs.q.book.answer':
    'Open "Find a doctor", choose your city and the specialty you need, and pick a doctor. Each profile shows the consultation fee in rupees and the next available date. Choose an in-clinic visit or an online consultation, pick a time and pay to confirm.',
  'Faqs.q.cancel.question': 'Can I cancel or change my appointment?',
  'Faqs.q.cancel.answer':
    'Yes. Cancel at least 24 hours before the appointment for a full refund, or move it to another time once at no charge. Our payment policy explains what happens with later cancellations.',
  'Faqs.group.online.heading': 'Online consultation',
  'Faqs.q.howOnline.question': 'How does an online consultation work?',
  'Faqs.q.howOnline.answer': [
    'At the time of your appointment the doctor calls you by video. Keep the ',
    ['brand'],
    ' patient app or the website open and signed in; an incoming-call panel appears and you press Accept to join.',
  ],
  'Faqs.q.howOnline.answer2':
    'After the call, any prescription the doctor writes is saved to your account so you can show it at a pharmacy.',
  'Faqs.q.videoNeeds.question': 'What do I need for a video consultation?',
  'Faqs.q.videoNeeds.answer':
    'A phone or computer with a camera and microphone, a steady Wi-Fi or 4G connection, and a quiet place where you can talk freely. Allow the browser or app to use your camera and microphone when it asks.',
  'Faqs.q.emergency.question': 'Can I use an online consultation in an emergency?',
  'Faqs.q.emergency.answer':
    'No. Online consultations are for problems that can wait for an appointment. For chest pain, difficulty breathing, heavy bleeding, a serious injury or any other emergency, call 1122 or go to the nearest emergency department straight away.',
  'Faqs.group.payments.heading': 'Payments',
  'Faqs.q.howPay.question': 'How can I pay?',
  'Faqs.q.howPay.answer':
    'With a JazzCash or Easypaisa mobile account, or a debit or credit card. All prices and fees are in Pakistani rupees (PKR), and you see the full amount before you pay.',
  'Faqs.q.pending.question': 'My JazzCash payment says "pending". What should I do?',
  'Faqs.q.pending.answer':
    'Do not pay again. A pending payment is usually waiting for you to approve it on your phone, or for JazzCash to confirm it, which normally takes a few minutes and can take up to 24 hours. If it is still pending after 24 hours, contact us with the transaction reference and we will sort it out.',
  'Faqs.q.billing.question': 'How are subscriptions billed?',
  'Faqs.q.billing.answer':
    'Clinic, pharmacy and hospital subscriptions are billed monthly, in advance, in PKR. You can change your package or cancel at any time; a cancellation takes effect at the end of the month you have paid for.',
  'Faqs.group.data.heading': 'Your data and privacy',
  'Faqs.q.whoSees.question': "Who can see my clinic's patient records?",
  'Faqs.q.whoSees.answer': [
    'Only you and the staff you give access to. The records belong to you, ',
    ['brand'],
    ' staff cannot view them, and we never share them with, or sell them to, anyone else.',
  ],
  'Faqs.q.export.question': ['Can I take my data with me if I stop using ', ['brand'], '?'],
  'Faqs.q.export.answer':
    'Yes. You can export your records at any time. After a subscription ends we keep your data for 90 days, so you can export it or come back, and then delete it permanently.',
};
