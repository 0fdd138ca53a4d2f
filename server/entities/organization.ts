import { refusal } from '../crud/crud-error';
import { ERRORS } from '../messages';
import { defineEntityHooks } from './entity-hooks';

/**
 * Back-office users sit in organizations (users.organization_id), but users are no entity of
 * the schemas, so the generic reference check cannot see them: an organization that still has
 * users is kept, with a message that says what to do, rather than the database's refusal.
 */
export default defineEntityHooks({
  async beforeDelete({ tx, sellerId, rows, locale }) {
    const ids = rows.map((row) => Number(row.id));
    const { rows: members } = await tx.query<{ n: number }>(
      `select count(*)::int as n from users where seller_id = $1 and organization_id = any($2)`,
      [sellerId, ids],
    );
    if (members[0].n > 0) throw refusal(locale, ERRORS.organizationHasUsers, [members[0].n]);
  },
});
