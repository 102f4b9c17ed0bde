import { formatPostDate } from '@aafiyat/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale } from '../../../../../packages/ui/src/test-support/storyLocale';
import { blogPosts } from '../../blogs/generated';
import { postTextIn } from '../../blogs/localize';
import { expectPlainLinkRow } from '../../stories/linkRows';
import { SitePage } from '../../stories/SitePage';
import { siteWords, uiWords } from '../../stories/words';

const meta = {
  title: 'Pages/Blogs',
  component: SitePage,
  args: { path: '/blogs/category/beauty' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Matches text that contains `words` as they are. */
const containing = (words: string) => new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The post `slug` as a page in the story's language shows it: its translation, or its English words. */
function shownPost(slug: string, globals: Readonly<Record<string, unknown>>) {
  const post = blogPosts.find((entry) => entry.slug === slug);
  if (!post) throw new Error(`No blog post ${slug}.`);
  return { ...post, shown: postTextIn(post, storyLocale(globals)) };
}

/**
 * The spec's blogs route: the beauty posts, newest first, with every category a link away. None of them is in
 * Urdu yet: on the Urdu page their cards keep the English titles and say, in Urdu, that they are in English.
 */
export const BeautyCategory: Story = {
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const locale = storyLocale(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('Blog.category.beauty.name') }),
    ).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: t('Blog.nav.label') }));
    await expect(nav.getByRole('link', { name: t('Blog.category.beauty.name') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: t('Blog.category.nutrition.name') })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(nav.getAllByRole('link')).toHaveLength(5);
    await expectPlainLinkRow(nav.getByRole('list'));

    const cards = canvas.getAllByRole('article');
    const titles = cards.map((card) => within(card).getByRole('heading', { level: 2 }));
    await expect(titles.map((title) => title.textContent)).toEqual([
      'Hair fall: what is normal, what is not, and what helps',
      'Keeping skin calm through heat, sweat and humidity',
      'Sunscreen in a Pakistani summer, without the guesswork',
    ]);
    for (const card of cards) {
      const note = within(card).queryByText(t('Blog.englishOnly.summary'));
      await (locale === 'en' ? expect(note).not.toBeInTheDocument() : expect(note).toBeVisible());
    }

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

/** Another category, reached through the category links; its posts are translated, so they read in Urdu too. */
export const NutritionCategory: Story = {
  args: { path: '/blogs/category/nutrition' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('Blog.category.nutrition.name') }),
    ).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(2);
    await expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      shownPost('staying-hydrated-in-a-heat-wave', globals).shown.title,
      shownPost('healthy-sehri-and-iftar', globals).shown.title,
    ]);
    await expect(canvas.getByText(formatPostDate(ui, '2026-05-20'))).toBeVisible();
    await expect(canvas.queryByText(t('Blog.englishOnly.summary'))).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: t('Blog.category.heartHealth.name') }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('Blog.category.heartHealth.name') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('Blog.category.heartHealth.name') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A post's words that are not the catalog's: its own, in each language it is written in. */
const bloodPressure = {
  en: { section: 'What the numbers mean', id: 'what-the-numbers-mean', table: /^Table: Reading \(mmHg\)/ },
  ur: { section: 'نمبروں کا مطلب', id: 'نمبروں-کا-مطلب', table: /^جدول: ریڈنگ \(mmHg\)/ },
};

/**
 * A post: its title, byline, the rendered Markdown (with its table), the caution note and the way back. It is
 * translated: in Urdu every word of it is Urdu, and its link to the doctor search stays in Urdu.
 */
export const Post: Story = {
  args: { path: '/blogs/know-your-blood-pressure' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const ui = uiWords(globals);
    const locale = storyLocale(globals);
    const { shown } = shownPost('know-your-blood-pressure', globals);
    await expect(shown.lang).toBe(locale);
    const title = await canvas.findByRole('heading', { level: 1, name: shown.title });
    await expect(title).toBeVisible();
    const article = within(canvas.getByRole('article', { name: shown.title }));
    // The byline shares its line with the date and the reading time.
    await expect(
      article.getByText(containing(t('Blog.post.byline', { author: shown.author }))),
    ).toBeVisible();
    await expect(article.getByText(formatPostDate(ui, '2026-10-08'))).toHaveAttribute(
      'datetime',
      '2026-10-08',
    );
    const words = bloodPressure[locale];
    await expect(article.getByRole('heading', { level: 2, name: words.section })).toHaveAttribute(
      'id',
      words.id,
    );
    await expect(article.getByRole('region', { name: words.table })).toBeVisible();
    await expect(article.getByText(t('Blog.post.caution.title'))).toBeVisible();
    await expect(article.queryByText(t('Blog.englishOnly.title'))).not.toBeInTheDocument();
    const search = article
      .getAllByRole('link')
      .find((link) => link.getAttribute('href')?.includes('/doctors'));
    await expect(search).toHaveAttribute('href', locale === 'en' ? '/doctors/search' : '/ur/doctors/search');

    await userEvent.click(
      article.getByRole('link', {
        name: t('Blog.post.back', { category: t('Blog.category.heartHealth.name') }),
      }),
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('Blog.category.heartHealth.name') }),
    ).toBeVisible();
  },
};

