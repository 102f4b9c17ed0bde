import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { SiteTranslate } from '../../i18n/language';
import { SitePage } from '../../stories/SitePage';
import { siteWords } from '../../stories/words';
import { faqGroups, faqIntro } from './faqs/content';
import { paymentPolicy } from './payment-policy/content';
import type { PolicyContent } from './policy';
import { privacyPolicy } from './privacy-policy/content';
import { terms } from './terms/content';

const meta = {
  title: 'Pages/Policies',
  component: SitePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The queries a play function gets, bound to the story's canvas. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const policyPaths = [
  '/privacy/Faqs',
  '/privacy/PaymentPolicy',
  '/privacy/TermCondition',
  '/privacy/PrivacyPolicy',
];

/**
 * What every policy page shares, in the story's language: its h1 and title, one named section per part, the
 * contact details, and links to the other three policy pages (not to itself).
 */
async function expectPolicyPage(
  canvas: Canvas,
  t: SiteTranslate,
  content: PolicyContent,
  title: string,
  path: string,
) {
  await expect(await canvas.findByRole('heading', { level: 1, name: content.heading })).toBeVisible();
  await waitFor(() => expect(document.title).toBe(`${title} · ${t('Shell.brand')}`));
  const page = within(canvas.getByRole('main'));
  for (const section of content.sections) {
    const region = page.getByRole('region', { name: section.heading });
    await expect(region).toHaveAttribute('aria-labelledby', section.id);
  }
  const questions = within(page.getByRole('region', { name: t('Policies.contact.heading') }));
  await expect(questions.getByRole('link', { name: 'hello@aafiyat.pk' })).toHaveAttribute(
    'href',
    'mailto:hello@aafiyat.pk',
  );
  await expect(questions.getByRole('link', { name: t('Policies.contact.contactPage') })).toHaveAttribute(
    'href',
    '/contactus',
  );
  const related = within(page.getByRole('navigation', { name: t('Policies.related.heading') }));
  const hrefs = related.getAllByRole('link').map((link) => link.getAttribute('href'));
  await expect(hrefs).toEqual(policyPaths.filter((other) => other !== path));
  return page;
}

/**
 * The FAQs: an h2 per topic and an h3 per question, every answer in plain view. There is no accordion to open,
 * so nothing hides behind a button and a keyboard or screen-reader user reads on by heading.
 */
export const Faqs: Story = {
  name: 'FAQs',
  args: { path: '/privacy/Faqs' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const page = await expectPolicyPage(canvas, t, faqIntro(t), t('Faqs.meta.title'), '/privacy/Faqs');
    const groups = faqGroups(t);
    for (const group of groups) {
      const topic = within(page.getByRole('region', { name: group.heading }));
      const questions = topic.getAllByRole('heading', { level: 3 });
      await expect(questions.map((heading) => heading.textContent)).toEqual(
        group.items.map((item) => item.question),
      );
      for (const item of group.items) {
        for (const paragraph of item.answer) await expect(topic.getByText(paragraph)).toBeVisible();
      }
    }
    await expect(page.queryAllByRole('button')).toHaveLength(0);
    await expect(page.getByRole('region', { name: t('Faqs.group.payments.heading') })).toBeVisible();
  },
};

/** The FAQs in Urdu: every topic, question and answer from the Urdu catalog, right to left. */
export const FaqsInUrdu: Story = { ...Faqs, name: 'FAQs in Urdu', globals: { locale: 'ur' } };

/** The payment policy: ways to pay, refunds and pending JazzCash payments among its parts. */
export const PaymentPolicy: Story = {
  args: { path: '/privacy/PaymentPolicy' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const page = await expectPolicyPage(
      canvas,
      t,
      paymentPolicy(t),
      t('PaymentPolicy.meta.title'),
      '/privacy/PaymentPolicy',
    );
    await expect(
      page.getByRole('heading', { level: 2, name: t('PaymentPolicy.refunds.heading') }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: t('PaymentPolicy.pending.heading') }),
    ).toBeVisible();
  },
};

/** The terms and conditions, with the medical disclaimer among its parts. */
export const Terms: Story = {
  args: { path: '/privacy/TermCondition' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const page = await expectPolicyPage(canvas, t, terms(t), t('Terms.meta.title'), '/privacy/TermCondition');
    await expect(page.getByRole('heading', { level: 2, name: t('Terms.disclaimer.heading') })).toBeVisible();
  },
};

/** The privacy policy: the promise (you own your data, staff cannot see it) and who can see what. */
export const PrivacyPolicy: Story = {
  args: { path: '/privacy/PrivacyPolicy' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const page = await expectPolicyPage(
      canvas,
      t,
      privacyPolicy(t),
      t('PrivacyPolicy.meta.title'),
      '/privacy/PrivacyPolicy',
    );
    await expect(
      page.getByRole('heading', { level: 2, name: t('PrivacyPolicy.promise.heading') }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: t('PrivacyPolicy.access.heading') }),
    ).toBeVisible();
  },
};
