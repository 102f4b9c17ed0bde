// The generated post modules are committed (STYLE.md: generated files are checked for staleness), and the posts
// themselves must meet the blog's content rules.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blogCategories } from './categories';
import { compilePosts } from './compile';
import { BLOG_CONTENT_DIR, BLOG_GENERATED_DIR, generateBlogModules, readBlogSources } from './generate';
import { blogPosts } from './generated';

const siteRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const posts = compilePosts(readBlogSources(join(siteRoot, BLOG_CONTENT_DIR)));

describe('the generated modules', () => {
  it('are up to date with content/blogs (run the build or the dev server after changing a post)', async () => {
    const files = await generateBlogModules(siteRoot);
    const outDir = join(siteRoot, BLOG_GENERATED_DIR);
    const onDisk = readdirSync(join(outDir, 'posts')).map((name) => `posts/${name}`);
    expect(onDisk.sort()).toEqual([...files.keys()].filter((path) => path.startsWith('posts/')).sort());
    for (const [path, text] of files) expect(readFileSync(join(outDir, path), 'utf8')).toBe(text);
  }, 20_000);

  it('list every post newest first, each loading its own HTML', async () => {
    expect(blogPosts.map((post) => post.slug)).toEqual(posts.map((post) => post.slug));
    const first = blogPosts[0]!;
    const body = await first.load();
    expect(body.html).toBe(posts[0]!.html);
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

  it('have category descriptions short enough for a meta description', () => {
    for (const category of blogCategories) expect(category.description.length).toBeLessThanOrEqual(160);
  });
});
