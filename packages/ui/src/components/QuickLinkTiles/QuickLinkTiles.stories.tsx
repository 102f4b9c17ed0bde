import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyMessages } from '../../test-support/storyLocale';
import { QuickLinkTiles } from './QuickLinkTiles';
import { quickLinkTilesFixture } from './QuickLinkTiles.fixtures';

/** A tile's accessible name: its catalog name, then its description. */
function tileName(label: string): RegExp {
  return new RegExp(`^${label}`);
}

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
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const nav = within(canvas.getByRole('navigation', { name: t('QuickLinkTiles.label') }));
    await expect(nav.getByRole('link', { name: tileName(t('QuickLinkTiles.clinic')) })).toHaveAttribute(
      'href',
      '/products/clinicmanagement',
    );
    await expect(nav.getByRole('link', { name: tileName(t('QuickLinkTiles.pharmacy')) })).toHaveAttribute(
      'href',
      '/products/pharmacymanagement',
    );
    await expect(nav.getByRole('link', { name: tileName(t('QuickLinkTiles.hospital')) })).toHaveAttribute(
      'href',
      '/products/hospitalmanagement',
    );
    await expect(
      nav.queryByRole('link', { name: tileName(t('QuickLinkTiles.lab')) }),
    ).not.toBeInTheDocument();
    await expect(nav.getByRole('button', { name: tileName(t('QuickLinkTiles.lab')) })).toBeVisible();
  },
};

/** Lab opens the 'Lab In Progress' notice, which links to the partner labs; OK closes it and focus returns to the tile. */
export const LabNotice: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const lab = canvas.getByRole('button', { name: tileName(t('QuickLinkTiles.lab')) });
    await userEvent.click(lab);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: t('LabInProgressNotice.title') });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: '0311 1223344' })).toHaveAttribute(
      'href',
      'tel:03111223344',
    );
    // The partner labs can already be booked: the notice links to their list.
    await expect(
      within(dialog).getByRole('link', { name: t('LabInProgressNotice.partnerLabsLink') }),
    ).toHaveAttribute('href', '/labs');
    await userEvent.click(within(dialog).getByRole('button', { name: t('Common.ok') }));
    await waitFor(() =>
      expect(page.queryByRole('dialog', { name: t('LabInProgressNotice.title') })).not.toBeInTheDocument(),
    );
    await expect(lab).toHaveFocus();
  },
};

/** Escape closes the notice too, by keyboard from start to end. */
export const LabNoticeByKeyboard: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const lab = canvas.getByRole('button', { name: tileName(t('QuickLinkTiles.lab')) });
    lab.focus();
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog', { name: t('LabInProgressNotice.title') })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(page.queryByRole('dialog', { name: t('LabInProgressNotice.title') })).not.toBeInTheDocument(),
    );
    await expect(lab).toHaveFocus();
  },
};

/** Other destinations, as the site configures them. */
export const CustomDestinations: Story = {
  args: { clinicHref: '/products/clinicmanagement?packages=true', descriptions: {} },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('link', { name: t('QuickLinkTiles.clinic') })).toHaveAttribute(
      'href',
      '/products/clinicmanagement?packages=true',
    );
  },
};

/** Two by two on a phone, every tile a large target. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const clinic = canvas
      .getByRole('link', { name: tileName(t('QuickLinkTiles.clinic')) })
      .getBoundingClientRect();
    const pharmacy = canvas
      .getByRole('link', { name: tileName(t('QuickLinkTiles.pharmacy')) })
      .getBoundingClientRect();
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
