import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataSecuritySection } from './DataSecuritySection';
import { dataSecurityFixture } from './DataSecuritySection.fixtures';

const meta = {
  title: 'Components/DataSecuritySection',
  component: DataSecuritySection,
  args: dataSecurityFixture,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DataSecuritySection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's three promises: customers own their data, the provider cannot view it, no third parties. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Your patients’ records stay yours' }));
    const titles = section.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(titles).toEqual(['You own your data', 'We cannot see it', 'No third parties']);
    await expect(section.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'No third parties' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const RightToLeft: Story = {
  args: {
    heading: 'آپ کے مریضوں کا ریکارڈ آپ کا ہے',
    intro: undefined,
    points: [
      { title: 'ڈیٹا آپ کی ملکیت', text: 'آپ کا درج کیا ہوا ہر ریکارڈ آپ کا ہے۔' },
      { title: 'ہم اسے نہیں دیکھ سکتے', text: 'ہماری ٹیم کو آپ کے مریضوں کے ریکارڈ تک رسائی نہیں۔' },
      { title: 'کوئی تیسرا فریق نہیں', text: 'آپ کا ڈیٹا کسی اور کمپنی کو نہیں دیا جاتا۔' },
    ],
  },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
