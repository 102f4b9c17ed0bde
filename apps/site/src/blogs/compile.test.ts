import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BODY_WORDS,
  BlogContentError,
  compilePost,
  compilePosts,
  countWords,
  headingId,
  isIsoDate,
  isSafeHref,
  parseFrontMatter,
  renderMarkdown,
} from './compile';

const body = '\nA short post about sunscreen and the Lahore sun.\n\n## Why it matters\n\nIt does.\n';

/** A post's source with these front-matter lines (pass `null` to leave a key out). */
function post(overrides: Record<string, string | null> = {}, file?: string, text = body) {
  const fields: Record<string, string | null> = {
    title: 'Sunscreen basics',
    slug: 'sunscreen-basics',
    category: 'beauty',
    date: '2026-06-02',
    author: 'Aafiyat Health Desk',
    description: 'How to choose and use sunscreen.',
    ...overrides,
  };
  const lines = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([key, value]) => `${key}: ${value}`);
  const slug = fields.slug ?? 'untitled';
  return { file: file ?? `${slug}.md`, text: ['---', ...lines, '---', text].join('\n') };
}

describe('parseFrontMatter', () => {
  it('reads key: value lines and the body after the closing line', () => {
    const { fields, body: rest } = parseFrontMatter(post());
    expect(fields).toEqual({
      title: 'Sunscreen basics',
      slug: 'sunscreen-basics',
      category: 'beauty',
      date: '2026-06-02',
      author: 'Aafiyat Health Desk',
      description: 'How to choose and use sunscreen.',
    });
    expect(rest).toBe(body);
  });

  it('drops the quotes Prettier puts around values with a colon, and undoes doubled quotes', () => {
    const { fields } = parseFrontMatter(
      post({ title: "'Hair fall: what''s normal'", author: '"Dr. \\"Sana\\" Malik"' }),
    );
    expect(fields.title).toBe("Hair fall: what's normal");
    expect(fields.author).toBe('Dr. "Sana" Malik');
  });

  it('names the file and the key on an unknown, repeated or empty key', () => {
    expect(() => parseFrontMatter(post({ tags: 'skin' }))).toThrow(
      /sunscreen-basics\.md:8: unknown front matter key "tags"/,
    );
    const repeated = { file: 'a.md', text: '---\ntitle: A\ntitle: B\n---\nBody' };
    expect(() => parseFrontMatter(repeated)).toThrow('a.md:3: front matter key "title" appears twice.');
    expect(() => parseFrontMatter(post({ author: '' }))).toThrow('front matter key "author" is empty.');
  });

  it('refuses a file without front matter, without a closing line, or with a line that is not key: value', () => {
    expect(() => parseFrontMatter({ file: 'a.md', text: '# Title' })).toThrow(
      "a.md: the file must start with a '---' front matter line.",
    );
    expect(() => parseFrontMatter({ file: 'a.md', text: '---\ntitle: A\n' })).toThrow(
      "a.md: the front matter has no closing '---' line.",
    );
    expect(() => parseFrontMatter({ file: 'a.md', text: '---\n- list item\n---\n' })).toThrow(
      `a.md:2: expected a 'key: value' line, got "- list item".`,
    );
  });
});

describe('compilePost', () => {
  it('returns the metadata, the rendered HTML and a reading time at 200 words a minute', () => {
    const long = `\n${'word '.repeat(401)}\n`;
    const compiled = compilePost(post({}, undefined, long));
    expect(compiled).toMatchObject({
      slug: 'sunscreen-basics',
      category: 'beauty',
      date: '2026-06-02',
      words: 401,
      readingMinutes: 3,
    });
    expect(compiled.html).toMatch(/^<p>word word/);
    expect(compilePost(post({ readingMinutes: '7' })).readingMinutes).toBe(7);
    expect(compilePost(post()).readingMinutes).toBe(1);
  });

  it.each([
    [{ title: null }, 'front matter key "title" is missing.'],
    [{ description: null }, 'front matter key "description" is missing.'],
    [{ category: 'skincare' }, 'front matter key "category" must be one of beauty, nutrition'],
    [
      { date: '2026-02-30' },
      'front matter key "date" must be a real date written YYYY-MM-DD, got "2026-02-30".',
    ],
    [{ date: '02/06/2026' }, 'front matter key "date" must be a real date'],
    [
      { description: 'x'.repeat(161) },
      'front matter key "description" must be at most 160 characters, has 161.',
    ],
    [{ readingMinutes: 'five' }, 'front matter key "readingMinutes" must be a whole number of minutes'],
    [{ readingMinutes: '0' }, 'front matter key "readingMinutes" must be a whole number of minutes'],
  ])('names the file and the key of a bad field (%o)', (overrides, message) => {
    expect(() => compilePost(post(overrides, 'sunscreen-basics.md'))).toThrow(BlogContentError);
    expect(() => compilePost(post(overrides, 'sunscreen-basics.md'))).toThrow(
      `sunscreen-basics.md: ${message}`,
    );
  });

  it('accepts only lower-case hyphenated slugs that match the file name, and never "category"', () => {
    expect(() => compilePost(post({ slug: 'Sunscreen_Basics' }, 'x.md'))).toThrow(
      'x.md: front matter key "slug" must be lower-case words joined by hyphens',
    );
    expect(() => compilePost(post({ slug: 'category' }))).toThrow('(and not "category")');
    expect(() => compilePost(post({}, 'content/blogs/sun.md'))).toThrow(
      'front matter key "slug" must match the file name: "sunscreen-basics" lives in content/blogs/sun.md',
    );
    expect(compilePost(post({}, 'content/blogs/sunscreen-basics.md')).slug).toBe('sunscreen-basics');
  });

  it('refuses a post with no body', () => {
    expect(() => compilePost(post({}, undefined, '\n\n'))).toThrow(
      'sunscreen-basics.md: the post has no body.',
    );
  });
});

