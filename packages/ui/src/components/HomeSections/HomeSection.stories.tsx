import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomeSection } from './HomeSection';
import {
  clinicsSectionFixture,
  hospitalsSectionFixture,
  pharmaciesSectionFixture,
} from './HomeSection.fixtures';

const meta = {
  title: 'Components/HomeSection',
  component: HomeSection,
  args: clinicsSectionFixture,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClinicsAndDoctors: Story = {
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'For clinics & doctors' }));
    await expect(section.getAllByRole('listitem')).toHaveLength(4);
    await expect(section.getByRole('link', { name: 'Explore clinic management' })).toHaveAttribute(
      'href',
      '/products/clinicmanagement',
    );
  },
};

export const Pharmacies: Story = {
  args: pharmaciesSectionFixture,
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'For pharmacies' }));
    await expect(section.getByRole('link', { name: 'Explore pharmacy management' })).toHaveAttribute(
      'href',
      '/products/pharmacymanagement',
    );
    await expect(section.getByText('Supplier orders')).toBeVisible();
  },
};

export const Hospitals: Story = {
  args: hospitalsSectionFixture,
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'For hospitals' }));
    await expect(section.getByRole('link', { name: 'Explore hospital management' })).toHaveAttribute(
      'href',
      '/products/hospitalmanagement',
    );
  },
};

/** All three, alternating bands and sides, as the home page lays them out. */
export const AllThree: Story = {
  render: () => (
    <>
      <HomeSection {...clinicsSectionFixture} />
      <HomeSection {...pharmaciesSectionFixture} />
      <HomeSection {...hospitalsSectionFixture} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(3);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};

/** With a photograph: loaded lazily, with its size so nothing shifts. */
export const WithPicture: Story = {
  args: {
    image: {
      src: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="560" height="420"><rect width="560" height="420" rx="24" fill="#E3F1F0"/></svg>')}`,
      alt: 'A receptionist checking in a patient',
      width: 560,
      height: 420,
    },
  },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'A receptionist checking in a patient' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '560');
  },
};

/** On a phone the text always comes before the picture. */
export const Phone360: Story = {
  args: pharmaciesSectionFixture,
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { name: 'For pharmacies' });
    const picture = canvasElement.querySelector('svg[aria-hidden="true"][viewBox="0 0 240 180"]');
    await expect(picture?.getBoundingClientRect().top).toBeGreaterThan(
      heading.getBoundingClientRect().bottom,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const RightToLeft: Story = {
  args: {
    heading: 'کلینکس اور ڈاکٹروں کے لیے',
    text: 'ہر ڈاکٹر کا دن واضح: ویب سائٹ اور کاؤنٹر کی بکنگ ایک فہرست میں۔',
    features: ['آن لائن اور براہ راست ملاقاتیں', 'ڈیجیٹل نسخے', 'ویڈیو مشورہ'],
    cta: { label: 'کلینک مینجمنٹ دیکھیں', href: '/products/clinicmanagement' },
  },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'کلینک مینجمنٹ دیکھیں' })).toBeVisible();
  },
};
