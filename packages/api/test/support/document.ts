// Reads the contract for tests: the parsed document, `$ref` resolution and a sample input per operation
// built from the document's own examples, so tests never hand-copy request shapes.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { operations } from '../../src/generated/operations';
import type { OperationId } from '../../src/types';

export const documentPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

interface Reference {
  $ref?: string;
}
export interface ParameterObject extends Reference {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
  examples?: Record<string, { value: unknown }>;
}
export interface SchemaObject extends Reference {
  examples?: unknown[];
  [key: string]: unknown;
}
interface MediaObject {
  schema?: SchemaObject;
}
export interface OperationObject {
  operationId: string;
  tags?: string[];
  parameters?: ParameterObject[];
  requestBody?: Reference & { content?: Record<string, MediaObject> };
  responses: Record<string, Reference & { content?: Record<string, MediaObject> }>;
  security?: unknown[];
  'x-roles'?: string[];
}
type PathItem = Record<string, OperationObject> & { parameters?: ParameterObject[] };
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, PathItem>;
  components: Record<string, Record<string, unknown>>;
}

export const document = parse(readFileSync(documentPath, 'utf8')) as OpenApiDocument;

/** Follows `$ref`s inside the document until a concrete object is reached. */
export function resolve<T extends Reference>(value: T): T {
  let current: Reference = value;
  while (typeof current.$ref === 'string') {
    let target: unknown = document;
    for (const key of current.$ref.replace(/^#\//, '').split('/')) {
      target = (target as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    current = target as Reference;
  }
  return current as T;
}

/** The document's operation object for an operationId, with the path item's shared parameters merged in. */
export function operationObject(id: OperationId): OperationObject {
  const { method, path } = operations[id];
  const item = document.paths[path];
  const operation = item?.[method];
  if (!item || !operation) throw new Error(`${id} is not in the document`);
  return { ...operation, parameters: [...(item.parameters ?? []), ...(operation.parameters ?? [])] };
}

function exampleOf(schema: SchemaObject | undefined): unknown {
  if (!schema) return undefined;
  const resolved = resolve(schema);
  return resolved.examples?.[0];
}

function parameterExample(parameter: ParameterObject): unknown {
  const named = parameter.examples ? Object.values(parameter.examples)[0]?.value : undefined;
  return named ?? exampleOf(parameter.schema);
}

/** A valid input for the operation, from the document's examples; multipart bodies get a small text file. */
export function sampleInput(id: OperationId): {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
} {
  const operation = operationObject(id);
  const input: { path?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } = {};
  for (const raw of operation.parameters ?? []) {
    const parameter = resolve(raw);
    if (parameter.in !== 'path' && !(parameter.in === 'query' && parameter.required)) continue;
    const value = parameterExample(parameter);
    if (value === undefined) throw new Error(`${id}: parameter ${parameter.name} has no example`);
    const location = parameter.in === 'path' ? 'path' : 'query';
    input[location] = { ...input[location], [parameter.name]: value };
  }
  if (operation.requestBody) {
    const content = resolve(operation.requestBody).content ?? {};
    if (content['multipart/form-data']) {
      input.body = { file: new Blob(['blood pressure log'], { type: 'text/plain' }) };
    } else {
      const media = content['application/json'] ?? content['application/x-www-form-urlencoded'];
      const example = exampleOf(media?.schema);
      if (example === undefined) throw new Error(`${id}: request body has no example`);
      input.body = example;
    }
  }
  return input;
}

/** The operation's path with its path parameters filled in and encoded. */
export function concretePath(id: OperationId, path: Record<string, unknown> | undefined): string {
  return operations[id].path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(path?.[name])),
  );
}
