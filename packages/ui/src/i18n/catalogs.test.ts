// The library's catalogs are complete and in step (see ../test-support/catalogChecks.ts).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { uiCatalogs } from '../../scripts/compile-messages';
import { describeCatalogs, placeholders } from '../test-support/catalogChecks';

describeCatalogs("the library's catalogs", uiCatalogs, fileURLToPath(new URL('..', import.meta.url)));

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
