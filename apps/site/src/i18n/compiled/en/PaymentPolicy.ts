// Written by `npm run messages` from ../../messages/en/PaymentPolicy.json: edit that, not this.
import type { CompiledCatalog } from '@aafiyat/ui';

export const messages: CompiledCatalog = {
  'PaymentPolicy.meta.title': 'Payment policy',
  'PaymentPolicy.meta.description': [
    'How to pay ',
    ['brand'],
    ' with JazzCash, Easypaisa or a card, in PKR: subscriptions, appointment cancellations, refunds and pending payments.',
  ],
  'PaymentPolicy.heading': 'Payment policy',
  'PaymentPolicy.intro': [
    'This policy explains how you pay ',
    ['brand'],
    ': patients for appointments and online consultations, and clinics, pharmacies and hospitals for their subscriptions. It also explains cancellations, refunds, and what happens when a payment fails or is left pending.',
  ],
  'PaymentPolicy.waysToPay.heading': 'Ways to pay',
  'PaymentPolicy.waysToPay.p1': 'We accept:',
  'PaymentPolicy.waysToPay.item.jazzcash':
    'JazzCash: from your JazzCash mobile account, or with a voucher paid at a JazzCash shop.',
  'PaymentPolicy.waysToPay.item.easypaisa': 'Easypaisa: from your Easypaisa mobile account.',
  'PaymentPolicy.waysToPay.item.cards':
    'Debit and credit cards: Visa and Mastercard cards issued in Pakistan or abroad.',
  'PaymentPolicy.waysToPay.p2': [
    "You enter your wallet PIN or card details on the payment provider's own secure page. ",
    ['brand'],
    ' never sees or stores your PIN or your full card number.',
  ],
  'PaymentPolicy.pricesAndFees.heading': 'Prices and fees',
  'PaymentPolicy.pricesAndFees.p1': 'All prices, fees and refunds are in Pakistani rupees (PKR).',
  'PaymentPolicy.pricesAndFees.item.consultationFees':
    "Consultation fees are set by each doctor or clinic and shown on the doctor's profile before you book. The amount you see at checkout is the amount you pay.",
  'PaymentPolicy.pricesAndFees.item.subscriptionPrices':
    'Subscription prices for the clinic, pharmacy and hospital systems are shown on each product page, with any discount that applies.',
  'PaymentPolicy.pricesAndFees.item.noBookingFee': [
    ['brand'],
    ' adds no booking or convenience fee. Your bank or wallet provider may charge its own fees, which are set by them.',
  ],
  'PaymentPolicy.subscriptions.heading': 'Subscriptions',
  'PaymentPolicy.subscriptions.item.billing':
    'Subscriptions are billed monthly, in advance, and renew each month until you cancel.',
  'PaymentPolicy.subscriptions.item.failedRenewal':
    'If a renewal payment fails we tell you and keep your account fully working for 7 days while you pay. After that the account becomes read-only: you can still see and export your records, but not add new ones, until the payment is made.',
  'PaymentPolicy.subscriptions.item.cancel':
    'You can cancel at any time. The cancellation takes effect at the end of the month you have already paid for, and that month is not refunded in part.',
  'PaymentPolicy.subscriptions.item.wrongCharge':
    'If we charged you the wrong amount, or twice for the same month, we refund the difference in full.',
  'PaymentPolicy.subscriptions.item.priceChange':
    "We give at least 30 days' notice by email before a price change applies to your subscription.",
  'PaymentPolicy.cancelling.heading': 'Cancelling an appointment',
  'PaymentPolicy.cancelling.p1':
    'You can cancel a paid appointment from your patient profile, in the app, or by calling us. The refund depends on when you cancel:',
  'PaymentPolicy.cancelling.item.early': '24 hours or more before the appointment: a full refund.',
  'PaymentPolicy.cancelling.item.late':
    'Less than 24 hours but at least 2 hours before: a refund of half the fee.',
  'PaymentPolicy.cancelling.item.tooLate':
    'Less than 2 hours before, or if you miss the appointment: no refund.',
  'PaymentPolicy.cancelling.p2':
    'Instead of cancelling, you can move an appointment to another available time once, at no charge, if you do it at least 24 hours before.',
  'PaymentPolicy.doctorCancels.heading': 'When the doctor or clinic cancels',
  'PaymentPolicy.doctorCancels.p1': 'You get a full refund, or a new time at no charge if you prefer, when:',
  'PaymentPolicy.doctorCancels.item.cancelsOrMoves':
    'the doctor or clinic cancels or moves your appointment;',
  'PaymentPolicy.doctorCancels.item.noShow':
    'the doctor does not join an online consultation within 15 minutes of its start time;',
  'PaymentPolicy.doctorCancels.item.ourFault':
    'a fault on our side stops the consultation from taking place.',
  'PaymentPolicy.refunds.heading': 'How refunds are paid',
  'PaymentPolicy.refunds.p1':
    'Refunds go back to the account or card you paid from. We start the refund within 2 working days of the cancellation; after that:',
  'PaymentPolicy.refunds.item.wallets':
    'JazzCash and Easypaisa refunds usually arrive within 3 to 5 working days.',
  'PaymentPolicy.refunds.item.cards':
    'Card refunds can take 7 to 14 working days to appear, depending on your bank.',
  'PaymentPolicy.refunds.p2':
    'A JazzCash voucher paid in cash is refunded to a JazzCash or Easypaisa mobile account of your choice.',
  'PaymentPolicy.failed.heading': 'Failed payments',
  'PaymentPolicy.failed.p1':
    'If a payment fails, your appointment or subscription is not confirmed and you can try again, with the same method or another one.',
  'PaymentPolicy.failed.p2':
    'Sometimes money leaves your account even though the payment failed. The provider reverses such a charge on its own, usually within 3 to 5 working days. If it has not come back after that, send us the transaction reference and we will follow it up with the provider.',
  'PaymentPolicy.pending.heading': 'Pending JazzCash payments',
  'PaymentPolicy.pending.p1':
    'A JazzCash payment can show as pending for a while. Please do not pay a second time while it is pending: you could be charged twice.',
  'PaymentPolicy.pending.item.approval':
    'Waiting for your approval: JazzCash sends a prompt to your phone. Approve it within a few minutes, or the payment lapses and you can start again.',
  'PaymentPolicy.pending.item.voucher':
    'Voucher payments: the payment stays pending until you pay the voucher at a JazzCash shop. Your appointment is confirmed once the voucher is paid, as long as the time is still free.',
  'PaymentPolicy.pending.item.processing':
    'Being processed: most payments are confirmed within a few minutes, but some take up to 24 hours. We confirm your appointment or subscription as soon as JazzCash confirms the payment.',
  'PaymentPolicy.pending.p2':
    'If a payment is still pending after 24 hours, contact us with the transaction reference. If JazzCash finally marks it as failed and money was taken, it is returned to you as described under Failed payments.',
  'PaymentPolicy.disputes.heading': 'Questions and disputes',
  'PaymentPolicy.disputes.p1':
    'If something about a payment looks wrong, please contact us within 30 days of the payment, with the transaction reference, before raising a dispute with your bank or wallet provider. Most problems are solved within a few working days.',
};
