// The site's catalogs are complete and in step, as the library's are (every key in both languages and used, the
// same placeholders, valid ICU, compiled files and key type fresh), and each namespace file holds only its keys.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogFiles, siteCatalogs } from '../../../../packages/ui/scripts/compile-messages';
import { describeCatalogs } from '../../../../packages/ui/src/test-support/catalogChecks';

describeCatalogs("the site's catalogs", siteCatalogs, fileURLToPath(new URL('..', import.meta.url)));

describe("the site's catalog files", () => {
  it.each(['en', 'ur'])('keep each key in the file of its namespace (%s)', (locale) => {
    const misplaced = Object.entries(catalogFiles(locale, siteCatalogs)).flatMap(([namespace, file]) =>
      Object.keys(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
        .filter((key) => !key.startsWith(`${namespace}.`))
        .map((key) => `${namespace}: ${key}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('have the same namespaces in both languages', () => {
    expect(Object.keys(catalogFiles('ur', siteCatalogs))).toEqual(
      Object.keys(catalogFiles('en', siteCatalogs)),
    );
  });
});
