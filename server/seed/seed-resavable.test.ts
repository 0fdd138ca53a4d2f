import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSettingsEntity } from '../../src/meta/capabilities';
import { entityOffers } from '../../src/meta/entity-actions';
import { isTableView } from '../../src/meta/entity-scope';
import type { EntityFile } from '../../src/meta/model';
import { checkSubRows } from '../../src/meta/sub-rows';
import { validatePayload } from '../crud/entity-validator';
import { isTenant, selectList, table } from '../crud/entity-columns';
import { labelled } from '../crud/labelled-rows';
import { userChanges, withDefaults } from '../crud/payload';
import { loadBundleFromDisk } from '../meta/load-bundle';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';

/**
 * Every demo row, read back as the get route answers it and sent unchanged to the save route,
 * passes that route's rules: a person who opens a demo row and saves a copy of it (or a test
 * that copies one) meets no refusal the seed caused. Checked in-process with the route's own
 * validator, on every seller's rows of every entity that has a create form.
 */
let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

/** The payload a copy of a row sends: its writable values, a required secret given anew. */
function copyOf(entity: EntityFile, row: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    // A secret is never read back: a copy types it again.
    if (field.secret && !field.readOnly && /\brequired\b/.test(field.rules ?? '')) payload[name] = 'copy-secret';
    if (field.readOnly || field.secret || row[name] === null || row[name] === undefined) continue;
    payload[name] = row[name];
  }
  return withDefaults(entity, userChanges(entity, payload));
}

/** What the save route would refuse in the payload, before it reaches the database. */
function problems(entity: EntityFile, values: Record<string, unknown>): string[] {
  const found = validatePayload(t.bundle, entity, 'create', values, 'en-US').map((e) => `${e.field}: ${e.message}`);
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.sub && name in values)
      found.push(...checkSubRows(field, values[name], t.bundle.dictionaries, 'en-US').map((m) => `${name}: ${m}`));
  }
  return found;
}

const saved = [...loadBundleFromDisk().entities.values()]
  .filter((entity) => entityOffers(entity, 'save') && !isSettingsEntity(entity) && !isTableView(entity))
  .map((entity) => entity.name);

describe('every demo row can be saved again as it is', () => {
  it('covers the entities with a create form', () => {
    expect(saved.length).toBeGreaterThan(100);
  });

  it.each(saved)('%s', async (name) => {
    const entity = t.bundle.entities.get(name)!;
    const tenant = isTenant(entity);
    const { rows } = await t.db.query<Record<string, unknown>>(
      `select ${tenant ? '"seller_id" as "$seller", ' : ''}${selectList(entity)} from ${table(entity)} order by "id"`,
    );
    expect(rows.length, 'the demo data has rows of it').toBeGreaterThan(0);
    const refused: string[] = [];
    for (const sellerId of new Set(rows.map((row) => Number(row.$seller ?? 0)))) {
      const own = rows.filter((row) => Number(row.$seller ?? 0) === sellerId);
      for (const answered of await labelled(t.db, t.bundle, entity, sellerId, ...own)) {
        // As the client receives it: dates as JSON text.
        const row = JSON.parse(JSON.stringify(answered)) as Record<string, unknown>;
        const found = problems(entity, copyOf(entity, row));
        if (found.length > 0) refused.push(`#${row.id} (seller ${sellerId}): ${found.join('; ')}`);
      }
    }
    // The first few are enough to tell what the seed gets wrong.
    expect(refused.slice(0, 3).join('\n'), `${refused.length} of ${rows.length} rows refused`).toBe('');
  });
});
