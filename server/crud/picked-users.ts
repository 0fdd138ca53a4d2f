import type { MetaBundle } from '../../src/meta/bundle';
import { pickedUserFields } from '../../src/meta/capabilities';
import type { Queryable } from '../db/database';
import { column, isTenant, table } from './entity-columns';

/**
 * Clears every user field a form set (an organization's leader) that names a user about to be
 * deleted, in the deleting transaction: no row keeps pointing at somebody who is gone. Fields
 * the server stamps (who approved) keep the id as history.
 */
export async function releaseDeletedUser(tx: Queryable, bundle: MetaBundle, sellerId: number, userId: number) {
  for (const entity of bundle.entities.values()) {
    for (const name of pickedUserFields(entity)) {
      const seller = isTenant(entity) ? ` and "seller_id" = $2` : '';
      await tx.query(
        `update ${table(entity)} set ${column(name)} = null where ${column(name)} = $1${seller}`,
        isTenant(entity) ? [userId, sellerId] : [userId],
      );
    }
  }
}
