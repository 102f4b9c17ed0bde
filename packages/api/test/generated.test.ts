import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operationsFile, renderGenerated, schemaFile } from '../scripts/generate.mjs';

describe('generated files', () => {
  it('match openapi.yaml (run `npm run generate -w @aafiyat/api` after changing the document)', async () => {
    const { schema, operations } = await renderGenerated();
    expect(readFileSync(schemaFile, 'utf8')).toBe(schema);
    expect(readFileSync(operationsFile, 'utf8')).toBe(operations);
  });
});
