import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/database';
import { ApiError, ERRORS } from '../messages';
import type { SmsSender } from './sms-sender';
import { hashToken } from './tokens';

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
/** One code per phone and purpose per minute... */
export const SMS_RESEND_MS = 60 * 1000;
/** ...and at most this many an hour. */
export const SMS_MAX_PER_HOUR = 5;
/** Wrong guesses that burn a code. */
const MAX_GUESSES = 5;

export interface SmsRecipient {
  sellerId: number;
  userId: number;
  phone: string;
  /** Shown in the message, e.g. the seller's platform name. */
  signature: string;
}

const codeHash = (userId: number, code: string) => hashToken(`${userId}:${code}`);

/**
 * Creates a 6-digit code and sends it; refused (RATE_LIMITED) when asked too often. Call it in
 * a transaction: the phone's lock makes parallel requests count one after the other, so the
 * limits hold however many arrive at once.
 */
export async function issueSmsCode(db: Queryable, sender: SmsSender, to: SmsRecipient, purpose: string): Promise<void> {
  await db.query(`select pg_advisory_xact_lock(hashtext($1))`, [`sms:${to.phone}:${purpose}`]);
  const { rows } = await db.query<{ recent: number; hour: number }>(
    `select count(*) filter (where created_at > now() - ($3 || ' milliseconds')::interval) as recent,
            count(*) filter (where created_at > now() - interval '1 hour') as hour
       from sms_codes where phone = $1 and purpose = $2`,
    [to.phone, purpose, String(SMS_RESEND_MS)],
  );
  if (rows[0].recent > 0 || rows[0].hour >= SMS_MAX_PER_HOUR) throw new ApiError(ERRORS.RATE_LIMITED);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // A new code replaces any earlier one still waiting.
  await db.query(`update sms_codes set used_at = now() where user_id = $1 and purpose = $2 and used_at is null`, [
    to.userId,
    purpose,
  ]);
  await db.query(
    `insert into sms_codes (seller_id, user_id, phone, purpose, code_hash, expires_at) values ($1, $2, $3, $4, $5, $6)`,
    [to.sellerId, to.userId, to.phone, purpose, codeHash(to.userId, code), new Date(Date.now() + SMS_CODE_TTL_MS)],
  );
  await sender.send(db, {
    sellerId: to.sellerId,
    phone: to.phone,
    purpose,
    content: `【${to.signature}】您的验证码是${code}，5分钟内有效，请勿泄露。`,
  });
}

/**
 * Checks a code and uses it up; a wrong guess counts against the code. The guess is counted in
 * the same statement that finds the code, before it is compared, so parallel guesses cannot all
 * pass a limit none of them has counted yet: at most MAX_GUESSES are ever compared.
 */
export async function consumeSmsCode(db: Queryable, userId: number, purpose: string, code: unknown): Promise<boolean> {
  if (typeof code !== 'string') return false;
  const { rows } = await db.query<{ id: number; code_hash: string }>(
    `update sms_codes set attempts = attempts + 1
      where id = (select id from sms_codes
                   where user_id = $1 and purpose = $2 and used_at is null and expires_at > now()
                   order by id desc limit 1)
        and attempts < $3 and used_at is null
      returning id, code_hash`,
    [userId, purpose, MAX_GUESSES],
  );
  const row = rows[0];
  if (!row || row.code_hash !== codeHash(userId, code.trim())) return false;
  const used = await db.query(`update sms_codes set used_at = now() where id = $1 and used_at is null`, [row.id]);
  return used.affectedRows === 1;
}
