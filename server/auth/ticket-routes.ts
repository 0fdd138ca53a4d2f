import type { FastifyPluginAsync } from 'fastify';
import { ApiError, ERRORS } from '../messages';
import { ok } from '../http/reply';
import { isSellerAdmin } from '../permissions/session-permissions';
import { findSellerById, findUserById } from './accounts';
import { requireSession } from './guard';
import { startSession } from './login';
import { issueTicket, redeemTicket, type TicketPurpose } from './tickets';

const LINK_PURPOSES: TicketPurpose[] = ['autoLogin', 'reconciliation'];

/**
 * The platform permission to issue a ticket for someone else (support signing in as a
 * seller's user). A ticket is a session of its holder, so without it tickets are issued only
 * for oneself: nobody impersonates beyond what he holds. Held only by the platform seller's
 * users (checked as well as the key, in case the row is ever granted further).
 */
export const ISSUE_FOR_OTHERS = 'permissionManage:issueTicket';

/**
 * Auto-login and reconciliation links carry a ticket, never a seller id alone nor a session
 * token: an administrator issues it (2 minutes, single use) and the link's target redeems it
 * for a session of its own.
 */
export const ticketRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { purpose?: unknown; userId?: unknown } }>(
    '/api/system/ticket/issue',
    { preHandler: requireSession },
    async (request) => {
      const session = request.session!;
      const purpose = request.body?.purpose ?? 'autoLogin';
      if (!LINK_PURPOSES.includes(purpose as TicketPurpose)) {
        throw new ApiError(ERRORS.VALIDATION_FAILED, `purpose must be one of ${LINK_PURPOSES.join(', ')}`);
      }
      if (!(await isSellerAdmin(app.db, session.userId)))
        throw new ApiError(ERRORS.FORBIDDEN, 'only administrators issue login tickets');
      const userId = request.body?.userId === undefined ? session.userId : Number(request.body.userId);
      if (userId !== session.userId) {
        const seller = await findSellerById(app.db, session.sellerId);
        if (!seller?.isPlatform || !session.actions.has(ISSUE_FOR_OTHERS))
          throw new ApiError(ERRORS.FORBIDDEN, 'login tickets are issued only for yourself');
      }
      const target = Number.isSafeInteger(userId) ? await findUserById(app.db, userId) : undefined;
      if (!target) throw new ApiError(ERRORS.NOT_FOUND, `user ${String(request.body?.userId)}`);
      const issued = await issueTicket(app.db, purpose as TicketPurpose, {
        userId: target.id,
        sellerId: target.sellerId,
        issuedBy: session.userId,
      });
      return ok({ ticket: issued.ticket, expiresAt: issued.expiresAt.toISOString(), purpose });
    },
  );

  app.post<{ Body: { ticket?: unknown } }>('/api/system/ticket/redeem', async (request) => {
    const held = await redeemTicket(app.db, request.body?.ticket, LINK_PURPOSES);
    const seller = held && (await findSellerById(app.db, held.sellerId));
    const user = held && (await findUserById(app.db, held.userId));
    if (!held || !seller || !user || seller.status !== 1 || user.status !== 1)
      throw new ApiError(ERRORS.TICKET_INVALID);
    return ok({ ...(await startSession(app, seller, user, request.ip)), purpose: held.purpose });
  });
};
