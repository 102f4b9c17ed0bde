// Compiles the library's catalogs (src/i18n/messages/<locale>.json: ICU messages by key) into Lingui's
// pre-parsed form (src/i18n/compiled/<locale>.ts), so a page carries Lingui's small interpreter and no parser.
// Run after editing a catalog:   npm run messages
// src/i18n/catalogs.test.ts fails when a compiled file is not what this script would write.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { compileMessages } from '../src/i18n/compileMessages';

const i18nFolder = fileURLToPath(new URL('../src/i18n/', import.meta.url));

/** The locales that have a catalog, from the files in src/i18n/messages. */
export function catalogLocales(): string[] {
  return readdirSync(`${i18nFolder}messages`)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/** A locale's catalog as written: each key's ICU message. */
export function readCatalog(locale: string): Record<string, string> {
  return JSON.parse(readFileSync(`${i18nFolder}messages/${locale}.json`, 'utf8')) as Record<string, string>;
}

/** Where a locale's compiled catalog lives. */
export function compiledPath(locale: string): string {
  return `${i18nFolder}compiled/${locale}.ts`;
}

/** The TypeScript module of one compiled catalog, formatted as the repository's Prettier would. */
export async function compiledModule(locale: string): Promise<string> {
  const source = [
    `// Written by \`npm run messages\` from ../messages/${locale}.json: edit that file, not this one.`,
    "import type { CompiledCatalog } from '../translator';",
    '',
    `export const messages: CompiledCatalog = ${JSON.stringify(compileMessages(readCatalog(locale)))};`,
    '',
  ].join('\n');
  const path = compiledPath(locale);
  return format(source, { ...(await resolveConfig(path)), filepath: path });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const locale of catalogLocales()) {
    writeFileSync(compiledPath(locale), await compiledModule(locale));
    console.log(`compiled src/i18n/messages/${locale}.json → src/i18n/compiled/${locale}.ts`);
  }
}
