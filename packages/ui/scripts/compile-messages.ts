// Compiles ICU catalogs into Lingui's pre-parsed form, so a page carries Lingui's small interpreter and no parser:
// the library's (src/i18n/messages/<locale>.json → src/i18n/compiled/<locale>.ts) and the site's
// (apps/site/src/i18n/messages/<locale>/<Namespace>.json → apps/site/src/i18n/compiled/<locale>.ts, with the
// type of its keys in compiled/keys.ts).
// Run after editing a catalog:   npm run messages
// Each set's catalogs test fails when a compiled file is not what this script would write.
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { compileMessages } from '../src/i18n/compileMessages';

/** One package's catalogs: where they are written, where they are compiled to, and how the compiled file is typed. */
export interface CatalogSet {
  /** The folder of the source catalogs: `<locale>.json` files, or `<locale>/` folders of `<Namespace>.json`. */
  messages: string;
  /** The folder the compiled modules are written to. */
  compiled: string;
  /** The import of `CompiledCatalog` the compiled module starts with. */
  typeImport: string;
  /** Whether to also write `keys.ts`, the union type of the English catalog's keys. */
  keysType: boolean;
}

const folder = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The component library's catalogs. */
export const uiCatalogs: CatalogSet = {
  messages: folder('../src/i18n/messages/'),
  compiled: folder('../src/i18n/compiled/'),
  typeImport: "import type { CompiledCatalog } from '../translator';",
  keysType: false,
};

/** The site's catalogs, one file per namespace. */
export const siteCatalogs: CatalogSet = {
  messages: folder('../../../apps/site/src/i18n/messages/'),
  compiled: folder('../../../apps/site/src/i18n/compiled/'),
  typeImport: "import type { CompiledCatalog } from '@aafiyat/ui';",
  keysType: true,
};

/** The locales that have a catalog in a set: its `<locale>.json` files or `<locale>/` folders. */
export function catalogLocales(set: CatalogSet = uiCatalogs): string[] {
  return readdirSync(set.messages)
    .filter((name) => name.endsWith('.json') || statSync(`${set.messages}${name}`).isDirectory())
    .map((name) => name.replace(/\.json$/, ''))
    .sort();
}

/** The files a locale's catalog is written in, by namespace (`""` for a single file). */
export function catalogFiles(locale: string, set: CatalogSet = uiCatalogs): Record<string, string> {
  const single = `${set.messages}${locale}.json`;
  try {
    if (statSync(single).isFile()) return { '': single };
  } catch {
    // A folder of namespaces instead.
  }
  const files = readdirSync(`${set.messages}${locale}`)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return Object.fromEntries(
    files.map((name) => [name.slice(0, -'.json'.length), `${set.messages}${locale}/${name}`]),
  );
}

/** A locale's catalog as written: each key's ICU message (all its namespaces together). */
export function readCatalog(locale: string, set: CatalogSet = uiCatalogs): Record<string, string> {
  return Object.assign(
    {},
    ...Object.values(catalogFiles(locale, set)).map(
      (file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>,
    ),
  ) as Record<string, string>;
}

/** Where a locale's compiled catalog lives (a set written in namespaces: one file per namespace, see below). */
export function compiledPath(locale: string, set: CatalogSet = uiCatalogs): string {
  return `${set.compiled}${locale}.ts`;
}

/**
 * Every compiled file of a locale and what it must hold: the library's one catalog, or, for a set written in
 * namespaces, one module per namespace (`compiled/<locale>/<Namespace>.ts`), so a page loads only its own.
 */
export async function compiledFiles(
  locale: string,
  set: CatalogSet = uiCatalogs,
): Promise<{ path: string; module: string }[]> {
  const files = catalogFiles(locale, set);
  if (Object.keys(files)[0] === '')
    return [{ path: compiledPath(locale, set), module: await compiledModule(locale, set) }];
  return Promise.all(
    Object.entries(files).map(async ([namespace, file]) => {
      const path = `${set.compiled}${locale}/${namespace}.ts`;
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const source = [
        `// Written by \`npm run messages\` from ${relative(`${set.compiled}${locale}`, file)}: edit that, not this.`,
        set.typeImport.replace("'../", "'../../"),
        '',
        `export const messages: CompiledCatalog = ${JSON.stringify(compileMessages(messages))};`,
        '',
      ].join('\n');
      return { path, module: await formatted(source, path) };
    }),
  );
}

async function formatted(source: string, path: string): Promise<string> {
  return format(source, { ...(await resolveConfig(path)), filepath: path });
}

/** The TypeScript module of one compiled catalog, formatted as the repository's Prettier would. */
export async function compiledModule(locale: string, set: CatalogSet = uiCatalogs): Promise<string> {
  const from = relative(
    set.compiled,
    `${set.messages}${Object.keys(catalogFiles(locale, set))[0] === '' ? `${locale}.json` : locale}`,
  );
  const source = [
    `// Written by \`npm run messages\` from ${from}: edit that, not this.`,
    set.typeImport,
    '',
    `export const messages: CompiledCatalog = ${JSON.stringify(compileMessages(readCatalog(locale, set)))};`,
    '',
  ].join('\n');
  return formatted(source, compiledPath(locale, set));
}

/** Where a set's key type lives. */
export function keysPath(set: CatalogSet): string {
  return `${set.compiled}keys.ts`;
}

/** The module that types a set's keys: every key of the English catalog. */
export async function keysModule(set: CatalogSet): Promise<string> {
  const keys = Object.keys(readCatalog('en', set)).sort();
  const source = [
    '// Written by `npm run messages` from the English catalog: every message key of the site.',
    `export type SiteMessageKey = ${keys.map((key) => JSON.stringify(key)).join(' | ')};`,
    '',
  ].join('\n');
  return formatted(source, keysPath(set));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const set of [uiCatalogs, siteCatalogs]) {
    for (const locale of catalogLocales(set)) {
      for (const { path, module } of await compiledFiles(locale, set)) {
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, module);
      }
      console.log(`compiled ${relative(process.cwd(), set.messages)} (${locale})`);
    }
    if (set.keysType) writeFileSync(keysPath(set), await keysModule(set));
  }
}
