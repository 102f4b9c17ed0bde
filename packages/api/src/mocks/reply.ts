/**
 * Typed answers. A resolver for operation `K` gets a `Reply<K>`, whose methods accept only the statuses
 * the document lists for `K` and, for JSON, only the body type the generated contract gives that status.
 */

import { HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';

import type {
  BinaryContentType,
  BinaryStatus,
  EmptyStatus,
  ErrorBody,
  JsonBody,
  JsonStatus,
  OperationId,
  ResponseHeaders,
} from './types';

/** The answers operation `K` may give. */
export interface Reply<K extends OperationId> {
  /** A JSON answer: `status` must be one `K` lists with a JSON body, and `body` that body's type. */
  json<S extends JsonStatus<K>>(status: S, body: JsonBody<K, S>, headers?: ResponseHeaders): Response;
  /** An answer without a body (204, 303, 304). */
  empty(status: EmptyStatus<K>, headers?: ResponseHeaders): Response;
  /** Raw bytes with one of the media types `K` lists for `status`. */
  binary<S extends BinaryStatus<K>>(
    status: S,
    body: Uint8Array<ArrayBuffer>,
    contentType: BinaryContentType<K, S>,
    headers?: ResponseHeaders,
  ): Response;
}

/** The `Reply` of an operation. The operation id only fixes the types. */
export function replyFor<K extends OperationId>(_operationId: K): Reply<K> {
  return {
    json: (status, body, headers = {}) => jsonResponse(status, body as JsonBodyType, headers),
    empty: (status, headers = {}) => new HttpResponse(null, { status, headers }),
    binary: (status, body, contentType, headers = {}) =>
      new HttpResponse(body, {
        status,
        headers: { 'Content-Type': contentType, 'Content-Length': String(body.byteLength), ...headers },
      }),
  };
}

function jsonResponse(status: number, body: JsonBodyType, headers: ResponseHeaders): Response {
  return HttpResponse.json(body, { status, headers });
}

/**
 * An error answer. Every error status of the document answers `ErrorBody`; which statuses an operation
 * may answer is checked where the scenarios are listed (`scenarioTable`), not here.
 */
export function errorResponse(status: number, body: ErrorBody, headers: ResponseHeaders = {}): Response {
  return HttpResponse.json(body, { status, headers });
}
