import type { FastifyInstance } from 'fastify';
import { ApiError, ERRORS } from '../messages';
import { findSellerByNumber, findUser, maskPhone, type SellerRow, type UserRow } from './accounts';
import { checkPasswordWithLockout, recordSuccessfulLogin } from './lockout';
import { hashPassword, verifyPassword } from './passwords';
import { createSession } from './sessions';
import { consumeSmsCode } from './sms-codes';
import { issueTicket } from './tickets';
import { unknownAccountLockout } from './unknown-account-lockout';

export interface LoginRequest {
  sellerNumber?: unknown;
  credentials?: { account?: unknown; password?: unknown; smsCode?: unknown };
  /** The client's own hint; the server decides from the seller's policy, never from this. */
  smsCaptchaPass?: unknown;
  smsCode?: unknown;
}

/** The successful answer of every way in: password, SMS code, IP login, ticket. */
export async function startSession(app: FastifyInstance, seller: SellerRow, user: UserRow, ip: string) {
  await recordSuccessfulLogin(app.db, user.id);
  const session = await createSession(app.db, { id: user.id, sellerId: seller.id }, ip);
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    userId: user.id,
    sellerId: seller.id,
    sellerNumber: seller.sellerNumber,
  };
}

/** Seller and account of a login attempt, whatever their status; undefined when either is unknown. */
export async function findLoginAccount(app: FastifyInstance, sellerNumber: unknown, account: unknown) {
  const seller = await findSellerByNumber(app.db, sellerNumber);
  const user = seller && (await findUser(app.db, seller.id, account));
  return seller && user ? { seller, user } : undefined;
}

export const isActive = (seller: SellerRow, user: UserRow) => seller.status === 1 && user.status === 1;

// An unknown account costs the same scrypt as a known one, so the answer's time does not tell
// whether the account exists either.
let unknownAccountHash: Promise<string> | undefined;
async function spendPasswordCheck(password: unknown) {
  unknownAccountHash ??= hashPassword('0'.repeat(32));
  await verifyPassword(typeof password === 'string' ? password : '', await unknownAccountHash);
}

const ipAllowed = (seller: SellerRow, ip: string) =>
  !seller.allowedIps?.length ||
  seller.allowedIps.includes(ip) ||
  seller.allowedIps.includes(ip.replace(/^::ffff:/, ''));

/**
 * Password login. Codes (SPEC section 8): 4 unknown seller or account, or a wrong password (one
 * answer, so that it does not tell which accounts exist); 9 locked after repeated failures
 * (unknown accounts "lock" alike, for the same reason); 4
 * with its own message for a disabled account or seller, told only to whoever knows the
 * password; 7 SMS code required or wrong; 921 caller's IP not allowed (data.ipLoginTicket lets
 * /iplogin finish with an SMS code: only a login that got this far can be finished by SMS).
 */
export async function passwordLogin(app: FastifyInstance, body: LoginRequest, ip: string) {
  const password = body.credentials?.password;
  const found = await findLoginAccount(app, body.sellerNumber, body.credentials?.account);
  if (!found) {
    const phantom = unknownAccountLockout(app);
    if (phantom.isLocked(body.sellerNumber, body.credentials?.account)) throw new ApiError(ERRORS.LOGIN_LOCKED);
    await spendPasswordCheck(password);
    const locked = phantom.fail(body.sellerNumber, body.credentials?.account);
    throw new ApiError(locked ? ERRORS.LOGIN_LOCKED : ERRORS.LOGIN_WRONG_DETAILS);
  }
  const { seller, user } = found;
  const check = await checkPasswordWithLockout(app.db, user, password);
  if (check === 'locked') throw new ApiError(ERRORS.LOGIN_LOCKED);
  if (check === 'wrong') throw new ApiError(ERRORS.LOGIN_WRONG_DETAILS);
  if (!isActive(seller, user)) throw new ApiError(ERRORS.LOGIN_DISABLED);
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
