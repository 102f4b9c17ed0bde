import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HOSPITAL_BASIC_PLAN, PHARMACY_BASIC_PLAN } from '@aafiyat/domain';
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
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Compare clinic plans' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Feature', 'Basic', 'Standard', 'Premium', 'Custom']);
    const doctors = within(table).getByRole('rowheader', { name: 'Doctors' }).closest('tr');
    const cells = within(doctors as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    await expect(cells).toEqual(['1', '3', '5', '6+']);
    const video = within(
      within(table).getByRole('rowheader', { name: 'Video Consultation' }).closest('tr') as HTMLElement,
    );
    await expect(video.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Included',
      'Included',
      'Included',
      'Included',
    ]);
    const customisable = within(
      within(table).getByRole('rowheader', { name: 'Customisable' }).closest('tr') as HTMLElement,
    );
    await expect(customisable.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '—Not listed',
      '—Not listed',
      '—Not listed',
      'Included',
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
    // Scrolled to the far end, the feature names stay in view beside the last plan.
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(0));
    const feature = canvas.getByRole('rowheader', { name: 'Doctors' }).getBoundingClientRect();
    const box = region.getBoundingClientRect();
    await expect(feature.left).toBeGreaterThanOrEqual(box.left);
    await expect(
      canvas.getByRole('columnheader', { name: 'Custom' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(box.right + 1);
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
  play: async ({ canvas }) => {
    const duty = canvas.getByRole('rowheader', { name: 'Duty Roster' }).closest('tr') as HTMLElement;
    await expect(
      within(duty)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Included', '—Not listed']);
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
