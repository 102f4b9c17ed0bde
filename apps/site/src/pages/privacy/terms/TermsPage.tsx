import type { PageMeta } from '../../../app/meta';
import { PolicyDocument } from '../PolicyDocument';
import { terms } from './content';

export const meta: PageMeta = {
  title: 'Terms and conditions',
  description:
    "The terms for using Aafiyat's website, doctor and patient apps and monthly subscriptions: accounts, acceptable use and our medical disclaimer.",
};

/** The terms and conditions. */
export default function TermsPage() {
  return <PolicyDocument content={terms} path="/privacy/TermCondition" />;
}
