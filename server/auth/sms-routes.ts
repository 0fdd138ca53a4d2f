import type { FastifyPluginAsync } from 'fastify';
import { ApiError, ERRORS } from '../errors';
import { ok } from '../http/reply';
import { findSellerById, findUserById, maskPhone, type SellerRow, type UserRow } from './accounts';
import { findLoginUser, startSession } from './login';
import { consumeSmsCode, issueSmsCode, SMS_CODE_TTL_MS } from './sms-codes';
import { peekTicket, redeemTicket } from './tickets';

interface SmsBody {
  /** IP login: the ticket a 921 answer carried. */
  ipLoginTicket?: unknown;
  /** SMS login or captcha: the seller and account. */
  sellerNumber?: unknown;
  account?: unknown;
  smsCode?: unknown;
}

async function ticketHolder(app: Parameters<FastifyPluginAsync>[0], ticket: unknown) {
  const held = await peekTicket(app.db, ticket, ['ipLogin']);
  const seller = held && (await findSellerById(app.db, held.sellerId));
  const user = held && (await findUserById(app.db, held.userId));
  if (!seller || !user) throw new ApiError(ERRORS.TICKET_INVALID);
  return { seller, user };
}

/**
 * SMS codes: "login" codes for sellers that require the captcha and for SMS login, "ipLogin"
 * codes to finish a login refused with 921. Codes go to the user's own phone only.
 */
export const smsRoutes: FastifyPluginAsync = async (app) => {
  const resolve = async (body: SmsBody): Promise<{ seller: SellerRow; user: UserRow; purpose: string }> =>
    body.ipLoginTicket
      ? { ...(await ticketHolder(app, body.ipLoginTicket)), purpose: 'ipLogin' }
      : { ...(await findLoginUser(app, body.sellerNumber, body.account)), purpose: 'login' };

  app.post<{ Body: SmsBody }>('/api/system/sms/captcha', async (request) => {
    const { seller, user, purpose } = await resolve(request.body ?? {});
    if (!user.phone) throw new ApiError(ERRORS.NO_PHONE);
    const signature = seller.platformName ?? seller.name;
    await app.db.transaction((tx) =>
      issueSmsCode(tx, app.smsSender, { sellerId: seller.id, userId: user.id, phone: user.phone!, signature }, purpose),
    );
    return ok({ phone: maskPhone(user.phone), expiresInSeconds: SMS_CODE_TTL_MS / 1000 });
  });

  app.post<{ Body: SmsBody }>('/api/system/sms/login', async (request) => {
    const body = request.body ?? {};
    const { seller, user, purpose } = await resolve(body);
    if (user.locked) throw new ApiError(ERRORS.LOGIN_LOCKED);
    if (!(await consumeSmsCode(app.db, user.id, purpose, body.smsCode))) throw new ApiError(ERRORS.CAPTCHA_WRONG);
    if (purpose === 'ipLogin' && !(await redeemTicket(app.db, body.ipLoginTicket, ['ipLogin']))) {
      throw new ApiError(ERRORS.TICKET_INVALID);
    }
    return ok(await startSession(app, seller, user, request.ip));
  });
};
