// Types derived from the generated contract: what each operation takes and gives back.
import type { operations as OperationTypes, components } from './generated/schema';
import type { operations } from './generated/operations';

/** The name of an operation of the contract (its `operationId`). */
export type OperationId = keyof typeof operations;

/** The schemas of the contract, by name (`Schema<'Doctor'>`). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

type Definition<Id extends OperationId> = OperationTypes[Id];

/** Keys whose value type is not `never` (the generator marks absent parameter locations as `never`). */
type PresentKeys<T> = {
  [Key in keyof T]-?: [Exclude<T[Key], undefined>] extends [never] ? never : Key;
}[keyof T];

type ParameterPart<Id extends OperationId> =
  Definition<Id> extends { parameters: infer Parameters }
    ? Pick<Parameters, Extract<PresentKeys<Parameters>, 'query' | 'path'>>
    : object;

/** A multipart field typed `string` (binary) in the document is sent as a Blob or File. */
type MultipartFields<Body> = { [Key in keyof Body]: Body[Key] extends string ? Blob | string : Body[Key] };

type BodyOf<Content> = Content extends { 'application/json': infer Body }
  ? Body
  : Content extends { 'multipart/form-data': infer Body }
    ? MultipartFields<Body>
    : Content extends { 'application/x-www-form-urlencoded': infer Body }
      ? Body
      : never;

type ContentOf<RequestBody> = RequestBody extends { content: infer Content } ? Content : never;

type BodyPart<Id extends OperationId> = [Exclude<Definition<Id>['requestBody'], undefined>] extends [never]
  ? object
  : undefined extends Definition<Id>['requestBody']
    ? { body?: BodyOf<ContentOf<Definition<Id>['requestBody']>> }
    : { body: BodyOf<ContentOf<Definition<Id>['requestBody']>> };

/** Flattens an intersection into one object type, for readable hints and exact type tests. */
type Simplify<T> = { [Key in keyof T]: T[Key] } & NonNullable<unknown>;

/** What an operation takes: its `path` and `query` parameters and its `body`, each only where it has one. */
export type OperationInput<Id extends OperationId> = Simplify<ParameterPart<Id> & BodyPart<Id>>;

type SuccessStatus = 200 | 201 | 202 | 203 | 204;
type Responses<Id extends OperationId> = Definition<Id>['responses'];

/** The JSON body an operation answers with on success. */
export type JsonSuccess<Id extends OperationId> = {
  [Status in keyof Responses<Id>]: Status extends SuccessStatus
    ? Responses<Id>[Status] extends { content: { 'application/json': infer Body } }
      ? Body
      : never
    : never;
}[keyof Responses<Id>];

/** What a call of the operation resolves to: the JSON body, a Blob for files and images, or nothing. */
export type OperationResult<Id extends OperationId> = (typeof operations)[Id]['response'] extends 'json'
  ? JsonSuccess<Id>
  : (typeof operations)[Id]['response'] extends 'binary'
    ? Blob
    : undefined;

type RequiredKeys<T> = { [Key in keyof T]-?: object extends Pick<T, Key> ? never : Key }[keyof T];

/** The arguments of a typed helper: the input is optional when nothing in it is required. */
export type OperationArguments<Id extends OperationId> = [RequiredKeys<OperationInput<Id>>] extends [never]
  ? [input?: OperationInput<Id>, options?: CallOptions]
  : [input: OperationInput<Id>, options?: CallOptions];

/** Per-call options. */
export interface CallOptions {
  /** Cancels the call; the promise rejects with an `ApiError` of kind `aborted`. */
  signal?: AbortSignal;
  /** Milliseconds before the call is abandoned with an `ApiError` of kind `timeout`; defaults to the client's. */
  timeoutMs?: number;
}
