/**
 * A token bucket per pile connection: a pile may send `burst` calls at once (a boot reports every
 * connector) and `perSecond` on average after that. Calls beyond it are refused at once, before
 * any work, so that one pile flooding the endpoint costs the server next to nothing and the other
 * piles' answers do not wait behind it.
 */
export interface CallThrottle {
  /** Whether one more call may go through now (and counts it). */
  take(): boolean;
}

export function createCallThrottle({
  burst,
  perSecond,
  now = () => performance.now(),
}: {
  burst: number;
  perSecond: number;
  now?: () => number;
}): CallThrottle {
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

/** A real charger sends a few messages a minute, a boot a few dozen at once. */
export const PILE_CALL_LIMITS = { burst: 60, perSecond: 20 } as const;
