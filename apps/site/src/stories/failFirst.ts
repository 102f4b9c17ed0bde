import { errorBodies } from '@aafiyat/api/mocks';
// The mocks' own library, for the one answer their scenarios cannot give: a failure that a retry gets past.
import { http, HttpResponse, type HttpHandler } from 'msw';

/** What {@link failFirst} gives a story file. */
export interface FailFirst {
  /** Put before the mocks' handlers: answers the first request with the server's error, the rest pass on. */
  handler: HttpHandler;
  /** A story's `beforeEach`: the next request fails once more. */
  arm: () => void;
}

/**
 * The first GET of `path` (after {@link FailFirst.arm}) fails with the server's error (500); every later one gets
 * the mocks' answer. For stories of a Retry that gets past a failure.
 */
export function failFirst(path: string): FailFirst {
  let failuresLeft = 0;
  return {
    handler: http.get(`*${path}`, () => {
      if (failuresLeft === 0) return undefined;
      failuresLeft -= 1;
      return HttpResponse.json(errorBodies.serverError, { status: 500 });
    }),
    arm: () => {
      failuresLeft = 1;
    },
  };
}
