// Build time only: turns the Markdown posts in content/blogs into metadata and HTML. Imported by
// scripts/blogs-plugin.ts and by tests, never by the app, so `marked` stays out of the browser bundle.
import type { Locale } from '@aafiyat/domain';
import { Marked, type Renderer, type Tokens } from 'marked';
import { blogCategories, isBlogCategorySlug } from './categories';
import { blogTranslationLocales } from './languages';
import type { BlogPostSummary, BlogPostText, BlogTranslationLocale } from './types';

/** A post's source: its file name (for error messages) and its text. */
export interface BlogSource {
  file: string;
  text: string;
}

/** A compiled translation of a post: its words and its rendered HTML. */
export interface CompiledTranslation extends BlogPostText {
  html: string;
  /** Words in the body, for the content checks. */
  words: number;
}

/** A compiled post: its metadata and its rendered HTML, and those of its translations. */
export interface CompiledPost extends BlogPostSummary {
  html: string;
  /** Words in the body, for the content checks. */
  words: number;
  translations: Partial<Record<BlogTranslationLocale, CompiledTranslation>>;
}

/** A mistake in a post, naming the file (and the front-matter key, where there is one). */
export class BlogContentError extends Error {
  override name = 'BlogContentError';
}

const requiredKeys = ['title', 'slug', 'category', 'date', 'author', 'description'] as const;
const optionalKeys = ['readingMinutes'] as const;
type FrontMatterKey = (typeof requiredKeys)[number] | (typeof optionalKeys)[number];
const knownKeys: readonly string[] = [...requiredKeys, ...optionalKeys];

/** The most a description may hold: what search engines show of a meta description. */
export const DESCRIPTION_MAX_LENGTH = 160;
/** Reading speed for the computed reading time. */
export const WORDS_PER_MINUTE = 200;
/** A slug: lower-case words joined by single hyphens. `category` is taken by the category pages' path. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const reservedSlugs = new Set(['category']);

function isFrontMatterKey(key: string): key is FrontMatterKey {
  return knownKeys.includes(key);
}

/** A value may be quoted (Prettier quotes values that YAML would misread); the quotes are not part of it. */
function unquote(value: string): string {
  const first = value[0];
  if ((first === "'" || first === '"') && value.length >= 2 && value.endsWith(first)) {
    const inner = value.slice(1, -1);
    return first === "'" ? inner.replace(/''/g, "'") : inner.replace(/\\"/g, '"');
  }
  return value;
}

/**
 * Splits a post into its front matter (simple `key: value` lines between `---` lines) and its Markdown body.
 * Strict on purpose: an unknown, repeated, empty or missing key is an error naming the file and the key.
 */
export function parseFrontMatter(source: BlogSource): {
  fields: Partial<Record<FrontMatterKey, string>>;
  body: string;
} {
  const lines = source.text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== '---') {
    throw new BlogContentError(`${source.file}: the file must start with a '---' front matter line.`);
  }
  const end = lines.indexOf('---', 1);
  if (end === -1) throw new BlogContentError(`${source.file}: the front matter has no closing '---' line.`);
  const fields: Partial<Record<FrontMatterKey, string>> = {};
  lines.slice(1, end).forEach((line, index) => {
    if (line.trim() === '') return;
    const match = /^([A-Za-z]+):\s*(.*)$/.exec(line);
    const lineNumber = index + 2;
    if (!match) {
      throw new BlogContentError(
        `${source.file}:${lineNumber}: expected a 'key: value' line, got "${line}".`,
      );
    }
    const [, key = '', rawValue = ''] = match;
    if (!isFrontMatterKey(key)) {
      throw new BlogContentError(
        `${source.file}:${lineNumber}: unknown front matter key "${key}" (known: ${knownKeys.join(', ')}).`,
      );
    }
    if (fields[key] !== undefined) {
      throw new BlogContentError(`${source.file}:${lineNumber}: front matter key "${key}" appears twice.`);
    }
    const value = unquote(rawValue.trim()).trim();
    if (value === '') throw new BlogContentError(`${source.file}: front matter key "${key}" is empty.`);
    fields[key] = value;
  });
  return { fields, body: lines.slice(end + 1).join('\n') };
}

/** Whether `value` is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Words in a Markdown body, leaving out link targets and syntax. */
export function countWords(markdown: string): number {
  const text = markdown.replace(/\]\([^)]*\)/g, ']').replace(/<[^>]*>/g, ' ');
  // Marks (Urdu's zer, tanween, hamza above) belong to the word they sit on.
  return text.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.-]*/gu)?.length ?? 0;
}

