import type { MetaBundle } from '../../src/meta/bundle';
import { applyAppendOnlyTriggers } from './append-only';
import type { Database, Queryable } from './database';
import { planEntityMigration, type DestructiveChange, type DuplicateValues } from './entity-migration';
import { wantedTables } from './entity-tables';
import { planJoinTables } from './join-tables';
import { applyRollups } from './rollup-tables';
import { SYSTEM_STEPS } from './system-tables';

export interface MigrateOptions {
  /** Carry out destructive changes (dropped or retyped columns) instead of refusing. */
  force?: boolean;
}

export interface MigrateResult {
  systemSteps: string[];
  statements: string[];
  /** What the database does not keep yet (rows breaking a foreign key), for the log. */
  warnings: string[];
}

/** A `unique` field whose rows already repeat values: the rows must be cleaned up first. */
export class DuplicateValuesError extends Error {
  constructor(readonly duplicates: DuplicateValues[]) {
    super(
      `Refusing to migrate: these unique fields already repeat values within a seller; make them distinct first: ` +
        duplicates.map((d) => `${d.table}.${d.column} (${d.examples.join(', ')})`).join('; '),
    );
    this.name = 'DuplicateValuesError';
  }
}

export class DestructiveMigrationError extends Error {
  constructor(readonly changes: DestructiveChange[]) {
    super(
      `Refusing a destructive migration (set MIGRATE_FORCE=1 to apply it): ` +
        changes.map((c) => `${c.change} column ${c.table}.${c.column} (${c.detail})`).join('; '),
    );
    this.name = 'DestructiveMigrationError';
  }
}

/** Serialises concurrent start-ups of several instances on one database. */
const MIGRATION_LOCK = 72_410_001;

async function applySystemSteps(tx: Queryable): Promise<string[]> {
  const { rows } = await tx.query<{ name: string }>(`select name from schema_migrations where kind = 'system'`);
  const done = new Set(rows.map((row) => row.name));
  const applied: string[] = [];
  for (const step of SYSTEM_STEPS) {
    if (done.has(step.name)) continue;
    for (const sql of step.sql.split(/;\s*$/m).filter((s) => s.trim())) await tx.query(sql);
    await tx.query(`insert into schema_migrations (kind, name, statements) values ('system', $1, $2)`, [
      step.name,
      JSON.stringify([step.sql]),
    ]);
    applied.push(step.name);
  }
  return applied;
}

/**
 * Brings the database up to date in one transaction: system tables by numbered steps, then
 * entity tables by comparing the schemas with information_schema. What ran is recorded in
 * schema_migrations.
 */
export async function migrate(db: Database, bundle: MetaBundle, options: MigrateOptions = {}): Promise<MigrateResult> {
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.query(`create table if not exists schema_migrations (
      id bigserial primary key, kind varchar(16) not null, name text not null,
      statements jsonb not null, applied_at timestamptz not null default now())`);
    const systemSteps = await applySystemSteps(tx);
    const plan = await planEntityMigration(tx, wantedTables(bundle));
    if (plan.destructive.length && !options.force) throw new DestructiveMigrationError(plan.destructive);
    if (plan.duplicates.length) throw new DuplicateValuesError(plan.duplicates);
    const statements = [...plan.forcedStatements, ...plan.statements];
    for (const sql of statements) await tx.query(sql);
    // Join tables need their entity tables first.
    const joins = await planJoinTables(tx, bundle);
    for (const sql of joins) await tx.query(sql);
    statements.push(...joins);
    // Ledgers refuse changes to what they posted, whoever writes (an entity's "appendOnly").
    statements.push(...(await applyAppendOnlyTriggers(tx, bundle)));
    // Rollups sum entity tables: they come last, and are rebuilt when their tables changed.
    statements.push(...(await applyRollups(tx, bundle)));
    if (statements.length) {
      await tx.query(`insert into schema_migrations (kind, name, statements) values ('entities', $1, $2)`, [
        new Date().toISOString(),
        JSON.stringify(statements),
      ]);
    }
    return { systemSteps, statements, warnings: plan.warnings };
  });
}
