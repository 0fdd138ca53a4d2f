import type { MetaBundle } from '../../src/meta/bundle';
import { isManyReference } from '../../src/meta/capabilities';
import type { EntityFile, FieldDef } from '../../src/meta/model';
import type { Queryable } from './database';
import { columnName, tableName } from './naming';

/** The join table of one "references" field: the owner row, the referenced row, the seller. */
export interface JoinTable {
  /** `<owner table>_<field column>`, e.g. station_group_station_ids. */
  table: string;
  owner: EntityFile;
  field: string;
  target: EntityFile;
}

/**
 * Where the links of one "references" field live. A generated table has the columns
 * seller_id, owner_id, ref_id and position; a declared one (`ref.join`, e.g. user_roles) has
 * only the owner and target columns: its links are scoped through the owner row's seller and
 * answered in target id order.
 */
export interface JoinColumns {
  table: string;
  owner: string;
  target: string;
  /** The generated kind: seller_id and position columns exist. */
  generated: boolean;
}

const q = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

export const joinTableName = (owner: EntityFile, field: string) =>
  `${tableName(owner)}_${columnName(field)}`.slice(0, 63);

/** The table and columns of a "references" field's links: its declared join, or the generated table. */
export function joinColumns(
  owner: EntityFile,
  field: string,
  def: FieldDef | undefined = owner.fields[field],
): JoinColumns {
  const declared = def?.ref?.join;
  if (declared) return { table: declared.table, owner: declared.owner, target: declared.target, generated: false };
  return { table: joinTableName(owner, field), owner: 'owner_id', target: 'ref_id', generated: true };
}

/** Every "references" field of the bundle whose target entity exists and whose table is generated. */
export function joinTables(bundle: MetaBundle): JoinTable[] {
  const found: JoinTable[] = [];
  for (const owner of bundle.entities.values()) {
    for (const [field, def] of Object.entries(owner.fields)) {
      if (def.ref?.join) continue;
      const target = isManyReference(def) && def.ref ? bundle.entities.get(def.ref.entity) : undefined;
      if (target) found.push({ table: joinTableName(owner, field), owner, field, target });
    }
  }
  return found;
}

/**
 * A join row is both foreign keys and the seller: deleting the owner drops its links; a linked
 * row cannot be deleted while linked. Each owner lists a row once. The (seller, ref, owner)
 * index answers "owners that include X" without reading the owners.
 */
function createJoinTable(join: JoinTable): string[] {
  const name = join.table;
  return [
    `create table ${q(name)} (
  seller_id bigint not null,
  owner_id bigint not null references ${q(tableName(join.owner))}(id) on delete cascade,
  ref_id bigint not null references ${q(tableName(join.target))}(id),
  position integer not null default 0,
  primary key (owner_id, ref_id)
)`,
    `create index ${q(`ix_${name}_ref`.slice(0, 63))} on ${q(name)} (seller_id, ref_id, owner_id)`,
  ];
}

/** A declared join whose table or columns the database lacks: the schema names a wrong table. */
export class MissingJoinTableError extends Error {
  constructor(readonly missing: string[]) {
    super(`Declared join tables the database lacks: ${missing.join('; ')}`);
  }
}

/** Every declared join (`ref.join`) must name a table and two columns that exist. */
async function checkDeclaredJoins(db: Queryable, bundle: MetaBundle): Promise<void> {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns where table_schema = current_schema()`,
  );
  const columns = new Set(rows.map((row) => `${row.table_name}.${row.column_name}`));
  const missing: string[] = [];
  for (const owner of bundle.entities.values()) {
    for (const [field, def] of Object.entries(owner.fields)) {
      const join = isManyReference(def) ? def.ref?.join : undefined;
      if (!join) continue;
      const absent = [join.owner, join.target].filter((column) => !columns.has(`${join.table}.${column}`));
      if (absent.length > 0) missing.push(`${owner.name}.${field}: ${join.table}(${absent.join(', ')})`);
    }
  }
  if (missing.length > 0) throw new MissingJoinTableError(missing);
}

/**
 * The statements that create the join tables not there yet (entity tables exist by then).
 * A declared join names a table that already exists: it is never created here, and one the
 * database lacks (or lacks a column of) stops the migration, naming the field.
 */
export async function planJoinTables(db: Queryable, bundle: MetaBundle): Promise<string[]> {
  await checkDeclaredJoins(db, bundle);
  const { rows } = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = current_schema()`,
  );
  const existing = new Set(rows.map((row) => row.table_name));
  return joinTables(bundle)
    .filter((join) => !existing.has(join.table))
    .flatMap(createJoinTable);
}
