import type { PageMeta } from '../../../app/meta';
import { PolicyDocument } from '../PolicyDocument';
import { paymentPolicy } from './content';

export const meta: PageMeta = {
  title: 'Payment policy',
  description:
    'How to pay Aafiyat with JazzCash, Easypaisa or a card, in PKR: subscriptions, appointment cancellations, refunds and pending payments.',
};

/** The payment policy. */
export default function PaymentPolicyPage() {
  return <PolicyDocument content={paymentPolicy} path="/privacy/PaymentPolicy" />;
}
