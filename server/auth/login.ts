import type { FastifyInstance } from 'fastify';
import { ApiError, ERRORS } from '../errors';
import { findSellerByNumber, findUser, maskPhone, type SellerRow, type UserRow } from './accounts';
import { clearFailures, recordFailure } from './lockout';
import { verifyPassword } from './passwords';
import { createSession } from './sessions';
import { consumeSmsCode } from './sms-codes';
import { issueTicket } from './tickets';

export interface LoginRequest {
  sellerNumber?: unknown;
  credentials?: { account?: unknown; password?: unknown; smsCode?: unknown };
  /** The client's own hint; the server decides from the seller's policy, never from this. */
  smsCaptchaPass?: unknown;
  smsCode?: unknown;
}

/** The successful answer of every way in: password, SMS code, IP login, ticket. */
export async function startSession(app: FastifyInstance, seller: SellerRow, user: UserRow, ip: string) {
  await clearFailures(app.db, user.id);
  const session = await createSession(app.db, { id: user.id, sellerId: seller.id }, ip);
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    userId: user.id,
    sellerId: seller.id,
    sellerNumber: seller.sellerNumber,
  };
}

/** Seller and account of a login attempt; unknown or disabled ones answer code 4. */
export async function findLoginUser(app: FastifyInstance, sellerNumber: unknown, account: unknown) {
  const seller = await findSellerByNumber(app.db, sellerNumber);
  const user = seller && (await findUser(app.db, seller.id, account));
  if (!seller || !user) throw new ApiError(ERRORS.LOGIN_WRONG_DETAILS);
  if (seller.status !== 1 || user.status !== 1) throw new ApiError(ERRORS.LOGIN_DISABLED);
  return { seller, user };
}

const ipAllowed = (seller: SellerRow, ip: string) =>
  !seller.allowedIps?.length ||
  seller.allowedIps.includes(ip) ||
  seller.allowedIps.includes(ip.replace(/^::ffff:/, ''));

/**
 * Password login. Codes (SPEC section 8): 4 unknown seller or account, or disabled; 8 wrong
 * password; 9 locked after repeated failures; 7 SMS code required or wrong; 921 caller's IP
 * not allowed (data.ipLoginTicket lets /iplogin finish with an SMS code).
 */
export async function passwordLogin(app: FastifyInstance, body: LoginRequest, ip: string) {
  const { seller, user } = await findLoginUser(app, body.sellerNumber, body.credentials?.account);
  if (user.locked) throw new ApiError(ERRORS.LOGIN_LOCKED);
  const password = body.credentials?.password;
  if (typeof password !== 'string' || !(await verifyPassword(password, user.passwordHash))) {
    const locked = await recordFailure(app.db, user.id);
    throw new ApiError(locked ? ERRORS.LOGIN_LOCKED : ERRORS.LOGIN_WRONG_PASSWORD);
  }
  if (seller.requiresSmsCaptcha) {
    const code = body.credentials?.smsCode ?? body.smsCode;
    if (code === undefined || code === null || code === '') throw new ApiError(ERRORS.CAPTCHA_REQUIRED);
    if (!(await consumeSmsCode(app.db, user.id, 'login', String(code)))) throw new ApiError(ERRORS.CAPTCHA_WRONG);
  }
  if (!ipAllowed(seller, ip)) {
    if (!user.phone) throw new ApiError(ERRORS.NO_PHONE);
    const { ticket, expiresAt } = await issueTicket(app.db, 'ipLogin', { userId: user.id, sellerId: seller.id });
    throw new ApiError(ERRORS.IP_NOT_ALLOWED, undefined, {
      ipLoginTicket: ticket,
      expiresAt: expiresAt.toISOString(),
      ip,
      phone: maskPhone(user.phone),
      sellerNumber: seller.sellerNumber,
      account: user.account,
    });
  }
  return startSession(app, seller, user, ip);
}
