import type { Queryable } from '../db/database';

export interface PermissionHolder {
  userId: number;
  sellerId: number;
  /** Holds a role marked is_admin. */
  isAdmin: boolean;
  /** Belongs to the platform seller. */
  isPlatform: boolean;
}

/**
 * Permission ids a user holds: his enabled roles' permissions within his seller's. A seller's admin
 * role holds everything the seller has (so new grants to the seller reach it at once); the
 * platform seller has every permission.
 */
export async function heldPermissionIds(db: Queryable, user: PermissionHolder): Promise<Set<string>> {
  let result;
  if (user.isAdmin && user.isPlatform) {
    result = await db.query<{ id: string }>(`select id from permissions`);
  } else if (user.isAdmin) {
    result = await db.query<{ id: string }>(`select permission_id as id from seller_permissions where seller_id = $1`, [
      user.sellerId,
    ]);
  } else {
    const sellerHas = user.isPlatform
      ? 'true'
      : `exists (select 1 from seller_permissions sp where sp.seller_id = $2 and sp.permission_id = rp.permission_id)`;
    result = await db.query<{ id: string }>(
      `select distinct rp.permission_id as id from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
        join roles r on r.id = ur.role_id and r.status = 1
        where ur.user_id = $1 and ${sellerHas}`,
      user.isPlatform ? [user.userId] : [user.userId, user.sellerId],
    );
  }
  return new Set(result.rows.map((row) => row.id));
}

/** Button ids are action keys `pageId:action`. */
export const actionKeysOf = (ids: Set<string>) => new Set([...ids].filter((id) => id.includes(':')));
