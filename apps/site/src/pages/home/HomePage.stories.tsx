import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SitePage } from '../../stories/SitePage';
import { siteWords, uiWords } from '../../stories/words';

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
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    // The banner's two buttons (on / a banner offers both).
    const hrefs = [ui('ConsultationBanner.online'), ui('ConsultationBanner.inClinic')]
      .flatMap((name) => canvas.getAllByRole('link', { name }))
      .map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual(
      expect.arrayContaining(['/doctors/search?is_online=true', '/doctors/search']),
    );
    await expect(await canvas.findByRole('contentinfo')).toBeInTheDocument();
    // The apps section is labelled by a heading of the outline, a level below the page's title.
    const apps = await canvas.findByRole('heading', { level: 2, name: t('Home.apps.heading') });
    await expect(canvas.getByRole('region', { name: t('Home.apps.heading') })).toContainElement(apps);
  },
};

/**
 * The pricing teaser: every card has its way on. Clinic's opens its four packages; Hospital's (the spec's
 * button) and Pharmacy's go to their sign-up.
 */
export const Pricing: Story = {
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const pricing = within(await canvas.findByRole('region', { name: t('Home.pricing.heading') }));
    const actions = pricing
      .getAllByRole('article')
      .map((card) => within(card).getByRole('link'))
      .map((link) => [link.textContent, link.getAttribute('href')]);
    await expect(actions).toEqual([
      [t('Home.pricing.comparePackages'), '/products/clinicmanagement?packages=true'],
      [t('Home.pricing.signUp'), '/hospital/signup'],
      [t('Home.pricing.signUp'), '/pms/signup'],
    ]);
  },
};

/** The Lab tile opens the 'Lab In Progress' notice instead of leaving the page. */
export const LabNotice: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const ui = uiWords(globals);
    await userEvent.click(await canvas.findByRole('button', { name: ui('QuickLinkTiles.lab') }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(body.getByRole('dialog', { name: ui('LabInProgressNotice.title') })).toBeVisible(),
    );
  },
};

/** On a phone the header folds its links into the side drawer. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: uiWords(globals)('Navigation.openMenu') })).toBeVisible();
  },
};
