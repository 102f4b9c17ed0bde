import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyMessages } from '../../test-support/storyLocale';
import { MarketingFigures } from './MarketingFigures';

const meta = {
  title: 'Components/MarketingFigures',
  component: MarketingFigures,
  args: { heading: 'Trusted across Pakistan' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MarketingFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's three claims, numbers from the domain, as a description list. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const region = canvas.getByRole('region', { name: 'Trusted across Pakistan' });
    const list = within(region);
    const terms = list.getAllByRole('term').map((term) => term.textContent);
    const values = list.getAllByRole('definition').map((value) => value.textContent);
    await expect(terms).toEqual([
      t('MarketingFigures.clinics'),
      t('MarketingFigures.pharmaciesAndHospitals'),
      t('MarketingFigures.patients'),
    ]);
    await expect(values).toEqual(['1,100+', '5,000+', '300,000+']);
    await expect(canvasElement.querySelector('dl')).not.toBeNull();
  },
};

/** Without a visible heading the section is still named for screen readers. */
export const WithoutHeading: Story = {
  args: { heading: undefined },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('region', { name: t('MarketingFigures.label') })).toBeVisible();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('300,000+')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** In Urdu: the spec's three claims named in Urdu, the numbers in Western digits. */
export const Urdu: Story = {
  args: { heading: 'پورے پاکستان کا اعتماد' },
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(3);
    await expect(canvas.getByText('کلینکس میں استعمال')).toBeVisible();
    await expect(canvas.getByText('1,100+')).toBeVisible();
  },
};

/** In Urdu without a heading: the list is named "عافیت اعداد و شمار میں" for screen readers. */
export const UrduUnheaded: Story = {
  args: { heading: undefined },
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'عافیت اعداد و شمار میں' })).toBeVisible();
  },
};
