import type { MetaBundle } from '../../src/meta/bundle';
import { itemMeasure, parseMeasure } from '../../src/meta/aggregate';
import type { EntityFile, RollupDef } from '../../src/meta/model';
import { ROW_COUNT, rollupLayout, type RollupLayout } from '../../src/meta/rollup';
import { fieldColumnType } from './column-types';
import type { Queryable } from './database';
import { columnName, tableName } from './naming';

/**
 * The tables of declared rollups and the statement triggers that keep them: every insert,
 * update and delete of the entity's rows adds its difference to the groups it touches in the
 * same transaction, so a rollup never lags and a rolled-back write leaves it as it was. A
 * truncate empties it. A changed declaration (or database time zone, which decides the days)
 * rebuilds the table from the rows.
 */

const q = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
/** Values come from the schema files (checked by the linter); quoted all the same. */
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

export const rollupTableName = (entity: EntityFile, rollup: RollupDef) =>
  `rollup_${tableName(entity)}_${columnName(rollup.name)}`.slice(0, 63);

/**
 * What one row adds to each measure (null adds nothing), as SQL over the row `t`: `select` the
 * values v0…, `lateral` the joins they need. The items of a JSON list are read once per row for
 * all the measures over them (one pass, each measure a filtered sum), not once per measure.
 */
function rowValues(layout: RollupLayout): { values: string[]; lateral: string } {
  const lists = new Map<string, string[]>();
  const values = layout.measures.map((m) => {
    const parsed = parseMeasure(m.spec)!;
    const item = itemMeasure(parsed);
    if (item) {
      const sums = lists.get(item.list) ?? [];
      lists.set(item.list, sums);
      const where = item.where ? ` filter (where e->>${literal(item.where.field)} = ${literal(item.where.value)})` : '';
      sums.push(`sum((e->>${literal(item.field)})::float8)${where}`);
      return `l${[...lists.keys()].indexOf(item.list)}.i${sums.length - 1}`;
    }
    const value = parsed.fn === 'count' ? '1' : `t.${q(columnName(parsed.field!))}`;
    if (!parsed.where) return value;
    return `(case when t.${q(columnName(parsed.where.field))}::text = ${literal(parsed.where.value)} then ${value} end)`;
  });
  const lateral = [...lists.entries()]
    .map(([list, sums], l) => {
      const column = `t.${q(columnName(list))}`;
      const items = `case when jsonb_typeof(${column}) = 'array' then ${column} else '[]'::jsonb end`;
      const named = sums.map((sum, i) => `${sum} as i${i}`).join(', ');
      return ` left join lateral (select ${named} from jsonb_array_elements(${items}) e) l${l} on true`;
    })
    .join('');
  return { values, lateral };
}

/** The rows of a write as the group keys k0… and measure values v0… each adds. */
interface RowSql {
  select: string;
  lateral: string;
}

export interface WantedRollup {
  table: string;
  base: string;
  /** Creates the table, its unique key and its triggers, then fills it from the rows. */
  statements: string[];
}

/** The group's key: the seller, each plain dimension with its column type, the day. */
function keyColumns(
  entity: EntityFile,
  layout: RollupLayout,
  bundle: MetaBundle,
): { name: string; expression: string; ddl: string }[] {
  const tenant = entity.tenant !== false ? [{ name: 'seller_id', expression: 't."seller_id"', ddl: 'bigint' }] : [];
  return [
    ...tenant,
    ...layout.plainFields.map((field) => ({
      name: columnName(field),
      expression: `t.${q(columnName(field))}`,
      // A plain dimension is a declared field: createdAt and updatedAt group only by day.
      ddl: fieldColumnType(entity.fields[field], bundle).ddl,
    })),
    ...(layout.dayField
      ? [{ name: columnName(layout.dayField), expression: `(t.${q(columnName(layout.dayField))})::date`, ddl: 'date' }]
      : []),
  ];
}

/**
 * Adds the signed rows of `sources` (`[sign, relation]`) to the groups: one row per group
 * touched, in key order (so that concurrent writers lock groups in the same order), groups
 * whose difference is nothing left alone.
 */
function upsert(table: string, keys: string[], rows: RowSql, sources: [number, string][], layout: RollupLayout) {
  const k = keys.map((_, i) => `k${i}`);
  const sums: [string, string][] = [
    [ROW_COUNT, 'sum(s)'],
    ...layout.measures.flatMap((m, i): [string, string][] => [
      [m.column, `sum(s * coalesce(v${i}, 0))`],
      ...(m.valueCount ? [[m.valueCount, `sum(s * (v${i} is not null)::int)`] as [string, string]] : []),
    ]),
  ];
  const union = sources
    .map(([sign, relation]) => `select ${sign} as s, ${rows.select} from ${relation} t${rows.lateral}`)
    .join(' union all ');
  return (
    `insert into ${q(table)} (${[...keys.map(q), ...sums.map(([name]) => name)].join(', ')}) ` +
    `select ${[...k, ...sums.map(([name, sum]) => `${sum} as ${name}`)].join(', ')} from (${union}) x ` +
    `group by ${k.join(', ')} having ${sums.map(([, sum]) => `${sum} <> 0`).join(' or ')} ` +
    `order by ${k.join(', ')} ` +
    `on conflict (${keys.map(q).join(', ')}) do update set ` +
    sums.map(([name]) => `${name} = ${q(table)}.${name} + excluded.${name}`).join(', ')
  );
}

