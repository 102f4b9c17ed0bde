import { act } from 'react';
import { vi } from 'vitest';

const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Runs Vitest's fake clock forward by `ms` and lets React commit what the timers changed before the next assertion.
 * Outside it, updates come from real clicks in the browser, which React handles on its own.
 */
export async function advanceFakeClock(ms: number): Promise<void> {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  } finally {
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  }
}
