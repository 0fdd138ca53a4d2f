import type { Database, Queryable } from '../db/database';
import { BILL_STATUS } from '../billing/settle-bill';
import type { LiveSample } from './charging-sessions';
import type { ConnectedPile } from './connected-pile';
import { createGroupCommit } from './group-commit';
import { readSessionLimits, storableSamples } from './session-plausibility';

/**
 * MeterValues of running transactions: their readings are kept as they come, in batches. Each
 * pile's readings wait for the batch that stores them before they are answered, so a reading
 * acknowledged to a pile is in the database (the bill's curve, and its price at the stop, use
 * them); but a network's readings cost one statement per batch instead of two each.
 */
export interface MeterValueWriter {
  /**
   * Stores readings of a transaction. Readings for a transaction that is not this pile's open
   * one are dropped (a pile may not write another's curve).
   */
  record(pile: ConnectedPile, transactionId: number, samples: LiveSample[]): Promise<void>;
}

interface Reading extends LiveSample {
  sellerId: number;
  pileId: number;
  billId: number;
}

/** Well inside the answer time a pile expects. */
const METER_LINGER_MS = 10;

export function createMeterValueWriter(db: Database): MeterValueWriter {
  let staged: Reading[] = [];
  const batches = createGroupCommit(
    db,
    {
      take: () => {
        const batch = staged;
        staged = [];
        return batch;
      },
      write: writeReadings,
      putBack: (batch) => {
        staged = [...batch, ...staged];
      },
    },
    { lingerMs: METER_LINGER_MS },
  );
  const kept = createSessionCounts(readSessionLimits().maxSessionSamples);
  return {
    record(pile, transactionId, samples) {
      // A value beyond its column would fail the statement that stores every pile's batch; a
      // session that already has as many readings as it may keep gets no more (its stop is held).
      const readings = kept.take(pile.id, transactionId, storableSamples(samples));
      if (!readings.length) return Promise.resolve();
      for (const sample of readings)
        staged.push({ ...sample, sellerId: pile.sellerId, pileId: pile.id, billId: transactionId });
      return batches.commit();
    },
  };
}

/** One statement for the batch: only readings of a charging bill of the pile that sent them are kept. */
async function writeReadings(tx: Queryable, readings: Reading[]): Promise<void> {
  if (!readings.length) return;
  const column = <T>(value: (reading: Reading) => T) => readings.map(value);
  await tx.query(
    `insert into meter_values (seller_id, bill_id, sampled_at, energy_wh, power_w, voltage_v, current_a, soc)
     select b.seller_id, b.id, s.at, s.wh, s.w, s.v, s.a, s.soc
       from unnest($2::bigint[], $3::bigint[], $4::bigint[], $5::timestamptz[], $6::bigint[], $7::int[],
                   $8::real[], $9::real[], $10::smallint[])
         with ordinality as s(seller_id, pile_id, bill_id, at, wh, w, v, a, soc, n)
       join bill b on b.id = s.bill_id and b.seller_id = s.seller_id and b.pile_id = s.pile_id and b.bill_status = $1
      order by s.n`,
    [
      BILL_STATUS.charging,
      column((reading) => reading.sellerId),
      column((reading) => reading.pileId),
      column((reading) => reading.billId),
      column((reading) => new Date(reading.at).toISOString()),
      column((reading) => reading.energyWh),
      column((reading) => (reading.powerW === undefined ? null : Math.round(reading.powerW))),
      column((reading) => reading.voltageV ?? null),
      column((reading) => reading.currentA ?? null),
      column((reading) => (reading.soc === undefined ? null : Math.round(reading.soc))),
    ],
  );
}

/** Sessions a pile's readings are counted for: more than its guns, so a new session never forgets a running one. */
const SESSIONS_PER_PILE = 8;

/**
 * How many readings each session was given, per pile, in memory: the readings of one session
 * stop being stored at the bound, whatever rate its pile sends them at. A pile's oldest session
 * is forgotten when it starts many more.
 */
function createSessionCounts(max: number) {
  const byPile = new Map<number, Map<number, number>>();
  return {
    take<T>(pileId: number, transactionId: number, readings: T[]): T[] {
      if (!readings.length) return readings;
      let sessions = byPile.get(pileId);
      if (!sessions) byPile.set(pileId, (sessions = new Map()));
      const before = sessions.get(transactionId) ?? 0;
      const taken = readings.slice(0, Math.max(0, max - before));
      sessions.delete(transactionId);
      sessions.set(transactionId, before + readings.length);
      if (sessions.size > SESSIONS_PER_PILE) sessions.delete(sessions.keys().next().value!);
      return taken;
    },
  };
}
