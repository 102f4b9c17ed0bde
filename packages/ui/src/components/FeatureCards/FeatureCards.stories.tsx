import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyMessages } from '../../test-support/storyLocale';
import { FeatureCards } from './FeatureCards';
import { featureCardsFixture } from './FeatureCards.fixtures';

const meta = {
  title: 'Components/FeatureCards',
  component: FeatureCards,
  args: featureCardsFixture,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FeatureCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's three titles, in order, each a heading one level below the section's. */
export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const section = within(canvas.getByRole('region', { name: 'Everything your facility runs on' }));
    const titles = section.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(titles).toEqual([
      t('FeatureCards.appointmentManagement'),
      t('FeatureCards.ipdManagement'),
      t('FeatureCards.workflowMonitoring'),
    ]);
    await expect(section.getAllByRole('listitem')).toHaveLength(3);
    await expect(section.getByText(/Admit, move and discharge inpatients/)).toBeVisible();
  },
};

/** Long descriptions wrap; the three cards stack on a phone. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().bottom ?? 0,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Nested under a level-2 heading of the page, the cards' titles drop to level 4. */
export const NestedHeadings: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  },
};

/** In Urdu: the three features' names (the spec's, in Urdu) from the catalog; the page's copy its own. */
export const Urdu: Story = {
  args: {
    heading: 'آپ کے ادارے کی ہر ضرورت',
    intro: undefined,
    descriptions: {
      appointmentManagement: 'مریض آن لائن یا کاؤنٹر پر وقت لیں، ڈاکٹر اپنا دن ایک نظر میں دیکھیں۔',
      ipdManagement: 'داخل مریضوں کا بستر، علاج اور اخراجات ایک ہی ریکارڈ پر۔',
      workflowMonitoring: 'انتظار کا وقت اور ہر شعبے کا کام اسی وقت دیکھیں۔',
    },
  },
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'IPD مینجمنٹ' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'اپائنٹمنٹ مینجمنٹ' })).toBeVisible();
  },
};
