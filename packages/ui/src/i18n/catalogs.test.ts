// The library's catalogs are complete and in step: every key in both languages, every key used, the same
// placeholders in both, every message valid ICU, and the compiled files what `npm run messages` would write.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { catalogLocales, compiledModule, compiledPath, readCatalog } from '../../scripts/compile-messages';
import { locales } from './locales';

const english = readCatalog('en');
const urdu = readCatalog('ur');

/** Each placeholder of a message as `name:type` (`count:plural`, `name:`), nested ones included, sorted. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: ReturnType<typeof compileMessageOrThrow>) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, type, format] = token;
      found.add(`${name}:${type ?? ''}`);
      if (format && typeof format === 'object')
        for (const [choice, branch] of Object.entries(format))
          if (choice !== 'offset' && Array.isArray(branch))
            walk(branch as ReturnType<typeof compileMessageOrThrow>);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...found].sort();
}

/** The library's source files that can show words: components, primitives, forms, not tests or stories. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory())
      return ['messages', 'compiled', '__snapshots__'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the library's catalogs", () => {
  it('exist for every language the library speaks, and only those', () => {
    expect(catalogLocales()).toEqual([...locales].sort());
  });

  it('have the same keys in English and Urdu', () => {
    const missingInUrdu = Object.keys(english).filter((key) => !(key in urdu));
    const onlyInUrdu = Object.keys(urdu).filter((key) => !(key in english));
    expect({ missingInUrdu, onlyInUrdu }).toEqual({ missingInUrdu: [], onlyInUrdu: [] });
  });

  it('have words for every key', () => {
    for (const catalog of [english, urdu])
      expect(Object.entries(catalog).filter(([, message]) => message.trim() === '')).toEqual([]);
  });

  it('give each message the same placeholders in both languages', () => {
    const differing = Object.keys(english).flatMap((key) => {
      const inEnglish = placeholders(english[key] ?? '');
      const inUrdu = placeholders(urdu[key] ?? '');
      return JSON.stringify(inEnglish) === JSON.stringify(inUrdu) ? [] : [{ key, inEnglish, inUrdu }];
    });
    expect(differing).toEqual([]);
  });

  it('use every key somewhere in the library', () => {
    const source = sourceFiles(fileURLToPath(new URL('..', import.meta.url)))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // A key is written in quotes: as an argument ('Account.login') or a JSX attribute (id="OtpCodeStep.sentTo").
    const unused = Object.keys(english).filter(
      (key) => !source.includes(`'${key}'`) && !source.includes(`"${key}"`),
    );
    expect(unused).toEqual([]);
  });

  it.each(locales)('are compiled as `npm run messages` writes them (%s)', async (locale) => {
    expect(readFileSync(compiledPath(locale), 'utf8')).toBe(await compiledModule(locale));
  });
});

describe('the placeholders check', () => {
  it('reads plain, nested and plural placeholders', () => {
    expect(placeholders('{count, plural, one {# doctor in {city}} other {# doctors}} for {name}')).toEqual([
      'city:',
      'count:plural',
      'name:',
    ]);
  });

  it('tells a renamed placeholder apart', () => {
    expect(placeholders('Hello {name}')).not.toEqual(placeholders('سلام {naam}'));
  });
});
