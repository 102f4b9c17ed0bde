import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LAB_IN_PROGRESS_TITLE } from '@aafiyat/domain';
import { QuickLinkTiles } from './QuickLinkTiles';
import { quickLinkTilesFixture } from './QuickLinkTiles.fixtures';

const meta = {
  title: 'Components/QuickLinkTiles',
  component: QuickLinkTiles,
  args: quickLinkTilesFixture,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof QuickLinkTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clinic, Pharmacy and Hospital link to their product pages; Lab is a button, not a link. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Quick links' }));
    await expect(nav.getByRole('link', { name: /^Clinic/ })).toHaveAttribute(
      'href',
      '/products/clinicmanagement',
    );
    await expect(nav.getByRole('link', { name: /^Pharmacy/ })).toHaveAttribute(
      'href',
      '/products/pharmacymanagement',
    );
    await expect(nav.getByRole('link', { name: /^Hospital/ })).toHaveAttribute(
      'href',
      '/products/hospitalmanagement',
    );
    await expect(nav.queryByRole('link', { name: /^Lab/ })).not.toBeInTheDocument();
    await expect(nav.getByRole('button', { name: /^Lab/ })).toBeVisible();
  },
};

/** Lab opens the 'Lab In Progress' notice, which links to the partner labs; OK closes it and focus returns to the tile. */
export const LabNotice: Story = {
  play: async ({ canvas, canvasElement }) => {
    const lab = canvas.getByRole('button', { name: /^Lab/ });
    await userEvent.click(lab);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: LAB_IN_PROGRESS_TITLE });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: '0311 1223344' })).toHaveAttribute(
      'href',
      'tel:03111223344',
    );
    // The partner labs can already be booked: the notice links to their list.
    await expect(within(dialog).getByRole('link', { name: 'See the partner labs' })).toHaveAttribute(
      'href',
      '/labs',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(page.queryByRole('dialog', { name: LAB_IN_PROGRESS_TITLE })).not.toBeInTheDocument(),
    );
    await expect(lab).toHaveFocus();
  },
};

/** Escape closes the notice too, by keyboard from start to end. */
export const LabNoticeByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const lab = canvas.getByRole('button', { name: /^Lab/ });
    lab.focus();
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog', { name: LAB_IN_PROGRESS_TITLE })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(page.queryByRole('dialog', { name: LAB_IN_PROGRESS_TITLE })).not.toBeInTheDocument(),
    );
    await expect(lab).toHaveFocus();
  },
};

/** Other destinations, as the site configures them. */
export const CustomDestinations: Story = {
  args: { clinicHref: '/products/clinicmanagement?packages=true', descriptions: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Clinic' })).toHaveAttribute(
      'href',
      '/products/clinicmanagement?packages=true',
    );
  },
};

/** Two by two on a phone, every tile a large target. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    const clinic = canvas.getByRole('link', { name: /^Clinic/ }).getBoundingClientRect();
    const pharmacy = canvas.getByRole('link', { name: /^Pharmacy/ }).getBoundingClientRect();
    await expect(pharmacy.top).toBe(clinic.top);
    await expect(clinic.height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** In Urdu: the tiles' names and the group's name from the catalog; the Lab notice opens in Urdu. */
export const Urdu: Story = {
  args: { descriptions: { clinic: 'اپائنٹمنٹس اور ریکارڈ', lab: 'لیب ٹیسٹ' } },
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    const tiles = within(canvas.getByRole('navigation', { name: 'فوری لنکس' }));
    await expect(tiles.getByRole('link', { name: /کلینک/ })).toBeVisible();
    await userEvent.click(tiles.getByRole('button', { name: /لیب/ }));
    await expect(await canvas.findByRole('dialog', { name: 'لیب پر کام جاری ہے' })).toBeVisible();
  },
};
