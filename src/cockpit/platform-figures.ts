import type { CockpitFigure } from './figures';

/** Stations in the platform ranking. */
export const PLATFORM_RANKING = 10;

/**
 * The platform cockpit over a period: revenue, energy and sessions, their trend, the station
 * ranking, the split by bill business type and by station type, and utilisation now (guns
 * charging among all guns, piles on line).
 */
export function platformFigures(range: [string, string], bucket: 'day' | 'month' = 'day') {
  const period = { startTime: range };
  return {
    totals: {
      entity: 'bill',
      measures: [
        'sum:totalAmount',
        'sum:kwh',
        'count',
        'sum:electricityFee',
        'sum:serviceFee',
        'countDistinct:memberId',
      ],
      filters: period,
    },
    trend: {
      entity: 'bill',
      dimensions: [`startTime:${bucket}`],
      measures: ['sum:totalAmount', 'sum:kwh'],
      filters: period,
    },
    ranking: {
      entity: 'bill',
      dimensions: ['stationId'],
      measures: ['sum:totalAmount', 'sum:kwh', 'count'],
      filters: period,
      top: PLATFORM_RANKING,
    },
    businessTypes: {
      entity: 'bill',
      dimensions: ['businessType'],
      measures: ['sum:totalAmount', 'count'],
      filters: period,
    },
    stationTypes: {
      entity: 'bill',
      dimensions: ['stationId.stationType'],
      measures: ['sum:kwh'],
      filters: period,
    },
    guns: { entity: 'gun', measures: ['count', 'count|status=3'] },
    piles: { entity: 'pile', measures: ['count', 'count|onlineStatus=1'] },
  } satisfies Record<string, CockpitFigure>;
}
