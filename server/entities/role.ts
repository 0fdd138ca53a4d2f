import { writeAudit } from '../audit/write-audit';
import type { SessionContext } from '../auth/session-context';
import { fieldRefusal } from '../crud/crud-error';
import { DATA_SCOPES, isDataScope } from '../crud/role-data-scope';
import type { Row } from '../crud/reference-labels';
import type { Queryable } from '../db/database';
import { ApiError, ERRORS, listJoin } from '../messages';
import { assertGrantable, assertManageableRole, grantorOf, type Grantor } from '../permissions/grant-limits';
import { defineEntityHooks, type HookContext } from './entity-hooks';

/**
 * Roles of a seller (SCREENS rows 261 and 262), over the `roles` system table. Nobody changes,
 * deletes, enables or disables a role reaching beyond what he holds (grant-limits); the
 * administrator role is neither disabled nor deleted (the schema's lockedRows) and always sees
 * every station. A role's
 * permissions are no field of the schema: the role configuration page reads and writes them
 * through the `permissions` and `savePermissions` actions below, within the same limits.
 */

const CODE = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

interface RoleRow {
  id: number;
  name: string;
  isAdmin: boolean;
  dataScope?: string;
}

const roleOf = (row: Row): RoleRow => ({
  id: Number(row.id),
  name: String(row.name),
  isAdmin: row.isAdmin === true,
  dataScope: typeof row.dataScope === 'string' ? row.dataScope : undefined,
});

const grantorFor = (ctx: HookContext) =>
  grantorOf(ctx.tx, { userId: ctx.userId, sellerId: ctx.sellerId } as SessionContext);

/**
 * A role's data scope, one of dictionary dataScope's values. The administrator role sees every
 * station, always; a caller who sees only some stations gives a role nothing wider than its
 * users' bound stations (`all` or `organization` could show them stations he does not see).
 */
function assertRoleDataScope(ctx: HookContext, grantor: Grantor, role: RoleRow | null, scope: unknown) {
  const items =
    ctx.bundle.dictionaries.get('dataScope')?.items ?? DATA_SCOPES.map((value) => ({ value, label: undefined }));
  if (!isDataScope(scope) || !items.some((item) => item.value === scope)) {
    const labels = items.map((item) => item.label?.[ctx.locale] ?? String(item.value));
    throw fieldRefusal(ctx.locale, ERRORS.badDataScope, 'dataScope', [listJoin(ctx.locale, labels)]);
  }
  if (role?.isAdmin) {
    if (scope !== 'all') throw fieldRefusal(ctx.locale, ERRORS.adminRoleDataScope, 'dataScope');
    return;
  }
  if (role?.dataScope === scope) return;
  if (grantor.stations !== null && scope !== 'bound')
    throw new ApiError(ERRORS.dataScopeBeyondOwn, undefined, {
      errors: [{ field: 'dataScope', message: ERRORS.dataScopeBeyondOwn.text[ctx.locale] }],
    });
}

/** The role's permissions: only what the caller holds, and within his seller's as a second fence. */
async function setRolePermissions(tx: Queryable, sellerId: number, roleId: number, ids: string[]) {
  await tx.query(`delete from role_permissions where role_id = $1`, [roleId]);
  for (const id of ids) {
    await tx.query(
      `insert into role_permissions (role_id, permission_id)
       select $1, p.id from permissions p where p.id = $2 and (
         exists (select 1 from sellers s where s.id = $3 and s.is_platform)
         or exists (select 1 from seller_permissions sp where sp.seller_id = $3 and sp.permission_id = p.id))
       on conflict do nothing`,
      [roleId, id, sellerId],
    );
  }
}

async function storedRole(tx: Queryable, sellerId: number, id: unknown, lock: boolean): Promise<RoleRow> {
  const { rows } = await tx.query<RoleRow>(
    `select id, name, is_admin as "isAdmin", data_scope as "dataScope" from roles
     where seller_id = $1 and id = $2${lock ? ' for update' : ''}`,
    [sellerId, Number.isSafeInteger(Number(id)) ? Number(id) : 0],
  );
  if (!rows[0]) throw new ApiError(ERRORS.NOT_FOUND, `role ${String(id)}`);
  return { ...rows[0], id: Number(rows[0].id) };
}

