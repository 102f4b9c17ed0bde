import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PRICING_TEASER_CARDS, type PricingCard as PricingCardData } from '@aafiyat/domain';
import { Box } from '../../layout/Box';
import { PricingCard } from './PricingCard';

function teaserCard(packageName: string): PricingCardData {
  const card = PRICING_TEASER_CARDS.find((candidate) => candidate.package_name === packageName);
  if (!card) throw new Error(`No teaser card named ${packageName}`);
  return card;
}

const meta = {
  title: 'Components/PricingCard',
  component: PricingCard,
  args: { card: teaserCard('Hospital'), actionLabel: 'Get started', actionHref: '/hospital/signup' },
  decorators: [
    (Story) => (
      <Box style={{ maxInlineSize: '22rem' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hospital: Rs 5,500 less Rs 500, billed monthly, with its button (is_btn). */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('article', { name: 'Hospital Management System' }));
    await expect(card.getByText('Rs 5,000')).toBeVisible();
    // The was-price is struck through and named in words for screen readers.
    const was = card.getByText('Rs 5,500');
    await expect(was.tagName).toBe('S');
    await expect(was.parentElement).toHaveTextContent('Regular price Rs 5,500');
    await expect(card.getByText('Save Rs 500')).toBeVisible();
    await expect(card.getByText('billed monthly')).toBeVisible();
    await expect(card.getAllByRole('listitem')).toHaveLength(teaserCard('Hospital').all_sub.length);
    await expect(card.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/hospital/signup');
  },
};

/** Without a label the button says "Get started": buttons and links are in sentence case. */
export const DefaultActionLabel: Story = {
  render: ({ card, actionHref }) => (
    <PricingCard card={card} {...(actionHref === undefined ? {} : { actionHref })} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Get started' })).toHaveTextContent(/^Get started$/);
  },
};

/** A card whose is_btn is false shows no button, even when an action is passed. */
export const WithoutButton: Story = {
  args: { card: teaserCard('Clinic') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Clinic Management System' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText('Rs 1,500')).toBeVisible();
  },
};

/** An action instead of a link: called with the package name. */
export const WithAction: Story = {
  args: { actionHref: undefined, onAction: fn(), actionLabel: 'Request a demo' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Request a demo' });
    await expect(button).toHaveAccessibleDescription('Hospital Management System');
    await userEvent.click(button);
    await expect(args.onAction).toHaveBeenCalledWith({ packageName: 'Hospital' });
  },
};

/** Without a discount there is no was-price and no saving. */
export const NoDiscount: Story = {
  args: { card: { ...teaserCard('Pharmacy'), package_discount: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rs 2,000')).toBeVisible();
    await expect(canvas.queryByText(/Save/)).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Regular price/)).not.toBeInTheDocument();
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('link', { name: 'Get started' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const RightToLeft: Story = {
  args: { actionLabel: 'شروع کریں' },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'شروع کریں' })).toBeVisible();
  },
};
