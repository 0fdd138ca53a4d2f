import { defineAreaSeed } from './define-area-seed';
import { writeRows } from './write-rows';

const DAY = 86_400_000;

/** Report groups an operator keeps: [name, family (reportGroupType), stations taken, recipients]. */
const REPORT_GROUPS: [string, number, number, string][] = [
  ['城区快充站日报', 1, 8, 'ops@example.com'],
  ['高速服务区日报', 1, 5, 'highway@example.com'],
  ['财务结算月报', 2, 12, 'finance@example.com,cfo@example.com'],
  ['公交专用站电量', 3, 6, 'bus@example.com'],
  ['重点场站收入', 4, 10, ''],
];

/** Temporary sites: [name, address, longitude, latitude, days from today it opened, days it lasts]. */
const TEMPORARY: [string, string, number, number, number, number][] = [
  ['国际车展临时充电站', '会展中心北广场P3停车场', 121.3012, 31.1945, -3, 10],
  ['马拉松赛事保障充电点', '滨江大道体育公园东门', 121.4921, 31.2287, 5, 2],
  ['春运高速应急充电点', 'G60沪昆高速松江服务区南区', 121.2213, 31.0352, -40, 30],
  ['音乐节临时充电区', '世博文化公园西侧停车场', 121.4703, 31.1849, 20, 3],
];

/**
 * The station management extras of one demo seller: report groups over its stations and
 * temporary sites (events, holiday traffic) with their mobile piles; one site is over and
 * disabled, one has not started yet.
 */
export default defineAreaSeed({
  area: 'Station extras',
  async seed(db, bundle, prng, { sellerId, sellerNumber, now }) {
    const counts: Record<string, number> = {};
    const put = async (name: string, rows: Record<string, unknown>[]) => {
      counts[name] = (await writeRows(db, bundle, name, sellerId, rows)).length;
    };
    const { rows: stations } = await db.query<{ id: number }>(
      `select id from station where seller_id = $1 order by id limit 60`,
      [sellerId],
    );
    const stationIds = stations.map((row) => Number(row.id));
    if (stationIds.length)
      await put(
        'reportGroup',
        REPORT_GROUPS.map(([name, reportType, take, recipients], i) => ({
          name,
          reportType,
          stationIds: stationIds.slice(i * 3, i * 3 + take).length
            ? stationIds.slice(i * 3, i * 3 + take)
            : stationIds.slice(0, take),
          recipients: recipients || null,
          sort: (i + 1) * 10,
        })),
      );

    const { rows: types } = await db.query<{ id: number }>(
      `select id from pile_type where seller_id = $1 order by id limit 4`,
      [sellerId],
    );
    if (types.length === 0) return counts;
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    await put(
      'temporaryStation',
      TEMPORARY.map(([name, address, longitude, latitude, opened, lasts], i) => {
        const piles = Array.from({ length: 2 + (i % 3) }, (_, n) => ({
          code: `TMP${sellerNumber}${i + 1}${String(n + 1).padStart(2, '0')}`,
          pileTypeId: Number(prng.pick(types).id),
          ratedPower: [60, 120, 160][n % 3],
          gunCount: n % 3 === 0 ? 1 : 2,
        }));
        const from = today + opened * DAY + 8 * 3_600_000;
        return {
          name,
          address,
          longitude,
          latitude,
          validFrom: new Date(from).toISOString(),
          validTo: new Date(from + lasts * DAY).toISOString(),
          piles,
          pileCount: piles.length,
          enableStatus: opened + lasts < 0 ? 0 : 1,
          remark: '移动充电车与临时桩，活动结束后撤场',
        };
      }),
    );
    return counts;
  },
});
