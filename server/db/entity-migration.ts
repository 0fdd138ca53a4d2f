import type { Queryable } from './database';
import { isWidening, sameType, type ColumnType } from './column-types';
import type { WantedTable } from './entity-tables';
import { IMPLICIT_COLUMNS } from './naming';

/** A change that would lose data: refused unless the migration is forced. */
export interface DestructiveChange {
  table: string;
  column: string;
  change: 'drop' | 'retype';
  detail: string;
}

export interface EntityMigrationPlan {
  statements: string[];
  destructive: DestructiveChange[];
  /** Statements that carry out the destructive changes, run only when forced. */
  forcedStatements: string[];
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

async function existingIndexes(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query<{ indexname: string }>(
    `select indexname from pg_indexes where schemaname = current_schema()`,
  );
  return new Set(rows.map((row) => row.indexname));
}

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

/** Compares the schemas' tables with the database and lists what to run. */
export async function planEntityMigration(db: Queryable, wanted: WantedTable[]): Promise<EntityMigrationPlan> {
  const tables = await existingColumns(db);
  const indexes = await existingIndexes(db);
  const versioned = await versionedTables(db);
  const plan: EntityMigrationPlan = { statements: [], destructive: [], forcedStatements: [] };
  for (const table of wanted) {
    const existing = tables.get(table.table);
    if (!existing) {
      plan.statements.push(createTable(table));
    } else {
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
    for (const [name, columns] of table.indexes) {
      if (indexes.has(name)) continue;
      plan.statements.push(`create index ${q(name)} on ${q(table.table)} (${columns.map(q).join(', ')})`);
    }
    if (!versioned.has(table.table)) plan.statements.push(createVersionTrigger(table.table));
  }
  return plan;
}
