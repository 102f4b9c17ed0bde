import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyMessages } from '../../test-support/storyLocale';
import { ConsultationBanner } from './ConsultationBanner';
import { consultationBannerFixture } from './ConsultationBanner.fixtures';

const meta = {
  title: 'Components/ConsultationBanner',
  component: ConsultationBanner,
  args: consultationBannerFixture,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsultationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('region', { name: 'See a doctor today' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('ConsultationBanner.online') })).toHaveAttribute(
      'href',
      '/doctors/search?is_online=true',
    );
    await expect(canvas.getByRole('link', { name: t('ConsultationBanner.inClinic') })).toHaveAttribute(
      'href',
      '/doctors/search',
    );
  },
};

/** Primary actions keep the 44 px target. */
export const TouchTargets: Story = {
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** On a 360 px phone the buttons stack at full width. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement, canvas }) => {
    const [online, inClinic] = canvas.getAllByRole('link');
    await expect(online?.getBoundingClientRect().width).toBe(inClinic?.getBoundingClientRect().width);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** In Urdu: both links named from the catalog (the heading and text are the page's own). */
export const Urdu: Story = {
  args: {
    heading: 'آج ہی ڈاکٹر سے ملیں',
    description: 'گھر بیٹھے ویڈیو پر ڈاکٹر سے بات کریں، یا قریبی کلینک میں وقت لیں۔',
  },
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'کلینک میں اپائنٹمنٹ' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'آن لائن مشورہ' })).toHaveAttribute(
      'href',
      '/doctors/search?is_online=true',
    );
  },
};
