import type { Database, Queryable } from '../db/database';
import type { ConnectedPile } from './connected-pile';
import { GUN_STATUS, gunStatusOf, serviceStatusOf } from './gun-status';
import { createBatchLoader } from './batch-loader';
import { createGroupCommit } from './group-commit';

/** OCPP numbers connectors from 1 (0 is the pile itself); guns are indexed from 0 (SPEC: A, B, ...). */
export const gunIndexOf = (connectorId: number) => connectorId - 1;

export interface StatusChange {
  connectorId: number;
  status: string;
  errorCode: string;
}

/**
 * The statuses of the piles connected to this process: their guns' statuses live here, where
 * the pile is the authority on them, and reach the database in batches. Every change waits for
 * the batch that stores it before it is answered, so nothing acknowledged to a pile is lost; but
 * a network of piles costs one short transaction per batch instead of one per message (the
 * batch's gun and pile rows are each updated by one statement).
 */
export interface PileStatusStore {
  /** BootNotification: the pile is online; its guns say their state in the StatusNotifications that follow. */
  markOnline(pile: ConnectedPile): Promise<number>;
  /** A dropped connection: the pile and all its guns are offline until it comes back. */
  markOffline(pile: ConnectedPile): Promise<number>;
  /**
   * StatusNotification: the gun's status follows the connector's; connector 0 speaks for the
   * whole pile, so a fault there puts every gun in alarm. Answers the guns' new status, or
   * undefined for a status the specification has no counterpart for.
   */
  applyStatus(pile: ConnectedPile, change: StatusChange): Promise<number | undefined>;
}

interface PileRow {
  sellerId: number;
  status: number;
  online: boolean;
  /** Gun index → status, for the pile's registered guns. */
  guns: Map<number, number>;
}

/** Well inside the answer time a pile expects, and short beside the monitor's one second. */
const STATUS_LINGER_MS = 10;

export function createPileStatusStore(db: Database): PileStatusStore {
  /** Connected piles' guns, loaded from the database when first needed. */
  const known = new Map<number, Map<number, number>>();
  /** Piles whose rows the next batch writes, as they last stood. */
  let dirty = new Map<number, PileRow>();
  const batches = createGroupCommit(
    db,
    {
      take: () => {
        const rows = [...dirty.entries()];
        dirty = new Map();
        return rows;
      },
      write: writeRows,
      putBack: (rows) => {
        for (const [id, row] of rows) if (!dirty.has(id)) dirty.set(id, row);
      },
    },
    { lingerMs: STATUS_LINGER_MS },
  );

  /** Guns of many piles in one statement (a network reconnecting boots thousands at once). */
  const gunLoader = createBatchLoader((piles: ConnectedPile[]) => loadGuns(db, piles), new Map<number, number>());

  async function gunsOf(pile: ConnectedPile): Promise<Map<number, number>> {
    const cached = known.get(pile.id);
    if (cached) return cached;
    const guns = await gunLoader.load(pile);
    // Another change may have loaded them while this one waited.
    if (!known.has(pile.id)) known.set(pile.id, guns);
    return known.get(pile.id)!;
  }

  function store(pile: ConnectedPile, guns: Map<number, number>, online: boolean): Promise<number> {
    const status = serviceStatusOf([...guns.values()], online);
    dirty.set(pile.id, { sellerId: pile.sellerId, status, online, guns: new Map(guns) });
    return batches.commit().then(() => status);
  }

  return {
    async markOnline(pile) {
      return store(pile, await gunsOf(pile), true);
    },
    async markOffline(pile) {
      const guns = await gunsOf(pile);
      known.delete(pile.id);
      return store(pile, new Map([...guns.keys()].map((index) => [index, GUN_STATUS.offline])), false);
    },
    async applyStatus(pile, change) {
      const status = gunStatusOf(change.status);
      if (status === undefined) return undefined;
      let guns = await gunsOf(pile);
      // A gun registered while its pile was connected: the list is read again (only for a
      // connector it lacks, so a pile's usual messages never cost a read).
      if (change.connectorId > 0 && !guns.has(gunIndexOf(change.connectorId))) {
        known.delete(pile.id);
        guns = await gunsOf(pile);
      }
      if (change.connectorId === 0) {
        if (status === GUN_STATUS.alarm) for (const index of guns.keys()) guns.set(index, status);
      } else if (guns.has(gunIndexOf(change.connectorId))) {
        guns.set(gunIndexOf(change.connectorId), status);
      }
      await store(pile, guns, true);
      return status;
    },
  };
}

/** Every read is scoped to the pile's own seller: a pile can never see another seller's rows. */
async function loadGuns(db: Queryable, piles: ConnectedPile[]): Promise<Map<ConnectedPile, Map<number, number>>> {
  const { rows } = await db.query<{ pile_id: number; gun_index: number; status: number | null }>(
    `select g.pile_id, g.gun_index, g.status
       from unnest($1::bigint[], $2::bigint[]) as p(id, seller_id)
       join gun g on g.pile_id = p.id and g.seller_id = p.seller_id`,
    [piles.map((pile) => pile.id), piles.map((pile) => pile.sellerId)],
  );
  const byId = new Map(piles.map((pile) => [pile.id, new Map<number, number>()]));
  for (const row of rows) byId.get(Number(row.pile_id))?.set(Number(row.gun_index), row.status ?? GUN_STATUS.offline);
  return new Map(piles.map((pile) => [pile, byId.get(pile.id)!]));
}

/** One statement for the batch's guns and one for its piles; unchanged rows are not rewritten. */
async function writeRows(tx: Queryable, rows: [number, PileRow][]): Promise<void> {
  if (!rows.length) return;
  const guns = rows.flatMap(([pileId, row]) =>
    [...row.guns.entries()].map(([gunIndex, status]) => ({ pileId, sellerId: row.sellerId, gunIndex, status })),
  );
  if (guns.length)
    await tx.query(
      `update gun as g set status = v.status
         from unnest($1::bigint[], $2::bigint[], $3::int[], $4::int[]) as v(pile_id, seller_id, gun_index, status)
        where g.pile_id = v.pile_id and g.seller_id = v.seller_id and g.gun_index = v.gun_index
          and g.status is distinct from v.status`,
      [guns.map((g) => g.pileId), guns.map((g) => g.sellerId), guns.map((g) => g.gunIndex), guns.map((g) => g.status)],
    );
  await tx.query(
    `update pile as p set status = v.status, online_status = v.online
       from unnest($1::bigint[], $2::bigint[], $3::int[], $4::int[]) as v(id, seller_id, status, online)
      where p.id = v.id and p.seller_id = v.seller_id
        and (p.status is distinct from v.status or p.online_status is distinct from v.online)`,
    [
      rows.map(([id]) => id),
      rows.map(([, row]) => row.sellerId),
      rows.map(([, row]) => row.status),
      rows.map(([, row]) => (row.online ? 1 : 0)),
    ],
  );
}
