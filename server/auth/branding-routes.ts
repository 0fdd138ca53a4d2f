import type { FastifyPluginAsync } from 'fastify';
import { ApiError, ERRORS } from '../errors';
import { ok } from '../http/reply';

/** What the login page may know about a seller before anyone logs in: branding, and whether to ask for an SMS code. */
const BRANDING = `select id as "sellerId", seller_number as "sellerNumber", name as "sellerName",
  platform_logo as "platformLogo", platform_name as "platformName", platform_title as "platformTitle",
  platform_website_icon as "platformWebsiteIcon", footer_text as "footerText",
  copyright_variant as "copyrightVariant", requires_sms_captcha as "requiresSmsCaptcha"
  from sellers`;

export const brandingRoutes: FastifyPluginAsync = async (app) => {
  // sellerId is the seller number of the login link (or the numeric id); none means the platform.
  app.post<{ Body: { sellerId?: unknown } | undefined }>('/api/config/sellerBasicsConfig/get', async (request) => {
    const given = request.body?.sellerId;
    const key = typeof given === 'string' || typeof given === 'number' ? String(given).trim() : '';
    const { rows } = key
      ? await app.db.query(
          `${BRANDING} where seller_number = $1 or (id::text = $1 and not exists (select 1 from sellers where seller_number = $1))`,
          [key],
        )
      : await app.db.query(`${BRANDING} where is_platform order by id limit 1`);
    if (!rows[0]) throw new ApiError(ERRORS.NOT_FOUND, `seller ${key}`);
    return ok(rows[0]);
  });
};
