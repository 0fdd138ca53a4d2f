import { ALL_TIME, lastDays, type CockpitFigure } from './figures';

/** Days the fleet consumption trend covers. */
export const TEAM_TREND_DAYS = 30;
export const TEAM_RANKING = 10;

/**
 * The fleet cockpit: fleets, their members and cars, fleet members' vehicles charging now, the
 * balances of fleet members' accounts, fleet consumption over the last days and the rankings of
 * fleets (their monthly statements) and of fleet drivers. Figures over members are grouped by
 * member type; the screen shows the fleet type's group (FLEET_MEMBER_TYPE).
 */
export function teamFigures(now: Date = new Date()) {
  return {
    fleets: { entity: 'fleet', measures: ['count', 'count|enableStatus=1', 'sum:creditLimit'] },
    members: { entity: 'fleetMember', measures: ['count', 'countDistinct:fleetId'] },
    cars: { entity: 'fleetCar', measures: ['count'] },
    carsByOperation: { entity: 'fleetCar', dimensions: ['operationType'], measures: ['count'] },
    charging: {
      entity: 'bill',
      dimensions: ['memberId.memberType'],
      measures: ['count'],
      filters: { billStatus: 1, startTime: ALL_TIME },
    },
    balances: {
      entity: 'account',
      dimensions: ['memberId.memberType'],
      measures: ['sum:balance', 'sum:creditLimit', 'count'],
    },
    trend: {
      entity: 'bill',
      dimensions: ['startTime:day', 'memberId.memberType'],
      measures: ['sum:totalAmount', 'sum:kwh'],
      filters: { startTime: lastDays(TEAM_TREND_DAYS, now) },
    },
    fleetRanking: {
      entity: 'groupBill',
      dimensions: ['fleetId'],
      measures: ['sum:kwh', 'sum:amount', 'sum:billCount'],
      top: TEAM_RANKING,
    },
    driverRanking: {
      entity: 'bill',
      dimensions: ['memberId.memberType', 'memberId'],
      measures: ['sum:kwh', 'sum:totalAmount'],
      filters: { startTime: lastDays(TEAM_TREND_DAYS, now) },
    },
  } satisfies Record<string, CockpitFigure>;
}
