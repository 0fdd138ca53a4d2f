import { lastDays, todayRange, type CockpitFigure } from './figures';

/** Days the overview's trend covers. */
export const OVERVIEW_TREND_DAYS = 30;

/**
 * The operation overview: the network's size and state now, today's charging, the members, where
 * the stations are and the last month's trend. Gun status 3 is charging (SPEC gun status).
 */
export function overviewFigures(now: Date = new Date()) {
  return {
    stations: { entity: 'station', measures: ['count'] },
    stationsByCity: { entity: 'station', dimensions: ['city'], measures: ['count'] },
    piles: { entity: 'pile', measures: ['count', 'count|onlineStatus=1'] },
    guns: { entity: 'gun', measures: ['count', 'count|status=3'] },
    gunsByStatus: { entity: 'gun', dimensions: ['status'], measures: ['count'] },
    today: {
      entity: 'bill',
      measures: ['sum:kwh', 'sum:totalAmount', 'count'],
      filters: { startTime: todayRange(now) },
    },
    members: { entity: 'member', measures: ['count'] },
    trend: {
      entity: 'bill',
      dimensions: ['startTime:day'],
      measures: ['sum:kwh', 'sum:totalAmount', 'count'],
      filters: { startTime: lastDays(OVERVIEW_TREND_DAYS, now) },
    },
  } satisfies Record<string, CockpitFigure>;
}
