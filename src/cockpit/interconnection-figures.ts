import { lastDays, type CockpitFigure } from './figures';

/** Days the interconnection monitor covers. */
export const INTERCONNECTION_DAYS = 30;
/** Interface logs shown in the live tail. */
export const LOG_TAIL = 10;

/**
 * The interconnection monitor over the last days: per enterprise the interface calls, those that
 * succeeded (result code 0), their latency and the errors still open; calls per day; and the
 * enterprises on record.
 */
export function interconnectionFigures(now: Date = new Date()) {
  const period = { requestAt: lastDays(INTERCONNECTION_DAYS, now) };
  return {
    enterprises: { entity: 'interconnectionEnterprise', measures: ['count', 'count|enableStatus=1'] },
    byEnterprise: {
      entity: 'interfaceLog',
      dimensions: ['enterpriseId'],
      measures: ['count', 'count|code=0', 'avg:durationMs', 'max:durationMs'],
      filters: period,
    },
    perDay: {
      entity: 'interfaceLog',
      dimensions: ['requestAt:day'],
      measures: ['count', 'count|code=0'],
      filters: period,
    },
    openErrors: {
      entity: 'interfaceError',
      dimensions: ['enterpriseId'],
      measures: ['count', 'count|status=0'],
      filters: { occurredAt: lastDays(INTERCONNECTION_DAYS, now) },
    },
  } satisfies Record<string, CockpitFigure>;
}
