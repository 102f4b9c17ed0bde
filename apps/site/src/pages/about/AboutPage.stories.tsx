import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SitePage } from '../../stories/SitePage';
import { aboutIntro, figuresHeading, privacySection, productsSection, supportSection } from './content';
import { helplineDialogTitle } from '@aafiyat/ui';
import { englishWords } from '../../stories/words';

const HELPLINE_DIALOG_TITLE = helplineDialogTitle(englishWords);

const meta = {
  title: 'Pages/About',
  component: SitePage,
  args: { path: '/about' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Who Aafiyat is, its figures, the data promise, the five products (each a link to its page), and how it supports
 * customers; Request a call back opens the helpline dialog.
 */
export const About: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: aboutIntro.heading })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('About us · Aafiyat'));
    await expect(canvas.getByRole('region', { name: figuresHeading })).toBeVisible();
    await expect(canvas.getByRole('region', { name: privacySection.heading })).toBeVisible();

    const products = within(canvas.getByRole('region', { name: productsSection.heading }));
    const hrefs = productsSection.products.map((product) =>
      products.getByRole('link', { name: product.name }).getAttribute('href'),
    );
    await expect(hrefs).toEqual([
      '/products/clinicmanagement',
      '/products/pharmacymanagement',
      '/products/hospitalmanagement',
      '/products/doctor',
      '/doctors/search',
    ]);

    const support = within(canvas.getByRole('region', { name: supportSection.heading }));
    await expect(support.getAllByRole('listitem')).toHaveLength(supportSection.ways.length);
    await expect(support.getByRole('link', { name: supportSection.contactLinkLabel })).toHaveAttribute(
      'href',
      '/contactus',
    );
    const callBack = support.getByRole('button', { name: 'Request a call back' });
    await userEvent.click(callBack);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: HELPLINE_DIALOG_TITLE });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(callBack).toHaveFocus());
  },
};

/** On a 360 px phone the product and support cards stack one to a row and nothing runs off the side. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: aboutIntro.heading })).toBeVisible();
    const region = canvas.getByRole('region', { name: productsSection.heading });
    const products = within(region);
    const [first, second] = products.getAllByRole('listitem');
    if (!first || !second) throw new Error('Expected at least two products.');
    // Below a phone's first screen the section is drawn only once near it (`skipWhenOffscreen`).
    region.scrollIntoView();
    await waitFor(() => expect(first.checkVisibility({ contentVisibilityAuto: true })).toBe(true));
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
