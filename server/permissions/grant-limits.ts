import type { SessionContext } from '../auth/session-context';
import { boundStations, userStationScope, type StationScope } from '../crud/station-scope';
import type { Queryable } from '../db/database';
import { ApiError, ERRORS } from '../messages';
import { heldPermissionIds } from './held-permissions';
import { allPermissions, reachableRows } from './permission-rows';
import { isSellerAdmin } from './session-permissions';

/**
 * Nobody grants, binds or manages beyond what he holds himself:
 *
 * - a role may be given only permissions the caller holds;
 * - a user may be bound to (or unbound from) a role only when everything that role reaches is
 *   held by the caller; an administrator role reaches everything its seller has;
 * - a role or a user is managed (changed, deleted, enabled, disabled, rebound) only when it
 *   reaches nothing beyond the caller;
 * - a caller who is not his seller's administrator may not change the roles he holds himself,
 *   nor an administrator role: otherwise whoever may edit roles could widen his own;
 * - a caller limited to some stations (by his bindings or his roles' data scope) manages only
 *   users bound to stations he sees: bindings narrow whatever roles a user is later given,
 *   while a user with no binding may see every station once he holds a role with `all`;
 * - such a caller gives roles no data scope but `bound` (entities/role.ts).
 *
 * The seller's administrator holds everything his seller has, so for him these rules only
 * refuse what the seller itself lacks.
 */
export interface Grantor {
  userId: number;
  sellerId: number;
  isAdmin: boolean;
  isPlatform: boolean;
  /**
   * What he may hand on: the rows he holds, and the catalogs and menus above the menus and
   * buttons he holds. Those carry no action key (only buttons do), they place his buttons in
   * the tree a role editor shows and sends back.
   */
  grantable: ReadonlySet<string>;
  /** The stations he sees (his roles' data scope and his bindings); null: all of his seller's. */
  stations: StationScope;
}

async function isPlatformSeller(db: Queryable, sellerId: number): Promise<boolean> {
  const { rows } = await db.query<{ is_platform: boolean }>(`select is_platform from sellers where id = $1`, [
    sellerId,
  ]);
  return rows[0]?.is_platform ?? false;
}

export async function grantorOf(db: Queryable, session: SessionContext): Promise<Grantor> {
  const isPlatform = await isPlatformSeller(db, session.sellerId);
  const isAdmin = await isSellerAdmin(db, session.userId);
  const held = await heldPermissionIds(db, { userId: session.userId, sellerId: session.sellerId, isAdmin, isPlatform });
  const grantable = new Set([...held, ...reachableRows(await allPermissions(db), held).map((row) => row.id)]);
  const stations = await userStationScope(db, session.userId);
  return { userId: session.userId, sellerId: session.sellerId, isAdmin, isPlatform, grantable, stations };
}

const beyond = (grantor: Grantor, ids: Iterable<string>) =>
  [...new Set(ids)].filter((id) => !grantor.grantable.has(id));

/** Up to ten of the permissions beyond the caller, for the refusal to name. */
const named = (ids: string[]) => `${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ', …' : ''}`;

/** Refuses a permission list with any permission the caller does not hold. */
export function assertGrantable(grantor: Grantor, permissionIds: string[]): void {
  const missing = beyond(grantor, permissionIds);
  if (missing.length) throw new ApiError(ERRORS.grantBeyondOwn, undefined, null, [named(missing)]);
}

interface RoleRow {
  id: number;
  name: string;
  isAdmin: boolean;
}

/** Everything a role of the seller reaches: all the seller has for an admin role. */
export async function roleReach(db: Queryable, grantor: Grantor, role: RoleRow): Promise<string[]> {
  const { rows } = role.isAdmin
    ? grantor.isPlatform
      ? await db.query<{ id: string }>(`select id from permissions`)
      : await db.query<{ id: string }>(`select permission_id as id from seller_permissions where seller_id = $1`, [
          grantor.sellerId,
        ])
    : await db.query<{ id: string }>(`select permission_id as id from role_permissions where role_id = $1`, [role.id]);
  return rows.map((row) => row.id);
}

/** May the caller bind a user to this role, or take it away from one? */
export async function assertBindableRole(db: Queryable, grantor: Grantor, role: RoleRow): Promise<void> {
  if (role.isAdmin && !grantor.isAdmin) throw new ApiError(ERRORS.adminRoleBoundByAdmin, undefined, null, [role.name]);
  const missing = beyond(grantor, await roleReach(db, grantor, role));
  if (missing.length) throw new ApiError(ERRORS.roleBeyondOwn, undefined, null, [role.name, named(missing)]);
}

/** May the caller change or delete this role? (See the rules above.) */
export async function assertManageableRole(db: Queryable, grantor: Grantor, role: RoleRow): Promise<void> {
  if (grantor.isAdmin) return;
  if (role.isAdmin) throw new ApiError(ERRORS.adminRoleChangedByAdmin);
  const { rows } = await db.query(`select 1 from user_roles where user_id = $1 and role_id = $2`, [
    grantor.userId,
    role.id,
  ]);
  if (rows.length) throw new ApiError(ERRORS.ownRoleKept, undefined, null, [role.name]);
  const missing = beyond(grantor, await roleReach(db, grantor, role));
  if (missing.length) throw new ApiError(ERRORS.roleBeyondOwn, undefined, null, [role.name, named(missing)]);
}

/** May the caller manage this user of his seller (change, delete, enable, disable, rebind)? */
export async function assertManageableUser(
  db: Queryable,
  grantor: Grantor,
  user: { id: number; account: string },
): Promise<void> {
  if (user.id === grantor.userId) return;
  if (grantor.stations !== null) {
    const theirs = await boundStations(db, user.id);
    if (theirs === null || theirs.some((id) => !grantor.stations!.includes(id)))
      throw new ApiError(ERRORS.userSeesMoreStations, undefined, null, [user.account]);
  }
  if (grantor.isAdmin) return;
  const targetIsAdmin = await isSellerAdmin(db, user.id);
  if (targetIsAdmin) throw new ApiError(ERRORS.adminUserManagedByAdmin, undefined, null, [user.account]);
  const held = await heldPermissionIds(db, {
    userId: user.id,
    sellerId: grantor.sellerId,
    isAdmin: false,
    isPlatform: grantor.isPlatform,
  });
  const missing = beyond(grantor, held);
  if (missing.length) throw new ApiError(ERRORS.userBeyondOwn, undefined, null, [user.account, named(missing)]);
}
