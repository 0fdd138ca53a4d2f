import type { Database, Queryable } from '../db/database';
import type { ConnectedPile } from './connected-pile';
import { GUN_STATUS, gunStatusOf, serviceStatusOf } from './gun-status';

/** OCPP numbers connectors from 1 (0 is the pile itself); guns are indexed from 0 (SPEC: A, B, ...). */
export const gunIndexOf = (connectorId: number) => connectorId - 1;

/** Every write is scoped to the pile's own seller: a pile can never touch another seller's rows. */
async function refreshServiceStatus(tx: Queryable, pile: ConnectedPile, connected: boolean): Promise<number> {
  const { rows } = await tx.query<{ status: number | null }>(
    `select status from gun where pile_id = $1 and seller_id = $2`,
    [pile.id, pile.sellerId],
  );
  const status = serviceStatusOf(
    rows.map((row) => row.status ?? GUN_STATUS.offline),
    connected,
  );
  await tx.query(`update pile set status = $1, online_status = $2 where id = $3 and seller_id = $4`, [
    status,
    connected ? 1 : 0,
    pile.id,
    pile.sellerId,
  ]);
  return status;
}

/** BootNotification: the pile is online; its guns say their state in the StatusNotifications that follow. */
export function markOnline(db: Database, pile: ConnectedPile): Promise<number> {
  return db.transaction((tx) => refreshServiceStatus(tx, pile, true));
}

/** A dropped connection: the pile and all its guns are offline until it comes back. */
export function markOffline(db: Database, pile: ConnectedPile): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(`update gun set status = $1 where pile_id = $2 and seller_id = $3`, [
      GUN_STATUS.offline,
      pile.id,
      pile.sellerId,
    ]);
    return refreshServiceStatus(tx, pile, false);
  });
}

export interface StatusChange {
  connectorId: number;
  status: string;
  errorCode: string;
}

/**
 * StatusNotification: the gun's status follows the connector's; connector 0 speaks for the whole
 * pile, so a fault there puts every gun in alarm. Answers the guns' new status, or undefined
 * for a status the specification has no counterpart for.
 */
export function applyStatus(db: Database, pile: ConnectedPile, change: StatusChange): Promise<number | undefined> {
  const status = gunStatusOf(change.status);
  if (status === undefined) return Promise.resolve(undefined);
  return db.transaction(async (tx) => {
    if (change.connectorId === 0) {
      if (status === GUN_STATUS.alarm)
        await tx.query(`update gun set status = $1 where pile_id = $2 and seller_id = $3`, [
          status,
          pile.id,
          pile.sellerId,
        ]);
    } else {
      await tx.query(`update gun set status = $1 where pile_id = $2 and seller_id = $3 and gun_index = $4`, [
        status,
        pile.id,
        pile.sellerId,
        gunIndexOf(change.connectorId),
      ]);
    }
    await refreshServiceStatus(tx, pile, true);
    return status;
  });
}
