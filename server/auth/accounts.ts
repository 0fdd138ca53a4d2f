import type { Queryable } from '../db/database';

export interface SellerRow {
  id: number;
  sellerNumber: string;
  name: string;
  isPlatform: boolean;
  status: number;
  platformName: string | null;
  requiresSmsCaptcha: boolean;
  allowedIps: string[] | null;
}

export interface UserRow {
  id: number;
  sellerId: number;
  account: string;
  name: string;
  phone: string | null;
  avatar: string | null;
  passwordHash: string;
  status: number;
  failedAttempts: number;
  locked: boolean;
}

const SELLER_COLUMNS = `id, seller_number as "sellerNumber", name, is_platform as "isPlatform", status,
  platform_name as "platformName", requires_sms_captcha as "requiresSmsCaptcha", allowed_ips as "allowedIps"`;

export async function findSellerByNumber(db: Queryable, sellerNumber: unknown): Promise<SellerRow | undefined> {
  if (typeof sellerNumber !== 'string' && typeof sellerNumber !== 'number') return undefined;
  const { rows } = await db.query<SellerRow>(`select ${SELLER_COLUMNS} from sellers where seller_number = $1`, [
    String(sellerNumber),
  ]);
  return rows[0];
}

export async function findSellerById(db: Queryable, id: number): Promise<SellerRow | undefined> {
  const { rows } = await db.query<SellerRow>(`select ${SELLER_COLUMNS} from sellers where id = $1`, [id]);
  return rows[0];
}

const USER_COLUMNS = `id, seller_id as "sellerId", account, name, phone, avatar, password as "passwordHash",
  status, failed_attempts as "failedAttempts", coalesce(locked_until > now(), false) as locked`;

export async function findUser(db: Queryable, sellerId: number, account: unknown): Promise<UserRow | undefined> {
  if (typeof account !== 'string') return undefined;
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where seller_id = $1 and account = $2`, [
    sellerId,
    account,
  ]);
  return rows[0];
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [id]);
  return rows[0];
}

/** "138****5678": enough for a person to recognise his phone, not enough to harvest it. */
export const maskPhone = (phone: string | null) => (phone ? phone.replace(/^(\d{3})\d+(\d{4})$/, '$1****$2') : null);
