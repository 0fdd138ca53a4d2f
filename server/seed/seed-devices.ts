import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile, FieldDef } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { columnName, tableName } from '../db/naming';
import { satisfyCrossFieldRules } from './cross-field-values';
import { fieldValue } from './field-values';
import { insertRows } from './insert-rows';
import { PILE_PROFILES, pileValuesOf } from './pile-profiles';
import type { Prng } from './prng';
import { writeLinks } from './write-links';
import { demoPileKey, hashAuthorizationKey } from '../ocpp/pile-credentials';

export interface DeviceSeedInput {
  sellerId: number;
  sellerNumber: string;
  stations: number;
}

/** One row to write: its position, the ids its references point to, and values decided by its parents. */
export interface SeedRow {
  index: number;
  refs: Map<string, number[]>;
  values?: Record<string, unknown>;
}

/**
 * Writes rows of one entity, filling every declared field with a plausible value. Each row's
 * `refs` gives the ids its reference fields should point to, by entity name; its `values`, the
 * fields that must agree with other rows (a pile's power with its model's).
 */
export async function seedEntity(
  db: Queryable,
  bundle: MetaBundle,
  entity: EntityFile,
  input: DeviceSeedInput & { prng: Prng; serial: { next: number } },
  rows: SeedRow[],
): Promise<number[]> {
  // "references" fields have no column: their links live in join tables, written apart.
  const fields = Object.entries(entity.fields).filter(([, field]) => field.type !== 'references');
  const tenant = entity.tenant !== false;
  const columns = [...(tenant ? ['seller_id'] : []), ...fields.map(([name]) => columnName(name))];
  const written = rows.map(({ index, refs, values: decided = {} }) => {
    const serial = input.serial.next++;
    const ctx = { prng: input.prng, bundle, index, serial, sellerNumber: input.sellerNumber, refs };
    const valueOf = (name: string, field: FieldDef) => (name in decided ? decided[name] : fieldValue(name, field, ctx));
    return satisfyCrossFieldRules(
      entity,
      Object.fromEntries(Object.entries(entity.fields).map(([name, field]) => [name, valueOf(name, field)])),
    );
  });
  // Sub-table rows and file lists are kept as JSON text.
  const encode = ([name, field]: (typeof fields)[number], row: Record<string, unknown>) =>
    typeof row[name] === 'object' && row[name] !== null && ['json', 'image', 'file'].includes(field.type)
      ? JSON.stringify(row[name])
      : row[name];
  const values = written.map((row) => [...(tenant ? [input.sellerId] : []), ...fields.map((f) => encode(f, row))]);
  const ids = await insertRows(db, tableName(entity), columns, values);
  if (tenant) await writeLinks(db, bundle, entity, input.sellerId, ids, written);
  return ids;
}

/**
 * Stations, piles and guns of one seller, as far as those schemas exist: one pile type per
 * model of pile-profiles.ts, 4 to 10 piles per station, each with its model's values and guns,
 * with the statuses' realistic shares (field-values.ts).
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
        PILE_PROFILES.map((profile, index) => ({ index, refs: new Map(), values: { ...profile } })),
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
    Array.from({ length: prng.int(4, 10) }, (_, index) => {
      const model = prng.int(0, PILE_PROFILES.length - 1);
      const profile = PILE_PROFILES[model];
      return {
        index,
        refs: new Map([...one('station', stationId), ...one('pileType', pileTypes[model])]),
        // Every demo pile authenticates (profile 1) with its demo key, set below.
        values: { ...pileValuesOf(profile), securityProfile: 1, authorizationKey: null },
        gunCount: profile.gunCount,
        stationId,
      };
    }),
  );
  const piles = await seedEntity(db, bundle, pileEntity, ctx, pileRows);
  counts.pile = piles.length;
  if (pileEntity.fields.authorizationKey) await setDemoPileKeys(db, piles);

  const gunEntity = entity('gun');
  if (!gunEntity) return counts;
  const gunRows = piles.flatMap((pileId, i) =>
    Array.from({ length: pileRows[i].gunCount }, (_, index) => ({
      index,
      refs: new Map([...one('pile', pileId), ...one('station', pileRows[i].stationId)]),
    })),
  );
  counts.gun = (await seedEntity(db, bundle, gunEntity, ctx, gunRows)).length;
  return counts;
}

/** Each pile's documented demo key (pile-credentials.ts, demoPileKey), stored as its hash. */
async function setDemoPileKeys(db: Queryable, pileIds: number[]): Promise<void> {
  const { rows } = await db.query<{ id: number; code: string }>(
    `select "id", "code" from "pile" where "id" = any($1::bigint[])`,
    [pileIds],
  );
  const hashes = await Promise.all(rows.map((row) => hashAuthorizationKey(demoPileKey(row.code))));
  await db.query(
    `update "pile" set "authorization_key" = keys.hash
      from unnest($1::bigint[], $2::text[]) as keys(id, hash) where "pile"."id" = keys.id`,
    [rows.map((row) => row.id), hashes],
  );
}
