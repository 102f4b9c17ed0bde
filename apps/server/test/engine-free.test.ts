import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGINE_FREE_FILES } from '../vitest.config';

/** What opens the suite's database: the helpers that make a test server or fixtures, or the client itself. */
const OPENS_A_DATABASE =
  /from '\.\/(harness|security-support|auth-support|call-support|care-support|postgres)'|openDatabase\(|TEST_DATABASE_URL|new PGlite\(/;

describe('the files the PostgreSQL pass leaves out', () => {
  it.each(ENGINE_FREE_FILES)('%s opens no database of the suite', (file) => {
    const source = readFileSync(new URL(file, import.meta.url), 'utf8');
    expect(OPENS_A_DATABASE.exec(source)?.[0]).toBeUndefined();
  });

  it('the check sees a file that does', () => {
    const source = readFileSync(new URL('catalogue-labs.test.ts', import.meta.url), 'utf8');
    expect(OPENS_A_DATABASE.test(source)).toBe(true);
  });
});
