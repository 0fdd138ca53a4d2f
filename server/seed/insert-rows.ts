import type { Queryable } from '../db/database';

const BATCH = 500;

/** Multi-row inserts in batches; answers the new ids in input order. */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: string[],
  rows: unknown[][],
): Promise<number[]> {
  const ids: number[] = [];
  const quoted = columns.map((c) => `"${c}"`).join(', ');
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const params: unknown[] = [];
    const values = batch.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`);
    const { rows: inserted } = await db.query<{ id: number }>(
      `insert into "${table}" (${quoted}) values ${values.join(', ')} returning id`,
      params,
    );
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
