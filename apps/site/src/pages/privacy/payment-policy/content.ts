// The payment policy's words, from the site's catalog (PaymentPolicy.*). Written for Aafiyat.
import type { SiteTranslate } from '../../../i18n/language';
import type { PolicyContent } from '../policy';

/** The payment policy in the page's language. */
export function paymentPolicy(t: SiteTranslate): PolicyContent {
  const brand = t('Shell.brand');
  return {
    heading: t('PaymentPolicy.heading'),
    intro: [t('PaymentPolicy.intro', { brand })],
    sections: [
      {
        id: 'ways-to-pay',
        heading: t('PaymentPolicy.waysToPay.heading'),
        blocks: [
          t('PaymentPolicy.waysToPay.p1'),
          {
            list: [
              t('PaymentPolicy.waysToPay.item.jazzcash'),
              t('PaymentPolicy.waysToPay.item.easypaisa'),
              t('PaymentPolicy.waysToPay.item.cards'),
            ],
          },
          t('PaymentPolicy.waysToPay.p2', { brand }),
        ],
      },
      {
        id: 'prices-and-fees',
        heading: t('PaymentPolicy.pricesAndFees.heading'),
        blocks: [
          t('PaymentPolicy.pricesAndFees.p1'),
          {
            list: [
              t('PaymentPolicy.pricesAndFees.item.consultationFees'),
              t('PaymentPolicy.pricesAndFees.item.subscriptionPrices'),
              t('PaymentPolicy.pricesAndFees.item.noBookingFee', { brand }),
            ],
          },
        ],
      },
      {
        id: 'subscriptions',
        heading: t('PaymentPolicy.subscriptions.heading'),
        blocks: [
          {
            list: [
              t('PaymentPolicy.subscriptions.item.billing'),
              t('PaymentPolicy.subscriptions.item.failedRenewal'),
              t('PaymentPolicy.subscriptions.item.cancel'),
              t('PaymentPolicy.subscriptions.item.wrongCharge'),
              t('PaymentPolicy.subscriptions.item.priceChange'),
            ],
          },
        ],
      },
      {
        id: 'cancelling-an-appointment',
        heading: t('PaymentPolicy.cancelling.heading'),
        blocks: [
          t('PaymentPolicy.cancelling.p1'),
          {
            list: [
              t('PaymentPolicy.cancelling.item.early'),
              t('PaymentPolicy.cancelling.item.late'),
              t('PaymentPolicy.cancelling.item.tooLate'),
            ],
          },
          t('PaymentPolicy.cancelling.p2'),
        ],
      },
      {
        id: 'when-the-doctor-or-clinic-cancels',
        heading: t('PaymentPolicy.doctorCancels.heading'),
        blocks: [
          t('PaymentPolicy.doctorCancels.p1'),
          {
            list: [
              t('PaymentPolicy.doctorCancels.item.cancelsOrMoves'),
              t('PaymentPolicy.doctorCancels.item.noShow'),
              t('PaymentPolicy.doctorCancels.item.ourFault'),
            ],
          },
        ],
      },
      {
        id: 'how-refunds-are-paid',
        heading: t('PaymentPolicy.refunds.heading'),
        blocks: [
          t('PaymentPolicy.refunds.p1'),
          {
            list: [t('PaymentPolicy.refunds.item.wallets'), t('PaymentPolicy.refunds.item.cards')],
          },
          t('PaymentPolicy.refunds.p2'),
        ],
      },
      {
        id: 'failed-payments',
        heading: t('PaymentPolicy.failed.heading'),
        blocks: [t('PaymentPolicy.failed.p1'), t('PaymentPolicy.failed.p2')],
      },
      {
        id: 'pending-jazzcash-payments',
        heading: t('PaymentPolicy.pending.heading'),
        blocks: [
          t('PaymentPolicy.pending.p1'),
          {
            list: [
              t('PaymentPolicy.pending.item.approval'),
              t('PaymentPolicy.pending.item.voucher'),
              t('PaymentPolicy.pending.item.processing'),
            ],
          },
          t('PaymentPolicy.pending.p2'),
        ],
      },
      {
        id: 'questions-and-disputes',
        heading: t('PaymentPolicy.disputes.heading'),
        blocks: [t('PaymentPolicy.disputes.p1')],
      },
    ],
  };
}
