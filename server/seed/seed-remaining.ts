import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { isSettingsEntity } from '../../src/meta/capabilities';
import { dataScope, isTableView } from '../../src/meta/entity-scope';
import { tableName } from '../db/naming';
import type { Prng } from './prng';
import { seedEntity, type DeviceSeedInput } from './seed-devices';

/** Rows a screen gets when no seed of its own writes any: a page and a bit, so paging shows. */
export const REMAINING_ROWS = 12;

/**
 * Entities in an order where each comes after the ones it references (a reference to itself,
 * as a tree's parent, does not count), so that their rows can point at rows already written.
 */
export function referenceOrder(entities: readonly EntityFile[]): EntityFile[] {
  const byName = new Map(entities.map((entity) => [entity.name, entity]));
  const ordered: EntityFile[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (entity: EntityFile) => {
    if (state.get(entity.name)) return; // done, or a cycle: the first one reached goes first
    state.set(entity.name, 'visiting');
    for (const field of Object.values(entity.fields)) {
      const target = field.ref?.entity;
      if (target && target !== entity.name && byName.has(target)) visit(byName.get(target)!);
    }
    state.set(entity.name, 'done');
    ordered.push(entity);
  };
  [...entities].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).forEach(visit);
  return ordered;
}

/**
 * One to three of the pool's ids from the one picked on: a reference points at the first, a
 * list of references ("references") at all of them.
 */
function some(pool: number[], picked: number, index: number): number[] {
  const from = pool.indexOf(picked);
  const count = Math.min(pool.length, 1 + (index % 3));
  return Array.from({ length: count }, (_, i) => pool[(from + i) % pool.length]);
}

/**
 * Every entity that no seed of its own has written rows for gets a few plausible ones for this
 * seller (shared, non-tenant tables once, with the platform seller), pointing at rows of the
 * entities they reference. A new screen thus opens with rows before it has a seed that tells its story.
 */
export async function seedRemaining(
  db: Queryable,
  bundle: MetaBundle,
  prng: Prng,
  input: DeviceSeedInput & { isPlatform: boolean },
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const serial = { next: 100_000 };
  for (const entity of referenceOrder([...bundle.entities.values()])) {
    // A crossTenant screen reads other tables; it has no rows of its own.
    if (isTableView(entity)) continue;
    // Settings (single, kv) answer their defaults until saved: random values would only be
    // noise, and a random theme style would restyle every demo user's layout.
    if (isSettingsEntity(entity)) continue;
    const tenant = entity.tenant !== false;
    // The platform operates no network of its own: it gets the shared rows only (non-tenant
    // tables, and platform rows, which every seller reads but only the platform owns).
    const shared = !tenant || dataScope(entity) === 'platform';
    if (shared !== input.isPlatform) continue;
    const table = tableName(entity);
    const existing = await db.query<{ n: number }>(
      tenant
        ? `select count(*)::int as n from "${table}" where seller_id = $1`
        : `select count(*)::int as n from "${table}"`,
      tenant ? [input.sellerId] : [],
    );
    if (existing.rows[0].n > 0) continue;
    // The rows a reference may point at: of the entity's fields, and of its sub-tables' rows.
    const fieldsAndRowFields = Object.values(entity.fields).flatMap((field) => [
      field,
      ...Object.values(field.sub?.fields ?? {}),
    ]);
    const targets = [...new Set(fieldsAndRowFields.flatMap((field) => field.ref?.entity ?? []))];
    const pools = new Map<string, number[]>();
    for (const target of targets) {
      const referenced = bundle.entities.get(target);
      if (!referenced || target === entity.name) continue;
      const scoped = referenced.tenant !== false;
      const { rows } = await db.query<{ id: number }>(
        `select id from "${tableName(referenced)}" ${scoped ? 'where seller_id = $1' : ''} order by id limit 200`,
        scoped ? [input.sellerId] : [],
      );
      pools.set(
        target,
        rows.map((row) => row.id),
      );
    }
    const rows = Array.from({ length: REMAINING_ROWS }, (_, index) => ({
      index,
      refs: new Map(
        [...pools].filter(([, ids]) => ids.length).map(([target, ids]) => [target, some(ids, prng.pick(ids), index)]),
      ),
    }));
    counts[entity.name] = (await seedEntity(db, bundle, entity, { ...input, prng, serial }, rows)).length;
  }
  return counts;
}
