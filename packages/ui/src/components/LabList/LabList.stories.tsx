import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { joinList } from '../../i18n/format';
import { storyMessages } from '../../test-support/storyLocale';
import { LabList, type LabListEntry } from './LabList';

const labs: readonly LabListEntry[] = [
  {
    name: 'Indus Path Lab',
    href: '/labs/2',
    city: 'Karachi',
    branchCities: ['Karachi', 'Karachi', 'Hyderabad'],
    homeSampling: true,
  },
  {
    name: 'Noor Diagnostics',
    href: '/labs/1',
    city: 'Lahore',
    branchCities: ['Lahore', 'Lahore', 'Islamabad'],
    homeSampling: false,
  },
  { name: 'Sehat Labs', href: '/labs/4', city: 'Peshawar', branchCities: ['Peshawar'], homeSampling: false },
];

const longNamed: LabListEntry = {
  name: 'Shaheed Zulfiqar Ali Bhutto Institute of Pathology, Radiology and Molecular Diagnostics (Pvt.) Ltd.',
  href: '/labs/9',
  city: 'Hyderabad',
  branchCities: ['Hyderabad', 'Karachi', 'Mirpur Khas', 'Nawabshah', 'Sukkur', 'Larkana'],
  homeSampling: true,
};

const meta = {
  title: 'Components/LabList',
  component: LabList,
  args: { labs, headingLevel: 2, data: { testid: 'lab-list' } },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3] } },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof LabList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several labs: each name links to its page, with its city, its branches and home sampling. */
export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const indus = within(items[0] as HTMLElement);
    await expect(indus.getByRole('heading', { level: 2, name: 'Indus Path Lab' })).toBeVisible();
    await expect(indus.getByRole('link', { name: 'Indus Path Lab' })).toHaveAttribute('href', '/labs/2');
    await expect(indus.getByText('Karachi')).toBeVisible();
    // Each city once, in the order first met.
    const karachiAndHyderabad = t('LabList.andTwo', { rest: 'Karachi', last: 'Hyderabad' });
    await expect(
      indus.getByText(t('LabList.branches', { count: 3, cities: karachiAndHyderabad })),
    ).toBeVisible();
    await expect(indus.getByText(t('LabList.available'))).toBeVisible();
    const sehat = within(items[2] as HTMLElement);
    await expect(sehat.getByText(t('LabList.branches', { count: 1, cities: 'Peshawar' }))).toBeVisible();
    await expect(sehat.getByText(t('LabList.notOffered'))).toBeVisible();
    await expect(canvas.getByTestId('lab-list').tagName).toBe('UL');
  },
};

/** Inside a page section the names are one level lower. */
export const HeadingLevel3: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** No labs yet: a sentence instead of an empty list. */
export const Empty: Story = {
  args: { labs: [] },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText(t('LabList.empty'))).toBeVisible();
  },
};

/** A long name and many branch cities wrap inside their card; nothing runs off either side. */
export const LongNames: Story = {
  args: { labs: [longNamed, ...labs] },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const item = canvas.getAllByRole('listitem')[0] as HTMLElement;
    const rest = joinList(t, ['Hyderabad', 'Karachi', 'Mirpur Khas', 'Nawabshah', 'Sukkur']);
    const cities = t('LabList.andMany', { rest, last: 'Larkana' });
    await expect(within(item).getByText(t('LabList.branches', { count: 6, cities }))).toBeVisible();
    const card = item.getBoundingClientRect();
    for (const child of item.querySelectorAll('h2, dd, dt')) {
      const box = child.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(card.left);
      await expect(box.right).toBeLessThanOrEqual(card.right);
    }
  },
};

/** A 360 px phone: one column, each card inside the screen. */
export const Phone360: Story = {
  args: { labs: [longNamed, ...labs] },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    const items = canvas.getAllByRole('listitem');
    const lefts = new Set(items.map((item) => Math.round(item.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    for (const item of items) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** In Urdu: the terms, each lab's branches and cities in an Urdu sentence, and home sampling. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    const indus = within(items[0] as HTMLElement);
    await expect(indus.getByText('Karachi اور Hyderabad میں 3 برانچیں')).toBeVisible();
    await expect(indus.getByText('دستیاب')).toBeVisible();
    await expect(within(items[2] as HTMLElement).getByText('Peshawar میں 1 برانچ')).toBeVisible();
    await expect(indus.getByText('گھر سے نمونہ')).toBeVisible();
  },
};
