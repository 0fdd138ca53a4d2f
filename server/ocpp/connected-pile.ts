import type { Queryable } from '../db/database';

/** A registered pile as the central system knows it while it is connected. */
export interface ConnectedPile {
  id: number;
  sellerId: number;
  stationId: number | null;
  code: string;
}

interface PileRow {
  id: number;
  seller_id: number;
  station_id: number | null;
  code: string;
  enable_status: number | null;
}

export type PileLookup =
  | { ok: true; pile: ConnectedPile }
  | { ok: false; reason: 'unknown' | 'ambiguous' | 'disabled' };

/**
 * Finds the pile whose code is the OCPP identity. The identity carries no seller, so a code that
 * two sellers use cannot be told apart: such a pile is refused rather than given to either.
 */
export async function findPileByCode(db: Queryable, code: string): Promise<PileLookup> {
  const { rows } = await db.query<PileRow>(
    `select id, seller_id, station_id, code, enable_status from pile where code = $1 limit 2`,
    [code],
  );
  if (!rows.length) return { ok: false, reason: 'unknown' };
  if (rows.length > 1) return { ok: false, reason: 'ambiguous' };
  const row = rows[0];
  if (row.enable_status !== 1) return { ok: false, reason: 'disabled' };
  return { ok: true, pile: { id: row.id, sellerId: row.seller_id, stationId: row.station_id, code: row.code } };
}
