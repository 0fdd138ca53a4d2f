import type { FastifyPluginAsync } from 'fastify';
import { actionKey, OPERATION_ACTIONS } from '../../src/meta/entity-actions';
import { requireAction } from '../auth/guard';
import { column, table } from '../crud/entity-columns';
import { answer, bodyOf, sellerOf } from '../crud/route-kit';
import { buildSelection } from '../crud/page-query';
import { routedEntity } from '../crud/routed-entity';
import { scopeSelection } from '../crud/station-scope';
import { validationError } from '../crud/crud-error';
import { message } from '../messages';
import { CHURN_DAYS, FREQUENCY_BANDS, type RetentionAnswer } from '../../src/meta/member-retention';

const PERIOD_SQL = {
  week: { trunc: 'week', label: 'YYYY-MM-DD', offset: (d: string, c: string) => `((${d}::date - ${c}::date) / 7)` },
  month: {
    trunc: 'month',
    label: 'YYYY-MM',
    offset: (d: string, c: string) =>
      `((extract(year from ${d}) - extract(year from ${c})) * 12 + extract(month from ${d}) - extract(month from ${c}))::int`,
  },
} as const;

/**
 * What the aggregate route cannot say, since it needs each member's own history first:
 * retention by first-charge cohort, the charging frequency distribution and churn. It reads
 * the bills the caller's bill list would show (action key, seller, filters, station binding)
 * and nothing else.
 */
export const memberRetentionRoutes: FastifyPluginAsync = async (app) => {
  const found = app.bundle.entities.get('bill');
  if (!found) return;
  const entity = routedEntity(found);
  const context = { db: app.db, bundle: app.bundle, entity };
  app.post(
    '/api/insight/memberRetention',
    { preHandler: requireAction(actionKey(entity.pageId, OPERATION_ACTIONS.page)) },
    (request, reply) =>
      answer(request, reply, async (locale): Promise<RetentionAnswer> => {
        const body = bodyOf(request);
        const period = body.period === undefined ? 'week' : body.period;
        if (period !== 'week' && period !== 'month')
          throw validationError(message(locale, 'badAggregate', 'period'), []);
        const sellerId = sellerOf(request);
        const selection = await scopeSelection(
          request,
          context,
          buildSelection(entity, { filters: body.filters }, sellerId, locale, app.bundle),
        );
        const p = PERIOD_SQL[period];
        const member = `t.${column('memberId')}`;
        const start = `t.${column('startTime')}`;
        const where = selection.where ? `${selection.where} and ${member} is not null` : `where ${member} is not null`;
        const charges = `select ${member} as m, ${start} as s, date_trunc('${p.trunc}', ${start}) as d from ${table(entity)} t ${where}`;
        const params = selection.params.values;
        const cohorts = await app.db.query<{ cohort: string; offset: number; members: number }>(
          `with c as (${charges}), f as (select m, min(d) as first from c group by m)
           select to_char(f.first, '${p.label}') as cohort, ${p.offset('c.d', 'f.first')} as "offset",
                  count(distinct c.m)::int as members
             from c join f on f.m = c.m group by 1, 2 order by 1, 2`,
          params,
        );
        const bands = [...FREQUENCY_BANDS]
          .reverse()
          .map((from) => `when n >= ${from} then ${from}`)
          .join(' ');
        const frequency = await app.db.query<{ band: number; members: number }>(
          `with c as (${charges}), per as (select m, count(*) as n from c group by m)
           select case ${bands} end as band, count(*)::int as members from per group by 1 order by 1`,
          params,
        );
        const [churn] = (
          await app.db.query<{ members: number; churned: number }>(
            `with c as (${charges}), last as (select m, max(s) as at from c group by m),
                  edge as (select least(now(), coalesce(max(at), now())) as e from last)
             select count(*)::int as members,
                    count(*) filter (where at < (select e from edge) - interval '${CHURN_DAYS} days')::int as churned
               from last`,
            params,
          )
        ).rows;
        return {
          cohorts: cohorts.rows.map((row) => ({
            cohort: row.cohort,
            offset: Number(row.offset),
            members: Number(row.members),
          })),
          frequency: frequency.rows.map((row) => ({
            from: Number(row.band),
            members: Number(row.members),
          })),
          churn: { members: Number(churn?.members ?? 0), churned: Number(churn?.churned ?? 0) },
        };
      }),
  );
};
