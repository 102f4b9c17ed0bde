/**
 * Turning any thrown value into a sentence a person can read (prefer the server's
 * `data.message`, then the error's own message, then its string form).
 */

import { HELPLINE_SEND_FAILED_MESSAGE } from './messages';

/**
 * Returned when nothing readable can be found. It is the spec's only generic failure wording (the
 * helpline send failure), so every screen fails in the same words.
 */
export const FALLBACK_ERROR_MESSAGE = HELPLINE_SEND_FAILED_MESSAGE;

/**
 * The most useful message in a thrown value, looked for in this order, using the first that is a
 * non-blank string:
 *
 * 1. `error.response.data.message`: an HTTP client error carrying the server's JSON body (axios shape);
 * 2. `error.data.message`: an error or response object carrying the body as `data`;
 * 3. `error.message`: an `Error`, or the body itself (`{ message }`);
 * 4. the value's string form: a thrown string as it is; numbers, booleans, bigints and symbols via
 *    `String()`; objects via their own `toString()` unless that gives `'[object …]'`;
 * 5. otherwise (`null`, `undefined`, functions, objects without a usable `toString`, throwing
 *    getters or proxies) the fallback 'Something went wrong try again!'.
 *
 * The result is trimmed and never empty. Never throws.
 */
export function extractErrorMessage(error: unknown): string {
  return (
    firstText(() => property(property(property(error, 'response'), 'data'), 'message')) ??
    firstText(() => property(property(error, 'data'), 'message')) ??
    firstText(() => property(error, 'message')) ??
    firstText(() => stringForm(error)) ??
    FALLBACK_ERROR_MESSAGE
  );
}

function property(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function stringForm(value: unknown): unknown {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'symbol':
      return value.toString();
    case 'object':
      return value === null ? undefined : ownStringForm(value);
    default:
      // undefined says nothing, and a function's string form is its source code.
      return undefined;
  }
}

function ownStringForm(value: object): unknown {
  const text: unknown = (value as { toString(): unknown }).toString();
  // Object.prototype.toString's "[object Object]" says nothing to a person.
  return typeof text === 'string' && /^\[object [^\]]*\]$/.test(text) ? undefined : text;
}

// Getters, proxies and toString can all throw; a failure to read counts as "nothing here".
function firstText(read: () => unknown): string | undefined {
  try {
    const value = read();
    if (typeof value !== 'string') return undefined;
    const text = value.trim();
    return text === '' ? undefined : text;
  } catch {
    return undefined;
  }
}
