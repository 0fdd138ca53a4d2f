import type { Queryable } from '../db/database';
import type { LiveBus } from '../live/live-bus';
import type { CentralSystem } from './central-system';

/** Where a command could go out now: this process's connections, and the deployment's bus. */
export interface PileReach {
  db: Queryable;
  bus: LiveBus;
  /** This process's central system; absent, no pile is connected here. */
  local?: Pick<CentralSystem, 'holds'>;
}

/**
 * The seller's piles among these that a command reaches now, so that a command to any other is
 * refused before it is recorded rather than claimed sent. A pile connected to this process is
 * reachable. Alone (no shared bus), nothing else is: the online flag in the pile row may be left
 * over from an earlier run or from seeded data, and only a live connection can take a command.
 * With other instances on the bus, a pile connected to one of them is known by the online flag
 * its instance writes on BootNotification and clears on disconnect; should that instance have
 * died with the flag set, the command is closed as offline by the sweep (command-delivery.ts).
 */
export async function reachablePiles(
  reach: PileReach,
  sellerId: number,
  pileIds: readonly number[],
): Promise<Set<number>> {
  const ids = [...new Set(pileIds.map(Number))];
  const reachable = new Set(ids.filter((id) => reach.local?.holds(id)));
  const elsewhere = ids.filter((id) => !reachable.has(id));
  if (!reach.bus.shared || !elsewhere.length) return reachable;
  const { rows } = await reach.db.query<{ id: number }>(
    `select "id" from "pile" where "seller_id" = $1 and "id" = any($2::bigint[]) and "online_status" = 1`,
    [sellerId, elsewhere],
  );
  for (const row of rows) reachable.add(Number(row.id));
  return reachable;
}
