import type { Queryable } from '../db/database';
import { verifyPassword } from './passwords';

/** After this many wrong passwords in a row the account is locked... */
export const MAX_FAILED_ATTEMPTS = 5;
/** ...for this long. */
export const LOCK_MS = 15 * 60 * 1000;

export type PasswordCheck = 'right' | 'wrong' | 'locked';

/** A way in succeeded: the failure count starts over, and the user list shows the time. */
export async function recordSuccessfulLogin(db: Queryable, userId: number): Promise<void> {
  await db.query(`update users set failed_attempts = 0, locked_until = null, last_login_at = now() where id = $1`, [
    userId,
  ]);
}

const NOT_LOCKED = `(locked_until is null or locked_until <= now())`;

/**
 * Checks a password (its MD5 digest) against the account under the lockout; the login and the
 * old-password checks share it, so neither can guess past the other's limit. The outcome is
 * decided by one statement that reads and writes the counter together, so parallel attempts
 * are counted one after the other: a wrong password is told as wrong only while the account
 * is unlocked and at most MAX_FAILED_ATTEMPTS times in a row (the last one locks), and a right
 * password that arrives after the lock is refused like any other.
 */
export async function checkPasswordWithLockout(
  db: Queryable,
  user: { id: number; passwordHash: string; locked: boolean },
  password: unknown,
): Promise<PasswordCheck> {
  if (user.locked) return 'locked';
  if (typeof password === 'string' && (await verifyPassword(password, user.passwordHash))) {
    const cleared = await db.query(
      `update users set failed_attempts = 0, locked_until = null where id = $1 and ${NOT_LOCKED}`,
      [user.id],
    );
    return cleared.affectedRows === 1 ? 'right' : 'locked';
  }
  const { rows } = await db.query<{ locked: boolean }>(
    `update users set
        failed_attempts = case when failed_attempts + 1 >= $2 then 0 else failed_attempts + 1 end,
        locked_until = case when failed_attempts + 1 >= $2 then now() + ($3 || ' milliseconds')::interval end
      where id = $1 and ${NOT_LOCKED}
      returning locked_until is not null as locked`,
    [user.id, MAX_FAILED_ATTEMPTS, String(LOCK_MS)],
  );
  return rows.length === 0 || rows[0].locked ? 'locked' : 'wrong';
}
