import type { AreaSeed } from './define-area-seed';
import alarms from './alarms';
import auditHistory from './audit-history';
import billFollowUps from './bill-follow-ups';
import billing from './billing';
import billViews from './bill-views';
import busCharging from './bus-charging';
import charging from './charging';
import ecosystem from './ecosystem';
import marketing from './marketing';
import finance from './finance';
import financeConfig from './finance-config';
import fleets from './fleets';
import members from './members';
import network from './network';
import operations from './operations';
import reviews from './reviews';
import serverSellers from './server-sellers';
import stationExtras from './station-extras';
import systemConfig from './system-config';

/**
 * The area seeds, run in this order for every demo seller (an area that points at another's
 * rows comes after it). One file per area in this folder, default export made with
 * defineAreaSeed, listed here.
 */
export const AREA_SEEDS: readonly AreaSeed[] = [
  members,
  charging,
  billing,
  billFollowUps,
  billViews,
  finance,
  financeConfig,
  fleets,
  marketing,
  alarms,
  network,
  reviews,
  stationExtras,
  operations,
  systemConfig,
  ecosystem,
  serverSellers,
  busCharging,
  auditHistory,
];

export { defineAreaSeed, type AreaSeed, type AreaSeedInput } from './define-area-seed';
