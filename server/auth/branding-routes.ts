import type { FastifyPluginAsync } from 'fastify';
import { tableName } from '../db/naming';
import { ApiError, ERRORS } from '../messages';
import { ok } from '../http/reply';

/** The first URL of an image field's stored list (JSON text), or null. */
const firstImage = (column: string) => `case when ${column} like '[%' then (${column})::jsonb ->> 0 else null end`;

/**
 * What the login page may know about a seller before anyone logs in: branding, and whether to
 * ask for an SMS code. What the seller saved on its seller info screen (`info`, the `sellerInfo`
 * settings row) comes before the values the seller was created with; `theme` is its saved theme
 * style (null before the first save), the layout's starting settings.
 */
const branding = (infoTable: string | undefined, styleTable: string | undefined) => {
  const info = (column: string, fallback: string) => (infoTable ? `coalesce(${column}, ${fallback})` : fallback);
  return `select s.id as "sellerId", s.seller_number as "sellerNumber", s.name as "sellerName",
  ${info(firstImage('i.platform_logo'), 's.platform_logo')} as "platformLogo",
  ${info('i.platform_name', 's.platform_name')} as "platformName",
  ${info('i.platform_title', 's.platform_title')} as "platformTitle",
  ${info(firstImage('i.platform_website_icon'), 's.platform_website_icon')} as "platformWebsiteIcon",
  ${info('i.footer', 's.footer_text')} as "footerText",
  s.copyright_variant as "copyrightVariant", s.requires_sms_captcha as "requiresSmsCaptcha",
  ${styleTable ? `(select json_build_object('primaryColor', t.primary_color, 'navTheme', t.nav_theme, 'layout', t.layout, 'contentWidth', t.content_width, 'fixedHeader', t.fixed_header, 'fixedSidebar', t.fixed_sidebar, 'multiTab', t.multi_tab, 'colorWeak', t.color_weak, 'updatedAt', t.updated_at) from "${styleTable}" t where t.seller_id = s.id order by t.id limit 1)` : 'null'} as "theme"
  from sellers s
  ${infoTable ? `left join lateral (select * from "${infoTable}" x where x.seller_id = s.id order by x.id limit 1) i on true` : ''}`;
};

export const brandingRoutes: FastifyPluginAsync = async (app) => {
  const sellerInfo = app.bundle.entities.get('sellerInfo');
  const styleConfig = app.bundle.entities.get('styleConfig');
  const BRANDING = branding(sellerInfo && tableName(sellerInfo), styleConfig && tableName(styleConfig));
  // sellerId is the seller number of the login link (or the numeric id); none means the platform.
  app.post<{ Body: { sellerId?: unknown } | undefined }>('/api/config/sellerBasicsConfig/get', async (request) => {
    const given = request.body?.sellerId;
    const key = typeof given === 'string' || typeof given === 'number' ? String(given).trim() : '';
    const { rows } = key
      ? await app.db.query(
          `${BRANDING} where s.seller_number = $1 or (s.id::text = $1 and not exists (select 1 from sellers where seller_number = $1))`,
          [key],
        )
      : await app.db.query(`${BRANDING} where s.is_platform order by s.id limit 1`);
    if (!rows[0]) throw new ApiError(ERRORS.NOT_FOUND, `seller ${key}`);
    return ok(rows[0]);
  });
};