describe('compilePosts', () => {
  it('sorts newest first, then by title', () => {
    const posts = compilePosts([
      post({ slug: 'older', title: 'Older', date: '2025-01-01' }),
      post({ slug: 'newer-b', title: 'B', date: '2026-03-01' }),
      post({ slug: 'newer-a', title: 'A', date: '2026-03-01' }),
    ]);
    expect(posts.map((entry) => entry.slug)).toEqual(['newer-a', 'newer-b', 'older']);
  });

  it('puts each translation under its English post, compiled and rendered in its language', () => {
    const urduBody = '\nدھوپ سے بچاؤ۔\n\n## ڈاکٹر کو کب دکھائیں\n\n[محکمہ موسمیات](https://www.pmd.gov.pk)\n';
    const [compiled] = compilePosts([post()], {
      ur: [
        post(
          { title: 'سن اسکرین کی بنیادی باتیں', author: 'عافیت ہیلتھ ڈیسک' },
          'ur/sunscreen-basics.md',
          urduBody,
        ),
      ],
    });
    expect(compiled!.translations.ur).toMatchObject({
      title: 'سن اسکرین کی بنیادی باتیں',
      author: 'عافیت ہیلتھ ڈیسک',
      readingMinutes: 1,
      words: 9,
    });
    expect(compiled!.translations.ur!.html).toContain('<h2 id="ڈاکٹر-کو-کب-دکھائیں">');
    expect(compiled!.translations.ur!.html).toContain(
      'محکمہ موسمیات<span data-prose-hidden=""> (نئے ٹیب میں کھلتا ہے)</span>',
    );
    expect(compiled!.html).toContain('<p>A short post');
    expect(compilePosts([post()])[0]!.translations).toEqual({});
  });

  it('refuses a translation of no post, or one with another category or date than its English post', () => {
    expect(() => compilePosts([post()], { ur: [post({ slug: 'other' }, 'ur/other.md')] })).toThrow(
      'ur/other.md: translates "other", but there is no English post other.md to translate.',
    );
    expect(() =>
      compilePosts([post()], { ur: [post({ category: 'nutrition' }, 'ur/sunscreen-basics.md')] }),
    ).toThrow(
      `ur/sunscreen-basics.md: front matter key "category" must be the English post's "beauty", got "nutrition".`,
    );
    expect(() =>
      compilePosts([post()], { ur: [post({ date: '2026-06-03' }, 'ur/sunscreen-basics.md')] }),
    ).toThrow(`front matter key "date" must be the English post's "2026-06-02", got "2026-06-03".`);
    expect(() => compilePosts([post()], { ur: [post({}, 'ur/sunscreen.md')] })).toThrow(
      'front matter key "slug" must match the file name',
    );
    expect(() =>
      compilePosts([post()], {
        ur: [post({}, 'ur/sunscreen-basics.md'), post({}, 'ur/b/sunscreen-basics.md')],
      }),
    ).toThrow('ur/b/sunscreen-basics.md: "sunscreen-basics" is translated into ur twice.');
  });

  it('refuses two posts with the same slug, naming both files', () => {
    expect(() =>
      compilePosts([post({}, 'sunscreen-basics.md'), post({ title: 'Again' }, 'drafts/sunscreen-basics.md')]),
    ).toThrow('drafts/sunscreen-basics.md: slug "sunscreen-basics" is already used by sunscreen-basics.md.');
  });
});

