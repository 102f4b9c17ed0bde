import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { helplineDialogTitle } from '@aafiyat/ui';
import { SitePage } from '../../stories/SitePage';
import { siteWords, uiWords } from '../../stories/words';
import { productsSection, supportSection } from './content';

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
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('About.intro.heading') }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${t('About.meta.title')} · ${t('Shell.brand')}`));
    await expect(canvas.getByRole('region', { name: t('About.figures.heading') })).toBeVisible();
    await expect(canvas.getByRole('region', { name: t('About.privacy.heading') })).toBeVisible();

    const products = within(canvas.getByRole('region', { name: t('About.products.heading') }));
    const hrefs = productsSection(t).products.map((product) =>
      products.getByRole('link', { name: product.name }).getAttribute('href'),
    );
    await expect(hrefs).toEqual([
      '/products/clinicmanagement',
      '/products/pharmacymanagement',
      '/products/hospitalmanagement',
      '/products/doctor',
      '/doctors/search',
    ]);

    const support = within(canvas.getByRole('region', { name: t('About.support.heading') }));
    await expect(support.getAllByRole('listitem')).toHaveLength(supportSection(t).ways.length);
    // The helpline's number reads left to right in either language.
    await expect(support.getByText('042 111 234 567')).toHaveAttribute('dir', 'ltr');
    await expect(support.getByRole('link', { name: t('About.support.contactLink') })).toHaveAttribute(
      'href',
      '/contactus',
    );
    const callBack = support.getByRole('button', { name: t('About.support.callBack') });
    await userEvent.click(callBack);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: helplineDialogTitle(uiWords(globals)) });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(callBack).toHaveFocus());
  },
};

/** On a 360 px phone the product and support cards stack one to a row and nothing runs off the side. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('About.intro.heading') }),
    ).toBeVisible();
    const region = canvas.getByRole('region', { name: t('About.products.heading') });
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

/** The phone layout in Urdu, whose words run longer. */
export const Phone360InUrdu: Story = {
  ...Phone360,
  globals: { viewport: { value: 'phone360' }, locale: 'ur' },
};
