import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectPlainLinkRow } from '../../stories/linkRows';
import { SitePage } from '../../stories/SitePage';

const meta = {
  title: 'Pages/Blogs',
  component: SitePage,
  args: { path: '/blogs/category/beauty' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's blogs route: the beauty posts, newest first, with every category a link away. */
export const BeautyCategory: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Beauty and skin care' }),
    ).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Blog categories' }));
    await expect(nav.getByRole('link', { name: 'Beauty and skin care' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Nutrition' })).not.toHaveAttribute('aria-current');
    await expect(nav.getAllByRole('link')).toHaveLength(5);
    await expectPlainLinkRow(nav.getByRole('list'));

    const titles = canvas
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading', { level: 2 }));
    await expect(titles.map((title) => title.textContent)).toEqual([
      'Hair fall: what is normal, what is not, and what helps',
      'Keeping skin calm through heat, sweat and humidity',
      'Sunscreen in a Pakistani summer, without the guesswork',
    ]);

    // A card leads to its post, in the same page shell.
    await userEvent.click(
      canvas.getByRole('link', { name: 'Hair fall: what is normal, what is not, and what helps' }),
    );
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Hair fall: what is normal, what is not, and what helps',
      }),
    ).toBeVisible();
  },
};

/** Another category, reached through the category links. */
export const NutritionCategory: Story = {
  args: { path: '/blogs/category/nutrition' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nutrition' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByText('20 May 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Heart health' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Heart health' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Heart health' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A post: its title, byline, the rendered Markdown (with its table), the caution note and the way back. */
export const Post: Story = {
  args: { path: '/blogs/know-your-blood-pressure' },
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('heading', {
      level: 1,
      name: 'Know your numbers: a plain guide to blood pressure',
    });
    await expect(title).toBeVisible();
    const article = within(
      canvas.getByRole('article', { name: 'Know your numbers: a plain guide to blood pressure' }),
    );
    await expect(article.getByText(/By Aafiyat Health Desk/)).toBeVisible();
    await expect(article.getByText('8 October 2026')).toHaveAttribute('datetime', '2026-10-08');
    await expect(article.getByRole('heading', { level: 2, name: 'What the numbers mean' })).toHaveAttribute(
      'id',
      'what-the-numbers-mean',
    );
    await expect(article.getByRole('region', { name: /^Table: Reading \(mmHg\)/ })).toBeVisible();
    await expect(article.getByText('General information, not a diagnosis')).toBeVisible();

    await userEvent.click(article.getByRole('link', { name: 'Back to Heart health' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Heart health' })).toBeVisible();
  },
};

/** A post with a link to another site: it opens in a new tab and says so. */
export const PostWithExternalLink: Story = {
  args: { path: '/blogs/staying-hydrated-in-a-heat-wave' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Staying hydrated in a heat wave' }),
    ).toBeVisible();
    const external = canvas.getByRole('link', {
      name: 'Pakistan Meteorological Department (opens in a new tab)',
    });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A category that does not exist gets the site's 404 page. */
export const UnknownCategory: Story = {
  args: { path: '/blogs/category/astrology' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We could not find that page' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Page not found/));
  },
};

/** A post that does not exist gets the site's 404 page too. */
export const UnknownPost: Story = {
  args: { path: '/blogs/no-such-post' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We could not find that page' }),
    ).toBeVisible();
  },
};

/** On a phone the cards stack and nothing scrolls sideways. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Beauty and skin care' }),
    ).toBeVisible();
    const [first, second] = canvas.getAllByRole('article');
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().bottom ?? 0,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** A post on a phone: the table scrolls inside its region, the page does not. */
export const PostPhone360: Story = {
  args: { path: '/blogs/shorter-waiting-times-at-your-clinic' },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Six ways to cut waiting times at your clinic' }),
    ).toBeVisible();
    // Clinic-management posts are for clinic owners: no medical caution note.
    await expect(canvas.queryByText('General information, not a diagnosis')).not.toBeInTheDocument();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
