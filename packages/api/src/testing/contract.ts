// Reads openapi.yaml for tests (`@aafiyat/api/testing`): operations, `$ref` resolution, response lookup, Ajv
// validators compiled against the document itself (so an answer is checked against the YAML, not against the
// types it was written with), and sample inputs built from the document's own examples.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

import { operations } from '../generated/operations';
import type { OperationId } from '../types';

interface Reference {
  readonly $ref?: string;
}

export interface SchemaObject extends Reference {
  readonly examples?: readonly unknown[];
  readonly [key: string]: unknown;
}

interface MediaObject {
  readonly schema?: SchemaObject;
}

interface HeaderObject extends Reference {
  readonly schema?: SchemaObject;
}

export interface ResponseObject extends Reference {
  readonly content?: Readonly<Record<string, MediaObject>>;
  readonly headers?: Readonly<Record<string, HeaderObject>>;
}

export interface ParameterObject extends Reference {
  readonly name: string;
  readonly in: 'query' | 'path' | 'header' | 'cookie';
  readonly required?: boolean;
  readonly schema?: SchemaObject;
  readonly examples?: Readonly<Record<string, { readonly value: unknown }>>;
}

export interface OperationObject {
  readonly operationId: string;
  readonly tags?: readonly string[];
  readonly parameters?: readonly ParameterObject[];
  readonly security?: readonly unknown[];
  readonly 'x-roles'?: readonly string[];
  readonly requestBody?: Reference & { readonly content?: Readonly<Record<string, MediaObject>> };
  readonly responses: Readonly<Record<string, ResponseObject>>;
}

type PathItem = Readonly<Record<string, OperationObject>> & {
  readonly parameters?: readonly ParameterObject[];
};

export interface OpenApiDocument {
  readonly openapi: string;
  readonly paths: Readonly<Record<string, PathItem>>;
}

/** Where the contract lives. */
export const documentPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

/** The parsed contract. */
export const document = parse(readFileSync(documentPath, 'utf8')) as OpenApiDocument;

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

function at(pointer: string): unknown {
  let target: unknown = document;
  for (const segment of pointer.replace(/^#\//, '').split('/')) {
    target = (target as Record<string, unknown>)[unescapePointer(segment)];
  }
  return target;
}

/** Follows `$ref`s to the object they name, with the JSON Pointer where it was found. */
export function resolveWithPointer<T extends Reference>(
  value: T,
  pointer: string,
): { value: T; pointer: string } {
  let current: Reference = value;
  let currentPointer = pointer;
  while (typeof current.$ref === 'string') {
    currentPointer = current.$ref;
    current = at(current.$ref) as Reference;
  }
  return { value: current as T, pointer: currentPointer };
}

/** Follows `$ref`s to the object they name. */
export function resolve<T extends Reference>(value: T): T {
  return resolveWithPointer(value, '#').value;
}

/** The document's operation object of `operationId`, with its path item's shared parameters merged in. */
export function operationObject(operationId: OperationId): OperationObject {
  const { method, path } = operations[operationId];
  const item = document.paths[path];
  const operation = item?.[method];
  if (item === undefined || operation === undefined)
    throw new Error(`${operationId} is not in the document.`);
  return { ...operation, parameters: [...(item.parameters ?? []), ...(operation.parameters ?? [])] };
}

/** The statuses the document lists for `operationId`. */
export function documentStatuses(operationId: OperationId): number[] {
  return Object.keys(operationObject(operationId).responses).map(Number);
}

/** The (resolved) response of `operationId` for `status`, with its JSON Pointer. */
export function documentResponse(
  operationId: OperationId,
  status: number,
): { value: ResponseObject; pointer: string } | undefined {
  const { method, path } = operations[operationId];
  const response = operationObject(operationId).responses[String(status)];
  if (response === undefined) return undefined;
  return resolveWithPointer(response, `#/paths/${escapePointer(path)}/${method}/responses/${String(status)}`);
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
// OpenAPI's own formats: any string.
ajv.addFormat('binary', true);
ajv.addFormat('password', true);
ajv.addSchema(document, 'openapi');

const validators = new Map<string, ValidateFunction>();

/** A validator for the schema at `pointer` (a JSON Pointer into the document). */
export function validatorAt(pointer: string): ValidateFunction {
  const cached = validators.get(pointer);
  if (cached !== undefined) return cached;
  const validate = ajv.compile({ $ref: `openapi${pointer}` });
  validators.set(pointer, validate);
  return validate;
}

/** The validator of the JSON body `operationId` answers with `status`, if that answer is JSON. */
export function responseBodyValidator(
  operationId: OperationId,
  status: number,
): ValidateFunction | undefined {
  const response = documentResponse(operationId, status);
  if (response?.value.content?.['application/json'] === undefined) return undefined;
  return validatorAt(`${response.pointer}/content/application~1json/schema`);
}

/** The validator of `operationId`'s JSON request body. */
export function requestBodyValidator(operationId: OperationId): ValidateFunction | undefined {
  const { method, path } = operations[operationId];
  const body = operationObject(operationId).requestBody;
  if (body === undefined) return undefined;
  const { value, pointer } = resolveWithPointer(body, `#/paths/${escapePointer(path)}/${method}/requestBody`);
  const mediaType = Object.keys(value.content ?? {})[0];
  return mediaType === undefined
    ? undefined
    : validatorAt(`${pointer}/content/${escapePointer(mediaType)}/schema`);
}

/** Ajv's errors as one readable line. */
export function errorsOf(validate: ValidateFunction): string {
  return ajv.errorsText(validate.errors);
}

/** An input of an operation: path and query parameters and a body, as the typed client takes them. */
export interface SampleInput {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

function firstExample(schema: SchemaObject | undefined): unknown {
  return schema === undefined ? undefined : resolve(schema).examples?.[0];
}

/**
 * A valid input for the operation from the document's examples; multipart bodies get a small text file. The
 * body is of the kind the client sends (`operations[id].request`): JSON when the operation also takes JSON.
 */
export function sampleInput(operationId: OperationId): SampleInput {
  const operation = operationObject(operationId);
  const input: SampleInput = {};
  for (const raw of operation.parameters ?? []) {
    const parameter = resolve(raw);
    if (parameter.in !== 'path' && !(parameter.in === 'query' && parameter.required === true)) continue;
    const named = parameter.examples === undefined ? undefined : Object.values(parameter.examples)[0]?.value;
    const value = named ?? firstExample(parameter.schema);
    if (value === undefined) throw new Error(`${operationId}: parameter ${parameter.name} has no example`);
    const location = parameter.in === 'path' ? 'path' : 'query';
    input[location] = { ...input[location], [parameter.name]: value };
  }
  if (operation.requestBody !== undefined) {
    const content = resolve(operation.requestBody).content ?? {};
    if (operations[operationId].request === 'multipart') {
      input.body = { file: new Blob(['blood pressure log'], { type: 'text/plain' }) };
    } else {
      const media = content['application/json'] ?? content['application/x-www-form-urlencoded'];
      const example = firstExample(media?.schema);
      if (example === undefined) throw new Error(`${operationId}: request body has no example`);
      input.body = example;
    }
  }
  return input;
}

/** The operation's path with its path parameters filled in and encoded. */
export function concretePath(operationId: OperationId, path: Record<string, unknown> | undefined): string {
  return operations[operationId].path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(path?.[name])),
  );
}
