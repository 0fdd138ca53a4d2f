import { writeAudit } from '../audit/write-audit';
import { checkedNewPassword } from '../auth/new-password';
import { hashPassword, isMd5Hex } from '../auth/passwords';
import type { SessionContext } from '../auth/session-context';
import { fieldRefusal } from '../crud/crud-error';
import { releaseDeletedUser } from '../crud/picked-users';
import type { Row } from '../crud/reference-labels';
import { userStationScope } from '../crud/station-scope';
import type { Queryable } from '../db/database';
import { ApiError, ERRORS } from '../messages';
import { assertBindableRole, assertManageableUser, grantorOf, type Grantor } from '../permissions/grant-limits';
import { defineEntityHooks, type HookContext } from './entity-hooks';

/**
 * The back-office users of a seller (SCREENS row 259), over the `users` system table. Every rule
 * runs in the write's transaction: nobody manages a user reaching beyond what he holds, binds a
 * role beyond his reach or stations he does not see, disables or deletes himself; the password
 * travels as an MD5 digest and is stored only as a slow salted hash of it, never read back nor
 * audited. `resetPassword` gives a user a new password: lockout lifted, every session ended.
 */

const grantorFor = (ctx: HookContext) =>
  grantorOf(ctx.tx, { userId: ctx.userId, sellerId: ctx.sellerId } as SessionContext);

const userOf = (row: Row) => ({ id: Number(row.id), account: String(row.account) });

const idList = (value: unknown): number[] =>
  Array.isArray(value) ? [...new Set(value.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0))] : [];

async function currentIds(tx: Queryable, sql: string, userId: number): Promise<number[]> {
  return (await tx.query<{ id: number }>(sql, [userId])).rows.map((row) => Number(row.id));
}

/** Every role added or taken away must reach nothing beyond the caller (assertBindableRole). */
async function checkRoles(tx: Queryable, grantor: Grantor, userId: number | null, value: unknown) {
  const wanted = idList(value);
  const current =
    userId === null ? [] : await currentIds(tx, `select role_id as id from user_roles where user_id = $1`, userId);
  const changed = [...wanted.filter((id) => !current.includes(id)), ...current.filter((id) => !wanted.includes(id))];
  if (!changed.length) return;
  // Another seller's role is refused by the generic reference check, on the field.
  const { rows } = await tx.query<{ id: number; name: string; isAdmin: boolean }>(
    `select id, name, is_admin as "isAdmin" from roles where seller_id = $1 and id = any($2)`,
    [grantor.sellerId, changed],
  );
  for (const role of rows) await assertBindableRole(tx, grantor, { ...role, id: Number(role.id) });
}

/**
 * A caller who sees only some stations hands out only his own, never leaves a user unbound
 * (which would mean every station), nor rebinds a user who sees stations he does not.
 */
async function checkStations(tx: Queryable, grantor: Grantor, userId: number | null, value: unknown) {
  const own = grantor.stations;
  if (own === null) return;
  const wanted = idList(value);
  const beyond = (ids: readonly number[] | null) => ids === null || ids.some((id) => !own.includes(id));
  const target = userId === null ? [] : await userStationScope(tx, userId);
  if (beyond(target) || beyond(wanted.length ? wanted : null)) throw new ApiError(ERRORS.stationsBeyondOwn);
}

/** A disabled organization takes no one new; a user already in it may stay. */
async function checkOrganization(ctx: HookContext, value: unknown, currentId: unknown) {
  if (value === undefined || value === null || value === '') return;
  const id = Number(value);
  if (id === Number(currentId)) return;
  const { rows } = await ctx.tx.query<{ enabled: boolean }>(
    `select coalesce(enable_status, 1) = 1 as enabled from organizations where seller_id = $1 and id = $2`,
    [ctx.sellerId, Number.isSafeInteger(id) ? id : 0],
  );
  if (rows.length && !rows[0].enabled) throw fieldRefusal(ctx.locale, ERRORS.organizationDisabled, 'organizationId');
}

export default defineEntityHooks({
  async beforeSave(ctx) {
    const { values, before } = ctx;
    const grantor = await grantorFor(ctx);
    const user = before ? userOf(before) : null;
    if (user) {
      await assertManageableUser(ctx.tx, grantor, user);
      // The account is the sign-in name: it stays what it was created with.
      if (values.account !== undefined && values.account !== before?.account)
        throw fieldRefusal(ctx.locale, ERRORS.accountKept, 'account');
      // A password changes through resetPassword (policy, sessions ended), never by editing.
      if (values.password !== undefined) throw fieldRefusal(ctx.locale, ERRORS.passwordByReset, 'password');
    } else {
      if (!isMd5Hex(values.password)) throw fieldRefusal(ctx.locale, ERRORS.passwordNotDigest, 'password');
      values.password = await hashPassword(values.password);
    }
    await checkOrganization(ctx, values.organizationId, before?.organizationId);
    if (values.roleIds !== undefined) await checkRoles(ctx.tx, grantor, user?.id ?? null, values.roleIds);
    // A new user without stations sees all of them: a station-bound caller must name his own.
    if (values.stationIds !== undefined || !user) {
      await checkStations(ctx.tx, grantor, user?.id ?? null, values.stationIds ?? []);
    }
  },

  async beforeDelete(ctx) {
    const grantor = await grantorFor(ctx);
    for (const row of ctx.rows) {
      const user = userOf(row);
      await assertManageableUser(ctx.tx, grantor, user);
      await ctx.tx.query(`delete from sessions where user_id = $1`, [user.id]);
      await releaseDeletedUser(ctx.tx, ctx.bundle, ctx.sellerId, user.id);
    }
  },

  /** Enabling and disabling: only a user he may manage (never himself: the schema's lockedRows). */
  async beforeAction(ctx) {
    await assertManageableUser(ctx.tx, await grantorFor(ctx), userOf(ctx.before));
  },

  actions: {
    /**
     * A new password for a user who forgot his (SCREENS row 259): `password` its MD5 digest,
     * `newPassword` the clear one, only to check the policy. Never for oneself (account
     * settings, with the old one: the schema's lockedRows refuses it before this runs); lifts the lockout and ends every session of the user, so
     * whoever held the old password is out at once. The audit says that it happened, never what.
     */
    resetPassword: {
      action: 'resetPassword',
      run: async (ctx) => {
        const { tx, sellerId, userId, body } = ctx;
        const id = Number(body.id);
        const { rows } = await tx.query<{ id: number; account: string }>(
          `select id, account from users where seller_id = $1 and id = $2 for update`,
          [sellerId, Number.isSafeInteger(id) ? id : 0],
        );
        if (!rows[0]) throw new ApiError(ERRORS.NOT_FOUND, `user ${String(body.id)}`);
        const target = userOf(rows[0]);
        const digest = checkedNewPassword(ctx.locale, body.password, body.newPassword);
        await assertManageableUser(tx, await grantorFor(ctx), target);
        await tx.query(
          `update users set password = $3, failed_attempts = 0, locked_until = null, updated_at = now()
           where seller_id = $1 and id = $2`,
          [sellerId, target.id, await hashPassword(digest)],
        );
        await tx.query(`update sessions set revoked_at = now() where user_id = $1 and revoked_at is null`, [target.id]);
        await writeAudit(tx, {
          sellerId,
          userId,
          entity: 'user',
          rowId: target.id,
          action: 'resetPassword',
          before: { account: target.account },
          after: { account: target.account, passwordReset: true },
        });
        return null;
      },
    },
  },
});
