import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import { heldPermissionIds, type PermissionHolder } from './held-permissions';
import { allPermissions, reachableRows } from './permission-rows';

/**
 * A short fingerprint of the menus and buttons a user reaches, sent with every authenticated
 * answer (header x-access-stamp) and with his user info. The web app compares the two: when a
 * role, grant or menu changed what he reaches, his next request tells it so, and it reloads his
 * menus and buttons without a new login. A change elsewhere (another seller's role) leaves his
 * stamp as it was, so nobody else reloads.
 *
 * Memoised per (user, permission epoch) like the held action keys: the epoch moves with every
 * write that could alter the rows, so the fingerprint is worked out once per change and user.
 */
const MAX_ENTRIES = 5_000;
const memo = new Map<string, Promise<string>>();

export const ACCESS_STAMP_HEADER = 'x-access-stamp';

export function accessStamp(db: Queryable, holder: PermissionHolder, epoch: number): Promise<string> {
  const key = `${holder.userId}:${holder.sellerId}:${holder.isAdmin}:${holder.isPlatform}:${epoch}`;
  let entry = memo.get(key);
  if (!entry) {
    if (memo.size >= MAX_ENTRIES) memo.clear();
    entry = fingerprint(db, holder);
    entry.catch(() => memo.delete(key));
    memo.set(key, entry);
  }
  return entry;
}

async function fingerprint(db: Queryable, holder: PermissionHolder): Promise<string> {
  const [all, held] = await Promise.all([allPermissions(db), heldPermissionIds(db, holder)]);
  return createHash('sha256')
    .update(JSON.stringify(reachableRows(all, held)))
    .digest('base64url')
    .slice(0, 16);
}
