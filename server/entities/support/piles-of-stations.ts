import type { EntityFile, Locale } from '../../../src/meta/model';
import { fieldRefusal } from '../../crud/crud-error';
import { ERRORS } from '../../messages';
import type { Queryable } from '../../db/database';
import { joinTableName } from '../../db/join-tables';

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

/**
 * The ids a "references" field of a row holds: the sent ones when the write sends the field,
 * else the stored links (an update that leaves the field out keeps them).
 */
export async function currentLinks(
  tx: Queryable,
  entity: EntityFile,
  field: string,
  sent: Record<string, unknown>,
  ownerId: unknown,
): Promise<number[]> {
  if (field in sent) return ids(sent[field]);
  if (ownerId === null || ownerId === undefined) return [];
  const { rows } = await tx.query<{ ref_id: number }>(
    `select "ref_id" from "${joinTableName(entity, field)}" where "owner_id" = $1 order by "position"`,
    [ownerId],
  );
  return rows.map((row) => Number(row.ref_id));
}

/**
 * Refuses piles that stand at none of the given stations: a unit, a threshold or a billing
 * template names its piles among those of its own stations, or a pile would be powered,
 * limited or priced by a site it is not part of.
 */
export async function refusePilesOutsideStations(
  tx: Queryable,
  args: { sellerId: number; pileIds: number[]; stationIds: number[]; field: string; locale: Locale },
): Promise<void> {
  const { sellerId, pileIds, stationIds, field, locale } = args;
  if (pileIds.length === 0) return;
  const { rows } = await tx.query<{ name: string }>(
    `select "name" from "pile" where "seller_id" = $1 and "id" = any($2::bigint[])
        and not ("station_id" = any($3::bigint[])) order by "id" limit 1`,
    [sellerId, pileIds, stationIds],
  );
  if (!rows[0]) return;
  throw fieldRefusal(locale, ERRORS.pileOutsideStations, field, [rows[0].name]);
}
