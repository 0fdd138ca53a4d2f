import type { Queryable } from '../db/database';

/** A registered pile as the central system knows it while it is connected. */
export interface ConnectedPile {
  id: number;
  sellerId: number;
  stationId: number | null;
  code: string;
  /**
   * When this connection's BootNotification came, by this server's clock: a session the pile
   * says began before it is not believed (the pile was off or rebooting in between).
   */
  bootedAt?: number;
}

/** How a pile proves itself at the handshake (dictionary securityProfile, the key's hash). */
export interface PileSecurity {
  profile: number;
  /** The scrypt hash of its authorization key; null while none is set. */
  keyHash: string | null;
}

interface PileRow {
  id: number;
  seller_id: number;
  station_id: number | null;
  code: string;
  enable_status: number | null;
  security_profile: number | null;
  authorization_key: string | null;
}

export type PileLookup =
  | { ok: true; pile: ConnectedPile; security: PileSecurity }
  | { ok: false; reason: 'unknown' | 'ambiguous' }
  | { ok: false; reason: 'disabled'; pile: ConnectedPile; security: PileSecurity };

/**
 * Finds the pile whose code is the OCPP identity, with what it must prove. The identity carries
 * no seller, so a code that two sellers use cannot be told apart: such a pile is refused rather
 * than given to either. A pile of no stated profile authenticates (profile 1).
 */
export async function findPileByCode(db: Queryable, code: string): Promise<PileLookup> {
  const { rows } = await db.query<PileRow>(
    `select id, seller_id, station_id, code, enable_status, security_profile, authorization_key
      from pile where code = $1 limit 2`,
    [code],
  );
  if (!rows.length) return { ok: false, reason: 'unknown' };
  if (rows.length > 1) return { ok: false, reason: 'ambiguous' };
  const row = rows[0];
  const pile = { id: Number(row.id), sellerId: Number(row.seller_id), stationId: row.station_id, code: row.code };
  const security = { profile: row.security_profile ?? 1, keyHash: row.authorization_key };
  if (row.enable_status !== 1) return { ok: false, reason: 'disabled', pile, security };
  return { ok: true, pile, security };
}
