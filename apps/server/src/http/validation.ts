import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validationFailure, type AjvIssue } from './errors';

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

type BodyValidator = ((data: unknown) => unknown) & { errors?: readonly AjvIssue[] | null };

/**
 * Checks `value` with the route's own compiled validator of its `application/json` body, for fields that arrive
 * another way (the form fields of a multipart body), so they meet exactly the rules a JSON body meets; throws
 * the same 400 `validation_failed` (with `fields` paths such as `body/email`). A route whose body has several
 * media types keeps one validator per type (Fastify's content map); one with only JSON keeps a function.
 */
export function validateAsJsonBody(request: FastifyRequest, value: unknown): void {
  const compiled = request.getValidationFunction('body') as unknown;
  const validate =
    typeof compiled === 'function'
      ? (compiled as BodyValidator)
      : (compiled as Record<string, BodyValidator | undefined> | undefined)?.['application/json'];
  if (!validate) throw new Error(`${request.routeOptions.url ?? 'this route'} has no JSON body schema`);
  if (validate(value) !== true) {
    throw validationFailure(validate.errors ?? [], 'body', request.routeOptions.url ?? '');
  }
}
