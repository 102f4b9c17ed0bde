import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PricingCard as PricingCardData } from '@aafiyat/domain';
import { formatRupees } from '../../i18n/format';
import { storyMessages } from '../../test-support/storyLocale';
import type { PricingCardAction } from '../PricingCard';
import { PricingTeaser } from './PricingTeaser';

/** The home page's actions: Clinic shows its packages, Hospital and Pharmacy go to their sign-up. */
function homeAction(card: PricingCardData): PricingCardAction {
  switch (card.package_name) {
    case 'Hospital':
      return { label: 'Get started', href: '/hospital/signup' };
    case 'Pharmacy':
      return { label: 'Get started', href: '/pms/signup' };
    default:
      return { label: 'Compare clinic packages', href: '/products/clinicmanagement?packages=true' };
  }
}

const meta = {
  title: 'Components/PricingTeaser',
  component: PricingTeaser,
  args: {
    heading: 'Simple monthly pricing',
    intro: 'Start small and grow: every plan comes with setup help and training for your staff.',
    actionFor: homeAction,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PricingTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

const onDemo = fn();

/**
 * The spec's teaser: Clinic, Hospital, Pharmacy, billed monthly. Every card has its action; Hospital's (is_btn)
 * is the prominent one.
 */
export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const section = within(canvas.getByRole('region', { name: 'Simple monthly pricing' }));
    // The teaser's own note, outside the cards (in Urdu the cards' billing period has the same words).
    const notes = section
      .getAllByText(t('PricingTeaser.billedMonthly'))
      .filter((note) => note.closest('article') === null);
    await expect(notes).toHaveLength(1);
    await expect(notes[0]).toBeVisible();
    const cards = section.getAllByRole('article');
    await expect(cards.map((card) => card.getAttribute('aria-labelledby') !== null)).toEqual([
      true,
      true,
      true,
    ]);
    await expect(section.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      ['Clinic Management System', 'Hospital Management System', 'Pharmacy Management System'],
    );
    await expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/products/clinicmanagement?packages=true',
      '/hospital/signup',
      '/pms/signup',
    ]);
    const hospital = within(section.getByRole('article', { name: 'Hospital Management System' }));
    // The spec's button is Hospital's: a solid fill, where the others are outlined on their card's surface.
    const fill = (element: HTMLElement) => getComputedStyle(element).backgroundColor;
    const hospitalCard = section.getByRole('article', { name: 'Hospital Management System' });
    const pharmacyCard = section.getByRole('article', { name: 'Pharmacy Management System' });
    await expect(fill(within(hospitalCard).getByRole('link'))).not.toBe(fill(hospitalCard));
    await expect(fill(within(pharmacyCard).getByRole('link'))).toBe(fill(pharmacyCard));
    // Prices after the 500 discount, with the was-price.
    await expect(section.getAllByText(formatRupees(t, 1500))).toHaveLength(2);
    await expect(hospital.getByText(formatRupees(t, 5000))).toBeVisible();
  },
};

/** The actions as buttons (the site could open the demo dialog): each called with its card's package. */
export const WithAction: Story = {
  args: { actionFor: () => ({ label: 'Request a demo', onSelect: onDemo }) },
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: 'Request a demo' });
    await expect(buttons).toHaveLength(3);
    await userEvent.click(
      within(canvas.getByRole('article', { name: 'Hospital Management System' })).getByRole('button'),
    );
    await expect(onDemo).toHaveBeenCalledWith({ packageName: 'Hospital' });
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

/** In Urdu: the billing note and the cards' words from the catalog; the page's heading and buttons its own. */
export const Urdu: Story = {
  args: {
    heading: 'آسان ماہانہ قیمتیں',
    intro: undefined,
    actionFor: (card) => ({ ...homeAction(card), label: 'شروع کریں' }),
  },
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    // The teaser's note and each card's billing period.
    await expect(canvas.getAllByText('ماہانہ بل')).toHaveLength(4);
    await expect(canvas.getAllByRole('link', { name: 'شروع کریں' })).toHaveLength(3);
  },
};
