import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  FacilityType,
  PRICING_TEASER_CARDS,
  planPriceCard,
  planPricesFor,
  tierFeatureSummaries,
  type PricingCard as PricingCardData,
} from '@aafiyat/domain';
import { formatRupees } from '../../i18n/format';
import type { MessageKey, Translate } from '../../i18n/translator';
import { Box } from '../../layout/Box';
import { storyMessages } from '../../test-support/storyLocale';
import { PricingCard } from './PricingCard';

/** Any text the catalog's `key` makes, whatever goes in its one placeholder `name`. */
function anyFilling(t: Translate, key: MessageKey, name: string): RegExp {
  const marker = '\u0000';
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [before = '', after = ''] = t(key, { [name]: marker }).split(marker);
  return new RegExp(`^${escape(before)}.+${escape(after)}$`);
}

function teaserCard(packageName: string): PricingCardData {
  const card = PRICING_TEASER_CARDS.find((candidate) => candidate.package_name === packageName);
  if (!card) throw new Error(`No teaser card named ${packageName}`);
  return card;
}

/** The clinic packages at their list prices, cheapest first (Basic, Standard, Premium, Custom). */
const clinicCards = planPricesFor(FacilityType.CLINIC).map((price) => planPriceCard(price));
const clinicTiers = tierFeatureSummaries(
  clinicCards.map((card) => ({ name: card.package_name, features: card.all_sub })),
);

function clinicCard(index: number) {
  const card = clinicCards[index];
  const tier = clinicTiers[index];
  if (!card || !tier) throw new Error(`No clinic card ${String(index)}`);
  return { card, tier };
}

const meta = {
  title: 'Components/PricingCard',
  component: PricingCard,
  args: { card: teaserCard('Hospital'), action: { label: 'Sign up', href: '/hospital/signup' } },
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

/** Hospital: Rs 5,500 less Rs 500, billed monthly, with its sign-up as the prominent button (is_btn). */
export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const card = within(canvas.getByRole('article', { name: 'Hospital Management System' }));
    await expect(card.getByText(formatRupees(t, 5000))).toBeVisible();
    // The was-price is struck through and named in words for screen readers.
    const was = card.getByText(formatRupees(t, 5500));
    await expect(was.tagName).toBe('S');
    await expect(was.parentElement).toHaveTextContent(
      `${t('PricingCard.regularPrice')} ${formatRupees(t, 5500)}`,
    );
    await expect(card.getByText(t('PricingCard.save', { amount: formatRupees(t, 500) }))).toBeVisible();
    await expect(card.getByText(t('PricingCard.billedMonthly'))).toBeVisible();
    await expect(card.getAllByRole('listitem')).toHaveLength(teaserCard('Hospital').all_sub.length);
    await expect(card.queryByText(anyFilling(t, 'PricingCard.includes', 'plan'))).not.toBeInTheDocument();
    const signUp = card.getByRole('link', { name: 'Sign up' });
    await expect(signUp).toHaveAttribute('href', '/hospital/signup');
    // Several cards' "Sign up" links are told apart by the card they sit on.
    await expect(signUp).toHaveAccessibleDescription('Hospital Management System');
  },
};

/**
 * A card whose is_btn is false still has its action, drawn as an outline button rather than the prominent solid
 * one: no card is left without a way on.
 */
export const QuietAction: Story = {
  args: {
    card: teaserCard('Clinic'),
    action: { label: 'Compare clinic packages', href: '/products/clinicmanagement?packages=true' },
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('heading', { name: 'Clinic Management System' })).toBeVisible();
    await expect(canvas.getByText(formatRupees(t, 1500))).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Compare clinic packages' });
    await expect(link).toHaveAttribute('href', '/products/clinicmanagement?packages=true');
    // Outlined: the button shows the card's own surface rather than a solid fill.
    await expect(getComputedStyle(link).backgroundColor).toBe(
      getComputedStyle(canvas.getByRole('article')).backgroundColor,
    );
  },
};

