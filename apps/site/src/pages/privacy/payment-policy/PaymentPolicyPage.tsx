import type { PageMetaSource } from '../../../app/meta';
import { useSiteMessages } from '../../../i18n/language';
import { PolicyDocument } from '../PolicyDocument';
import { paymentPolicy } from './content';

export const meta: PageMetaSource = (t) => ({
  title: t('PaymentPolicy.meta.title'),
  description: t('PaymentPolicy.meta.description', { brand: t('Shell.brand') }),
});

/** The payment policy. */
export default function PaymentPolicyPage() {
  const t = useSiteMessages();
  return <PolicyDocument content={paymentPolicy(t)} path="/privacy/PaymentPolicy" />;
}
