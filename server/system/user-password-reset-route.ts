import type { FastifyPluginAsync } from 'fastify';
import { writeAudit } from '../audit/write-audit';
import { requireAction } from '../auth/guard';
import { checkedNewPassword } from '../auth/new-password';
import { hashPassword } from '../auth/passwords';
import { ApiError, ERRORS } from '../messages';
import { ok } from '../http/reply';
import { assertManageableUser, grantorOf } from '../permissions/grant-limits';
import { findUser } from './user-manage-routes';

/** The reset button's action key (schemas/menu/system.json, userManage). */
export const RESET_PASSWORD_ACTION = 'userManage:resetPassword';

interface ResetBody {
  id?: unknown;
  /** MD5 of the new password, as every password travels. */
  password?: unknown;
  /** The new password in clear, only to check the policy: a digest cannot be checked. Never stored. */
  newPassword?: unknown;
}

/**
 * An administrator sets a new password for a user who forgot his (SCREENS row 259, "reset
 * password"): only a user he may manage, never himself (his own goes through the old one, in
 * account settings). The account's lockout is lifted and every session of the user ends, so
 * whoever held the old password is out at once.
 */
export const userPasswordResetRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ResetBody }>(
    '/api/system/user/resetPassword',
    { preHandler: requireAction(RESET_PASSWORD_ACTION) },
    async (request) => {
      const { sellerId, userId } = request.session!;
      const { id, password, newPassword } = request.body ?? {};
      const target = await findUser(app.db, sellerId, id);
      if (target.id === userId) throw new ApiError(ERRORS.OWN_PASSWORD_IN_SETTINGS);
      const digest = checkedNewPassword(request, password, newPassword);
      const grantor = await grantorOf(app.db, request.session!);
      const passwordHash = await hashPassword(digest);
      await app.db.transaction(async (tx) => {
        await assertManageableUser(tx, grantor, target);
        await tx.query(
          `update users set password_hash = $3, failed_attempts = 0, locked_until = null, updated_at = now()
           where seller_id = $1 and id = $2`,
          [sellerId, target.id, passwordHash],
        );
        await tx.query(`update sessions set revoked_at = now() where user_id = $1 and revoked_at is null`, [target.id]);
        // The audit says that it happened, never what the password is.
        await writeAudit(tx, {
          sellerId,
          userId,
          entity: 'user',
          rowId: target.id,
          action: 'resetPassword',
          before: { account: target.account },
          after: { account: target.account, passwordReset: true },
        });
      });
      return ok(null);
    },
  );
};
