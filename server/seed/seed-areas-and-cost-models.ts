import type { MetaBundle } from '../../src/meta/bundle';
import type { Queryable } from '../db/database';
import { insertRows } from './insert-rows';

type AreaSeed = [name: string, code: string, children?: AreaSeed[]];

/** Real divisions and codes (GB/T 2260): the provinces and cities the demo stations sit in. */
const AREAS: AreaSeed[] = [
  [
    '广东省',
    '440000',
    [
      [
        '深圳市',
        '440300',
        [
          ['罗湖区', '440303'],
          ['福田区', '440304'],
          ['南山区', '440305'],
          ['宝安区', '440306'],
          ['龙岗区', '440307'],
          ['盐田区', '440308'],
          ['龙华区', '440309'],
          ['坪山区', '440310'],
          ['光明区', '440311'],
        ],
      ],
      [
        '广州市',
        '440100',
        [
          ['越秀区', '440104'],
          ['海珠区', '440105'],
          ['天河区', '440106'],
          ['白云区', '440111'],
          ['番禺区', '440113'],
        ],
      ],
      [
        '佛山市',
        '440600',
        [
          ['禅城区', '440604'],
          ['南海区', '440605'],
          ['顺德区', '440606'],
        ],
      ],
      ['东莞市', '441900'],
    ],
  ],
  [
    '北京市',
    '110000',
    [
      [
        '北京市市辖区',
        '110100',
        [
          ['东城区', '110101'],
          ['朝阳区', '110105'],
          ['海淀区', '110108'],
        ],
      ],
    ],
  ],
  [
    '上海市',
    '310000',
    [
      [
        '上海市市辖区',
        '310100',
        [
          ['徐汇区', '310104'],
          ['浦东新区', '310115'],
        ],
      ],
    ],
  ],
];

/** Province, city and district rows, a level at a time so that each knows its parent's id. */
async function seedAreas(db: Queryable, sellerId: number): Promise<number> {
  let level: { seed: AreaSeed; parentId: number | null }[] = AREAS.map((seed) => ({ seed, parentId: null }));
  let count = 0;
  for (let depth = 1; level.length > 0; depth++) {
    const ids = await insertRows(
      db,
      'area',
      ['seller_id', 'name', 'code', 'parent_id', 'level', 'sort'],
      level.map(({ seed: [name, code], parentId }, i) => [sellerId, name, code, parentId, depth, (i + 1) * 10]),
    );
    count += ids.length;
    level = level.flatMap(({ seed: [, , children] }, i) =>
      (children ?? []).map((seed) => ({ seed, parentId: ids[i] })),
    );
  }
  return count;
}

/**
 * Shenzhen's time-of-use periods for industrial and commercial power (Guangdong 2023 scheme):
 * valley 00:00-08:00, sharp 11:00-12:00 and 15:00-17:00 carved out of the peak hours, flat the
 * rest. Energy prices in 1/10000 yuan per kWh.
 */
const SHENZHEN_PERIODS: [start: string, end: string, period: string][] = [
  ['00:00', '08:00', 'Gu'],
  ['08:00', '10:00', 'Ping'],
  ['10:00', '11:00', 'Feng'],
  ['11:00', '12:00', 'Jian'],
  ['12:00', '14:00', 'Ping'],
  ['14:00', '15:00', 'Feng'],
  ['15:00', '17:00', 'Jian'],
  ['17:00', '19:00', 'Feng'],
  ['19:00', '24:00', 'Ping'],
];
const ENERGY_PRICE: Record<string, number> = { Jian: 12480, Feng: 10293, Ping: 6395, Gu: 2567 };

/** One model per station type: [type, name, code, service price, free parking, overtime fee in fen]. */
const COST_MODELS: [number, string, string, number, number, number][] = [
  [1, '公共快充标准模型', 'SZ-PUB-01', 8000, 30, 200],
  [2, '个人桩分时模型', 'SZ-PER-01', 4000, 120, 0],
  [3, '公交夜充优惠模型', 'SZ-BUS-01', 3500, 60, 100],
  [4, '环卫专用模型', 'SZ-SAN-01', 4500, 60, 100],
  [5, '物流车专用模型', 'SZ-LOG-01', 6000, 45, 200],
  [6, '出租车专用模型', 'SZ-TAXI-01', 5500, 30, 300],
  [7, '其他场站通用模型', 'SZ-GEN-01', 7000, 30, 200],
];

async function seedCostModels(db: Queryable, sellerId: number): Promise<number> {
  const rows = COST_MODELS.map(([type, name, code, servicePrice, freeMinutes, overtimeFee]) => {
    const periods = SHENZHEN_PERIODS.map(([startTime, endTime, ratePeriod]) => ({
      startTime,
      endTime,
      ratePeriod,
      electricityPrice: ENERGY_PRICE[ratePeriod],
      // Dedicated fleets charge at night: their valley service fee is lower still.
      servicePrice: ratePeriod === 'Gu' && type >= 3 && type <= 6 ? servicePrice - 1000 : servicePrice,
    }));
    return [sellerId, name, code, type, JSON.stringify(periods), freeMinutes, 30, overtimeFee, 1];
  });
  const columns = ['seller_id', 'name', 'code', 'station_type', 'periods', 'parking_free_time'];
  columns.push('parking_overtime', 'overtime_fee', 'enable_status');
  return (await insertRows(db, 'station_cost_model', columns, rows)).length;
}

/** Areas and billing models of one seller, as far as those schemas exist. */
export async function seedAreasAndCostModels(
  db: Queryable,
  bundle: MetaBundle,
  sellerId: number,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  if (bundle.entities.has('area')) counts.area = await seedAreas(db, sellerId);
  if (bundle.entities.has('stationCostModel')) counts.stationCostModel = await seedCostModels(db, sellerId);
  return counts;
}
