import { API_CODES } from '../../../src/meta/api-codes';
import type { Locale } from '../../../src/meta/model';
import { CrudError } from '../../crud/crud-error';
import type { Queryable } from '../../db/database';
import { tableName } from '../../db/naming';
import type { ActionHookArgs, AfterActionArgs } from '../entity-hooks';

const say = (locale: Locale, zh: string, en: string) => (locale === 'en-US' ? en : zh);

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

const refuse = (locale: Locale, zh: string, en: string) =>
  new CrudError(API_CODES.VALIDATION_FAILED, say(locale, zh, en));

/**
 * A row of the site table (imported from the old master data) is synced once the network holds
 * a station with its code; until then the sync is refused, naming the code.
 */
export async function checkSiteSync(args: ActionHookArgs): Promise<void> {
  if (args.action.name !== 'sync') return;
  const code = String(args.before.stationCode ?? '');
  if ((await idByCode(args, 'station', code)) === undefined)
    throw refuse(
      args.locale,
      `场站编码“${code}”在场站档案中不存在，请先建立该场站`,
      `No station has the code "${code}" yet: create it first`,
    );
}

/** A row of the pile table is synced once its station and a pile with its code in that station exist. */
export async function checkPileSync(args: ActionHookArgs): Promise<void> {
  if (args.action.name !== 'sync') return;
  const stationCode = String(args.before.stationCode ?? '');
  const pileCode = String(args.before.pileCode ?? '');
  const stationId = await idByCode(args, 'station', stationCode);
  if (stationId === undefined)
    throw refuse(args.locale, `场站编码“${stationCode}”在场站档案中不存在`, `No station has the code "${stationCode}"`);
  if ((await idByCode(args, 'pile', pileCode, 'and station_id = $3', [stationId])) === undefined)
    throw refuse(
      args.locale,
      `场站“${stationCode}”下没有桩编码为“${pileCode}”的充电桩，请先建立该充电桩`,
      `Station "${stationCode}" has no pile with the code "${pileCode}": create it first`,
    );
}

/** Notes on the synced row when it was matched, in the same transaction. */
export async function noteSynced(args: AfterActionArgs, db: Queryable = args.tx): Promise<void> {
  if (args.action.name !== 'sync') return;
  await db.query(`update "${tableName(args.entity)}" set sync_message = $1 where id = $2 and seller_id = $3`, [
    `已匹配档案 ${new Date().toISOString().slice(0, 10)}`,
    args.after.id,
    args.sellerId,
  ]);
}
