/**
 * Types the mocks derive from the generated contract, so a handler that answers the wrong shape, or a
 * status the document does not list, fails the type check.
 */

import type { operations as operationTable } from '../generated/operations';
import type { components, operations as OperationTypes } from '../generated/schema';

/** The id of one of the contract's operations (`operationId` in openapi.yaml). */
export type OperationId = keyof typeof operationTable;

/** A schema of the contract by name: `Schema<'Doctor'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The `ErrorBody` every error answers. */
export type ErrorBody = Schema<'ErrorBody'>;

/** One entry of an `ErrorBody`'s `fields`. */
export type FieldError = Schema<'FieldError'>;

type Responses<K extends OperationId> = OperationTypes[K]['responses'];

/** Every status the document lists for operation `K`. */
export type ResponseStatus<K extends OperationId> = keyof Responses<K> & number;

/** The statuses of `K` that answer a JSON body. */
export type JsonStatus<K extends OperationId> = {
  [S in ResponseStatus<K>]: Responses<K>[S] extends { content: { 'application/json': unknown } } ? S : never;
}[ResponseStatus<K>];

/** The JSON body operation `K` answers with status `S`. */
export type JsonBody<K extends OperationId, S extends ResponseStatus<K>> = Responses<K>[S] extends {
  content: { 'application/json': infer Body };
}
  ? Body
  : never;

/** The statuses of `K` that answer without a body (204, 303, 304). */
export type EmptyStatus<K extends OperationId> = {
  [S in ResponseStatus<K>]: Responses<K>[S] extends { content?: never } ? S : never;
}[ResponseStatus<K>];

/** The statuses of `K` that answer raw bytes (images, attachments). */
export type BinaryStatus<K extends OperationId> = {
  [S in ResponseStatus<K>]: Responses<K>[S] extends { content: infer Content }
    ? 'application/json' extends keyof Content
      ? never
      : S
    : never;
}[ResponseStatus<K>];

/** The media types the document lists for a binary answer of `K` with status `S`. */
export type BinaryContentType<K extends OperationId, S extends ResponseStatus<K>> = Responses<K>[S] extends {
  content: infer Content;
}
  ? keyof Content & string
  : never;

/** Statuses that mean "it worked" (everything below 400 except 304 Not Modified). */
export type SuccessStatus = 200 | 201 | 202 | 204 | 303;

/** Operations that need a session (`session: true` in the operation table). */
export type SessionOperationId = {
  [K in OperationId]: (typeof operationTable)[K]['session'] extends true ? K : never;
}[OperationId];

/** Response headers the mocks set; the document's header types are strings or numbers. */
export type ResponseHeaders = Readonly<Record<string, string>>;
