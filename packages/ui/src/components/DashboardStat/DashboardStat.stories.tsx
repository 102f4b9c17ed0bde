import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../../layout/Box';
import { DashboardStat, dashboardStatTones } from './DashboardStat';

const meta = {
  title: 'Components/DashboardStat',
  component: DashboardStat,
  args: { label: 'Paid today', value: '14', tone: 'positive', as: 'div' },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof DashboardStat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One figure with controls. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paid today')).toBeVisible();
    await expect(canvas.getByText('14')).toBeVisible();
  },
};

/** Revenue with its note: the label comes first, so it is read before the figure. */
export const WithNote: Story = {
  args: {
    label: 'Revenue this month',
    value: 'Rs 184,500',
    note: 'Successful payments since the 1st',
    tone: 'brand',
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-tone="brand"]');
    await expect(root?.textContent).toBe('Revenue this monthRs 184,500Successful payments since the 1st');
  },
};

/** Every tone in a list, as a dashboard lays them: a list of six figures for screen readers. */
export const AllTones: Story = {
  render: () => (
    <Box as="ul" display="grid" gap="large" paddingInlineStart="none">
      {dashboardStatTones.map((tone, index) => (
        <DashboardStat
          key={tone}
          label={`Figure ${String(index + 1)}`}
          value={String(index * 3)}
          tone={tone}
        />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(dashboardStatTones.length);
  },
};

/** A long label and a big figure wrap instead of overflowing on a 360 px phone. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  args: { label: 'Appointments whose payment has not started yet', value: 'Rs 10,000,000' },
  play: async ({ canvas }) => {
    const value = canvas.getByText('Rs 10,000,000');
    await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(360);
  },
};

/** Right to left: the stripe moves to the right edge with the start of the line. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-tone="positive"]');
    if (root === null) throw new Error('The figure is not on the canvas.');
    // The wider stripe is on the right edge, where an rtl line starts.
    await expect(getComputedStyle(root).borderRightWidth).not.toBe(getComputedStyle(root).borderLeftWidth);
    await expect(getComputedStyle(root).borderRightWidth).toBe('2px');
  },
};
