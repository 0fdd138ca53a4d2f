import type { MetaBundle } from '../../../src/meta/bundle';
import type { EntityFile } from '../../../src/meta/model';
import { fromDbRow } from '../../crud/entity-columns';
import type { Queryable } from '../../db/database';
import { tableName } from '../../db/naming';
import type { Prng } from '../prng';
import { defineAreaSeed, type AreaSeedInput } from './define-area-seed';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Screens whose recent writes the demo audit log shows, with the text field an edit filled in. */
const AUDITED: [entity: string, filledIn: string][] = [
  ['station', 'address'],
  ['pile', 'remark'],
  ['workOrder', 'description'],
  ['member', 'remark'],
  ['coupon', 'remark'],
];
const ROWS_PER_ENTITY = 4;
const SNAPSHOT_TYPES = new Set(['string', 'text', 'integer', 'number', 'money', 'boolean', 'date', 'datetime', 'dict']);

/** The row as the audit log keeps it: its plain fields, never a secret. */
function snapshot(entity: EntityFile, row: Record<string, unknown>): Record<string, unknown> {
  const values = fromDbRow(entity, row);
  const kept: Record<string, unknown> = { id: values.id };
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.secret || !SNAPSHOT_TYPES.has(field.type) || values[name] === undefined) continue;
    kept[name] = values[name];
  }
  return kept;
}

/**
 * A week of the seller's audit history: rows of a few screens added, and later edited to fill
 * in a field they now hold, by the seller's users. The entries agree with the rows as seeded:
 * an edit's "after" is the row as it is, its "before" the same row with that field still empty.
 */
async function seedAuditLog(db: Queryable, bundle: MetaBundle, prng: Prng, input: AreaSeedInput) {
  const { rows: users } = await db.query<{ id: number }>(`select id from users where seller_id = $1 order by id`, [
    input.sellerId,
  ]);
  if (users.length === 0) return 0;
  const entries: unknown[][] = [];
  for (const [name, filledIn] of AUDITED) {
    const entity = bundle.entities.get(name);
    if (!entity || !(filledIn in entity.fields)) continue;
    const { rows } = await db.query<Record<string, unknown>>(
      `select * from "${tableName(entity)}" where seller_id = $1 order by id limit ${ROWS_PER_ENTITY}`,
      [input.sellerId],
    );
    for (const row of rows) {
      const after = snapshot(entity, row);
      const added = new Date(input.now.getTime() - prng.int(4 * DAY, 7 * DAY));
      const edited = new Date(added.getTime() + prng.int(HOUR, 3 * DAY));
      const userId = prng.pick(users).id;
      entries.push([input.sellerId, userId, name, after.id, 'save', null, after, added]);
      if (after[filledIn] == null) continue;
      const before = { ...after, [filledIn]: null };
      entries.push([input.sellerId, prng.pick(users).id, name, after.id, 'update', before, after, edited]);
    }
  }
  for (const entry of entries) {
    await db.query(
      `insert into audit_log (seller_id, user_id, entity, row_id, action, before, after, created_at)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
      entry.map((value, i) => ((i === 5 || i === 6) && value !== null ? JSON.stringify(value) : value)),
    );
  }
  return entries.length;
}

/** The audit log of the demo sellers: written last, so that it can name every area's rows. */
export default defineAreaSeed({
  area: 'Audit history',
  async seed(db, bundle, prng, input): Promise<Record<string, number>> {
    if (input.isPlatform) return {};
    return { auditLog: await seedAuditLog(db, bundle, prng, input) };
  },
});