export function wantedRollup(entity: EntityFile, rollup: RollupDef, bundle: MetaBundle): WantedRollup {
  const layout = rollupLayout(rollup);
  const table = rollupTableName(entity, rollup);
  const base = tableName(entity);
  const keys = keyColumns(entity, layout, bundle);
  const keyDdl = keys.map((key) => `${q(key.name)} ${key.ddl}`);
  const sumDdl = [
    `${ROW_COUNT} bigint not null default 0`,
    ...layout.measures.flatMap((m) => [
      `${m.column} ${m.kind === 'count' ? 'bigint' : 'numeric'} not null default 0`,
      ...(m.valueCount ? [`${m.valueCount} bigint not null default 0`] : []),
    ]),
  ];
  const values = rowValues(layout);
  const rows: RowSql = {
    select: [
      ...keys.map((key, i) => `${key.expression} as k${i}`),
      // Exact decimals: a float's +x and -x from an update must cancel whatever the order of rows.
      ...values.values.map((value, i) => `(${value})::numeric as v${i}`),
    ].join(', '),
    lateral: values.lateral,
  };
  const keyNames = keys.map((key) => key.name);
  const signed = (...sources: [number, string][]) => upsert(table, keyNames, rows, sources, layout);
  const fn = (suffix: string, body: string) =>
    `create function ${q(`${table}_${suffix}`.slice(0, 63))}() returns trigger language plpgsql as $rollup$ ` +
    `begin ${body}; return null; end $rollup$`;
  const trigger = (suffix: string, event: string, referencing: string) =>
    `create trigger ${q(`${table}_${suffix}`.slice(0, 63))} after ${event} on ${q(base)} ` +
    `${referencing} for each statement execute function ${q(`${table}_${suffix}`.slice(0, 63))}()`;
  return {
    table,
    base,
    statements: [
      `create table ${q(table)} (${[...keyDdl, ...sumDdl].join(', ')})`,
      `create unique index ${q(`ux_${table}`.slice(0, 63))} on ${q(table)} (${keyNames.map(q).join(', ')}) nulls not distinct`,
      fn('ins', signed([1, 'new_rows'])),
      fn('upd', signed([1, 'new_rows'], [-1, 'old_rows'])),
      fn('del', signed([-1, 'old_rows'])),
      fn('trunc', `delete from ${q(table)}`),
      trigger('ins', 'insert', 'referencing new table as new_rows'),
      trigger('upd', 'update', 'referencing old table as old_rows new table as new_rows'),
      trigger('del', 'delete', 'referencing old table as old_rows'),
      `create trigger ${q(`${table}_trunc`.slice(0, 63))} after truncate on ${q(base)} for each statement execute function ${q(`${table}_trunc`.slice(0, 63))}()`,
      signed([1, q(base)]),
    ],
  };
}

export const wantedRollups = (bundle: MetaBundle): WantedRollup[] =>
  [...bundle.entities.values()]
    .filter((entity) => !entity.view)
    .flatMap((entity) => (entity.rollups ?? []).map((rollup) => wantedRollup(entity, rollup, bundle)));

/**
 * Brings the rollup tables in line with the declarations: a table whose declaration, base
 * table or time zone changed is dropped and rebuilt (with writers of its rows held off while
 * it is filled); one no longer declared is dropped. Returns the statements it ran.
 */
export async function applyRollups(tx: Queryable, bundle: MetaBundle): Promise<string[]> {
  await tx.query(
    `create table if not exists rollup_definitions (table_name text primary key, signature text not null)`,
  );
  const { rows: zone } = await tx.query<{ zone: string }>(`select current_setting('TimeZone') as zone`);
  const { rows } = await tx.query<{ table_name: string; signature: string }>(`select * from rollup_definitions`);
  const existing = new Map(rows.map((row) => [row.table_name, row.signature]));
  const wanted = wantedRollups(bundle).map((rollup) => ({
    ...rollup,
    signature: JSON.stringify([zone[0].zone, rollup.statements]),
  }));
  const ran: string[] = [];
  const run = async (sql: string) => {
    await tx.query(sql);
    ran.push(sql);
  };
  for (const [table, signature] of existing) {
    if (wanted.some((rollup) => rollup.table === table && rollup.signature === signature)) continue;
    await run(`drop table if exists ${q(table)}`);
    for (const suffix of ['ins', 'upd', 'del', 'trunc'])
      await run(`drop function if exists ${q(`${table}_${suffix}`.slice(0, 63))}() cascade`);
    await tx.query(`delete from rollup_definitions where table_name = $1`, [table]);
  }
  for (const rollup of wanted) {
    if (existing.get(rollup.table) === rollup.signature) continue;
    await run(`lock table ${q(rollup.base)} in share row exclusive mode`);
    for (const sql of rollup.statements) await run(sql);
    await tx.query(`insert into rollup_definitions (table_name, signature) values ($1, $2)`, [
      rollup.table,
      rollup.signature,
    ]);
  }
  return ran;
}
