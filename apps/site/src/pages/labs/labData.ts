// The lab page's data: the lab and its branches together (the page needs both to show anything), each branch's
// catalogue on demand, and the list of other labs, whose failure the spec says to ignore.
import { isApiError, type Schema } from '@aafiyat/api';
import { extractErrorMessage } from '@aafiyat/domain';
import type { LabProfileCategories } from '@aafiyat/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { matchPath, type Params } from 'react-router-dom';
import { api } from '../../app/api';

/** The route's pattern, as registered in app/routes.ts. */
export const LAB_ROUTE = '/labs/:id';

// The contract's `Id`: a whole number from 1 to the largest 32-bit integer.
const MAX_ID = 2_147_483_647;

/** The lab id of a path segment, or `null` when it cannot be one (`/labs/abc`, `/labs/0`, `/labs/3.5`). */
export function parseLabId(text: string | undefined): number | null {
  if (text === undefined || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/**
 * The `:id` of the route's params. The shell mounts every page under one splat route (`*`) and picks the page
 * itself, so the id is read from the splat against {@link LAB_ROUTE}; a router that registers the route's own
 * pattern gives `id` directly.
 */
export function labIdFromParams(params: Readonly<Params>): number | null {
  const text = params['id'] ?? matchPath(LAB_ROUTE, `/${params['*'] ?? ''}`)?.params.id;
  return parseLabId(text);
}

/** Where the lab and its branches stand. */
export type LabLoad =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; lab: Schema<'Lab'>; branches: readonly Schema<'LabBranch'>[] };

/**
 * Loads the lab and its branches; `retry` loads them again. A 404 (or an id that cannot exist) is `notFound`;
 * any other failure is `error` with the message to show.
 */
export function useLab(labId: number | null): { load: LabLoad; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // The answer remembers which attempt it belongs to, so a retry shows loading without setting state here.
  const [answer, setAnswer] = useState<{ attempt: number; load: LabLoad } | null>(null);

  useEffect(() => {
    if (labId === null) return;
    const controller = new AbortController();
    const options = { signal: controller.signal };
    Promise.all([
      api.getLabInfo({ query: { lab_id: labId } }, options),
      api.listLabBranches({ query: { lab_id: labId } }, options),
    ]).then(
      ([info, branches]) => {
        setAnswer({ attempt, load: { status: 'loaded', lab: info.data, branches: branches.data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const load: LabLoad = isApiError(error, 404)
          ? { status: 'notFound' }
          : { status: 'error', message: extractErrorMessage(error) };
        setAnswer({ attempt, load });
      },
    );
    return () => {
      controller.abort();
    };
  }, [labId, attempt]);

  const retry = useCallback(() => {
    setAttempt((current) => current + 1);
  }, []);

  if (labId === null) return { load: { status: 'notFound' }, retry };
  return { load: answer?.attempt === attempt ? answer.load : { status: 'loading' }, retry };
}

/**
 * Each branch's catalogue, fetched when the profile asks (`onCategoriesNeeded`): loading at once, then the
 * categories or the failure's message. Requests still running when the page goes are cancelled.
 */
export function useLabCategories(): {
  categories: Readonly<Partial<Record<number, LabProfileCategories>>>;
  request: (change: { branchId: number }) => void;
} {
  const [categories, setCategories] = useState<Readonly<Partial<Record<number, LabProfileCategories>>>>({});
  const running = useRef(new Set<AbortController>());

  useEffect(() => {
    const set = running.current;
    return () => {
      for (const controller of set) controller.abort();
      set.clear();
    };
  }, []);

  const request = useCallback(({ branchId }: { branchId: number }) => {
    const settle = (state: LabProfileCategories) => {
      setCategories((current) => ({ ...current, [branchId]: state }));
    };
    const controller = new AbortController();
    running.current.add(controller);
    settle({ status: 'loading' });
    api
      .listLabCategories({ query: { lab_branch_id: branchId } }, { signal: controller.signal })
      .then(
        ({ data }) => {
          settle({ status: 'loaded', categories: data });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) {
            settle({ status: 'error', message: extractErrorMessage(error) });
          }
        },
      )
      .finally(() => {
        running.current.delete(controller);
      });
  }, []);

  return { categories, request };
}

/**
 * The other labs to link to, by name; empty while loading and when the list fails, which is ignored as the
 * spec says: the section is simply not shown.
 */
export function useOtherLabs(labId: number | null): readonly Schema<'LabListItem'>[] {
  const [labs, setLabs] = useState<readonly Schema<'LabListItem'>[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    api.listMedicalTestLabs(undefined, { signal: controller.signal }).then(
      ({ data }) => {
        setLabs(data.medical_test_labs_all);
      },
      () => undefined,
    );
    return () => {
      controller.abort();
    };
  }, []);

  return labs.filter((lab) => lab.id !== labId);
}
