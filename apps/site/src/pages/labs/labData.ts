// The lab page's data: the lab and its branches together (the page needs both to show anything), each branch's
// catalogue on demand, and the list of other labs, whose failure the spec says to ignore.
import { isApiError, type Schema } from '@aafiyat/api';
import type { LabProfileCategories } from '@aafiyat/ui';
import { useCallback, useMemo } from 'react';
import { matchPath, type Params } from 'react-router-dom';
import { api } from '../../app/api';
import { useLoad, useLoadEach } from '../../app/load';

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

/** What the lab's requests found: the lab and its branches, or no such lab. */
type LabAnswer = Exclude<LabLoad, { status: 'loading' } | { status: 'error' }>;

const NOT_FOUND: LabAnswer = { status: 'notFound' };

/** The lab and its branches together (the page needs both to show anything); a 404 is no such lab. */
async function fetchLab(labId: number, signal: AbortSignal): Promise<LabAnswer> {
  const options = { signal };
  try {
    const [info, branches] = await Promise.all([
      api.getLabInfo({ query: { lab_id: labId } }, options),
      api.listLabBranches({ query: { lab_id: labId } }, options),
    ]);
    return { status: 'loaded', lab: info.data, branches: branches.data };
  } catch (error) {
    if (isApiError(error, 404)) return NOT_FOUND;
    throw error;
  }
}

/**
 * Loads the lab and its branches; `retry` loads them again. A 404 (or an id that cannot exist, which asks
 * nothing) is `notFound`; any other failure is `error` with the message to show.
 */
export function useLab(labId: number | null): { load: LabLoad; retry: () => void } {
  const { load, retry } = useLoad(labId === null ? null : String(labId), (signal) =>
    labId === null ? Promise.resolve(NOT_FOUND) : fetchLab(labId, signal),
  );
  if (labId === null) return { load: NOT_FOUND, retry };
  return { load: load.status === 'loaded' ? load.data : load, retry };
}

const fetchCategories = (branchId: number, signal: AbortSignal) =>
  api.listLabCategories({ query: { lab_branch_id: branchId } }, { signal }).then(({ data }) => data);

/**
 * Each branch's catalogue, fetched when the profile asks (`onCategoriesNeeded`): loading at once, then the
 * categories or the failure's message. Requests still running when the page goes are cancelled.
 */
export function useLabCategories(): {
  categories: Readonly<Partial<Record<number, LabProfileCategories>>>;
  request: (change: { branchId: number }) => void;
} {
  const { loads, request } = useLoadEach(fetchCategories);
  const categories = useMemo(() => {
    const byBranch: Partial<Record<number, LabProfileCategories>> = {};
    for (const [branchId, load] of loads) {
      byBranch[branchId] = load.status === 'loaded' ? { status: 'loaded', categories: load.data } : load;
    }
    return byBranch;
  }, [loads]);
  const requestBranch = useCallback(
    ({ branchId }: { branchId: number }) => {
      request(branchId);
    },
    [request],
  );
  return { categories, request: requestBranch };
}

const fetchLabs = (signal: AbortSignal) =>
  api.listMedicalTestLabs(undefined, { signal }).then(({ data }) => data.medical_test_labs_all);

/**
 * The other labs to link to, by name; empty while loading and when the list fails, which is ignored as the
 * spec says: the section is simply not shown.
 */
export function useOtherLabs(labId: number | null): readonly Schema<'LabListItem'>[] {
  const { load } = useLoad('labs', fetchLabs);
  return load.status === 'loaded' ? load.data.filter((lab) => lab.id !== labId) : [];
}
