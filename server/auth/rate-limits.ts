import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError, ERRORS } from '../messages';

/** Requests per minute and caller address, per route; 0 switches a group's limit off. */
export interface AuthRateLimits {
  login: number;
  sms: number;
  tickets: number;
}

/**
 * Beside the per-account lockout, which a caller can step around by trying one password on many
 * accounts, each address may call these routes only so often. Generous enough for an office
 * behind one address logging in at the start of a shift.
 */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = { login: 30, sms: 10, tickets: 30 };

const ROUTE_GROUPS: Record<string, keyof AuthRateLimits> = {
  '/api/system/login': 'login',
  '/api/system/sms/captcha': 'sms',
  '/api/system/sms/login': 'sms',
  '/api/system/ticket/issue': 'tickets',
  '/api/system/ticket/redeem': 'tickets',
};

const WHAT: Record<keyof AuthRateLimits, string> = {
  login: 'login attempts',
  sms: 'SMS requests',
  tickets: 'login ticket requests',
};

/**
 * Per-IP limits on the login, SMS and ticket routes (counted in this process's memory, per
 * route). A refusal is the product's answer, code 14 with the wait in its message and a
 * Retry-After header, so that the login page shows it like any other refusal.
 */
export async function installAuthRateLimits(app: FastifyInstance, limits = DEFAULT_AUTH_RATE_LIMITS): Promise<void> {
  // Runs before the plugin's own onRoute hook (registered next), which reads config.rateLimit.
  app.addHook('onRoute', (route) => {
    const group = ROUTE_GROUPS[route.url];
    if (!group || !limits[group]) return;
    route.config = { ...(route.config as object), rateLimit: { max: limits[group], timeWindow: 60_000 } };
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (request, context) => {
      const group = ROUTE_GROUPS[request.routeOptions.url ?? ''] ?? 'login';
      return new ApiError(
        ERRORS.RATE_LIMITED,
        `too many ${WHAT[group]} from this address (${context.max} a minute); try again in ${context.after}`,
      );
    },
  });
}
