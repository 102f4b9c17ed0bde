import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HOSPITAL_BASIC_PLAN, PHARMACY_BASIC_PLAN } from '@aafiyat/domain';
import { storyMessages } from '../../test-support/storyLocale';
import { PlanComparison } from './PlanComparison';

const meta = {
  title: 'Components/PlanComparison',
  component: PlanComparison,
  args: { caption: 'Compare clinic plans' },
} satisfies Meta<typeof PlanComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The clinic ladder: a column per plan, a row per feature, counts lined up on one row. Each tier includes
 * everything below it, so Basic's features are ticked on every higher tier too.
 */
export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const included = t('PlanComparison.included');
    // The dash is what shows; the words are for screen readers.
    const notListed = `—${t('DoctorCard.notListed')}`;
    const table = canvas.getByRole('table', { name: 'Compare clinic plans' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([t('PlanComparison.feature'), 'Basic', 'Standard', 'Premium', 'Custom']);
    const doctors = within(table).getByRole('rowheader', { name: 'Doctors' }).closest('tr');
    const cells = within(doctors as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    await expect(cells).toEqual(['1', '3', '5', '6+']);
    const video = within(
      within(table).getByRole('rowheader', { name: 'Video Consultation' }).closest('tr') as HTMLElement,
    );
    await expect(video.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      included,
      included,
      included,
      included,
    ]);
    const customisable = within(
      within(table).getByRole('rowheader', { name: 'Customisable' }).closest('tr') as HTMLElement,
    );
    await expect(customisable.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      notListed,
      notListed,
      notListed,
      included,
    ]);
  },
};

/** At 360 px the table scrolls sideways in a labelled region that the keyboard can reach and scroll. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Compare clinic plans' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    // Scrolled to the far end, the feature names stay in view beside the last plan. The table runs from the
    // inline start: in right to left that is the right edge, and scrolling towards the end makes scrollLeft
    // negative.
    const rtl = getComputedStyle(region).direction === 'rtl';
    region.scrollLeft = rtl ? -region.scrollWidth : region.scrollWidth;
    await waitFor(() => expect(Math.abs(region.scrollLeft)).toBeGreaterThan(0));
    const feature = canvas.getByRole('rowheader', { name: 'Doctors' }).getBoundingClientRect();
    const custom = canvas.getByRole('columnheader', { name: 'Custom' }).getBoundingClientRect();
    const box = region.getBoundingClientRect();
    if (rtl) {
      await expect(feature.right).toBeLessThanOrEqual(box.right);
      await expect(custom.left).toBeGreaterThanOrEqual(box.left - 1);
    } else {
      await expect(feature.left).toBeGreaterThanOrEqual(box.left);
      await expect(custom.right).toBeLessThanOrEqual(box.right + 1);
    }
    // The page itself never scrolls sideways.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Plans of different products side by side (not tiers): neither is said to include the other's features. */
export const HospitalAndPharmacy: Story = {
  args: {
    caption: 'Hospital and pharmacy plans',
    tiered: false,
    plans: [
      { ...HOSPITAL_BASIC_PLAN, name: 'Hospital' },
      { ...PHARMACY_BASIC_PLAN, name: 'Pharmacy' },
    ],
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const duty = canvas.getByRole('rowheader', { name: 'Duty Roster' }).closest('tr') as HTMLElement;
    await expect(
      within(duty)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([t('PlanComparison.included'), `—${t('DoctorCard.notListed')}`]);
    await expect(canvas.getByRole('rowheader', { name: 'Inventory Management' })).toBeVisible();
  },
};

/** In Urdu: the feature column's header and the ticks' names from the catalog. */
export const Urdu: Story = {
  args: { caption: 'کلینک کے پلان کا موازنہ' },
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'کلینک کے پلان کا موازنہ' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'سہولت' })).toBeVisible();
  },
};
