import { HOSPITAL_BASIC_PLAN, SIGN_UP_ROUTES } from '@aafiyat/domain';
import { formatRupees } from '@aafiyat/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SitePage } from '../../../stories/SitePage';
import { siteWords, uiWords } from '../../../stories/words';
import { featureWords } from '../shared/planWords';
import { demoDialogName } from '../shared/storyQueries';
import { hospitalAudience, hospitalFeatures, hospitalHero, hospitalPackagesCopy } from './content';

const meta = {
  title: 'Pages/Products/Hospital management',
  component: SitePage,
  args: { path: '/products/hospitalmanagement' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The product: what it does, for whom, and its price. The contract has no hospital packages, so the price is the
 * domain's and there is no loading or error state.
 */
export const Success: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const hero = hospitalHero(t);
    const copy = hospitalPackagesCopy(t);
    await expect(await canvas.findByRole('heading', { level: 1, name: hero.heading })).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe(`${t('Products.hospital.meta.title')} · ${t('Shell.brand')}`),
    );
    const page = within(canvas.getByRole('main'));
    await expect(page.getByRole('link', { name: hero.signUpLabel })).toHaveAttribute(
      'href',
      SIGN_UP_ROUTES.hospital,
    );
    const features = within(page.getByRole('region', { name: hospitalFeatures(t).heading }));
    await expect(features.getAllByRole('listitem')).toHaveLength(hospitalFeatures(t).items.length);
    await expect(page.getByRole('link', { name: hospitalAudience(t).ctaLabel })).toHaveAttribute(
      'href',
      SIGN_UP_ROUTES.hospital,
    );

    const price = within(page.getByRole('region', { name: copy.heading }));
    const card = within(price.getByRole('article', { name: t('Products.plans.title.hospitalSystem') }));
    await expect(card.getByText(formatRupees(ui, 5000))).toBeVisible();
    await expect(card.getByText(ui('PricingCard.save', { amount: formatRupees(ui, 500) }))).toBeVisible();
    const lines = card.getByRole('list', {
      name: ui('PricingCard.features', { plan: HOSPITAL_BASIC_PLAN.name }),
    });
    await expect(lines.children).toHaveLength(HOSPITAL_BASIC_PLAN.features.length);
    // The plan's lines in the page's language ('Register 2 Doctors' first).
    await expect(lines.children[0]).toHaveTextContent(
      featureWords(t, HOSPITAL_BASIC_PLAN.features[0]?.description ?? ''),
    );
    await expect(card.getByRole('link', { name: copy.actionLabel })).toHaveAttribute(
      'href',
      SIGN_UP_ROUTES.hospital,
    );

    await userEvent.click(page.getByRole('button', { name: hero.demoLabel }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: demoDialogName(ui, t, 'hospital') });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
