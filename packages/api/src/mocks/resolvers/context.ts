/**
 * What a success resolver gets, and small readers for the request. Resolvers answer the `success`
 * scenario and the operation's own success variants (`empty`, `noPassword`…); the error scenarios are
 * answered in handlers.ts without calling them.
 */

import type { Reply } from '../reply';
import type { ScenarioFor } from '../scenarios';
import type { MockStore } from '../store';
import type { FieldError, OperationId, Schema } from '../types';

/** Everything a resolver of operation `K` may use. */
export interface ResolverContext<K extends OperationId> {
  /** The intercepted request. */
  readonly request: Request;
  /** Path parameters, by the names in the contract's path (`{pmdc}` gives `pmdc`). */
  readonly params: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** Typed answers for `K`. */
  readonly reply: Reply<K>;
  /** The state this set of handlers shares. */
  readonly store: MockStore;
  /** The session `GET /api/auth/me` answers. */
  readonly session: Schema<'SessionRecord'>;
  /** The selected scenario (`slow` arrives here as `success`). */
  readonly scenario: ScenarioFor<K>;
}

/** Answers the success scenario (and success variants) of operation `K`. */
export type Resolver<K extends OperationId> = (context: ResolverContext<K>) => Response | Promise<Response>;

/** One resolver per operation. */
export type Resolvers = { readonly [K in OperationId]: Resolver<K> };

/** The JSON body as a plain object; `{}` when it is missing, not JSON or not an object. */
export async function readJsonObject(request: Request): Promise<Readonly<Record<string, unknown>>> {
  try {
    const body: unknown = await request.clone().json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** A string property of a parsed body, if it is a non-blank string. */
export function stringField(body: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

const ID_PATTERN = /^[1-9][0-9]{0,9}$/;
const MAX_ID = 2_147_483_647;

/** A contract `Id` (1 to 2147483647) from text or a number; `null` for anything else. */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/** A single path parameter. */
export function pathParam(params: ResolverContext<OperationId>['params'], name: string): string {
  const value = params[name];
  return typeof value === 'string' ? value : '';
}

/** The request's query string. */
export function queryOf(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}

/** A whole number within `min`..`max` from a query value; `fallback` when absent, `null` when invalid. */
export function intQuery(value: string | null, fallback: number, min: number, max: number): number | null {
  if (value === null) return fallback;
  if (!/^-?[0-9]{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/** The contract's paging bounds (`PageQuery`, `PageSizeQuery`). */
const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;
const MAX_PAGE = 10_000;

/** The `page` and `page_size` of a query, or the field problem that makes them invalid. */
export function pagingOf(
  query: URLSearchParams,
): { ok: true; page: number; pageSize: number } | { ok: false; field: FieldError } {
  const page = intQuery(query.get('page'), 1, 1, MAX_PAGE);
  if (page === null)
    return {
      ok: false,
      field: {
        path: 'query/page',
        code: 'too_large',
        limit: MAX_PAGE,
        message: 'Must be a whole number from 1 to 10000.',
      },
    };
  const pageSize = intQuery(query.get('page_size'), DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  if (pageSize === null)
    return {
      ok: false,
      field: {
        path: 'query/page_size',
        code: 'too_large',
        limit: MAX_PAGE_SIZE,
        message: 'Must be a whole number from 1 to 50.',
      },
    };
  return { ok: true, page, pageSize };
}

/** One page of `items` (pages count from 1). */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}
