import type { Queryable } from './database';
import { isWidening, sameType, type ColumnType } from './column-types';
import type { WantedForeignKey, WantedTable } from './entity-tables';
import { IMPLICIT_COLUMNS } from './naming';

/** A change that would lose data: refused unless the migration is forced. */
export interface DestructiveChange {
  table: string;
  column: string;
  change: 'drop' | 'retype';
  detail: string;
}

/** A `unique` field whose existing rows already share values: its index cannot be built. */
export interface DuplicateValues {
  table: string;
  column: string;
  /** A few of the values held by several rows. */
  examples: string[];
}

export interface EntityMigrationPlan {
  statements: string[];
  destructive: DestructiveChange[];
  /** Statements that carry out the destructive changes, run only when forced. */
  forcedStatements: string[];
  /** Unique fields whose rows must be cleaned up first: the migration is refused. */
  duplicates: DuplicateValues[];
  /** Foreign keys that existing rows break: enforced for new writes, validated once cleaned up. */
  warnings: string[];
}

interface ExistingColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  character_maximum_length: number | null;
}

const q = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

async function existingColumns(db: Queryable): Promise<Map<string, Map<string, ColumnType>>> {
  const { rows } = await db.query<ExistingColumn>(
    `select table_name, column_name, data_type, character_maximum_length
       from information_schema.columns where table_schema = current_schema()`,
  );
  const tables = new Map<string, Map<string, ColumnType>>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? new Map<string, ColumnType>();
    columns.set(row.column_name, { dataType: row.data_type, maxLength: row.character_maximum_length, ddl: '' });
    tables.set(row.table_name, columns);
  }
  return tables;
}

/** Tables that already carry their version trigger. */
async function versionedTables(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query<{ table: string }>(
    `select c.relname as "table" from pg_trigger t
       join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and t.tgname = $1`,
    [VERSION_TRIGGER],
  );
  return new Set(rows.map((row) => row.table));
}

/** The statement trigger that bumps table_versions (system step 006) on every write. */
export const VERSION_TRIGGER = 'tr_table_version';
const createVersionTrigger = (table: string) =>
  `create trigger ${VERSION_TRIGGER} after insert or update or delete or truncate on ${q(table)} ` +
  `for each statement execute function bump_table_version()`;

/** Index names by table. */
async function existingIndexes(db: Queryable): Promise<Map<string, Set<string>>> {
  const { rows } = await db.query<{ tablename: string; indexname: string }>(
    `select tablename, indexname from pg_indexes where schemaname = current_schema()`,
  );
  const byTable = new Map<string, Set<string>>();
  for (const row of rows) byTable.set(row.tablename, (byTable.get(row.tablename) ?? new Set()).add(row.indexname));
  return byTable;
}

/** A foreign key as the database has it. */
interface ExistingKey {
  valid: boolean;
  /** The referenced table and the number of columns: a key pointing elsewhere is made again. */
  target: string;
  columns: number;
  onDelete: 'restrict' | 'no action';
}

/** Foreign keys by table, by name. */
async function existingForeignKeys(db: Queryable): Promise<Map<string, Map<string, ExistingKey>>> {
  const { rows } = await db.query<{ table: string; name: string } & ExistingKey>(
    `select c.relname as "table", k.conname as name, k.convalidated as valid, f.relname as target,
            cardinality(k.conkey)::int as columns,
            case k.confdeltype when 'r' then 'restrict' else 'no action' end as "onDelete"
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class f on f.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and k.contype = 'f'`,
  );
  const byTable = new Map<string, Map<string, ExistingKey>>();
  for (const { table, name, ...key } of rows) byTable.set(table, (byTable.get(table) ?? new Map()).set(name, key));
  return byTable;
}

/** Indexes and keys the planner made (and so may drop): `ix_<table>_…`, `ux_<table>_…`, `fk_<table>_…`. */
const ownedBy = (prefix: string, table: string, name: string) => name.startsWith(`${prefix}_${table}_`.slice(0, 63));

