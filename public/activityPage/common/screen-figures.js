/**
 * The figures the big screens show, as requests to the product's aggregate and list routes: the
 * same rows the signed-in user's lists show (session, action key, seller). Kept in one module so
 * that the server tests compare each with SQL over the raw rows.
 */

const pad = (n) => String(n).padStart(2, '0');
const dayOf = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The last `n` days up to today, both included, on the local calendar of `now`. */
export function lastDays(n, now = new Date()) {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (n - 1));
  return [dayOf(from), dayOf(now)];
}

/** "All time" still sends a range, so that a list's default range (this month) does not apply. */
export const ALL_TIME = ['2000-01-01', '2099-12-31'];

/** kg of CO2 a kWh of grid power stands for (China's national grid average emission factor). */
export const CO2_KG_PER_KWH = 0.5703;

/** Days the trend and the station ranking cover. */
export const TREND_DAYS = 7;

/** Every figure of the big screens: the route and the body it is asked with. */
export function screenFigures(now = new Date()) {
  const today = lastDays(1, now);
  const week = lastDays(TREND_DAYS, now);
  return {
    today: {
      path: '/api/bill/bill/aggregate',
      body: { filters: { startTime: today }, dimensions: [], measures: ['sum:kwh', 'sum:totalAmount', 'count'] },
    },
    total: {
      path: '/api/bill/bill/aggregate',
      body: { filters: { startTime: ALL_TIME }, dimensions: [], measures: ['sum:kwh', 'sum:totalAmount', 'count'] },
    },
    members: { path: '/api/member/member/aggregate', body: { dimensions: [], measures: ['count'] } },
    piles: {
      path: '/api/config/pile/aggregate',
      body: { dimensions: [], measures: ['count', 'count|onlineStatus=1'] },
    },
    guns: { path: '/api/config/gun/aggregate', body: { dimensions: ['status'], measures: ['count'] } },
    alarms: {
      path: '/api/config/alarmRecord/aggregate',
      body: { filters: { occurredAt: ALL_TIME }, dimensions: [], measures: ['count|status=1'] },
    },
    trend: {
      path: '/api/bill/bill/aggregate',
      body: { filters: { startTime: week }, dimensions: ['startTime:day'], measures: ['sum:kwh', 'sum:totalAmount'] },
    },
    stations: {
      path: '/api/bill/bill/aggregate',
      body: {
        filters: { startTime: week },
        dimensions: ['stationId'],
        measures: ['sum:totalAmount', 'sum:kwh'],
        order: { by: 'sum:totalAmount', desc: true },
        limit: 10,
      },
    },
    businessTypes: {
      path: '/api/bill/bill/aggregate',
      body: { filters: { startTime: week }, dimensions: ['businessType'], measures: ['count'] },
    },
    stationEnergy: {
      path: '/api/bill/bill/aggregate',
      body: { filters: { startTime: week }, dimensions: ['stationId'], measures: ['sum:kwh'] },
    },
    stationGuns: {
      path: '/api/config/gun/aggregate',
      body: { dimensions: ['pileId.stationId', 'status'], measures: ['count'] },
    },
  };
}

/** Gun status labels and colours (SPEC gun status 1 to 7). */
export const GUN_STATUS = {
  1: { zh: '空闲', en: 'Idle', color: '#52c41a' },
  2: { zh: '准备中', en: 'Preparing', color: '#13c2c2' },
  3: { zh: '充电中', en: 'Charging', color: '#1890ff' },
  4: { zh: '已充满', en: 'Full', color: '#722ed1' },
  5: { zh: '离线', en: 'Offline', color: '#8c8c8c' },
  6: { zh: '告警', en: 'Alarm', color: '#f5222d' },
  7: { zh: '预约', en: 'Reserved', color: '#faad14' },
};

/** Bill business types (SPEC bill business type 1 to 7). */
export const BUSINESS_TYPE = {
  1: { zh: '刷卡', en: 'Card' },
  2: { zh: 'APP', en: 'App' },
  3: { zh: 'VIN码', en: 'VIN' },
  4: { zh: '公众号', en: 'Official account' },
  5: { zh: '小程序', en: 'Mini program' },
  6: { zh: '支付宝小程序', en: 'Alipay mini program' },
  7: { zh: '其他', en: 'Other' },
};
