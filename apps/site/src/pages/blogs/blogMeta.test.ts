import { describe, expect, it } from 'vitest';
import { renderHead, type PageMeta } from '../../app/meta';
import { blogCategory } from '../../blogs/categories';
import { blogPosts } from '../../blogs/generated';
import { blogCategoryMeta, blogCategoryPath, blogPostMeta, blogPostPath } from './blogMeta';
import { english } from '../../i18n/english';
import { siteTranslator } from '../../i18n/language';
import { urdu } from '../../i18n/urdu';

const en = siteTranslator(english);
const ur = siteTranslator(urdu);

/** A page's head in English, as the prerender renders it. */
const headOf = (meta: PageMeta, path: string) => renderHead(meta, path, 'en', en);
/** A page's head in Urdu (`path` has its `/ur`). */
const urduHeadOf = (meta: PageMeta, path: string) => renderHead(meta, path, 'ur', ur);

const post = blogPosts.find((entry) => entry.slug === 'know-your-blood-pressure')!;
/** A post in English only. */
const englishPost = blogPosts.find((entry) => entry.slug === 'hair-fall-causes-and-care')!;

describe('blogPostMeta', () => {
  it('gives a post its own title, description and canonical URL in the prerendered head', () => {
    const head = headOf(blogPostMeta(post, en, 'en'), blogPostPath(post.slug));
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
    const [posting, trail] = blogPostMeta(post, en, 'en').jsonLd!;
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: '2026-10-08',
      articleSection: 'Heart health',
      inLanguage: 'en-PK',
      url: 'https://aafiyat.pk/blogs/know-your-blood-pressure',
      publisher: { '@type': 'Organization', name: 'Aafiyat' },
      workTranslation: [
        {
          '@type': 'BlogPosting',
          url: 'https://aafiyat.pk/ur/blogs/know-your-blood-pressure',
          inLanguage: 'ur-PK',
        },
      ],
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

  it('gives a translated post its Urdu words, structured data and an hreflang pair on its Urdu page', () => {
    const translation = post.translations.ur!;
    const meta = blogPostMeta(post, ur, 'ur');
    expect(meta).toMatchObject({ title: translation.title, description: translation.description });
    expect(meta.englishOnly).toBeUndefined();
    const head = urduHeadOf(meta, `/ur${blogPostPath(post.slug)}`);
    expect(head).toContain(`<title>${translation.title} · عافیت</title>`);
    expect(head).toContain(
      '<link rel="canonical" href="https://aafiyat.pk/ur/blogs/know-your-blood-pressure" />',
    );
    expect(head).toContain(
      '<link rel="alternate" hreflang="en" href="https://aafiyat.pk/blogs/know-your-blood-pressure" />',
    );
    expect(head).toContain(
      '<link rel="alternate" hreflang="ur" href="https://aafiyat.pk/ur/blogs/know-your-blood-pressure" />',
    );
    const [posting, trail] = meta.jsonLd!;
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: translation.title,
      description: translation.description,
      author: { '@type': 'Organization', name: 'عافیت ہیلتھ ڈیسک' },
      articleSection: 'دل کی صحت',
      inLanguage: 'ur-PK',
      timeRequired: `PT${String(translation.readingMinutes)}M`,
      url: 'https://aafiyat.pk/ur/blogs/know-your-blood-pressure',
      translationOfWork: {
        '@type': 'BlogPosting',
        url: 'https://aafiyat.pk/blogs/know-your-blood-pressure',
        inLanguage: 'en-PK',
      },
    });
    expect(trail).toMatchObject({
      itemListElement: [
        { position: 1, name: 'ہوم', item: 'https://aafiyat.pk/ur' },
        { position: 2, name: 'دل کی صحت', item: 'https://aafiyat.pk/ur/blogs/category/heart-health' },
        {
          position: 3,
          name: translation.title,
          item: 'https://aafiyat.pk/ur/blogs/know-your-blood-pressure',
        },
      ],
    });
  });

  it('keeps a post in English only out of hreflang in both languages, its Urdu page pointing at English', () => {
    const english = headOf(blogPostMeta(englishPost, en, 'en'), blogPostPath(englishPost.slug));
    expect(english).toContain(
      '<link rel="canonical" href="https://aafiyat.pk/blogs/hair-fall-causes-and-care" />',
    );
    expect(english).not.toContain('hreflang');
    expect(blogPostMeta(englishPost, en, 'en').jsonLd![0]).not.toHaveProperty('workTranslation');

    const meta = blogPostMeta(englishPost, ur, 'ur');
    expect(meta).toEqual({
      title: englishPost.title,
      description: 'یہ مضمون فی الحال صرف انگریزی میں دستیاب ہے۔',
      englishOnly: true,
    });
    const head = urduHeadOf(meta, `/ur${blogPostPath(englishPost.slug)}`);
    expect(head).toContain(
      '<link rel="canonical" href="https://aafiyat.pk/blogs/hair-fall-causes-and-care" />',
    );
    expect(head).not.toContain('hreflang');
  });
});

describe('blogCategoryMeta', () => {
  it('names the category and lists its posts in order', () => {
    const beauty = blogCategory('beauty');
    const posts = blogPosts.filter((entry) => entry.category === 'beauty');
    const meta = blogCategoryMeta(beauty, posts, en, 'en');
    expect(meta.title).toBe('Beauty and skin care articles');
    expect(meta.description).toBe(
      'Skin and hair care for Pakistani weather: sunscreen, heat and humidity, hair fall, and when to see a dermatologist.',
    );
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

  it('lists a category in Urdu: translated posts by their Urdu page, the others by their English one', () => {
    const nutrition = blogCategory('nutrition');
    const posts = blogPosts.filter((entry) => entry.category === 'nutrition');
    const meta = blogCategoryMeta(nutrition, posts, ur, 'ur');
    expect(meta.title).toBe('غذائیت کے مضامین');
    const [collection] = meta.jsonLd!;
    expect(collection).toMatchObject({
      url: 'https://aafiyat.pk/ur/blogs/category/nutrition',
      inLanguage: 'ur-PK',
      isPartOf: { '@type': 'Blog', name: 'عافیت بلاگ' },
      mainEntity: {
        itemListElement: posts.map((entry) => ({
          url: `https://aafiyat.pk/ur/blogs/${entry.slug}`,
          name: entry.translations.ur!.title,
        })),
      },
    });
    const beauty = blogCategoryMeta(
      blogCategory('beauty'),
      blogPosts.filter((entry) => entry.category === 'beauty'),
      ur,
      'ur',
    );
    const [beautyCollection] = beauty.jsonLd!;
    expect(beautyCollection).toMatchObject({
      mainEntity: {
        itemListElement: [
          {
            url: 'https://aafiyat.pk/blogs/hair-fall-causes-and-care',
            name: 'Hair fall: what is normal, what is not, and what helps',
          },
          {},
          {},
        ],
      },
    });
  });

  it('gives the category its trail from the home page, never a trail of one', () => {
    const [, trail] = blogCategoryMeta(blogCategory('beauty'), [], en, 'en').jsonLd!;
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
