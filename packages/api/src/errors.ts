import { extractErrorMessage, fieldProblemsOf } from '@aafiyat/domain';
import type { OperationId, Schema } from './types';

/** How a call failed: the server answered with an error, the network failed, it timed out, or it was cancelled. */
export const apiErrorKinds = ['http', 'network', 'timeout', 'aborted'] as const;
/** One of {@link apiErrorKinds}. */
export type ApiErrorKind = (typeof apiErrorKinds)[number];

/** Sentences for failures where no server message exists; a person reads them as they are. */
export const API_NETWORK_ERROR_MESSAGE = 'Could not reach Aafiyat. Check your connection and try again.';
export const API_TIMEOUT_MESSAGE = 'Aafiyat took too long to answer. Please try again.';
export const API_ABORTED_MESSAGE = 'The request was cancelled.';

type FieldError = Schema<'FieldError'>;

interface ApiErrorInit {
  operationId: OperationId;
  kind: ApiErrorKind;
  status?: number;
  body?: unknown;
  retryAfterSeconds?: number | null;
  cause?: unknown;
}

/**
 * The one error every call of the client rejects with. Its `message` follows the spec's rule:
 * the server's `message` first, then the error's own message, then its string form, through
 * `extractErrorMessage` of `@aafiyat/domain`. Network failures and time-outs get a plain sentence instead of
 * the browser's wording ("Failed to fetch"), which tells a person nothing; the original stays in `cause`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The operation that failed. */
  readonly operationId: OperationId;
  /** How it failed. */
  readonly kind: ApiErrorKind;
  /** The HTTP status when the server answered, else `null`. */
  readonly status: number | null;
  /** The server's machine-readable `code` (e.g. `otp_expired`), when it sent one. */
  readonly code: string | null;
  /** Per-field problems of a 400, when the server listed them. */
  readonly fields: readonly FieldError[];
  /** Seconds to wait before trying again, from a 429's `Retry-After`. */
  readonly retryAfterSeconds: number | null;
  /** The parsed error body as the server sent it. */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(messageFor(init), init.cause === undefined ? undefined : { cause: init.cause });
    this.operationId = init.operationId;
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.body = init.body ?? null;
    this.code = readCode(init.body);
    this.fields = readFields(init.body);
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

/** True when `error` is an {@link ApiError}, optionally of the given HTTP status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

function messageFor(init: ApiErrorInit): string {
  switch (init.kind) {
    case 'network':
      return API_NETWORK_ERROR_MESSAGE;
    case 'timeout':
      return API_TIMEOUT_MESSAGE;
    case 'aborted':
      return API_ABORTED_MESSAGE;
    case 'http':
      // A body that is plain text (a proxy's error page, say) is the error's own message; JSON bodies give
      // `data.message` precedence, exactly as the spec's extraction rule reads.
      return typeof init.body === 'string'
        ? extractErrorMessage(init.body.slice(0, 200))
        : extractErrorMessage({ data: init.body, message: statusMessage(init.status ?? 0) });
  }
}

function statusMessage(status: number): string {
  if (status === 401) return 'Please sign in to continue.';
  if (status === 403) return 'You do not have access to this.';
  if (status === 404) return 'We could not find what you were looking for.';
  if (status === 413) return 'This file is too large.';
  if (status === 429) return 'Too many attempts. Please wait a moment and try again.';
  if (status >= 500) return 'Something went wrong try again!';
  return `The request failed (${String(status)}).`;
}

function readCode(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const code = (body as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

function readFields(body: unknown): readonly FieldError[] {
  return fieldProblemsOf(body);
}
