// Sends a request through a list of handlers, the way msw would, and fails loudly when none answers.
import { getResponse } from 'msw';
import type { HttpHandler } from 'msw';

import { SAMPLE_ORIGIN } from './samples';

/** The answer of `handlers` to `request`. */
export async function call(handlers: HttpHandler[], request: Request): Promise<Response> {
  const response = await getResponse(handlers, request);
  if (response === undefined) throw new Error(`Nothing answered ${request.method} ${request.url}.`);
  return response;
}

/** The answer of `handlers` to a GET of `path` on the sample origin. */
export function get(
  handlers: HttpHandler[],
  path: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return call(handlers, new Request(new URL(path, SAMPLE_ORIGIN), { headers }));
}
