// The checks every catalog set passes (the library's, the site's): every key in both languages, every key used,
// the same placeholders in both, every message valid ICU, and the compiled files what `npm run messages` writes.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import {
  catalogLocales,
  compiledFiles,
  keysModule,
  keysPath,
  readCatalog,
  type CatalogSet,
} from '../../scripts/compile-messages';
import { compileMessages } from '../i18n/compileMessages';
import { formattingLocale, locales } from '../i18n/locales';
import { createTranslator } from '../i18n/translator';

/** Counts a plural is checked with: both forms, exact matches, grouping. (A count of things is never negative.) */
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 101, 999, 1000, 1001, 12_345, 1_000_000];

/** Each placeholder of a message as `name:type` (`count:plural`, `name:`), nested ones included, sorted. */
export function placeholders(message: string): string[] {
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

/** The source files under `folder` that can show words: not tests, stories or the catalogs themselves. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory())
      return ['messages', 'compiled', '__snapshots__'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Declares the tests of one catalog set, whose keys the source files under `sourceFolder` use. */
export function describeCatalogs(name: string, set: CatalogSet, sourceFolder: string): void {
  describe(name, () => {
    const english = readCatalog('en', set);
    const urdu = readCatalog('ur', set);

    it('exist for every language, and only those', () => {
      expect(catalogLocales(set)).toEqual([...locales].sort());
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

    it('use every key somewhere in the source', () => {
      const source = sourceFiles(sourceFolder)
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      // A key is written in quotes: as an argument ('Account.login') or a JSX attribute (id="OtpCodeStep.sentTo").
      const unused = Object.keys(english).filter(
        (key) => !source.includes(`'${key}'`) && !source.includes(`"${key}"`),
      );
      expect(unused).toEqual([]);
    });

    it.each(locales)('say every counted word as Lingui would with Intl, without it (%s)', (locale) => {
      const catalog = locale === 'en' ? english : urdu;
      const counted = Object.entries(catalog).filter(([, message]) => /,\s*plural\s*,/.test(message));
      expect(counted.length).toBeGreaterThan(0);
      for (const [key, message] of counted) {
        const ours = createTranslator(locale, compileMessages({ [key]: message }) as Record<string, never>);
        const lingui = setupI18n({
          locale,
          locales: [formattingLocale(locale)],
          messages: { [locale]: { [key]: compileMessageOrThrow(message) } },
        });
        for (const count of COUNTS) {
          const values = Object.fromEntries(
            placeholders(message).map((placeholder) => {
              const [name = '', type] = placeholder.split(':');
              return [name, type === 'plural' ? count : `‹${name}›`];
            }),
          );
          expect(ours(key as never, values), `${key} (${count})`).toBe(lingui._(key, values));
        }
      }
    });

    it.each(locales)('are compiled as `npm run messages` writes them (%s)', async (locale) => {
      for (const { path, module } of await compiledFiles(locale, set)) {
        expect(readFileSync(path, 'utf8'), path).toBe(module);
      }
    });

    if (set.keysType) {
      it('type their keys as `npm run messages` writes them', async () => {
        expect(readFileSync(keysPath(set), 'utf8')).toBe(await keysModule(set));
      });
    }
  });
}
