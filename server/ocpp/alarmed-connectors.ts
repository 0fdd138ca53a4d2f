import type { Queryable } from '../db/database';
import { createBatchLoader } from './batch-loader';
import type { ConnectedPile } from './connected-pile';

/**
 * Which connectors of the connected piles have an open alarm, so that a NoError status from any
 * other connector (nearly every status a network sends) skips the alarm records and their
 * transaction. Alarms of a connected pile are opened only by its own statuses, here, so what was
 * open when it was first asked about stays true but for what this process changes itself.
 * Forgotten when the pile disconnects (it may come back on another server).
 */
export interface AlarmedConnectors {
  /** Whether a status of this connector has to go through the alarm records. */
  needsTracking(pile: ConnectedPile, connectorId: number, faulty: boolean): Promise<boolean>;
  /** After the alarm records followed the status: the connector now has an open alarm, or none. */
  tracked(pile: ConnectedPile, connectorId: number, faulty: boolean): void;
  forget(pileId: number): void;
}

/** The connectors (0 for the pile itself) with an open alarm, of many piles in one statement. */
async function openAlarmConnectors(db: Queryable, piles: ConnectedPile[]): Promise<Map<ConnectedPile, Set<number>>> {
  const { rows } = await db.query<{ pile_id: number; connector: number }>(
    `select a."pile_id", coalesce(g."gun_index" + 1, 0) as "connector"
       from unnest($1::bigint[], $2::bigint[]) as p(id, seller_id)
       join "alarm_record" a on a."pile_id" = p.id and a."seller_id" = p.seller_id and a."recovered_at" is null
       left join "gun" g on g."id" = a."gun_id"`,
    [piles.map((pile) => pile.id), piles.map((pile) => pile.sellerId)],
  );
  const byId = new Map(piles.map((pile) => [pile.id, new Set<number>()]));
  for (const row of rows) byId.get(Number(row.pile_id))?.add(Number(row.connector));
  return new Map(piles.map((pile) => [pile, byId.get(pile.id)!]));
}

export function createAlarmedConnectors(db: Queryable): AlarmedConnectors {
  const loader = createBatchLoader((piles: ConnectedPile[]) => openAlarmConnectors(db, piles), new Set<number>());
  const known = new Map<number, Promise<Set<number>>>();
  const alarmedOf = (pile: ConnectedPile) => {
    let alarmed = known.get(pile.id);
    if (!alarmed) {
      alarmed = loader.load(pile);
      known.set(pile.id, alarmed);
      // A failed read is tried again by the next status.
      alarmed.catch(() => known.get(pile.id) === alarmed && known.delete(pile.id));
    }
    return alarmed;
  };
  return {
    async needsTracking(pile, connectorId, faulty) {
      return faulty || (await alarmedOf(pile)).has(connectorId);
    },
    tracked(pile, connectorId, faulty) {
      void known.get(pile.id)?.then((alarmed) => {
        if (faulty) alarmed.add(connectorId);
        else alarmed.delete(connectorId);
      });
    },
    forget(pileId) {
      known.delete(pileId);
    },
  };
}
