import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SitePage } from '../../stories/SitePage';

const meta = {
  title: 'Pages/Home',
  component: SitePage,
  args: { path: '/' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page in its frame: hero, quick links, banner, product sections, features, security and pricing. */
export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    // The banner's two buttons (on / a banner offers both).
    const hrefs = canvas
      .getAllByRole('link', { name: /Online Consultation|In-Clinic Appointment/ })
      .map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual(
      expect.arrayContaining(['/doctors/search?is_online=true', '/doctors/search']),
    );
    await expect(await canvas.findByRole('contentinfo')).toBeInTheDocument();
    // The apps section is labelled by a heading of the outline, a level below the page's title.
    const apps = await canvas.findByRole('heading', { level: 2, name: 'Get the Aafiyat apps' });
    await expect(canvas.getByRole('region', { name: 'Get the Aafiyat apps' })).toContainElement(apps);
  },
};

/**
 * The pricing teaser: every card has its way on. Clinic's opens its four packages; Hospital's (the spec's
 * button) and Pharmacy's go to their sign-up.
 */
export const Pricing: Story = {
  play: async ({ canvas }) => {
    const pricing = within(await canvas.findByRole('region', { name: 'Simple monthly pricing' }));
    const actions = pricing
      .getAllByRole('article')
      .map((card) => within(card).getByRole('link'))
      .map((link) => [link.textContent, link.getAttribute('href')]);
    await expect(actions).toEqual([
      ['Compare clinic packages', '/products/clinicmanagement?packages=true'],
      ['Sign up', '/hospital/signup'],
      ['Sign up', '/pms/signup'],
    ]);
  },
};

/** The Lab tile opens the 'Lab In Progress' notice instead of leaving the page. */
export const LabNotice: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Lab/ }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('dialog', { name: /Lab In Progress/i })).toBeVisible());
  },
};

/** On a phone the header folds its links into the side drawer. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /menu/i })).toBeVisible();
  },
};
