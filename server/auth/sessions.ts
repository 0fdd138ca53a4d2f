import type { Queryable } from '../db/database';
import { hashToken, newToken } from './tokens';

/** SPEC section 9: a token lives 7 days. */
export const SESSION_LIFETIME_MS = 604_800_000;

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: Queryable,
  user: { id: number; sellerId: number },
  ip?: string,
): Promise<IssuedSession> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.query(`insert into sessions (token_hash, user_id, seller_id, ip, expires_at) values ($1, $2, $3, $4, $5)`, [
    hashToken(token),
    user.id,
    user.sellerId,
    ip ?? null,
    expiresAt,
  ]);
  return { token, expiresAt };
}

export async function revokeSession(db: Queryable, token: string): Promise<void> {
  await db.query(`update sessions set revoked_at = now() where token_hash = $1 and revoked_at is null`, [
    hashToken(token),
  ]);
}

/** Ends every other session of a user, e.g. after a password change. */
export async function revokeOtherSessions(db: Queryable, userId: number, keepToken: string): Promise<void> {
  await db.query(
    `update sessions set revoked_at = now() where user_id = $1 and token_hash <> $2 and revoked_at is null`,
    [userId, hashToken(keepToken)],
  );
}

export interface StoredSession {
  userId: number;
  expiresAt: Date;
  sellerId: number;
  account: string;
  expired: boolean;
  revoked: boolean;
  active: boolean;
  isPlatform: boolean;
  isAdmin: boolean;
  /** permission_epoch at lookup time: the key under which held permissions may be memoised. */
  permissionEpoch: number;
}

export async function findSession(db: Queryable, tokenHash: string): Promise<StoredSession | undefined> {
  const { rows } = await db.query<StoredSession>(
    `select s.user_id as "userId", s.seller_id as "sellerId", u.account, s.expires_at as "expiresAt",
            s.expires_at <= now() as expired, s.revoked_at is not null as revoked,
            (u.status = 1 and sel.status = 1) as active, sel.is_platform as "isPlatform",
            exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                     where ur.user_id = u.id and r.is_admin) as "isAdmin",
            (select epoch from permission_epoch where id = 1) as "permissionEpoch"
       from sessions s join users u on u.id = s.user_id join sellers sel on sel.id = s.seller_id
      where s.token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}
