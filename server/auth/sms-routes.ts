import type { FastifyPluginAsync } from 'fastify';
import { ApiError, ERRORS } from '../messages';
import { ok } from '../http/reply';
import { findSellerById, findUserById, maskPhone, type SellerRow, type UserRow } from './accounts';
import { findLoginAccount, isActive, startSession } from './login';
import { consumeSmsCode, issueSmsCode, SMS_CODE_TTL_MS } from './sms-codes';
import { peekTicket, redeemTicket } from './tickets';

interface SmsBody {
  /** IP login: the ticket a 921 answer carried. */
  ipLoginTicket?: unknown;
  /** Captcha for a seller that requires one at login: the seller and account. */
  sellerNumber?: unknown;
  account?: unknown;
  smsCode?: unknown;
}

type App = Parameters<FastifyPluginAsync>[0];

/** The holder of a 921 answer's ticket: a login that already passed the password and the SMS captcha. */
async function ticketHolder(app: App, ticket: unknown) {
  const held = await peekTicket(app.db, ticket, ['ipLogin']);
  const seller = held && (await findSellerById(app.db, held.sellerId));
  const user = held && (await findUserById(app.db, held.userId));
  if (!seller || !user) throw new ApiError(ERRORS.TICKET_INVALID);
  if (user.locked) throw new ApiError(ERRORS.LOGIN_LOCKED);
  if (!isActive(seller, user)) throw new ApiError(ERRORS.LOGIN_DISABLED);
  return { seller, user };
}

const sendCode = (app: App, seller: SellerRow, user: UserRow & { phone: string }, purpose: string) =>
  app.db.transaction((tx) =>
    issueSmsCode(
      tx,
      app.smsSender,
      { sellerId: seller.id, userId: user.id, phone: user.phone, signature: seller.platformName ?? seller.name },
      purpose,
    ),
  );

const hasPhone = (user: UserRow): user is UserRow & { phone: string } => Boolean(user.phone);

/**
 * SMS codes: "login" codes for sellers that require the captcha beside the password, "ipLogin"
 * codes to finish a login refused with 921. Codes go to the user's own phone only, and an SMS
 * code never opens a session on its own: it finishes a login whose password was accepted.
 */
export const smsRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: SmsBody }>('/api/system/sms/captcha', async (request) => {
    const body = request.body ?? {};
    if (body.ipLoginTicket) {
      // The ticket proves the password: its holder may learn the phone and the send limits.
      const { seller, user } = await ticketHolder(app, body.ipLoginTicket);
      if (!hasPhone(user)) throw new ApiError(ERRORS.NO_PHONE);
      await sendCode(app, seller, user, 'ipLogin');
      return ok({ phone: maskPhone(user.phone), expiresInSeconds: SMS_CODE_TTL_MS / 1000 });
    }
    // By seller and account, anyone may ask: the answer is the same whether the account exists,
    // has a phone, or was sent a code a moment ago, so that it tells nobody which accounts exist.
    const found = await findLoginAccount(app, body.sellerNumber, body.account);
    if (found && found.seller.requiresSmsCaptcha && isActive(found.seller, found.user) && hasPhone(found.user)) {
      await sendCode(app, found.seller, found.user, 'login').catch((error: unknown) => {
        if (!(error instanceof ApiError && error.entry === ERRORS.RATE_LIMITED)) throw error;
      });
    }
    return ok({ expiresInSeconds: SMS_CODE_TTL_MS / 1000 });
  });

  app.post<{ Body: SmsBody }>('/api/system/sms/login', async (request) => {
    const body = request.body ?? {};
    if (!body.ipLoginTicket) {
      throw new ApiError(ERRORS.TICKET_INVALID, 'an SMS code only finishes a login refused for its IP (ipLoginTicket)');
    }
    const { seller, user } = await ticketHolder(app, body.ipLoginTicket);
    if (!(await consumeSmsCode(app.db, user.id, 'ipLogin', body.smsCode))) throw new ApiError(ERRORS.CAPTCHA_WRONG);
    if (!(await redeemTicket(app.db, body.ipLoginTicket, ['ipLogin']))) throw new ApiError(ERRORS.TICKET_INVALID);
    return ok(await startSession(app, seller, user, request.ip));
  });
};
