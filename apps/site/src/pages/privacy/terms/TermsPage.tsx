import type { PageMetaSource } from '../../../app/meta';
import { useSiteMessages } from '../../../i18n/language';
import { PolicyDocument } from '../PolicyDocument';
import { terms } from './content';

export const meta: PageMetaSource = (t) => ({
  title: t('Terms.meta.title'),
  description: t('Terms.meta.description', { brand: t('Shell.brand') }),
});

/** The terms and conditions. */
export default function TermsPage() {
  const t = useSiteMessages();
  return <PolicyDocument content={terms(t)} path="/privacy/TermCondition" />;
}
