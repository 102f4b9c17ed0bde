import createClient from 'openapi-fetch';
import { ApiError } from './errors';
import { operations } from './generated/operations';
import type { paths } from './generated/schema';
import { createImageUrls, type ImageUrls } from './images';
import type { CallOptions, OperationArguments, OperationId, OperationResult } from './types';

/** How long a call may take before it is abandoned, unless the client or the call says otherwise. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** The API's origin (`'https://aafiyat.pk'`), or `''` for the page's own origin. */
  baseUrl: string;
  /** The fetch to use (tests, server rendering); defaults to the global `fetch`, looked up at each call. */
  fetch?: (request: Request) => Promise<Response>;
  /** Default time-out of every call, in milliseconds. */
  timeoutMs?: number;
  /**
   * The language of the page making the calls (`ur`, `en`), sent as `Accept-Language` with every call: the server
   * writes what it sends the person (an SMS with a code) in it.
   */
  language?: string;
}

/** One typed helper per operation of the contract, named by its `operationId`. */
export type ApiOperations = {
  readonly [Id in OperationId]: (...args: OperationArguments<Id>) => Promise<OperationResult<Id>>;
};

/** The typed client of the Aafiyat API. */
export interface ApiClient extends ApiOperations {
  /** URL builders for the image endpoints, for `<img src>`. */
  readonly images: ImageUrls;
}

interface LooseInput {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/**
 * Creates the client: every call sends credentials (the session cookie), can be cancelled with an
 * `AbortSignal`, gives up after a time-out, and rejects with one error type, {@link ApiError}. No call is ever
 * retried, so a POST cannot be sent twice behind a person's back.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const defaultTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Looked up per call, so a fetch replaced after creation (MSW in Node, test spies) is the one used.
  const fetchImplementation = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({
    baseUrl,
    fetch: fetchImplementation,
    credentials: 'include',
    ...(options.language === undefined ? {} : { headers: { 'Accept-Language': options.language } }),
  });

  async function call(
    id: OperationId,
    input: LooseInput = {},
    callOptions: CallOptions = {},
  ): Promise<unknown> {
    const { method, path, request: requestKind, response: responseKind } = operations[id];
    if (callOptions.signal?.aborted) throw new ApiError({ operationId: id, kind: 'aborted' });
    const controller = new AbortController();
    const timeout = { fired: false };
    const timer = setTimeout(() => {
      timeout.fired = true;
      controller.abort();
    }, callOptions.timeoutMs ?? defaultTimeoutMs);
    const cancel = () => {
      controller.abort();
    };
    callOptions.signal?.addEventListener('abort', cancel, { once: true });

    try {
      // The helpers' types come from the contract; openapi-fetch's own generics cannot follow a path chosen at
      // run time, so the request is made through its untyped door.
      const loose = client.request as unknown as (
        method: string,
        url: string,
        init: Record<string, unknown>,
      ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
      const result = await loose(method, path, {
        params: { path: input.path, query: input.query },
        body: input.body,
        signal: controller.signal,
        parseAs: responseKind === 'binary' ? 'blob' : responseKind === 'none' ? 'text' : 'json',
        ...(requestKind === 'multipart' ? { bodySerializer: toFormData } : {}),
        ...(requestKind === 'form'
          ? { bodySerializer: toUrlEncoded, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }
          : {}),
      });
      if (!result.response.ok) {
        throw new ApiError({
          operationId: id,
          kind: 'http',
          status: result.response.status,
          body: result.error,
          retryAfterSeconds: retryAfter(result.response.headers.get('Retry-After')),
        });
      }
      return responseKind === 'none' ? undefined : result.data;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const kind = timeout.fired ? 'timeout' : callOptions.signal?.aborted ? 'aborted' : 'network';
      throw new ApiError({ operationId: id, kind, cause: error });
    } finally {
      clearTimeout(timer);
      callOptions.signal?.removeEventListener('abort', cancel);
    }
  }

  const helpers: Record<string, unknown> = {};
  for (const id of Object.keys(operations) as OperationId[]) {
    helpers[id] = (input?: LooseInput, callOptions?: CallOptions) => call(id, input, callOptions);
  }
  helpers.images = createImageUrls(baseUrl);
  return helpers as unknown as ApiClient;
}

function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value instanceof Blob) form.append(name, value);
    else {
      const text = fieldText(value);
      if (text !== null) form.append(name, text);
    }
  }
  return form;
}

function toUrlEncoded(body: unknown): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const text = fieldText(value);
    if (text !== null) form.append(name, text);
  }
  return form.toString();
}

/** A form field's text: strings, numbers and booleans as written; nested values as JSON; absent as null. */
function fieldText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** `Retry-After` is either whole seconds or an HTTP date; anything else is ignored. */
function retryAfter(header: string | null): number | null {
  if (header === null || header.trim() === '') return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
