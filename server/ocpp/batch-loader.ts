/**
 * Loads by key, many keys a statement: every key asked for while a load lingers (or runs) joins
 * the next one. A network of piles reconnecting at once then costs a query per batch instead of
 * one per pile; on the embedded database each statement runs on the server's own thread, so the
 * difference is the server's time to answer everybody else.
 */
export interface BatchLoader<K, V> {
  load(key: K): Promise<V>;
}

export function createBatchLoader<K, V>(
  /** Answers every key it was given (a missing one is answered with `missing`). */
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
  missing: V,
  lingerMs = 5,
): BatchLoader<K, V> {
  let waiting = new Map<K, { resolve: (value: V) => void; reject: (error: unknown) => void }[]>();
  let scheduled = false;

  async function run() {
    const batch = waiting;
    waiting = new Map();
    scheduled = false;
    try {
      const found = await loadMany([...batch.keys()]);
      for (const [key, callers] of batch) for (const caller of callers) caller.resolve(found.get(key) ?? missing);
    } catch (error) {
      for (const callers of batch.values()) for (const caller of callers) caller.reject(error);
    }
  }

  return {
    load(key) {
      return new Promise<V>((resolve, reject) => {
        const callers = waiting.get(key) ?? waiting.set(key, []).get(key)!;
        callers.push({ resolve, reject });
        if (!scheduled) {
          scheduled = true;
          setTimeout(() => void run(), lingerMs);
        }
      });
    },
  };
}
