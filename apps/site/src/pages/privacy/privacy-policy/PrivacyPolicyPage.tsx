import type { PageMetaSource } from '../../../app/meta';
import { useSiteMessages } from '../../../i18n/language';
import { PolicyDocument } from '../PolicyDocument';
import { privacyPolicy } from './content';

export const meta: PageMetaSource = (t) => ({
  title: t('PrivacyPolicy.meta.title'),
  description: t('PrivacyPolicy.meta.description', { brand: t('Shell.brand') }),
});

/** The privacy policy. */
export default function PrivacyPolicyPage() {
  const t = useSiteMessages();
  return <PolicyDocument content={privacyPolicy(t)} path="/privacy/PrivacyPolicy" />;
}
