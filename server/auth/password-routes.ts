import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requestLocale } from '../crud/locale';
import { ApiError, ERRORS } from '../messages';
import { ok } from '../http/reply';
import { findUserById, type UserRow } from './accounts';
import { requireSession } from './guard';
import { checkPasswordWithLockout } from './lockout';
import { hashPassword, isMd5Hex } from './passwords';
import { checkedNewPassword } from './new-password';
import { revokeOtherSessions } from './sessions';

/**
 * SPEC section 7's payload { id, sellerId, account, password }, password being an MD5 digest.
 * checkOldPassword: password = MD5 of the current password; code 0 means correct.
 * updatePassword: password = MD5 of the new password, plus oldPassword (MD5 of the current
 * one) and newPassword (the new password in clear, only to check the policy server-side:
 * a digest cannot be checked; it must match `password` and is never stored).
 */
interface PasswordBody {
  id?: unknown;
  sellerId?: unknown;
  account?: unknown;
  password?: unknown;
  oldPassword?: unknown;
  newPassword?: unknown;
}

/** Only the caller's own password: the payload must name the session's user. */
async function ownUser(request: FastifyRequest<{ Body: PasswordBody }>) {
  const session = request.session!;
  const body = request.body ?? {};
  const same =
    Number(body.id) === session.userId &&
    Number(body.sellerId) === session.sellerId &&
    (body.account === undefined || body.account === session.account);
  if (!same) throw new ApiError(ERRORS.ONLY_OWN_PASSWORD);
  return (await findUserById(request.server.db, session.userId))!;
}

/**
 * The current password, checked under the account's lockout: a stolen session must not become
 * an unlimited oracle for the password. Wrong: OLD_PASSWORD_WRONG; too many: LOGIN_LOCKED.
 */
async function requireOldPassword(request: FastifyRequest, user: UserRow, given: unknown) {
  const check = isMd5Hex(given) ? await checkPasswordWithLockout(request.server.db, user, given) : 'wrong';
  if (check === 'locked') throw new ApiError(ERRORS.LOGIN_LOCKED);
  if (check === 'wrong') throw new ApiError(ERRORS.OLD_PASSWORD_WRONG);
}

export const passwordRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: PasswordBody }>(
    '/api/system/user/checkOldPassword',
    { preHandler: requireSession },
    async (request) => {
      const user = await ownUser(request);
      await requireOldPassword(request, user, request.body.password);
      return ok(true);
    },
  );

  app.post<{ Body: PasswordBody }>(
    '/api/system/user/updatePassword',
    { preHandler: requireSession },
    async (request) => {
      const user = await ownUser(request);
      const { password, oldPassword, newPassword } = request.body;
      await requireOldPassword(request, user, oldPassword);
      const digest = checkedNewPassword(requestLocale(request), password, newPassword);
      if (digest.toLowerCase() === String(oldPassword).toLowerCase()) {
        throw new ApiError(ERRORS.VALIDATION_FAILED, 'the new password is the same as the old one');
      }
      await app.db.transaction(async (tx) => {
        await tx.query(`update users set password = $2, updated_at = now() where id = $1`, [
          user.id,
          await hashPassword(digest),
        ]);
        // Anyone holding another session with the old password is logged out.
        await revokeOtherSessions(tx, user.id, request.session!.token);
      });
      return ok(null);
    },
  );
};
