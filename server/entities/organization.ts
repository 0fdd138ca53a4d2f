import { API_CODES } from '../../src/meta/api-codes';
import { CrudError } from '../crud/crud-error';
import { defineEntityHooks } from './entity-hooks';
import { say } from './support/say';

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
    if (members[0].n > 0)
      throw new CrudError(
        API_CODES.VALIDATION_FAILED,
        say(
          locale,
          `该组织下还有 ${members[0].n} 个用户，请先调整这些用户的所属组织`,
          `The organization still has ${members[0].n} users: move them to another one first`,
        ),
      );
  },
});
