import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile, TimedStatusDef } from '../../src/meta/model';
import { column, table } from '../crud/entity-columns';
import { SqlParams } from '../crud/sql';
import type { Queryable } from '../db/database';

/**
 * The business day's offset: a date's period starts at its midnight and ends at the next one
 * here (China time, where the operators and their drivers are).
 */
const BUSINESS_OFFSET = '+08:00';

/** Rows moved by one pass over one entity. */
export interface TimedMoves {
  started: number;
  ended: number;
  /** Rows set running (published) before their start, put back to waiting. */
  waiting: number;
}

export const NO_MOVES: TimedMoves = { started: 0, ended: 0, waiting: 0 };

/** The entities whose status follows the clock. */
export const timedEntities = (bundle: MetaBundle): EntityFile[] =>
  [...bundle.entities.values()].filter((entity) => entity.timedStatus && entity.statusField);

/** SQL of the instant a period field starts (`edge` "start") or ends ("end") at. */
function instant(entity: EntityFile, name: string, edge: 'start' | 'end'): string {
  if (entity.fields[name]?.type !== 'date') return column(name);
  const midnight = `(${column(name)}::text || 'T00:00:00${BUSINESS_OFFSET}')::timestamptz`;
  return edge === 'end' ? `(${midnight} + interval '1 day')` : midnight;
}

/**
 * Moves the rows of one entity to the status their dates give at `now`: waiting → running on
 * the start, waiting or running → ended after the end, and running → waiting while the start
 * is still ahead (a row published early shows 未开始, not 进行中). Only rows in those statuses
 * move, so what an operator ended, took down or invalidated stays so. Each move is one guarded
 * UPDATE (it changes only rows still in the status it moves from), so running it twice, or
 * beside an operator's action, moves nothing twice. `ids` limits it to rows just written.
 */
export async function moveTimedStatus(
  db: Queryable,
  entity: EntityFile,
  now: Date,
  ids?: number[],
): Promise<TimedMoves> {
  const timed = entity.timedStatus as TimedStatusDef;
  const status = column(entity.statusField!);
  const end = instant(entity, timed.end, 'end');
  const start = timed.start ? instant(entity, timed.start, 'start') : undefined;
  const move = async (to: unknown, from: unknown[], when: string, params: SqlParams) => {
    const only = ids ? ` and "id" = any(${params.add(ids)})` : '';
    const { affectedRows } = await db.query(
      `update ${table(entity)} set ${status} = ${params.add(to)}, "updated_at" = ${params.add(now.toISOString())}
        where ${status} = any(${params.add(from.map(String))}) and ${when}${only}`,
      params.values,
    );
    return affectedRows;
  };
  const at = (params: SqlParams) => params.add(now.toISOString());
  const before = timed.waiting === undefined ? [] : [timed.waiting];
  let params = new SqlParams();
  const ended = await move(timed.ended, [...before, timed.running], `${end} <= ${at(params)}`, params);
  if (!start || timed.waiting === undefined) return { ...NO_MOVES, ended };
  params = new SqlParams();
  const started = await move(
    timed.running,
    [timed.waiting],
    `${start} <= ${at(params)} and ${end} > ${at(params)}`,
    params,
  );
  params = new SqlParams();
  const waiting = await move(timed.waiting, [timed.running], `${start} > ${at(params)}`, params);
  return { started, ended, waiting };
}

/** The same moves for the rows of `ids` just written, when the entity's status follows the clock. */
export async function settleTimedStatus(db: Queryable, entity: EntityFile, ids: number[], now = new Date()) {
  if (!entity.timedStatus || !entity.statusField || ids.length === 0) return NO_MOVES;
  return moveTimedStatus(db, entity, now, ids);
}

/**
 * A row just written, in the status its dates give now: the scheduler's moves applied to it at
 * once (and the row read again when one moved it), so that the list shows the true status
 * without waiting for the next round.
 */
export async function settledRow<Row extends Record<string, unknown>>(
  db: Queryable,
  entity: EntityFile,
  row: Row,
  reread: () => Promise<Row | undefined>,
): Promise<Row> {
  const moved = await settleTimedStatus(db, entity, [Number(row.id)]);
  if (moved.started + moved.ended + moved.waiting === 0) return row;
  return (await reread()) ?? row;
}
