import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SitePage } from '../../stories/SitePage';
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
 * What every policy page shares: its h1 and title, one named section per part, the contact details, and links to
 * the other three policy pages (not to itself).
 */
async function expectPolicyPage(canvas: Canvas, content: PolicyContent, title: string, path: string) {
  await expect(await canvas.findByRole('heading', { level: 1, name: content.heading })).toBeVisible();
  await waitFor(() => expect(document.title).toBe(`${title} · Aafiyat`));
  const page = within(canvas.getByRole('main'));
  for (const section of content.sections) {
    await expect(page.getByRole('region', { name: section.heading })).toBeInTheDocument();
  }
  const questions = within(page.getByRole('region', { name: 'Questions?' }));
  await expect(questions.getByRole('link', { name: 'hello@aafiyat.pk' })).toHaveAttribute(
    'href',
    'mailto:hello@aafiyat.pk',
  );
  await expect(questions.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contactus');
  const related = within(page.getByRole('navigation', { name: 'Related pages' }));
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
  play: async ({ canvas }) => {
    const page = await expectPolicyPage(canvas, faqIntro, 'FAQs', '/privacy/Faqs');
    for (const group of faqGroups) {
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
    await expect(page.getByRole('region', { name: 'Payments' })).toBeVisible();
  },
};

/** The payment policy: ways to pay, refunds and pending JazzCash payments among its parts. */
export const PaymentPolicy: Story = {
  args: { path: '/privacy/PaymentPolicy' },
  play: async ({ canvas }) => {
    const page = await expectPolicyPage(canvas, paymentPolicy, 'Payment policy', '/privacy/PaymentPolicy');
    await expect(page.getByRole('heading', { level: 2, name: 'How refunds are paid' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Pending JazzCash payments' })).toBeVisible();
  },
};

/** The terms and conditions, with the medical disclaimer among its parts. */
export const Terms: Story = {
  args: { path: '/privacy/TermCondition' },
  play: async ({ canvas }) => {
    const page = await expectPolicyPage(canvas, terms, 'Terms and conditions', '/privacy/TermCondition');
    await expect(page.getByRole('heading', { level: 2, name: 'Medical disclaimer' })).toBeVisible();
  },
};

/** The privacy policy: the promise (you own your data, staff cannot see it) and who can see what. */
export const PrivacyPolicy: Story = {
  args: { path: '/privacy/PrivacyPolicy' },
  play: async ({ canvas }) => {
    const page = await expectPolicyPage(canvas, privacyPolicy, 'Privacy policy', '/privacy/PrivacyPolicy');
    await expect(page.getByRole('heading', { level: 2, name: 'Our promise' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Who can see it' })).toBeVisible();
  },
};