/** A heading's id: its words, lower-case, joined by hyphens (letters of any script kept). */
export function headingId(text: string): string {
  const id = text
    .toLowerCase()
    .replace(/&[a-z]+;|&#\d+;/g, '')
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-');
  return id === '' ? 'section' : id;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Addresses a post may link to: the site's own paths, anchors, and web, mail and phone links. */
export function isSafeHref(href: string): boolean {
  return /^(?:\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i.test(href);
}

/**
 * The words a rendered body adds, in the post's language: read after an external link's text (the ui catalog's
 * `Link.newTab`, as the library's links say it), and a table's name from its column headings.
 */
export const BODY_WORDS: Readonly<
  Record<Locale, { newTab: string; table: (columns: readonly string[]) => string }>
> = {
  en: { newTab: '(opens in a new tab)', table: (columns) => `Table: ${columns.join(', ')}` },
  ur: { newTab: '(نئے ٹیب میں کھلتا ہے)', table: (columns) => `جدول: ${columns.join('، ')}` },
};

/** Read after an external link's text in an English post. */
export const NEW_TAB_NOTE = BODY_WORDS.en.newTab;

/**
 * Renders a post's Markdown body, written in `locale`, to HTML. Raw HTML is shown as text, never passed through;
 * headings (h2 and below: the page's title is the h1) get ids; links to other sites open in a new tab without
 * opener access and say so to screen readers; unsafe link targets and images without alt text are errors.
 */
export function renderMarkdown(markdown: string, file = 'markdown', locale: Locale = 'en'): string {
  const words = BODY_WORDS[locale];
  const usedIds = new Map<string, number>();
  const fail = (message: string): never => {
    throw new BlogContentError(`${file}: ${message}`);
  };
  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      heading(this: Renderer, { tokens, depth, text }: Tokens.Heading) {
        if (depth === 1) fail(`"# ${text}": the post's title is the page's only h1; start sections at "##".`);
        const base = headingId(this.parser.parseInline(tokens, this.parser.textRenderer));
        const seen = usedIds.get(base) ?? 0;
        usedIds.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${String(seen + 1)}`;
        return `<h${String(depth)} id="${id}">${this.parser.parseInline(tokens)}</h${String(depth)}>\n`;
      },
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
      link(this: Renderer, { href, title, tokens }: Tokens.Link) {
        const content = this.parser.parseInline(tokens);
        if (!isSafeHref(href)) fail(`the link target "${href}" is not allowed.`);
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
        if (/^https?:\/\//i.test(href)) {
          return `<a href="${escapeHtml(href)}"${titleAttribute} target="_blank" rel="noopener noreferrer">${content}<span data-prose-hidden=""> ${words.newTab}</span></a>`;
        }
        return `<a href="${escapeHtml(href)}"${titleAttribute}>${content}</a>`;
      },
      image({ href, title, text }: Tokens.Image) {
        if (!isSafeHref(href)) fail(`the image address "${href}" is not allowed.`);
        if (text.trim() === '') fail(`the image "${href}" needs alt text: ![what it shows](${href}).`);
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
        return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titleAttribute} loading="lazy" decoding="async">`;
      },
      table(this: Renderer, token: Tokens.Table) {
        // A wide table scrolls inside its own focusable region, so keyboard users can scroll it too.
        const row = (cells: Tokens.TableCell[]) =>
          `<tr>\n${cells.map((cell) => this.tablecell(cell)).join('')}</tr>\n`;
        const head = `<thead>\n${row(token.header)}</thead>\n`;
        const rows = token.rows.length > 0 ? `<tbody>\n${token.rows.map(row).join('')}</tbody>\n` : '';
        const name = words.table(token.header.map((cell) => cell.text));
        return `<div data-prose-table="" role="region" tabindex="0" aria-label="${escapeHtml(name)}">\n<table>\n${head}${rows}</table>\n</div>\n`;
      },
      tablecell(this: Renderer, { tokens, header, align }: Tokens.TableCell) {
        // Logical alignment, so the table reads correctly right to left.
        const logical = { left: 'start', right: 'end', center: 'center' } as const;
        const style = align ? ` style="text-align: ${logical[align]}"` : '';
        const tag = header ? 'th' : 'td';
        const scope = header ? ' scope="col"' : '';
        return `<${tag}${scope}${style}>${this.parser.parseInline(tokens)}</${tag}>\n`;
      },
    },
  });
  return marked.parse(markdown, { async: false });
}

