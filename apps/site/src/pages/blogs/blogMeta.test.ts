import { describe, expect, it } from 'vitest';
import { renderHead } from '../../app/meta';
import { blogCategory } from '../../blogs/categories';
import { blogPosts } from '../../blogs/generated';
import { blogCategoryMeta, blogCategoryPath, blogPostMeta, blogPostPath } from './blogMeta';
import { english } from '../../i18n/english';
import { siteTranslator } from '../../i18n/language';

/** A page's head in English, as the prerender renders it. */
const headOf = (meta: Parameters<typeof renderHead>[0], path: string) =>
  renderHead(meta, path, 'en', siteTranslator(english));

const post = blogPosts.find((entry) => entry.slug === 'know-your-blood-pressure')!;

describe('blogPostMeta', () => {
  it('gives a post its own title, description and canonical URL in the prerendered head', () => {
    const head = headOf(blogPostMeta(post), blogPostPath(post.slug));
    expect(head).toContain('<title>Know your numbers: a plain guide to blood pressure · Aafiyat</title>');
    expect(head).toContain(`<meta name="description" content="${post.description}" />`);
    expect(head).toContain(
      '<link rel="canonical" href="https://aafiyat.pk/blogs/know-your-blood-pressure" />',
    );
    expect(head).toContain(
      '<meta property="og:url" content="https://aafiyat.pk/blogs/know-your-blood-pressure" />',
    );
  });

  it('describes the post as a schema.org BlogPosting under its category', () => {
    const [posting, trail] = blogPostMeta(post).jsonLd!;
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: '2026-10-08',
      articleSection: 'Heart health',
      url: 'https://aafiyat.pk/blogs/know-your-blood-pressure',
      publisher: { '@type': 'Organization', name: 'Aafiyat' },
    });
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://aafiyat.pk/' },
        { position: 2, name: 'Heart health', item: 'https://aafiyat.pk/blogs/category/heart-health' },
        { position: 3, name: post.title, item: 'https://aafiyat.pk/blogs/know-your-blood-pressure' },
      ],
    });
  });
});

describe('blogCategoryMeta', () => {
  it('names the category and lists its posts in order', () => {
    const beauty = blogCategory('beauty');
    const posts = blogPosts.filter((entry) => entry.category === 'beauty');
    const meta = blogCategoryMeta(beauty, posts);
    expect(meta.title).toBe('Beauty and skin care articles');
    expect(meta.description).toBe(beauty.description);
    const head = headOf(meta, blogCategoryPath('beauty'));
    expect(head).toContain('<link rel="canonical" href="https://aafiyat.pk/blogs/category/beauty" />');
    const [collection] = meta.jsonLd!;
    expect(collection).toMatchObject({
      '@type': 'CollectionPage',
      url: 'https://aafiyat.pk/blogs/category/beauty',
    });
    const items = (collection as { mainEntity: { itemListElement: { url: string }[] } }).mainEntity
      .itemListElement;
    expect(items.map((item) => item.url)).toEqual(
      posts.map((entry) => `https://aafiyat.pk/blogs/${entry.slug}`),
    );
  });

  it('gives the category its trail from the home page, never a trail of one', () => {
    const [, trail] = blogCategoryMeta(blogCategory('beauty'), []).jsonLd!;
    expect(trail).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://aafiyat.pk/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Beauty and skin care',
          item: 'https://aafiyat.pk/blogs/category/beauty',
        },
      ],
    });
  });
});
