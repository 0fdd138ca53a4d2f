import type { SessionContext } from '../auth/session-context';
import type { Queryable } from '../db/database';
import { heldPermissionIds } from './held-permissions';

/** Whether the user holds one of his seller's admin roles. */
export async function isSellerAdmin(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = $1 and r.is_admin limit 1`,
    [userId],
  );
  return rows.length > 0;
}

/** Every permission id (catalogs, menus and buttons) the session's user holds. */
export async function sessionPermissionIds(db: Queryable, session: SessionContext): Promise<Set<string>> {
  const { rows } = await db.query<{ is_platform: boolean }>(`select is_platform from sellers where id = $1`, [
    session.sellerId,
  ]);
  return heldPermissionIds(db, {
    userId: session.userId,
    sellerId: session.sellerId,
    isPlatform: rows[0]?.is_platform ?? false,
    isAdmin: await isSellerAdmin(db, session.userId),
  });
}
