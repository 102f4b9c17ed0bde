// The generated post modules are committed (STYLE.md: generated files are checked for staleness), and the posts
// themselves, and their translations, must meet the blog's content rules.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { english } from '../i18n/english';
import { siteTranslator } from '../i18n/language';
import { urdu } from '../i18n/urdu';
import { blogCategories } from './categories';
import { BLOG_GENERATED_DIR, compileSitePosts, generateBlogModules, generatedPostModules } from './generate';
import { blogPosts } from './generated';
import { blogRouteSlugs } from './generated/routes';

const siteRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const posts = compileSitePosts(siteRoot);

/** Each Urdu translation with the English post it translates. */
const translated = posts.flatMap((post) => {
  const translation = post.translations.ur;
  return translation ? [[post.slug, post, translation] as const] : [];
});

/** What a body is made of, whatever its language: its sections, tables, list items and links. */
function outline(html: string) {
  return {
    sections: html.match(/<h2 /g)?.length ?? 0,
    subsections: html.match(/<h3 /g)?.length ?? 0,
    tables: html.match(/<table>/g)?.length ?? 0,
    rows: html.match(/<tr>/g)?.length ?? 0,
    items: html.match(/<li>/g)?.length ?? 0,
    links: [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]),
  };
}

describe('the generated modules', () => {
  it('are up to date with content/blogs (run the build or the dev server after changing a post)', async () => {
    const files = await generateBlogModules(siteRoot);
    const outDir = join(siteRoot, BLOG_GENERATED_DIR);
    expect(generatedPostModules(outDir).sort()).toEqual(
      [...files.keys()].filter((path) => path.startsWith('posts/')).sort(),
    );
    for (const [path, text] of files) expect(readFileSync(join(outDir, path), 'utf8')).toBe(text);
  }, 20_000);

  it('list every post newest first, each loading its own HTML', async () => {
    expect(blogPosts.map((post) => post.slug)).toEqual(posts.map((post) => post.slug));
    const first = blogPosts[0]!;
    const body = await first.load();
    expect(body.html).toBe(posts[0]!.html);
  });

  it('list each translation with its words, loading its own HTML, and name the translated posts for the routes', async () => {
    for (const [slug, , translation] of translated) {
      const listed = blogPosts.find((post) => post.slug === slug)!.translations.ur!;
      const { html, words: _words, ...text } = translation;
      expect(listed).toMatchObject(text);
      expect((await listed.load()).html).toBe(html);
    }
    expect(blogRouteSlugs.translations.ur).toEqual(translated.map(([slug]) => slug));
  });
});

describe('the posts', () => {
  it('number at least eight, across at least four categories, beauty among them', () => {
    expect(posts.length).toBeGreaterThanOrEqual(8);
    const categories = new Set(posts.map((post) => post.category));
    expect(categories.size).toBeGreaterThanOrEqual(4);
    expect(categories).toContain('beauty');
  });

  it('give every category at least one post, so no category page is empty', () => {
    for (const category of blogCategories) {
      expect(
        posts.some((post) => post.category === category.slug),
        category.slug,
      ).toBe(true);
    }
  });

  it.each(posts.map((post) => [post.slug, post] as const))(
    '%s is 300 to 600 words and tells readers when to see a doctor',
    (_slug, post) => {
      expect(post.words).toBeGreaterThanOrEqual(300);
      expect(post.words).toBeLessThanOrEqual(600);
      // Health posts end with medical caution; the clinic-management posts are for clinic owners.
      if (post.category !== 'clinic-management') expect(post.html).toMatch(/<h2 id="[^"]*doctor[^"]*">/);
    },
  );

  it('have category names and descriptions in both languages, short enough for a meta description', () => {
    for (const t of [siteTranslator(english), siteTranslator(urdu)]) {
      for (const category of blogCategories) {
        expect(t(category.name)).not.toBe('');
        expect(t(category.description).length).toBeLessThanOrEqual(160);
      }
    }
  });
});

describe('the Urdu translations', () => {
  it('cover at least three posts, all of them for patients', () => {
    expect(translated.length).toBeGreaterThanOrEqual(3);
    expect(translated.map(([, post]) => post.category)).not.toContain('clinic-management');
  });

  it.each(translated)(
    '%s is the whole post: every section, table row, list item and link of the English',
    (_slug, post, translation) => {
      expect(outline(translation.html)).toEqual(outline(post.html));
      // Urdu takes more words than English for the same text; far fewer would mean a summary.
      expect(translation.words).toBeGreaterThanOrEqual(post.words);
      expect(translation.words).toBeLessThanOrEqual(post.words * 1.6);
    },
  );

  it.each(translated)(
    '%s is written in Urdu, and ends telling readers when to see a doctor',
    (_slug, post, translation) => {
      for (const text of [translation.title, translation.description, translation.author]) {
        expect(text).toMatch(/\p{Script=Arabic}/u);
        expect(text).not.toMatch(/[A-Za-z]/);
      }
      expect(translation.title).not.toBe(post.title);
      const sections = [...translation.html.matchAll(/<h2 id="([^"]*)">/g)].map((match) => match[1]);
      expect(sections.at(-1)).toMatch(/ڈاکٹر/);
      // An external link says in Urdu that it opens a new tab, and a table is named in Urdu.
      expect(translation.html).not.toContain('(opens in a new tab)');
      expect(translation.html).not.toContain('aria-label="Table:');
    },
  );
});