function createTable(wanted: WantedTable): string {
  const columns = [
    'id bigserial primary key',
    ...(wanted.tenant ? ['seller_id bigint not null'] : []),
    'created_at timestamptz not null default now()',
    'updated_at timestamptz not null default now()',
    ...[...wanted.columns].map(([name, type]) => `${q(name)} ${type.ddl}`),
  ];
  return `create table ${q(wanted.table)} (\n  ${columns.join(',\n  ')}\n)`;
}

/** Up to three values that several rows of one seller share, in an existing column. */
async function duplicateValues(db: Queryable, table: string, columns: string[]): Promise<string[]> {
  const value = q(columns.at(-1)!);
  const { rows } = await db.query<{ value: string }>(
    `select ${value}::text as value from ${q(table)} where ${value} is not null
      group by ${columns.map(q).join(', ')} having count(*) > 1 limit 3`,
  );
  return rows.map((row) => row.value);
}

/** Rows whose reference names no row of the target (in their seller): they break the key. */
async function orphanCount(
  db: Queryable,
  table: string,
  key: WantedForeignKey,
  targetExists: boolean,
): Promise<number> {
  const column = q(key.columns.at(-1)!);
  const match = key.columns.map((c, i) => `t.${q(key.targetColumns[i])} = r.${q(c)}`).join(' and ');
  const missing = targetExists ? ` and not exists (select 1 from ${q(key.target)} t where ${match})` : '';
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from ${q(table)} r where r.${column} is not null${missing}`,
  );
  return rows[0].n;
}

/** Compares the schemas' tables with the database and lists what to run. */
export async function planEntityMigration(db: Queryable, wanted: WantedTable[]): Promise<EntityMigrationPlan> {
  const tables = await existingColumns(db);
  const indexes = await existingIndexes(db);
  const keys = await existingForeignKeys(db);
  const versioned = await versionedTables(db);
  const plan: EntityMigrationPlan = {
    statements: [],
    destructive: [],
    forcedStatements: [],
    duplicates: [],
    warnings: [],
  };
  // Keys go last: every table and column they name must exist first.
  const keyStatements: string[] = [];
  for (const table of wanted) {
    const existing = tables.get(table.table);
    const original = new Set(existing?.keys());
    /** The column's name in the database as it is before this migration (renamed or not). */
    const before = (column: string) => {
      if (original.has(column)) return column;
      const from = table.renames.get(column);
      return from && original.has(from) ? from : undefined;
    };
    if (!existing) {
      plan.statements.push(createTable(table));
    } else {
      for (const [column, from] of table.renames) {
        if (existing.has(column) || !existing.has(from)) continue;
        plan.statements.push(`alter table ${q(table.table)} rename column ${q(from)} to ${q(column)}`);
        existing.set(column, existing.get(from)!);
        existing.delete(from);
      }
      if (table.tenant && !existing.has('seller_id')) {
        plan.destructive.push({
          table: table.table,
          column: 'seller_id',
          change: 'retype',
          detail: 'the table became tenant-owned; existing rows would belong to no seller',
        });
        plan.forcedStatements.push(`alter table ${q(table.table)} add column seller_id bigint`);
      }
      for (const [name, type] of table.columns) {
        const current = existing.get(name);
        const alter = `alter table ${q(table.table)}`;
        if (!current) plan.statements.push(`${alter} add column ${q(name)} ${type.ddl}`);
        else if (sameType(current, type)) continue;
        else if (isWidening(current, type)) plan.statements.push(`${alter} alter column ${q(name)} type ${type.ddl}`);
        else {
          const from = current.maxLength ? `${current.dataType}(${current.maxLength})` : current.dataType;
          plan.destructive.push({
            table: table.table,
            column: name,
            change: 'retype',
            detail: `${from} → ${type.ddl}`,
          });
          plan.forcedStatements.push(`${alter} alter column ${q(name)} type ${type.ddl} using ${q(name)}::${type.ddl}`);
        }
      }
      const implicit = new Set<string>(IMPLICIT_COLUMNS);
      for (const name of existing.keys()) {
        if (implicit.has(name) || table.columns.has(name)) continue;
        plan.destructive.push({ table: table.table, column: name, change: 'drop', detail: 'no longer declared' });
        plan.forcedStatements.push(`alter table ${q(table.table)} drop column ${q(name)}`);
      }
    }
    const present = indexes.get(table.table) ?? new Set<string>();
    // An index the schemas no longer ask for (a field no longer filtered, sorted or unique) goes.
    for (const name of present) {
      const owned = ownedBy('ix', table.table, name) || ownedBy('ux', table.table, name);
      if (owned && !table.indexes.has(name) && !table.uniques.has(name))
        plan.statements.push(`drop index if exists ${q(name)}`);
    }
    for (const [name, columns] of table.indexes) {
      if (present.has(name)) continue;
      plan.statements.push(`create index ${q(name)} on ${q(table.table)} (${columns.map(q).join(', ')})`);
    }
    for (const [name, columns] of table.uniques) {
      if (present.has(name)) continue;
      const current = before(columns.at(-1)!);
      if (existing && current && current !== 'id') {
        const examples = await duplicateValues(db, table.table, [...columns.slice(0, -1), current]);
        if (examples.length) plan.duplicates.push({ table: table.table, column: columns.at(-1)!, examples });
      }
      const scoped = table.scopedUniques.has(name) ? ` nulls not distinct where ${q(columns.at(-1)!)} is not null` : '';
      plan.statements.push(
        `create unique index ${q(name)} on ${q(table.table)} (${columns.map(q).join(', ')})${scoped}`,
      );
    }
    if (!versioned.has(table.table)) plan.statements.push(createVersionTrigger(table.table));

    const presentKeys = keys.get(table.table) ?? new Map<string, ExistingKey>();
    const drop = (name: string) => `alter table ${q(table.table)} drop constraint if exists ${q(name)}`;
    for (const name of presentKeys.keys()) {
      if (ownedBy('fk', table.table, name) && !table.foreignKeys.has(name)) keyStatements.unshift(drop(name));
    }
    for (const [name, key] of table.foreignKeys) {
      let present = presentKeys.get(name);
      // A reference that now points at another entity (or scope) gets its key made again.
      const changed = present?.target !== key.target || present.columns !== key.columns.length;
      if (present && (changed || present.onDelete !== key.onDelete)) {
        keyStatements.unshift(drop(name));
        present = undefined;
      }
      if (present?.valid) continue;
      const alter = `alter table ${q(table.table)}`;
      if (!present) {
        // Added "not valid": enforced for every write from now on, whatever the rows hold.
        keyStatements.push(
          `${alter} add constraint ${q(name)} foreign key (${key.columns.map(q).join(', ')}) ` +
            `references ${q(key.target)} (${key.targetColumns.map(q).join(', ')}) on delete ${key.onDelete} not valid`,
        );
      }
      const column = before(key.columns.at(-1)!);
      // Rows are compared with the target's ids only while the column holds integers already (a
      // column retyped by this migration is checked at the next start).
      const comparable = ['bigint', 'integer', 'smallint'].includes(existing?.get(key.columns.at(-1)!)?.dataType ?? '');
      const orphans =
        existing && column
          ? comparable
            ? await orphanCount(
                db,
                table.table,
                { ...key, columns: [...key.columns.slice(0, -1), column] },
                tables.has(key.target),
              )
            : -1
          : 0;
      if (orphans === 0) keyStatements.push(`${alter} validate constraint ${q(name)}`);
      else if (orphans < 0)
        plan.warnings.push(
          `${table.table}.${key.columns.at(-1)}: the foreign key ${name} is validated at the next start`,
        );
      else
        plan.warnings.push(
          `${table.table}.${key.columns.at(-1)}: ${orphans} rows point to no ${key.target} row; ` +
            `the foreign key ${name} holds for new writes and is validated once they are fixed`,
        );
    }
  }
  plan.statements.push(...keyStatements);
  return plan;
}
