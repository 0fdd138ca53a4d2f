import type { Database, Queryable } from '../db/database';

/**
 * One pile's line in a record that sends a command to many piles (an upgrade, a billing
 * template issue): the command that went to it and what became of it. The lines live in the
 * record's own `pile_results` column, shown as its detail's sub-table.
 */
export interface PileResult {
  pileId: number;
  pileCode: string;
  commandId: number;
  /** Dictionary commandStatus. */
  commandStatus: number;
  /** The pile's answer or why there was none. */
  answer?: string | null;
  /** FirmwareStatusNotification's status, for an upgrade. */
  firmwareStatus?: string | null;
  updatedAt: string;
}

/** The records with per-pile lines, by table. */
export type ResultsTable = 'upgrade_task' | 'billing_template';

/** Codes of the seller's piles, by id, in the order asked. */
export async function pilesOf(
  tx: Queryable,
  sellerId: number,
  pileIds: readonly number[],
): Promise<{ id: number; code: string; stationId: number | null }[]> {
  const { rows } = await tx.query<{ id: number; code: string; station_id: number | null }>(
    `select "id", "code", "station_id" from "pile" where "seller_id" = $1 and "id" = any($2::bigint[])`,
    [sellerId, pileIds],
  );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return pileIds.flatMap((id) => {
    const row = byId.get(Number(id));
    return row
      ? [{ id: Number(row.id), code: row.code, stationId: row.station_id === null ? null : Number(row.station_id) }]
      : [];
  });
}

/**
 * Changes the lines of the seller's record that hold a line matching `match` (a command or a
 * pile), newest record first, under a row lock so that two piles answering at once both count.
 * `change` gets every line and the matched ones' positions and answers the record's other
 * columns to write (its counters and status); nothing is written when no record matches.
 */
export async function changePileResults(
  db: Database,
  table: ResultsTable,
  where: { sellerId: number; match: Partial<Pick<PileResult, 'commandId' | 'pileId'>>; extra?: string },
  change: (lines: PileResult[], matched: number[]) => Record<string, unknown> | undefined,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; pile_results: PileResult[] }>(
      `select "id", "pile_results" from "${table}"
        where "seller_id" = $1 and "pile_results" @> $2::jsonb ${where.extra ?? ''}
        order by "id" desc limit 1 for update`,
      [where.sellerId, JSON.stringify([where.match])],
    );
    const row = rows[0];
    if (!row) return false;
    const lines = row.pile_results;
    const matched = lines.flatMap((line, index) =>
      Object.entries(where.match).every(([key, value]) => line[key as keyof PileResult] === value) ? [index] : [],
    );
    const columns = change(lines, matched);
    if (!columns) return false;
    const names = Object.keys(columns);
    await tx.query(
      `update "${table}" set "pile_results" = $2::jsonb, "updated_at" = now()${names
        .map((name, index) => `, "${name}" = $${index + 3}`)
        .join('')} where "id" = $1`,
      [row.id, JSON.stringify(lines), ...names.map((name) => columns[name])],
    );
    return true;
  });
}
