import { HOSPITAL_BASIC_PLAN, SIGN_UP_ROUTES } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SitePage } from '../../../stories/SitePage';
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
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: hospitalHero.heading })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Hospital management system · Aafiyat'));
    const page = within(canvas.getByRole('main'));
    await expect(page.getByRole('link', { name: hospitalHero.signUpLabel })).toHaveAttribute(
      'href',
      SIGN_UP_ROUTES.hospital,
    );
    const features = within(page.getByRole('region', { name: hospitalFeatures.heading }));
    await expect(features.getAllByRole('listitem')).toHaveLength(hospitalFeatures.items.length);
    await expect(page.getByRole('link', { name: hospitalAudience.ctaLabel })).toHaveAttribute(
      'href',
      SIGN_UP_ROUTES.hospital,
    );

    const price = within(page.getByRole('region', { name: hospitalPackagesCopy.heading }));
    const card = within(price.getByRole('article', { name: hospitalPackagesCopy.cardTitle }));
    await expect(card.getByText('Rs 5,000')).toBeVisible();
    await expect(card.getByText('Save Rs 500')).toBeVisible();
    await expect(
      card.getByRole('list', { name: `${HOSPITAL_BASIC_PLAN.name} features` }).children,
    ).toHaveLength(HOSPITAL_BASIC_PLAN.features.length);
    await expect(card.getByRole('link', { name: hospitalPackagesCopy.actionLabel })).toHaveAttribute(
      'href',
      SIGN_UP_ROUTES.hospital,
    );

    await userEvent.click(page.getByRole('button', { name: hospitalHero.demoLabel }));
    const body = within(canvasElement.ownerDocument.body);
    // Matched loosely: the site's product name repeats the dialog's "the" (reported, app/dialogs.tsx).
    const dialog = await body.findByRole('dialog', {
      name: /^Request a demo of .*hospital management system$/,
    });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
