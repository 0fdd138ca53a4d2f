import type { Queryable } from '../db/database';

/**
 * List totals remembered under the version of their table (table_versions, bumped in the
 * writing transaction by a statement trigger on every entity table, whoever writes). Paging
 * through a list, or several people opening the same list, then costs one count instead of one
 * per request, and any write to the table makes the next request count afresh.
 *
 * A total is stored with the version read in the same statement as the count (one snapshot), so
 * it is never filed under a version newer than the rows it counted.
 */
export class CountCache {
  private readonly entries = new Map<string, { version: number; count: number }>();

  constructor(private readonly capacity = 5_000) {}

  /** The remembered total for `key` if it was counted at `version`. */
  get(key: string, version: number): number | undefined {
    const entry = this.entries.get(key);
    return entry && entry.version === version ? entry.count : undefined;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  set(key: string, version: number, count: number): void {
    // Oldest first: a Map iterates in insertion order, so re-inserting keeps the recent ones.
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { version, count });
  }
}

/** A table that was never written since its trigger exists is at version 0. */
export const versionSql = (tableParam: string) =>
  `coalesce((select "version" from table_versions where table_name = ${tableParam}), 0)`;

export async function tableVersion(db: Queryable, table: string): Promise<number> {
  const { rows } = await db.query<{ v: number }>(`select ${versionSql('$1')} as "v"`, [table]);
  return Number(rows[0].v);
}
