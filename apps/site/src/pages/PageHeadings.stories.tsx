import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SitePage } from '../stories/SitePage';
import { siteWords } from '../stories/words';
import { signedInAsPatient } from './portal/patient/storySession';

const meta = {
  title: 'Pages/Page headings',
  component: SitePage,
  args: { path: '/no-such-page' },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone360' } },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const fontSize = (element: HTMLElement) => parseFloat(getComputedStyle(element).fontSize);

/** The page-heading size on a 360 px phone (the Heading primitive's `large`: 1.375rem). */
const PAGE_HEADING_PX = 22;

async function pageHeading(canvas: Canvas, name: string): Promise<HTMLElement> {
  await expect(window.innerWidth).toBe(360);
  return canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 });
}

/** A sign-up page's title is a page heading, not an 18 px line. */
export const SignUp: Story = {
  args: { path: '/pms/signup' },
  play: async ({ canvas, globals }) => {
    const heading = await pageHeading(canvas, siteWords(globals)('SignUp.pharmacy.heading'));
    await expect(fontSize(heading)).toBe(PAGE_HEADING_PX);
  },
};

/** The 404 page's title is a page heading too. */
export const NotFound: Story = {
  play: async ({ canvas, globals }) => {
    const heading = await pageHeading(canvas, siteWords(globals)('NotFound.heading'));
    await expect(fontSize(heading)).toBe(PAGE_HEADING_PX);
  },
};

/** The same size in Urdu. */
export const NotFoundInUrdu: Story = {
  ...NotFound,
  globals: { viewport: { value: 'phone360' }, locale: 'ur' },
};

/** The Checkout heading is bigger than the title of its summary card. */
export const Checkout: Story = {
  args: { path: '/appointment/payment/checkout/1042' },
  beforeEach: signedInAsPatient,
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const heading = await pageHeading(canvas, t('Checkout.title'));
    await expect(fontSize(heading)).toBe(PAGE_HEADING_PX);
    const summary = t('Checkout.summary.heading');
    const card = await canvas.findByRole('region', { name: summary }, { timeout: 5000 });
    const cardTitle = within(card).getByRole('heading', { name: summary });
    await expect(fontSize(heading)).toBeGreaterThan(fontSize(cardTitle));
  },
};
