import { dataScope } from '../../src/meta/entity-scope';
import type { EntityFile } from '../../src/meta/model';
import type { Queryable } from '../db/database';
import { isTenant } from './entity-columns';
import type { Row } from './reference-labels';

/**
 * Fields declared `userRef`: ids of back-office users (who dispatched, audited, cancelled). Their
 * labels are the users' names, looked up among the users of the row's seller only, so that an
 * id never names somebody of another seller.
 */
export const userRefFields = (entity: EntityFile): string[] =>
  Object.entries(entity.fields)
    .filter(([, field]) => field.userRef)
    .map(([name]) => name);

/** The name subqueries for a page's rows (see inline-labels), aliased `<prefix><field>`. */
export function userLabelColumns(entity: EntityFile, alias: string, prefix: string): string {
  const scope = isTenant(entity) ? ` and u."seller_id" = ${alias}."__sellerId"` : '';
  return userRefFields(entity)
    .map((name) => `, (select u."name" from users u where u."id" = ${alias}."${name}"${scope}) as "${prefix}${name}"`)
    .join('');
}

/** Puts the users' names into each row's `$labels`, one query for all the rows. */
export async function attachUserLabels(
  db: Queryable,
  entity: EntityFile,
  sellerId: number,
  rows: Row[],
): Promise<void> {
  const names = userRefFields(entity);
  if (names.length === 0 || rows.length === 0) return;
  const ids = new Set<number>();
  for (const row of rows) for (const name of names) if (row[name] != null) ids.add(Number(row[name]));
  if (ids.size === 0) return;
  const everySeller = !isTenant(entity) || dataScope(entity) === 'crossTenant';
  const { rows: users } = await db.query<{ id: number; name: string }>(
    `select "id", "name" from users where "id" = any($1)${everySeller ? '' : ' and "seller_id" = $2'}`,
    everySeller ? [[...ids]] : [[...ids], sellerId],
  );
  const byId = new Map(users.map((user) => [Number(user.id), user.name]));
  for (const row of rows) {
    const labels = row.$labels as Record<string, string>;
    for (const name of names) {
      const label = row[name] == null ? undefined : byId.get(Number(row[name]));
      if (label !== undefined) labels[name] = label;
    }
  }
}
