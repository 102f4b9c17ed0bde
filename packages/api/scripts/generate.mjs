// Writes the TypeScript generated from openapi.yaml: the openapi-typescript types and the operation table.
// `npm run generate -w @aafiyat/api` runs it; the test suite calls renderGenerated() and fails when the
// committed files differ, so the types can never drift from the document.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { COMMENT_HEADER, astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const documentUrl = new URL('../openapi.yaml', import.meta.url);
export const schemaFile = fileURLToPath(new URL('../src/generated/schema.ts', import.meta.url));
export const operationsFile = fileURLToPath(new URL('../src/generated/operations.ts', import.meta.url));

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** @returns {Promise<{ schema: string, operations: string }>} */
export async function renderGenerated() {
  const ast = await openapiTS(documentUrl, { alphabetize: false });
  const schema = COMMENT_HEADER + astToString(ast);
  return { schema, operations: renderOperations(readFileSync(documentUrl, 'utf8')) };
}

/**
 * The operation table: every operationId with its method, path, whether it needs a session and which roles.
 * @param {string} source
 */
function renderOperations(source) {
  /** @type {unknown} */
  const parsed = parse(source);
  const document = /** @type {{ paths: Record<string, Record<string, unknown>> }} */ (parsed);
  /** @param {Body | undefined} value */
  const resolve = (value) => {
    let current = value;
    while (current && typeof current.$ref === 'string') {
      /** @type {unknown} */
      let target = document;
      for (const key of current.$ref.replace(/^#\//, '').split('/')) {
        target = /** @type {Record<string, unknown>} */ (target)[key];
      }
      current = /** @type {Body} */ (target);
    }
    return current;
  };
  const lines = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = /** @type {Operation | undefined} */ (item[method]);
      if (!operation) continue;
      const session = Array.isArray(operation.security) && operation.security.length > 0;
      const roles = (operation['x-roles'] ?? []).map((role) => `'${role}'`).join(', ');
      lines.push(
        `  ${operation.operationId}: { method: '${method}', path: '${path}', session: ${String(session)}, roles: [${roles}], ` +
          `request: '${requestKind(operation, resolve)}', response: '${responseKind(operation, resolve)}' },`,
      );
    }
  }
  return [
    '// Generated from openapi.yaml by scripts/generate.mjs (npm run generate -w @aafiyat/api). Do not edit.',
    '',
    '/**',
    ' * Every operation of the contract: method, path, whether it needs a session, the roles it allows, how its',
    " * request body is sent ('json', 'multipart', 'form' or 'none') and how its success body is read ('json',",
    " * 'binary' or 'none').",
    ' */',
    'export const operations = {',
    ...lines,
    '} as const;',
    '',
  ].join('\n');
}

/**
 * @typedef {{ $ref?: string, content?: Record<string, unknown> }} Body
 * @typedef {(value: Body | undefined) => Body | undefined} Resolve
 * @typedef {{ operationId: string, security?: unknown[], 'x-roles'?: string[], requestBody?: Body,
 *   responses: Record<string, Body> }} Operation
 */

/**
 * @param {Operation} operation
 * @param {Resolve} resolve
 */
function requestKind(operation, resolve) {
  const types = Object.keys(resolve(operation.requestBody)?.content ?? {});
  if (types.length === 0) return 'none';
  if (types.includes('application/json')) return 'json';
  if (types.includes('multipart/form-data')) return 'multipart';
  if (types.includes('application/x-www-form-urlencoded')) return 'form';
  throw new Error(`${operation.operationId}: unsupported request content ${types.join(', ')}`);
}

/**
 * @param {Operation} operation
 * @param {Resolve} resolve
 */
function responseKind(operation, resolve) {
  const success = Object.entries(operation.responses).filter(([status]) => /^2/.test(status));
  const types = success.flatMap(([, response]) => Object.keys(resolve(response)?.content ?? {}));
  if (types.length === 0) return 'none';
  if (types.includes('application/json')) return 'json';
  return 'binary';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { schema, operations } = await renderGenerated();
  writeFileSync(schemaFile, schema);
  writeFileSync(operationsFile, operations);
  process.stdout.write(`wrote ${schemaFile}\nwrote ${operationsFile}\n`);
}
