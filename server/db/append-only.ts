import type { MetaBundle } from '../../src/meta/bundle';
import { isTableView } from '../../src/meta/entity-scope';
import type { EntityFile } from '../../src/meta/model';
import type { Queryable } from './database';
import { columnName, tableName } from './naming';

/** The row trigger of an append-only table (function from system step 019). */
export const APPEND_ONLY_TRIGGER = 'tr_append_only';

/** SQLSTATE of the trigger's refusal. */
export const POSTED_ROW_CHANGED = 'LG001';

const q = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Columns a posted row may still change: its status and what its status actions stamp or write
 * (a clearing result is confirmed, a credit posting repaid). Everything else stays as posted.
 */
export function mutableColumns(entity: EntityFile): string[] {
  const fields = new Set<string>();
  if (entity.statusField) fields.add(entity.statusField);
  for (const action of entity.statusActions ?? []) {
    for (const field of Object.keys(action.stamp ?? {})) fields.add(field);
    for (const field of action.form?.write ?? []) fields.add(field);
  }
  return [...fields].map(columnName).sort();
}

/**
 * Puts the refusing trigger on every append-only entity's table (again when its mutable columns
 * changed) and takes it off a table whose entity is no longer append-only. Answers what it ran.
 */
export async function applyAppendOnlyTriggers(tx: Queryable, bundle: MetaBundle): Promise<string[]> {
  const { rows } = await tx.query<{ table: string; args: string }>(
    `select c.relname as "table", encode(t.tgargs, 'escape') as args from pg_trigger t
       join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and t.tgname = $1`,
    [APPEND_ONLY_TRIGGER],
  );
  // tgargs holds each argument followed by a zero byte, which 'escape' shows as \000.
  const existing = new Map(rows.map((row) => [row.table, row.args.split('\\000').filter(Boolean).join(',')]));
  const statements: string[] = [];
  const wanted = new Set<string>();
  for (const entity of bundle.entities.values()) {
    if (!entity.appendOnly || isTableView(entity)) continue;
    const table = tableName(entity);
    const columns = mutableColumns(entity);
    wanted.add(table);
    if (existing.get(table) === columns.join(',')) continue;
    if (existing.has(table)) statements.push(`drop trigger ${APPEND_ONLY_TRIGGER} on ${q(table)}`);
    statements.push(
      `create trigger ${APPEND_ONLY_TRIGGER} before update or delete on ${q(table)} for each row ` +
        `execute function refuse_posted_change(${columns.map(literal).join(', ')})`,
    );
  }
  for (const table of existing.keys())
    if (!wanted.has(table)) statements.push(`drop trigger ${APPEND_ONLY_TRIGGER} on ${q(table)}`);
  for (const sql of statements) await tx.query(sql);
  return statements;
}
