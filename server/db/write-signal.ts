import type { Queryable } from './database';

/**
 * Tells listeners that this process committed a write through one Database object, so that
 * what the process remembers about the data (e.g. sessions) can be dropped at once rather than
 * when a change notification comes round.
 */
export class WriteSignal {
  private readonly listeners = new Set<() => void>();

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(): void {
    for (const listener of this.listeners) listener();
  }

  /** `query`, telling the listeners after each statement that may have changed data. */
  signalling(query: Queryable['query']): Queryable['query'] {
    return async <Row>(sql: string, params?: unknown[]) => {
      const result = await query<Row>(sql, params);
      if (!isPlainRead(sql)) this.emit();
      return result;
    };
  }
}

/**
 * A statement that cannot change data: a plain SELECT. Anything else (including WITH, which
 * may wrap an UPDATE) counts as a write; a false alarm only costs a cache refill.
 */
export const isPlainRead = (sql: string) => /^\s*select\b/i.test(sql);
