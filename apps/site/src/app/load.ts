// The one way a page loads its data: what it shows while it waits, the sentence it shows when the load failed,
// a Retry that asks again, the request cancelled when the page goes or asks for something else, and a 401 on a
// signed-in person's page ending the session. ADR 0010 says why this is a hook of our own.
import { isApiError } from '@aafiyat/api';
import type { LoggedInRole } from '@aafiyat/domain';
import { startTransition, useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useAddress, type Address } from './address';
import { startLoad } from './startLoad';
import { sessionExpired } from './session';

/** Where a load stands: under way, there, or failed with the sentence to show. */
export type Load<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; data: T };

/** A load's outcome. */
export type Settled<T> = Exclude<Load<T>, { status: 'loading' }>;

/** Asks for the data; `signal` is aborted when the answer is no longer wanted. */
export type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

const LOADING = { status: 'loading' } as const;

export { loadErrorMessage, startLoad, type LoadHandlers } from './startLoad';

/**
 * Runs an action of a signed-in person's page (a save, an upload, a payment). A 401 calls `expire` and leaves
 * the action waiting while the sign-in page opens; any other failure is the action's own to show.
 */
export async function guardSession<T>(call: () => Promise<T>, expire: () => void): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isApiError(error, 401)) throw error;
    expire();
    return new Promise<never>(() => undefined);
  }
}

/** What {@link useSessionGuard} gives a signed-in person's page. */
export interface SessionGuard {
  /** Ends the session: the stored record goes and the role's sign-in page opens, which brings them back here. */
  expire: () => void;
  /** Runs an action; a 401 ends the session (see {@link guardSession}). */
  guard: <T>(call: () => Promise<T>) => Promise<T>;
}

/**
 * Ends `role`'s session and opens its sign-in page in place of this one: Back from the sign-in page would only
 * come straight back here.
 */
function expireSession(role: LoggedInRole, navigate: Address['navigate']): void {
  sessionExpired(role, (path) => {
    navigate(path, { replace: true });
  });
}

/** Session-expired handling for the actions of a page of `role` (its loads take `useLoad`'s `role`). */
export function useSessionGuard(role: LoggedInRole): SessionGuard {
  const { navigate } = useAddress();
  const expire = useCallback(() => {
    expireSession(role, navigate);
  }, [navigate, role]);
  return useMemo(() => ({ expire, guard: (call) => guardSession(call, expire) }), [expire]);
}

/** How {@link useLoad} treats its answers. */
export interface LoadOptions {
  /**
   * The signed-in role whose data this is: a 401 ends that session. Public data leaves it out, and a 401 is an
   * error like any other.
   */
  role?: LoggedInRole | undefined;
  /**
   * Shows a loaded answer as a transition: React renders a long list in slices instead of one long task that
   * holds a slow phone's taps and scrolling.
   */
  transition?: boolean | undefined;
}

/** What {@link useLoad} gives. */
export interface LoadResult<T> {
  /** Where the load of the current key stands. */
  load: Load<T>;
  /** Asks again (a Retry, or new data wanted for the same key): loading until the new answer arrives. */
  retry: () => void;
  /** Replaces the loaded data, as an action's answer changed it (a save, an upload). */
  setData: (data: T) => void;
}

/**
 * Loads what `key` names with `fetcher`: when the component mounts, whenever `key` changes, and on `retry`.
 * The request of an old key, or of a component that went, is cancelled and its answer dropped. With a `null` key
 * nothing is asked and the load stays `loading`. Answers remember the key and attempt they belong to, so a new
 * key or a retry shows `loading` at once, in the same render. Nothing is asked during the prerender (effects do
 * not run there), so a page hydrates with its `loading` state.
 */
export function useLoad<T>(
  key: string | null,
  fetcher: Fetcher<T>,
  options: LoadOptions = {},
): LoadResult<T> {
  const { role, transition = false } = options;
  const { navigate } = useAddress();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; attempt: number; load: Settled<T> } | null>(null);

  // The latest fetcher and role, read when a load starts: a fetcher written inline does not restart the load.
  const fetchLatest = useEffectEvent((signal: AbortSignal) => fetcher(signal));
  const expireLatest = useEffectEvent(() => {
    if (role !== undefined) expireSession(role, navigate);
  });

  useEffect(() => {
    if (key === null) return;
    return startLoad((signal) => fetchLatest(signal), {
      settle: (load) => {
        const show = () => {
          setAnswer({ key, attempt, load });
        };
        if (transition && load.status === 'loaded') startTransition(show);
        else show();
      },
      expire:
        role === undefined
          ? undefined
          : () => {
              expireLatest();
            },
    });
  }, [key, attempt, transition, role]);

  const retry = useCallback(() => {
    setAttempt((count) => count + 1);
  }, []);
  const setData = useCallback(
    (data: T) => {
      if (key !== null) setAnswer({ key, attempt, load: { status: 'loaded', data } });
    },
    [key, attempt],
  );

  const load: Load<T> =
    answer !== null && answer.key === key && answer.attempt === attempt ? answer.load : LOADING;
  return { load, retry, setData };
}

/** What {@link useLoadEach} gives. */
export interface LoadEachResult<K, T> {
  /** Each asked key's load; a key not asked yet is missing. */
  loads: ReadonlyMap<K, Load<T>>;
  /** Loads one key (again): `loading` at once, then its answer. */
  request: (key: K) => void;
}

/**
 * Loads on demand, one load per key (a lab branch's catalogue when the person opens it), with the same rules as
 * {@link useLoad}: each failure is its own sentence, and every request still running when the component goes is
 * cancelled.
 */
export function useLoadEach<K, T>(
  fetcher: (key: K, signal: AbortSignal) => Promise<T>,
): LoadEachResult<K, T> {
  const [loads, setLoads] = useState<ReadonlyMap<K, Load<T>>>(() => new Map());
  const running = useRef(new Map<K, () => void>());
  // The latest fetcher, read when a request starts (from an event, where an effect event may not be called).
  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });

  useEffect(() => {
    const cancels = running.current;
    return () => {
      for (const cancel of cancels.values()) cancel();
      cancels.clear();
    };
  }, []);

  const request = useCallback((key: K) => {
    const show = (load: Load<T>) => {
      setLoads((current) => new Map(current).set(key, load));
    };
    // Asked again while still loading: the newer request's answer is the one shown.
    running.current.get(key)?.();
    show(LOADING);
    const cancel = startLoad((signal) => fetcherRef.current(key, signal), {
      settle: (load) => {
        running.current.delete(key);
        show(load);
      },
    });
    running.current.set(key, cancel);
  }, []);

  return { loads, request };
}
