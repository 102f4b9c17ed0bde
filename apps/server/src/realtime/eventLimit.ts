// A limit on how fast one socket may send events. Each event costs the server a payload check and often a
// database read, and one socket's events are handled in order: a client flooding `call_signal` would otherwise
// queue unbounded work behind its own socket and slow every other one. A WebRTC call sends an offer or answer
// and a few dozen ICE candidates at once, then little: a burst of 50 with 20 more a second leaves it room.

/** The most events a socket may send at once. */
export const SOCKET_EVENT_BURST = 50;
/** How many events a second a socket earns back after a burst. */
export const SOCKET_EVENTS_PER_SECOND = 20;
/** The acknowledgement of an event over the limit. */
export const SLOW_DOWN = 'Too many requests. Please slow down.';

/** A token bucket: `take()` answers whether one more event may go through now. */
export interface TokenBucket {
  take(): boolean;
}

/** A full bucket of `burst` tokens, refilled at `perSecond` (fractions accumulate), never above `burst`. */
export function createTokenBucket(
  burst = SOCKET_EVENT_BURST,
  perSecond = SOCKET_EVENTS_PER_SECOND,
  now: () => number = () => performance.now(),
): TokenBucket {
  let tokens = burst;
  let last = now();
  return {
    take() {
      const at = now();
      tokens = Math.min(burst, tokens + ((at - last) / 1000) * perSecond);
      last = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