const isPermissionList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

const permissionList = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.filter((id): id is string => typeof id === 'string'))] : [];

export default defineEntityHooks({
  // The role page saves a role and its permissions in one call, so that a refused permission
  // leaves no role behind, nor a role changed without its permissions.
  inputs: ['permissionIds'],

  async beforeSave(ctx) {
    const { values, before, inputs } = ctx;
    const grantor = await grantorFor(ctx);
    const role = before ? roleOf(before) : null;
    if (role) await assertManageableRole(ctx.tx, grantor, role);
    if ('permissionIds' in inputs) {
      if (!isPermissionList(inputs.permissionIds))
        throw new ApiError(ERRORS.VALIDATION_FAILED, 'permissionIds must be a list of permission ids');
      assertGrantable(grantor, permissionList(inputs.permissionIds));
    }
    if (values.code !== undefined) {
      const code = typeof values.code === 'string' ? values.code.trim() : values.code;
      // An empty code is no code: several roles may have none.
      if (code === null || code === '') values.code = null;
      else if (typeof code !== 'string' || !CODE.test(code)) throw fieldRefusal(ctx.locale, ERRORS.badRoleCode, 'code');
      else values.code = code;
    }
    // A new role starts from what its maker sees himself: all stations, or only bound ones.
    if (!role && (values.dataScope === undefined || values.dataScope === null || values.dataScope === ''))
      values.dataScope = grantor.stations === null ? 'all' : 'bound';
    if (values.dataScope !== undefined) assertRoleDataScope(ctx, grantor, role, values.dataScope);
  },

  async afterSave({ tx, sellerId, after, inputs }) {
    if (!('permissionIds' in inputs)) return;
    const permissionIds = permissionList(inputs.permissionIds);
    await setRolePermissions(tx, sellerId, Number(after.id), permissionIds);
    return { permissionIds };
  },

  async beforeDelete(ctx) {
    const grantor = await grantorFor(ctx);
    for (const row of ctx.rows) {
      const role = roleOf(row);
      await assertManageableRole(ctx.tx, grantor, role);
    }
  },

  /** Enabling gives the role's permissions back: guarded like editing it. */
  async beforeAction(ctx) {
    const role = roleOf(ctx.before);
    await assertManageableRole(ctx.tx, await grantorFor(ctx), role);
  },

  actions: {
    /** The permission ids a role holds, for the role configuration page's tree. */
    permissions: {
      action: 'get',
      run: async ({ tx, sellerId, body }) => {
        const role = await storedRole(tx, sellerId, body.id, false);
        const { rows } = await tx.query<{ id: string }>(
          `select permission_id as id from role_permissions where role_id = $1 order by 1`,
          [role.id],
        );
        return rows.map((row) => row.id);
      },
    },
    /** Replaces a role's permissions with `permissionIds`: only ones the caller holds himself. */
    savePermissions: {
      action: 'edit',
      run: async (ctx) => {
        const { tx, sellerId, userId, body } = ctx;
        const role = await storedRole(tx, sellerId, body.id, true);
        const grantor = await grantorFor(ctx);
        await assertManageableRole(tx, grantor, role);
        const permissionIds = permissionList(body.permissionIds);
        assertGrantable(grantor, permissionIds);
        const before = await tx.query<{ id: string }>(
          `select permission_id as id from role_permissions where role_id = $1 order by 1`,
          [role.id],
        );
        await setRolePermissions(tx, sellerId, role.id, permissionIds);
        await writeAudit(tx, {
          sellerId,
          userId,
          entity: 'role',
          rowId: role.id,
          action: 'savePermissions',
          before: { permissionIds: before.rows.map((row) => row.id) },
          after: { permissionIds },
        });
        return { id: role.id, permissionIds };
      },
    },
  },
});