/** An action instead of a link (the Custom package's Request a demo): called with the package name. */
export const WithAction: Story = {
  args: { action: { label: 'Request a demo', onSelect: fn() } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Request a demo' });
    await expect(button).toHaveAccessibleDescription('Hospital Management System');
    await userEvent.click(button);
    if (!('onSelect' in args.action)) throw new Error('Expected an action');
    await expect(args.action.onSelect).toHaveBeenCalledWith({ packageName: 'Hospital' });
  },
};

/** The lowest tier of a ladder lists its whole list, with nothing above it. */
export const FirstTier: Story = {
  args: { ...clinicCard(0), action: { label: 'Sign up', href: '/default/signup?package=Basic' } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.queryByText(anyFilling(t, 'PricingCard.includes', 'plan'))).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Video Consultation');
  },
};

/** A higher tier: "Everything in Basic, plus:" and then only what Standard adds. */
export const HigherTier: Story = {
  args: { ...clinicCard(1), action: { label: 'Sign up', href: '/default/signup?package=Standard' } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const card = within(canvas.getByRole('article', { name: 'For a clinic with up to three doctors' }));
    await expect(card.getByText(t('PricingCard.includes', { plan: 'Basic' }))).toBeVisible();
    const features = card.getByRole('list', { name: t('PricingCard.features', { plan: 'Standard' }) });
    await expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Register 3 Doctors', '5 Staff Members', '3 Attachments']);
    await expect(card.getByRole('link', { name: 'Sign up' })).toBeVisible();
  },
};

/**
 * The four clinic cards side by side, as the clinic page lays them: each higher tier opens with the tier below,
 * and every card has an action (Custom's is a quieter Request a demo).
 */
export const ClinicLadder: Story = {
  decorators: [
    (Story) => (
      <Box style={{ maxInlineSize: 'none' }}>
        <Story />
      </Box>
    ),
  ],
  render: () => (
    <Box display="grid" gridTemplateColumns={['1', '2', '4']} gap="large">
      {clinicCards.map((card, index) => (
        <PricingCard
          key={card.package_name}
          card={card}
          tier={clinicTiers[index]}
          action={
            card.is_btn
              ? { label: 'Sign up', href: `/default/signup?package=${card.package_name}` }
              : { label: 'Request a demo', onSelect: fn() }
          }
        />
      ))}
    </Box>
  ),
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(4);
    const includes = anyFilling(t, 'PricingCard.includes', 'plan');
    const opening = cards.map((card) => within(card).queryByText(includes)?.textContent ?? null);
    await expect(opening).toEqual([
      null,
      t('PricingCard.includes', { plan: 'Basic' }),
      t('PricingCard.includes', { plan: 'Standard' }),
      t('PricingCard.includes', { plan: 'Premium' }),
    ]);
    for (const card of cards) {
      await expect([
        ...within(card).queryAllByRole('link'),
        ...within(card).queryAllByRole('button'),
      ]).toHaveLength(1);
    }
    const custom = within(canvas.getByRole('article', { name: 'For larger clinics and clinic groups' }));
    await expect(custom.getByRole('button', { name: 'Request a demo' })).toBeVisible();
  },
};

/** Without a discount there is no was-price and no saving. */
export const NoDiscount: Story = {
  args: { card: { ...teaserCard('Pharmacy'), package_discount: 0 } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText(formatRupees(t, 2000))).toBeVisible();
    await expect(canvas.queryByText(anyFilling(t, 'PricingCard.save', 'amount'))).not.toBeInTheDocument();
    await expect(canvas.queryByText(t('PricingCard.regularPrice'), { exact: false })).not.toBeInTheDocument();
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('link', { name: 'Sign up' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** In Urdu, right to left: the action and the higher tier's opening line in the page's words. */
/** In Urdu: rupees after the amount, the saving, the billing period and the tier's opening line in Urdu. */
export const Urdu: Story = {
  args: {
    ...clinicCard(1),
    action: { label: 'شروع کریں', href: '/default/signup?package=Standard' },
  },
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'شروع کریں' })).toBeVisible();
    await expect(canvas.getByText('Basic میں سب کچھ، اور ساتھ میں:')).toBeVisible();
    await expect(canvas.getByText('ماہانہ بل')).toBeVisible();
    await expect(canvas.getByText(/^[\d,]+ روپے$/, { selector: 'span' })).toBeVisible();
  },
};
