import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

function build(options: { coerceTypes: boolean | 'array' }) {
  const ajv = new Ajv2020({
    // Unknown properties are rejected, never silently stripped (the contract closes every object).
    removeAdditional: false,
    useDefaults: true,
    coerceTypes: options.coerceTypes,
    allErrors: true,
    strict: false,
  });
  addFormats(ajv);
  // The contract's own annotations.
  ajv.addKeyword('x-roles');
  return ajv;
}

/**
 * Validators from the contract's schemas (JSON Schema 2020-12, as OpenAPI 3.1 uses). Query strings, paths and
 * headers arrive as text, so they are coerced to the declared types; bodies are not, so a string where a number
 * belongs is a 400, not a silent conversion.
 */
export function contractValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const strict = build({ coerceTypes: false });
  const coercing = build({ coerceTypes: 'array' });
  return ({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema as object);
}
