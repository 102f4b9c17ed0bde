import type { PageMeta } from '../../../app/meta';
import { PolicyDocument } from '../PolicyDocument';
import { privacyPolicy } from './content';

export const meta: PageMeta = {
  title: 'Privacy policy',
  description:
    'What Aafiyat collects, why, where it is stored and who can see it: you own your data, our staff cannot view it and no third parties handle it.',
};

/** The privacy policy. */
export default function PrivacyPolicyPage() {
  return <PolicyDocument content={privacyPolicy} path="/privacy/PrivacyPolicy" />;
}
