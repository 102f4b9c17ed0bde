// Types that bind each handler to its operation in the contract: what it receives and what it may answer.
import type { OperationId } from '@aafiyat/api';
import type { operations as OperationTypes } from '@aafiyat/api/generated';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionInfo } from '../services/sessions';

type Definition<Id extends OperationId> = OperationTypes[Id];
type Parameters<Id extends OperationId> = Definition<Id>['parameters'];

type JsonBody<Content> = Content extends { 'application/json': infer Body }
  ? Body
  : Content extends { 'application/x-www-form-urlencoded': infer Body }
    ? Body
    : undefined;

/** The parsed request body of an operation (multipart bodies are read by their handler). */
export type RequestBody<Id extends OperationId> = Definition<Id>['requestBody'] extends {
  content: infer Content;
}
  ? JsonBody<Content>
  : undefined;

type Located<Id extends OperationId, Where extends 'query' | 'path'> = [
  Exclude<Parameters<Id>[Where], undefined>,
] extends [never]
  ? Record<string, never>
  : Exclude<Parameters<Id>[Where], undefined>;

/** The Fastify request of an operation, typed from the contract, with the caller's session when there is one. */
export type OperationRequest<Id extends OperationId> = FastifyRequest<{
  Body: RequestBody<Id>;
  Querystring: Located<Id, 'query'>;
  Params: Located<Id, 'path'>;
}> & { session: SessionInfo | null };

type Responses<Id extends OperationId> = Definition<Id>['responses'];
type SuccessStatus = 200 | 201 | 202 | 204 | 303 | 304;

type BodyOf<Response> = Response extends { content: infer Content }
  ? Content extends { 'application/json': infer Body }
    ? Body
    : Uint8Array | string
  : undefined;

/** What a handler answers: one of the operation's success (or redirect) statuses with its body. */
export type Answer<Id extends OperationId> = {
  [Status in keyof Responses<Id>]: Status extends SuccessStatus
    ? { status: Status; body: BodyOf<Responses<Id>[Status]>; headers?: Record<string, string> }
    : never;
}[keyof Responses<Id>];

/** A handler of one operation. Failures are thrown as {@link HttpError}. */
export type OperationHandler<Id extends OperationId> = (
  request: OperationRequest<Id>,
  reply: FastifyReply,
) => Promise<Answer<Id>>;

/** Every operation's handler: a missing one is a type error, so the contract is implemented whole. */
export type OperationHandlers = { [Id in OperationId]: OperationHandler<Id> };

/**
 * A field problem of a 400, as the contract's `FieldError`. A handler's own check may leave out `code`: the field
 * then carries the error's code (`date_in_past`), or `invalid` under a plain `validation_failed`.
 */
export interface FieldProblem {
  path: string;
  message: string;
  code?: string;
  limit?: number;
}

/**
 * A failure with the status, message and code the contract's `ErrorBody` carries. The message is what a person
 * reads; the code is the machine word.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    fields: FieldProblem[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.fields = fields.map((field) => ({
      ...field,
      code: field.code ?? (code === 'validation_failed' ? 'invalid' : code),
    }));
  }

  /** The field problems, each with its code. */
  readonly fields: (FieldProblem & { code: string })[];
}

/** Shorthands for the errors every group of routes throws. */
export const fail = {
  badRequest: (message: string, code = 'validation_failed', fields: FieldProblem[] = []) =>
    new HttpError(400, message, code, fields),
  unauthenticated: () => new HttpError(401, 'Please sign in to continue.', 'unauthenticated'),
  forbidden: (message = 'You do not have access to this.') => new HttpError(403, message, 'forbidden'),
  notFound: (message = 'We could not find what you were looking for.') =>
    new HttpError(404, message, 'not_found'),
  conflict: (message: string, code = 'conflict') => new HttpError(409, message, code),
  tooMany: (message: string, retryAfterSeconds: number, code = 'rate_limited') =>
    new HttpError(429, message, code, [], {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    }),
};

/**
 * A 409 (or 403) that also names which rule refused the request (`reason`, e.g. `call_not_allowed` because
 * `not_paid`), so a client can say why without reading the message.
 */
export class RefusalError extends HttpError {
  constructor(
    message: string,
    code: string,
    readonly reason: string,
    status: 403 | 409 = 409,
  ) {
    super(status, message, code);
  }
}
