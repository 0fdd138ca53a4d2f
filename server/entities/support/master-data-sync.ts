import { refusal } from '../../crud/crud-error';
import { ERRORS, storedText } from '../../messages';
import type { Queryable } from '../../db/database';
import { tableName } from '../../db/naming';
import type { ActionHookArgs, AfterActionArgs } from '../entity-hooks';

/** The id of the seller's row of an entity with this code, if the entity and the row exist. */
async function idByCode(args: ActionHookArgs, entityName: string, code: string, extra = '', params: unknown[] = []) {
  const entity = args.bundle.entities.get(entityName);
  if (!entity) return undefined;
  const { rows } = await args.tx.query<{ id: number }>(
    `select id from "${tableName(entity)}" where seller_id = $1 and code = $2 ${extra} limit 1`,
    [args.sellerId, code, ...params],
  );
  return rows[0]?.id;
}

/**
 * A row of the site table (imported from the old master data) is synced once the network holds
 * a station with its code; until then the sync is refused, naming the code.
 */
export async function checkSiteSync(args: ActionHookArgs): Promise<void> {
  if (args.action.name !== 'sync') return;
  const code = String(args.before.stationCode ?? '');
  if ((await idByCode(args, 'station', code)) === undefined)
    throw refusal(args.locale, ERRORS.siteStationMissing, [code]);
}

/** A row of the pile table is synced once its station and a pile with its code in that station exist. */
export async function checkPileSync(args: ActionHookArgs): Promise<void> {
  if (args.action.name !== 'sync') return;
  const stationCode = String(args.before.stationCode ?? '');
  const pileCode = String(args.before.pileCode ?? '');
  const stationId = await idByCode(args, 'station', stationCode);
  if (stationId === undefined) throw refusal(args.locale, ERRORS.pileStationMissing, [stationCode]);
  if ((await idByCode(args, 'pile', pileCode, 'and station_id = $3', [stationId])) === undefined)
    throw refusal(args.locale, ERRORS.pileMissing, [stationCode, pileCode]);
}

/**
 * Notes on the synced row when it was matched, in the same transaction. The note is kept in the
 * row and read later by users of either language, so it holds both.
 */
export async function noteSynced(args: AfterActionArgs, db: Queryable = args.tx): Promise<void> {
  if (args.action.name !== 'sync') return;
  await db.query(`update "${tableName(args.entity)}" set sync_message = $1 where id = $2 and seller_id = $3`, [
    storedText('masterDataMatched', new Date().toISOString().slice(0, 10)),
    args.after.id,
    args.sellerId,
  ]);
}
