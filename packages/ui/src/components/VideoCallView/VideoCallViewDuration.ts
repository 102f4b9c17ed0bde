import { useEffect, useState } from 'react';

const SECOND_MS = 1000;

/**
 * A call's length as a clock: `mm:ss` under an hour ("01:05"), `h:mm:ss` from an hour on ("1:01:01").
 * Partial seconds are dropped, and a negative or non-finite length (a `connectedAt` a little ahead of this
 * device's clock) reads "00:00" rather than a minus sign.
 */
export function formatCallDuration(durationMs: number): string {
  const totalSeconds = Number.isFinite(durationMs) ? Math.max(0, Math.floor(durationMs / SECOND_MS)) : 0;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${String(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/**
 * How long until a call that has lasted `elapsedMs` reaches its next whole second. The timer wakes then, not
 * on a plain 1 s interval, so the shown seconds never lag the call by almost a second or skip one as timers
 * drift.
 */
export function msUntilNextSecond(elapsedMs: number): number {
  const intoSecond = ((elapsedMs % SECOND_MS) + SECOND_MS) % SECOND_MS;
  return SECOND_MS - intoSecond;
}

/**
 * The call's running length, formatted, or `null` before it connected. It moves only while `running`; the
 * first update is a task away, so a view that mounted long before the call connected catches up at once.
 */
export function useCallDuration(connectedAt: number | null, running: boolean): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (connectedAt === null || !running) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      timer = setTimeout(tick, msUntilNextSecond(at - connectedAt));
    };
    timer = setTimeout(tick, 0);
    return () => {
      clearTimeout(timer);
    };
  }, [connectedAt, running]);
  return connectedAt === null ? null : formatCallDuration(now - connectedAt);
}
