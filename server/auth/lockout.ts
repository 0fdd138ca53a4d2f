import type { Queryable } from '../db/database';

/** After this many wrong passwords in a row the account is locked... */
export const MAX_FAILED_ATTEMPTS = 5;
/** ...for this long. */
export const LOCK_MS = 15 * 60 * 1000;

/** Counts a wrong password; answers whether the account is now locked. */
export async function recordFailure(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ locked: boolean }>(
    `update users set
        failed_attempts = case when failed_attempts + 1 >= $2 then 0 else failed_attempts + 1 end,
        locked_until = case when failed_attempts + 1 >= $2 then now() + ($3 || ' milliseconds')::interval else locked_until end
      where id = $1
      returning locked_until is not null and locked_until > now() as locked`,
    [userId, MAX_FAILED_ATTEMPTS, String(LOCK_MS)],
  );
  return rows[0]?.locked ?? false;
}

export async function clearFailures(db: Queryable, userId: number): Promise<void> {
  await db.query(`update users set failed_attempts = 0, locked_until = null where id = $1`, [userId]);
}
