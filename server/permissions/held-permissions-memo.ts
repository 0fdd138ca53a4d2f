import type { Queryable } from '../db/database';
import { actionKeysOf, heldPermissionIds, type PermissionHolder } from './held-permissions';

/**
 * Action keys per (user, permission epoch). The epoch comes from the database with every
 * session lookup and moves with every grant or role change (a trigger bumps it), so an entry
 * is never served after the permissions it was built from changed. This saves the guard a
 * query that returns hundreds of rows on every request.
 */
const MAX_ENTRIES = 5_000;
const memo = new Map<string, Promise<ReadonlySet<string>>>();

export function heldActionKeys(db: Queryable, holder: PermissionHolder, epoch: number): Promise<ReadonlySet<string>> {
  const key = `${holder.userId}:${holder.sellerId}:${holder.isAdmin}:${holder.isPlatform}:${epoch}`;
  let entry = memo.get(key);
  if (!entry) {
    if (memo.size >= MAX_ENTRIES) memo.clear();
    entry = heldPermissionIds(db, holder).then(actionKeysOf);
    // A failed lookup must not be remembered.
    entry.catch(() => memo.delete(key));
    memo.set(key, entry);
  }
  return entry;
}
