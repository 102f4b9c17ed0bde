import { API_NETWORK_ERROR_MESSAGE, ApiError } from '@aafiyat/api';
import { FALLBACK_ERROR_MESSAGE } from '@aafiyat/domain';
import { describe, expect, it, vi } from 'vitest';
import { guardSession, loadErrorMessage, startLoad, type Fetcher, type Settled } from './load';

const httpError = (status: number, message: string) =>
  new ApiError({ operationId: 'getPatientProfile', kind: 'http', status, body: { message } });
const networkError = () => new ApiError({ operationId: 'getPatientProfile', kind: 'network' });

/** Lets every promise that is already settled run its callbacks. */
const settleAll = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A fetcher whose answer the test gives, and the signal it was handed. */
function deferredFetcher<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  let signal: AbortSignal | undefined;
  const fetcher: Fetcher<T> = (given) => {
    signal = given;
    return new Promise<T>((onValue, onError) => {
      resolve = onValue;
      reject = onError;
    });
  };
  return {
    fetcher,
    resolve: (value: T) => {
      resolve(value);
    },
    reject: (error: unknown) => {
      reject(error);
    },
    signal: () => signal,
  };
}

/** Starts a load and records what it settles with. */
function run<T>(fetcher: Fetcher<T>, expire?: () => void) {
  const outcomes: Settled<T>[] = [];
  const cancel = startLoad(fetcher, {
    settle: (outcome) => {
      outcomes.push(outcome);
    },
    expire,
  });
  return { outcomes, cancel };
}

describe('startLoad', () => {
  it('settles with the data the fetcher answers', async () => {
    const { outcomes } = run(() => Promise.resolve({ name: 'Ayesha Khan' }));
    await settleAll();
    expect(outcomes).toEqual([{ status: 'loaded', data: { name: 'Ayesha Khan' } }]);
  });

  it('settles a failure with the sentence to show', async () => {
    const { outcomes } = run(() => Promise.reject(httpError(500, 'Something went wrong try again!')));
    await settleAll();
    expect(outcomes).toEqual([{ status: 'error', message: 'Something went wrong try again!' }]);
  });

  it('fails a fetcher that throws before it returns a promise like one that rejects', async () => {
    const { outcomes } = run(() => {
      throw new TypeError('x is not a function');
    });
    await settleAll();
    expect(outcomes).toEqual([{ status: 'error', message: FALLBACK_ERROR_MESSAGE }]);
  });

  it('aborts the request when cancelled and drops what it answers afterwards', async () => {
    const answer = deferredFetcher<string>();
    const { outcomes, cancel } = run(answer.fetcher);
    expect(answer.signal()?.aborted).toBe(false);
    cancel();
    expect(answer.signal()?.aborted).toBe(true);
    answer.resolve('old');
    await settleAll();
    expect(outcomes).toEqual([]);

    const failing = deferredFetcher<string>();
    const second = run(failing.fetcher);
    second.cancel();
    failing.reject(new DOMException('The operation was aborted.', 'AbortError'));
    await settleAll();
    expect(second.outcomes).toEqual([]);
  });

  it('ends the session on a 401 when it may, without settling', async () => {
    const expire = vi.fn();
    const { outcomes } = run(() => Promise.reject(httpError(401, 'Please sign in to continue.')), expire);
    await settleAll();
    expect(expire).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual([]);
  });

  it('treats a 401 as an error on public data, and other failures as errors on a signed-in page', async () => {
    const publicLoad = run(() => Promise.reject(httpError(401, 'Please sign in to continue.')));
    const expire = vi.fn();
    const signedIn = run(() => Promise.reject(httpError(404, 'Not found.')), expire);
    await settleAll();
    expect(publicLoad.outcomes).toEqual([{ status: 'error', message: 'Please sign in to continue.' }]);
    expect(signedIn.outcomes).toEqual([{ status: 'error', message: 'Not found.' }]);
    expect(expire).not.toHaveBeenCalled();
  });

  it('does not end the session for a 401 that arrives after it was cancelled', async () => {
    const answer = deferredFetcher<string>();
    const expire = vi.fn();
    const { cancel } = run(answer.fetcher, expire);
    cancel();
    answer.reject(httpError(401, 'Please sign in to continue.'));
    await settleAll();
    expect(expire).not.toHaveBeenCalled();
  });
});

describe('loadErrorMessage', () => {
  it('shows the API client’s sentence: the server’s message, or plain words for a network failure', () => {
    expect(loadErrorMessage(httpError(500, 'The clinic is closed today.'))).toBe(
      'The clinic is closed today.',
    );
    expect(loadErrorMessage(networkError())).toBe(API_NETWORK_ERROR_MESSAGE);
  });

  it('shows the general sentence for anything else, never a program’s own text', () => {
    expect(loadErrorMessage(new TypeError("Cannot read properties of undefined (reading 'data')"))).toBe(
      FALLBACK_ERROR_MESSAGE,
    );
    expect(loadErrorMessage('boom')).toBe(FALLBACK_ERROR_MESSAGE);
  });
});

describe('guardSession', () => {
  it('gives the action’s answer, and lets its other failures through', async () => {
    const expire = vi.fn();
    await expect(guardSession(() => Promise.resolve(42), expire)).resolves.toBe(42);
    await expect(guardSession(() => Promise.reject(httpError(409, 'Taken.')), expire)).rejects.toThrow(
      'Taken.',
    );
    expect(expire).not.toHaveBeenCalled();
  });

  it('ends the session on a 401 and leaves the action waiting', async () => {
    const expire = vi.fn();
    let settled = false;
    void guardSession(() => Promise.reject(httpError(401, 'Please sign in to continue.')), expire).then(
      () => (settled = true),
      () => (settled = true),
    );
    await settleAll();
    expect(expire).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
  });
});