/**
 * A post in English only. Its Urdu page keeps its own words in Urdu (the way back, the byline, the caution) and
 * says in Urdu that the article is in English, then shows the article in English, left to right.
 */
export const EnglishOnlyPost: Story = {
  args: { path: '/blogs/hair-fall-causes-and-care' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    const locale = storyLocale(globals);
    const title = 'Hair fall: what is normal, what is not, and what helps';
    const heading = await canvas.findByRole('heading', { level: 1, name: title });
    await expect(heading).toBeVisible();
    const article = within(canvas.getByRole('article', { name: title }));
    await expect(article.getByText(t('Blog.post.caution.title'))).toBeVisible();
    const [section] = article.getAllByRole('heading', { level: 2 });
    const notice = article.queryByText(t('Blog.englishOnly.title'));
    if (locale === 'en') {
      await expect(notice).not.toBeInTheDocument();
      await expect(section?.closest('[lang]')?.getAttribute('lang') ?? 'en').toBe('en');
      return;
    }
    await expect(notice).toBeVisible();
    await expect(article.getByText(t('Blog.englishOnly.text'))).toBeVisible();
    // The English words say they are English and read left to right: the title, and the body.
    await expect(within(heading).getByText(title)).toHaveAttribute('lang', 'en');
    const body = section?.closest('[dir]');
    await expect(body).toHaveAttribute('lang', 'en');
    await expect(body).toHaveAttribute('dir', 'ltr');
    await expect(
      article.getByRole('link', {
        name: t('Blog.post.back', { category: t('Blog.category.beauty.name') }),
      }),
    ).toBeVisible();
  },
};

/** A post with a link to another site: it opens in a new tab and says so, in the post's language. */
export const PostWithExternalLink: Story = {
  args: { path: '/blogs/staying-hydrated-in-a-heat-wave' },
  play: async ({ canvas, globals }) => {
    const ui = uiWords(globals);
    const { shown } = shownPost('staying-hydrated-in-a-heat-wave', globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: shown.title })).toBeVisible();
    const department = { en: 'Pakistan Meteorological Department', ur: 'پاکستان محکمہ موسمیات' };
    const external = canvas.getByRole('link', {
      name: `${department[storyLocale(globals)]} ${ui('Link.newTab')}`,
    });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A category that does not exist gets the site's 404 page. */
export const UnknownCategory: Story = {
  args: { path: '/blogs/category/astrology' },
  play: async ({ canvas, globals }) => {
    const t = siteWords(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('NotFound.heading') })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${t('NotFound.meta.title')} · ${t('Shell.brand')}`));
  },
};

/** A post that does not exist gets the site's 404 page too. */
export const UnknownPost: Story = {
  args: { path: '/blogs/no-such-post' },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: siteWords(globals)('NotFound.heading') }),
    ).toBeVisible();
  },
};

/** On a phone the cards stack and nothing scrolls sideways. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('Blog.category.beauty.name') }),
    ).toBeVisible();
    const [first, second] = canvas.getAllByRole('article');
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().bottom ?? 0,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** The category on a phone in Urdu. */
export const Phone360InUrdu: Story = {
  ...Phone360,
  globals: { viewport: { value: 'phone360' }, locale: 'ur' },
};

/** A post on a phone: the page does not scroll sideways. */
export const PostPhone360: Story = {
  args: { path: '/blogs/shorter-waiting-times-at-your-clinic' },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = siteWords(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Six ways to cut waiting times at your clinic' }),
    ).toBeVisible();
    // Clinic-management posts are for clinic owners: no medical caution note.
    await expect(canvas.queryByText(t('Blog.post.caution.title'))).not.toBeInTheDocument();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** An English-only post on a phone in Urdu: its English body, left to right, still fits. */
export const PostPhone360InUrdu: Story = {
  ...PostPhone360,
  globals: { viewport: { value: 'phone360' }, locale: 'ur' },
};
