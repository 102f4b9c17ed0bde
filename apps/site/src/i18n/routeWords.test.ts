// Every page loads the namespaces of words it shows: for each page module, the namespaces its code and the code it
// imports (statically, or by a literal dynamic import: its deferred parts) use are the common ones or the page's
// own in PAGE_WORDS. A page that used another would show message keys.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routes } from '../app/routes';
import { COMMON_WORDS, PAGE_WORDS } from './namespaces';

const siteRoot = fileURLToPath(new URL('../..', import.meta.url));
const namespaces = new Set(
  readdirSync(join(siteRoot, 'src/i18n/messages/en')).map((file) => file.replace(/\.json$/, '')),
);

/** The file an import names, if it is one of the site's own (not a package, not the words themselves). */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = normalize(join(dirname(from), specifier));
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile())
      return candidate.includes('/i18n/') ? null : candidate;
  }
  return null;
}

const importPattern =
  /(?:import|export)\s+(?!type\b)[^;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const keyPattern = /['"]([A-Z][A-Za-z]+)\.[A-Za-z0-9_.]+['"]/g;

/** The namespaces the code of `file` and of everything it imports uses. */
function namespacesUsedBy(file: string): Set<string> {
  const seen = new Set<string>();
  const used = new Set<string>();
  const stack = [file];
  while (stack.length > 0) {
    const current = stack.pop() ?? '';
    if (seen.has(current)) continue;
    seen.add(current);
    const source = readFileSync(current, 'utf8');
    for (const match of source.matchAll(keyPattern)) {
      if (namespaces.has(match[1] ?? '')) used.add(match[1] ?? '');
    }
    for (const match of source.matchAll(importPattern)) {
      const next = resolve(current, match[1] ?? match[2] ?? '');
      if (next !== null) stack.push(next);
    }
  }
  return used;
}

describe("each page's words", () => {
  const common = new Set<string>(COMMON_WORDS);
  it.each(Object.keys(PAGE_WORDS))('%s loads every namespace it shows', (module) => {
    const own = new Set<string>(PAGE_WORDS[module]);
    const missing = [...namespacesUsedBy(join(siteRoot, module))].filter(
      (name) => !common.has(name) && !own.has(name),
    );
    expect(missing).toEqual([]);
  });

  it('are listed for every page module of every route', () => {
    const unlisted = routes
      .flatMap((route) => route.modules)
      .filter((module) => module.startsWith('src/pages/') && !(module in PAGE_WORDS));
    expect(unlisted).toEqual([]);
  });

  it('name only namespaces that exist', () => {
    const unknown = [...COMMON_WORDS, ...Object.values(PAGE_WORDS).flat()].filter(
      (name) => !namespaces.has(name),
    );
    expect(unknown).toEqual([]);
  });
});
