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

/** The two Ajv instances, made on first use and shared by every app of the process. */
let compilers: { strict: Ajv2020; coercing: Ajv2020 } | undefined;
/**
 * Compiled validators by the schema they check (and whether it is a body's), so that a second app built in the same
 * process (the server tests build one per test file) compiles none of them again: that was about 0.2 s of the
 * 0.5 s an app took to become ready. Schemas are compared by their JSON, since every build reads the contract anew.
 */
const compiled = new Map<string, ReturnType<FastifySchemaCompiler<unknown>>>();

/**
 * Validators from the contract's schemas (JSON Schema 2020-12, as OpenAPI 3.1 uses). Query strings, paths and
 * headers arrive as text, so they are coerced to the declared types; bodies are not, so a string where a number
 * belongs is a 400, not a silent conversion.
 */
export function contractValidatorCompiler(): FastifySchemaCompiler<unknown> {
  compilers ??= { strict: build({ coerceTypes: false }), coercing: build({ coerceTypes: 'array' }) };
  const { strict, coercing } = compilers;
  return ({ schema, httpPart }) => {
    const body = httpPart === 'body';
    const key = `${body ? 'body' : 'text'} ${JSON.stringify(schema)}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = refusingNul((body ? strict : coercing).compile(schema as object));
      compiled.set(key, validate);
    }
    return validate;
  };
}

type BodyValidator = ((data: unknown) => unknown) & { errors?: readonly AjvIssue[] | null };

/** A place in a value being walked: the key that led there and the place it is in. */
interface Place {
  key: string;
  parent: Place | null;
}

function pointerOf(place: Place | null): string {
  const keys: string[] = [];
  for (let at = place; at !== null; at = at.parent)
    keys.push(at.key.replace(/~/g, '~0').replace(/\//g, '~1'));
  return keys
    .reverse()
    .map((key) => `/${key}`)
    .join('');
}

/**
 * The JSON pointer of a string (or key) holding a NUL character in `value`, or null. It walks with its own
 * stack and builds the pointer only when it finds one: a small body can nest arrays thousands deep.
 */
export function nulCharacterPath(value: unknown): string | null {
  const pending: [unknown, Place | null][] = [[value, null]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, place] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return pointerOf(place);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        const at = { key, parent: place };
        if (key.includes('\u0000')) return pointerOf(at);
        pending.push([child, at]);
      }
    }
  }
  return null;
}

/**
 * A validator that first refuses any string containing a NUL character (JSON's `\u0000`, a query's `%00`):
 * PostgreSQL's text cannot hold one, so it would fail the query with a 500. Every other check is the contract's.
 */
function refusingNul(validate: ReturnType<Ajv2020['compile']>): ReturnType<FastifySchemaCompiler<unknown>> {
  const checked: ReturnType<FastifySchemaCompiler<unknown>> = (data: unknown) => {
    const at = nulCharacterPath(data);
    if (at !== null) {
      const message = 'must not contain a NUL character';
      checked.errors = [{ keyword: 'nul', instancePath: at, schemaPath: '#', params: {}, message }];
      return false;
    }
    // The contract has no `$async` schemas, so a validator answers a boolean.
    const valid = validate(data) === true;
    checked.errors = validate.errors ?? null;
    return valid;
  };
  return checked;
}

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