function required(source: BlogSource, fields: Partial<Record<FrontMatterKey, string>>, key: FrontMatterKey) {
  const value = fields[key];
  if (value === undefined)
    throw new BlogContentError(`${source.file}: front matter key "${key}" is missing.`);
  return value;
}

/** Parses, checks and renders one post, written in `locale` (a translation's front matter is the same). */
export function compilePost(source: BlogSource, locale: Locale = 'en'): CompiledPost {
  const { fields, body } = parseFrontMatter(source);
  const [title, slug, category, date, author, description] = requiredKeys.map((key) =>
    required(source, fields, key),
  ) as [string, string, string, string, string, string];
  const bad = (key: FrontMatterKey, why: string): never => {
    throw new BlogContentError(`${source.file}: front matter key "${key}" ${why}`);
  };
  if (!slugPattern.test(slug) || reservedSlugs.has(slug)) {
    bad('slug', `must be lower-case words joined by hyphens (and not "category"), got "${slug}".`);
  }
  // One name for a post everywhere: its file is <slug>.md, so the URL tells you which file to open.
  if (source.file.endsWith('.md') && source.file.replace(/^.*\//, '') !== `${slug}.md`) {
    bad('slug', `must match the file name: "${slug}" lives in ${source.file}, expected ${slug}.md.`);
  }
  if (!isBlogCategorySlug(category)) {
    bad(
      'category',
      `must be one of ${blogCategories.map((entry) => entry.slug).join(', ')}, got "${category}".`,
    );
  }
  if (!isIsoDate(date)) bad('date', `must be a real date written YYYY-MM-DD, got "${date}".`);
  if (description.length > DESCRIPTION_MAX_LENGTH) {
    bad('description', `must be at most ${DESCRIPTION_MAX_LENGTH} characters, has ${description.length}.`);
  }
  if (fields.readingMinutes !== undefined && !/^[1-9]\d*$/.test(fields.readingMinutes)) {
    bad('readingMinutes', `must be a whole number of minutes, got "${fields.readingMinutes}".`);
  }
  if (body.trim() === '') throw new BlogContentError(`${source.file}: the post has no body.`);
  const words = countWords(body);
  const readingMinutes =
    fields.readingMinutes === undefined
      ? Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
      : Number(fields.readingMinutes);
  return {
    slug,
    title,
    category: category as CompiledPost['category'],
    date,
    author,
    description,
    readingMinutes,
    html: renderMarkdown(body, source.file, locale),
    words,
    translations: {},
  };
}

/**
 * Compiles every post and its translations, refuses two posts with one slug, and sorts newest first (then by
 * title). A translation has the same slug (and file name) as its English post, in a folder of its language,
 * and the same category and date: it is the same post in another language.
 */
export function compilePosts(
  sources: readonly BlogSource[],
  translations: Partial<Record<BlogTranslationLocale, readonly BlogSource[]>> = {},
): CompiledPost[] {
  const posts = sources.map((source) => compilePost(source));
  const files = new Map<string, string>();
  posts.forEach((post, index) => {
    const file = sources[index]?.file ?? '';
    const other = files.get(post.slug);
    if (other !== undefined) {
      throw new BlogContentError(`${file}: slug "${post.slug}" is already used by ${other}.`);
    }
    files.set(post.slug, file);
  });
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  for (const locale of blogTranslationLocales) {
    for (const source of translations[locale] ?? []) {
      const { slug, title, author, description, readingMinutes, html, words, ...rest } = compilePost(
        source,
        locale,
      );
      const original = bySlug.get(slug);
      if (!original) {
        throw new BlogContentError(
          `${source.file}: translates "${slug}", but there is no English post ${slug}.md to translate.`,
        );
      }
      for (const key of ['category', 'date'] as const) {
        if (rest[key] !== original[key]) {
          throw new BlogContentError(
            `${source.file}: front matter key "${key}" must be the English post's "${original[key]}", got "${rest[key]}".`,
          );
        }
      }
      if (original.translations[locale]) {
        throw new BlogContentError(`${source.file}: "${slug}" is translated into ${locale} twice.`);
      }
      original.translations[locale] = { title, author, description, readingMinutes, html, words };
    }
  }
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}
