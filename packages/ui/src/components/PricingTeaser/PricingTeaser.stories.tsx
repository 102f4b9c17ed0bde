import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PricingTeaser } from './PricingTeaser';

const meta = {
  title: 'Components/PricingTeaser',
  component: PricingTeaser,
  args: {
    heading: 'Simple monthly pricing',
    intro: 'Start small and grow: every plan comes with setup help and training for your staff.',
    actionLabel: 'Get started',
    actionHref: '/hospital/signup',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PricingTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's teaser: Clinic, Hospital, Pharmacy, billed monthly; only Hospital has a button. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Simple monthly pricing' }));
    await expect(section.getByText('Billed monthly')).toBeVisible();
    const cards = section.getAllByRole('article');
    await expect(cards.map((card) => card.getAttribute('aria-labelledby') !== null)).toEqual([
      true,
      true,
      true,
    ]);
    await expect(section.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      ['Clinic Management System', 'Hospital Management System', 'Pharmacy Management System'],
    );
    const links = section.getAllByRole('link', { name: 'Get started' });
    await expect(links).toHaveLength(1);
    const hospital = within(section.getByRole('article', { name: 'Hospital Management System' }));
    await expect(hospital.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/hospital/signup',
    );
    // Prices after the 500 discount, with the was-price.
    await expect(section.getAllByText('Rs 1,500')).toHaveLength(2);
    await expect(hospital.getByText('Rs 5,000')).toBeVisible();
  },
};

/** The Hospital button as an action (the site could open the demo dialog). */
export const WithAction: Story = {
  args: { actionHref: undefined, onAction: fn(), actionLabel: 'Request a demo' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request a demo' }));
    await expect(args.onAction).toHaveBeenCalledWith({ packageName: 'Hospital' });
  },
};

/** On a phone the cards stack, one after another. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    const [first, second] = canvas.getAllByRole('article');
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().bottom ?? 0,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const RightToLeft: Story = {
  args: {
    heading: 'آسان ماہانہ قیمتیں',
    intro: undefined,
    billingNote: 'ماہانہ بل',
    actionLabel: 'شروع کریں',
  },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ماہانہ بل')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'شروع کریں' })).toBeVisible();
  },
};
