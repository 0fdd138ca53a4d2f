import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { columnName, tableName } from '../db/naming';
import { satisfyCrossFieldRules } from './cross-field-values';
import { fieldValue } from './field-values';
import { insertRows } from './insert-rows';
import type { Prng } from './prng';

export interface DeviceSeedInput {
  sellerId: number;
  sellerNumber: string;
  stations: number;
}

/**
 * Writes rows of one entity, filling every declared field with a plausible value. `parents`
 * gives, per row, the ids its reference fields should point to, by entity name.
 */
async function seedEntity(
  db: Queryable,
  bundle: MetaBundle,
  entity: EntityFile,
  input: DeviceSeedInput & { prng: Prng; serial: { next: number } },
  rows: { index: number; refs: Map<string, number[]> }[],
): Promise<number[]> {
  const fields = Object.entries(entity.fields);
  const tenant = entity.tenant !== false;
  const columns = [...(tenant ? ['seller_id'] : []), ...fields.map(([name]) => columnName(name))];
  const values = rows.map(({ index, refs }) => {
    const serial = input.serial.next++;
    const ctx = { prng: input.prng, bundle, index, serial, sellerNumber: input.sellerNumber, refs };
    const row = satisfyCrossFieldRules(
      entity,
      Object.fromEntries(fields.map(([name, field]) => [name, fieldValue(name, field, ctx)])),
    );
    return [...(tenant ? [input.sellerId] : []), ...fields.map(([name]) => row[name])];
  });
  return insertRows(db, tableName(entity), columns, values);
}

/**
 * Stations, piles and guns of one seller, as far as those schemas exist: 4 to 10 piles per
 * station and 1 or 2 guns per pile, with the statuses' realistic shares (field-values.ts).
 */
export async function seedDevices(
  db: Queryable,
  bundle: MetaBundle,
  prng: Prng,
  input: DeviceSeedInput,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  if (!input.stations) return counts;
  const serial = { next: 1 };
  const ctx = { ...input, prng, serial };
  const entity = (name: string) => bundle.entities.get(name);
  const one = (entityName: string, id: number | undefined) => new Map(id === undefined ? [] : [[entityName, [id]]]);

  const pileTypeEntity = entity('pileType');
  const pileTypes = pileTypeEntity
    ? await seedEntity(
        db,
        bundle,
        pileTypeEntity,
        ctx,
        [0, 1, 2].map((index) => ({ index, refs: new Map() })),
      )
    : [];
  counts.pileType = pileTypes.length;

  const stationEntity = entity('station');
  if (!stationEntity) return counts;
  const stations = await seedEntity(
    db,
    bundle,
    stationEntity,
    ctx,
    Array.from({ length: input.stations }, (_, index) => ({ index, refs: new Map() })),
  );
  counts.station = stations.length;

  const pileEntity = entity('pile');
  if (!pileEntity) return counts;
  const pileRows = stations.flatMap((stationId) =>
    Array.from({ length: prng.int(4, 10) }, (_, index) => ({
      index,
      refs: new Map([
        ...one('station', stationId),
        ...one('pileType', pileTypes.length ? prng.pick(pileTypes) : undefined),
      ]),
      stationId,
    })),
  );
  const piles = await seedEntity(db, bundle, pileEntity, ctx, pileRows);
  counts.pile = piles.length;

  const gunEntity = entity('gun');
  if (!gunEntity) return counts;
  const gunRows = piles.flatMap((pileId, i) =>
    Array.from({ length: prng.int(1, 2) }, (_, index) => ({
      index,
      refs: new Map([...one('pile', pileId), ...one('station', pileRows[i].stationId)]),
    })),
  );
  counts.gun = (await seedEntity(db, bundle, gunEntity, ctx, gunRows)).length;
  return counts;
}