describe('renderMarkdown', () => {
  it('gives headings ids from their text, unique within the post', () => {
    const html = renderMarkdown("## Don't *panic*\n\n### Tips\n\n### Tips\n\n## گرمی دانے\n");
    expect(html).toContain('<h2 id="dont-panic">Don&#39;t <em>panic</em></h2>');
    expect(html).toContain('<h3 id="tips">Tips</h3>');
    expect(html).toContain('<h3 id="tips-2">Tips</h3>');
    expect(html).toContain('<h2 id="گرمی-دانے">گرمی دانے</h2>');
  });

  it('refuses an h1: the title is the page heading', () => {
    expect(() => renderMarkdown('# Title\n', 'a.md')).toThrow(
      `a.md: "# Title": the post's title is the page's only h1; start sections at "##".`,
    );
  });

  it('escapes raw HTML instead of passing it through', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nText with <b onclick="x()">bold</b>.\n');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b ');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b onclick=&quot;x()&quot;&gt;bold&lt;/b&gt;');
  });

  it('opens external links in a new tab without opener access and says so; site links stay plain', () => {
    const html = renderMarkdown(
      'See [PMD](https://www.pmd.gov.pk "Weather") and [doctors](/doctors/search).\n',
    );
    expect(html).toContain(
      '<a href="https://www.pmd.gov.pk" title="Weather" target="_blank" rel="noopener noreferrer">PMD<span data-prose-hidden=""> (opens in a new tab)</span></a>',
    );
    expect(html).toContain('<a href="/doctors/search">doctors</a>');
  });

  it('refuses unsafe link targets and images without alt text', () => {
    expect(() => renderMarkdown('[x](javascript:alert(1))\n', 'a.md')).toThrow(
      'a.md: the link target "javascript:alert(1)" is not allowed.',
    );
    expect(() => renderMarkdown('![](/images/sun.jpg)\n', 'a.md')).toThrow(
      'a.md: the image "/images/sun.jpg" needs alt text',
    );
    expect(renderMarkdown('![A tube of sunscreen](/images/sun.jpg)\n')).toContain(
      '<img src="/images/sun.jpg" alt="A tube of sunscreen" loading="lazy" decoding="async">',
    );
  });

  it("says what the library says after an external link, in the post's language", () => {
    for (const locale of ['en', 'ur'] as const) {
      const catalog = JSON.parse(
        readFileSync(
          new URL(`../../../../packages/ui/src/i18n/messages/${locale}.json`, import.meta.url),
          'utf8',
        ),
      ) as Record<string, string>;
      expect(BODY_WORDS[locale].newTab).toBe(catalog['Link.newTab']);
    }
  });

  it('names an Urdu table in Urdu', () => {
    const html = renderMarkdown('| ریڈنگ | مطلب |\n| -- | -- |\n| 120/80 | نارمل |\n', 'ur/a.md', 'ur');
    expect(html).toContain('aria-label="جدول: ریڈنگ، مطلب"');
  });

  it('wraps tables in a named, focusable scroll region with logical alignment and header scopes', () => {
    const html = renderMarkdown('| Reading | Meaning |\n| :-- | --: |\n| 120/80 | Normal |\n');
    expect(html).toContain(
      '<div data-prose-table="" role="region" tabindex="0" aria-label="Table: Reading, Meaning">',
    );
    expect(html).toContain('<th scope="col" style="text-align: start">Reading</th>');
    expect(html).toContain('<td style="text-align: end">Normal</td>');
  });
});

describe('helpers', () => {
  it('checks calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-6-2')).toBe(false);
  });

  it('allows site paths, anchors, web, mail and phone links only', () => {
    expect(['/about', '#tips', 'https://a.pk', 'mailto:a@b.pk', 'tel:+92300'].every(isSafeHref)).toBe(true);
    expect(['javascript:x', '//evil.example', 'data:text/html,x', 'about'].some(isSafeHref)).toBe(false);
  });

  it('counts words without link targets or markup', () => {
    expect(countWords("**Don't** skip [sunscreen](https://example.com/a-b-c) in 2026.")).toBe(5);
    expect(headingId('!!!')).toBe('section');
    // Urdu words keep their marks, in the word count and in ids.
    expect(countWords('فوراً درجۂ حرارت')).toBe(3);
    expect(headingId('ڈاکٹر کو فوراً کب دکھائیں؟')).toBe('ڈاکٹر-کو-فوراً-کب-دکھائیں');
  });
});
