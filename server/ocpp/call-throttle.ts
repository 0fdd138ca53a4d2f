import { createRPCError, type IHandlersOption, type RPCClient } from 'ocpp-rpc';

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

type Handler = (options: IHandlersOption) => unknown;

/**
 * client.handle, with every call the pile makes passing its throttle first: one over the limit
 * gets a CALLERROR (GenericError) without touching the database. Warned about once a second at
 * most. Takes a method name and its handler, or the handler of every other method.
 */
export function throttledHandle(client: RPCClient, throttle: CallThrottle, warn: (method: string) => void) {
  let warnedAt = 0;
  const guard =
    (handler: Handler): Handler =>
    (options) => {
      if (!throttle.take()) {
        if (Date.now() - warnedAt > 1_000) {
          warnedAt = Date.now();
          warn(String(options.method));
        }
        throw createRPCError('GenericError', 'too many messages: slow down');
      }
      return handler(options);
    };
  const register = client.handle.bind(client) as (...args: unknown[]) => void;
  return (methodOrHandler: string | Handler, handler?: Handler) =>
    typeof methodOrHandler === 'string' ? register(methodOrHandler, guard(handler!)) : register(guard(methodOrHandler));
}
