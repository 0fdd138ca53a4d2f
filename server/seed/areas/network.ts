import type { Queryable } from '../../db/database';
import type { Prng } from '../prng';
import { defineAreaSeed } from './define-area-seed';
import { writeRows } from './write-rows';

const DAY = 86_400_000;
const day = (time: number) => new Date(time).toISOString().slice(0, 10);
const iso = (time: number) => new Date(time).toISOString();

const CARS = [
  { brand: '比亚迪', model: '汉 EV', batteryKwh: 85.4 },
  { brand: '比亚迪', model: '秦 PLUS EV', batteryKwh: 57.6 },
  { brand: '特斯拉', model: 'Model 3', batteryKwh: 60 },
  { brand: '广汽埃安', model: 'AION S', batteryKwh: 58.8 },
  { brand: '蔚来', model: 'ES6', batteryKwh: 75 },
  { brand: '小鹏', model: 'P7', batteryKwh: 70.8 },
  { brand: '吉利', model: '几何 A', batteryKwh: 61.9 },
  { brand: '比亚迪', model: 'e6 出租版', batteryKwh: 71.7 },
];
const VIN_MAKERS = ['LGXCE4CB', 'LRWYGCEE', 'LGBH52E0', 'LNBSCB3F', 'LDP31B96', 'LMGHP1S8'];
const ROADS = [
  { name: '京港澳高速', code: 'G4', roadType: 'Expressway', startPoint: '北京', endPoint: '澳门', lengthKm: 2285 },
  { name: '沈海高速', code: 'G15', roadType: 'Expressway', startPoint: '沈阳', endPoint: '海口', lengthKm: 3710 },
  { name: '广深沿江高速', code: 'S3', roadType: 'Expressway', startPoint: '广州', endPoint: '深圳', lengthKm: 90.3 },
  { name: '珠三角环线高速', code: 'G94', roadType: 'Expressway', startPoint: '深圳', endPoint: '深圳', lengthKm: 683 },
  { name: '107国道', code: 'G107', roadType: 'NationalHighway', startPoint: '北京', endPoint: '深圳', lengthKm: 2698 },
];
const SERVICE_AREAS = [
  { name: '福永服务区', road: 0, direction: 'Both', longitude: 113.8212, latitude: 22.6853 },
  { name: '长安服务区', road: 1, direction: 'Up', longitude: 113.8127, latitude: 22.8032 },
  { name: '虎门服务区', road: 1, direction: 'Down', longitude: 113.7093, latitude: 22.8521 },
  { name: '机场南服务区', road: 2, direction: 'Both', longitude: 113.8056, latitude: 22.6247 },
  { name: '新塘服务区', road: 3, direction: 'Both', longitude: 113.6155, latitude: 23.1318 },
  { name: '观澜服务区', road: 4, direction: 'Up', longitude: 114.0563, latitude: 22.7125 },
];
const COUNTERPARTIES = ['快电', '星星充电', '特来电', '南网电动', '高德地图'];

/** A plate of the Shenzhen area: 粤B, then D (battery electric) and five digits. */
const plateOf = (sellerNumber: string, i: number) =>
  `粤B${'DF'[i % 2]}${String(Number(sellerNumber) % 100).padStart(2, '0')}${String(i + 1).padStart(3, '0')}`;
const vinOf = (sellerNumber: string, i: number) =>
  `${VIN_MAKERS[i % VIN_MAKERS.length]}${sellerNumber.slice(-3)}${String(i + 1).padStart(6, '0')}`;

/**
 * Up to `count` of the ids from position `from` on, wrapping round: a seller with few stations
 * still gets some in every row that must name stations.
 */
const around = (all: number[], from: number, count: number) =>
  Array.from({ length: Math.min(count, all.length) }, (_, i) => all[(from + i) % all.length]);

async function ids(db: Queryable, sql: string, sellerId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(sql, [sellerId]);
  return rows.map((row) => Number(row.id));
}

/**
 * The network's configuration for each operator: vehicles with real-looking plates and VINs
 * (some owned by members, some by fleets), VIN whitelist entries for fleet vehicles, highways
 * with their service areas at real locations, a power unit per station with its piles, pile
 * tuning commands and charging thresholds, charge plans of the three kinds, a billing template
 * per billing model bound to the stations of that type, and reconciliation contracts with the
 * platforms the network shares its stations with.
 */
export default defineAreaSeed({
  area: 'Business',
  async seed(db, bundle, prng: Prng, input): Promise<Record<string, number>> {
    if (input.isPlatform || !bundle.entities.get('vehicle')) return {};
    const { sellerId, sellerNumber, now } = input;
    const today = now.getTime();
    const { rows: stations } = await db.query<{
      id: number;
      station_type: string;
      longitude: number;
      latitude: number;
    }>(`select "id", "station_type", "longitude", "latitude" from "station" where "seller_id" = $1 order by "id"`, [
      sellerId,
    ]);
    if (stations.length === 0) return {};
    const stationIds = stations.map((s) => Number(s.id));
    const { rows: piles } = await db.query<{ id: number; station_id: number }>(
      `select "id", "station_id" from "pile" where "seller_id" = $1 order by "id"`,
      [sellerId],
    );
    const pilesOf = (stationId: number) =>
      piles.filter((p) => Number(p.station_id) === stationId).map((p) => Number(p.id));
    const members = await ids(db, `select "id" from "member" where "seller_id" = $1 order by "id" limit 40`, sellerId);
    const fleets = await ids(db, `select "id" from "fleet" where "seller_id" = $1 order by "id"`, sellerId);
    const admin = (
      await db.query<{ id: number }>(`select id from users where seller_id = $1 and account = 'admin'`, [sellerId])
    ).rows[0]?.id;
    const counts: Record<string, number> = {};
    const write = async (entity: string, rows: Record<string, unknown>[]) => {
      const written = await writeRows(db, bundle, entity, sellerId, rows);
      counts[entity] = written.length;
      return written;
    };

    const vehicles = Array.from({ length: 36 }, (_, i) => {
      const car = CARS[i % CARS.length]!;
      const fleetOwned = fleets.length > 0 && i % 3 === 0;
      return {
        plateNo: plateOf(sellerNumber, i),
        vin: vinOf(sellerNumber, i),
        vehicleType: 'DianDong',
        operationType: fleetOwned ? prng.pick(['WuLiu', 'ChuZu', 'WangYue']) : 'SiJiaChe',
        vehicleClass: fleetOwned ? 'Logistics' : 'Other',
        ...car,
        memberId: members.length ? members[i % members.length] : null,
        groupId: fleetOwned ? fleets[i % fleets.length] : null,
        certStatus: prng.weighted(['APPROVED', 'PENDING', 'REJECTED'], [8, 2, 1]),
        enableStatus: i % 11 === 10 ? 0 : 1,
      };
    });
    const vehicleIds = await write('vehicle', vehicles);
    // A member's charges were made with the member's vehicle: its bills carry its plate and VIN,
    // so that the vehicle's charge records and a VIN lookup find them.
    for (const vehicle of vehicles.filter((v) => v.memberId))
      await db.query(
        `update "bill" set "plate_no" = $1, "vin" = $2 where "seller_id" = $3 and "member_id" = $4 and "plate_no" is null`,
        [vehicle.plateNo, vehicle.vin, sellerId, vehicle.memberId],
      );

    await write(
      'vinWhitelist',
      vehicles
        .filter((v) => v.groupId)
        .map((v, i) => ({
          vin: v.vin,
          plateNo: v.plateNo,
          stationIds: around(stationIds, i % 4, 3),
          memberId: v.memberId,
          groupId: v.groupId,
          validFrom: day(today - 60 * DAY),
          validTo: day(today + (180 + i * 30) * DAY),
          enableStatus: i % 5 === 4 ? 0 : 1,
          passStatus: i % 5 === 4 ? null : i % 7 === 6 ? 0 : 1,
          remark: '车队免鉴权充电',
        })),
    );

    const roadIds = await write(
      'road',
      ROADS.map((road) => ({ ...road, province: '广东省' })),
    );
    await write(
      'serviceArea',
      SERVICE_AREAS.map((area, i) => ({
        ...area,
        roadId: roadIds[area.road],
        stationId: stationIds[i % stationIds.length],
        contact: ['陈伟', '李娜', '王强', '刘洋', '张敏', '黄磊'][i],
        mobile: `1380755${String(1000 + i * 37).padStart(4, '0')}`,
        enableStatus: i === 5 ? 0 : 1,
      })),
    );

    await write(
      'stationUnit',
      stations.slice(0, 16).map((station, i) => ({
        name: `${i + 1}号箱变单元`,
        stationId: station.id,
        transformerName: `${['SCB13', 'S13', 'SCB14'][i % 3]}-${[630, 800, 1250][i % 3]}kVA`,
        capacityKva: [630, 800, 1250][i % 3],
        pileIds: pilesOf(Number(station.id)).slice(0, 12),
        enableStatus: 1,
      })),
    );

    const tuning = [
      { command: 'PowerLimit', params: { maxPowerKw: 60 } },
      { command: 'TimeSync', params: { ntpServer: 'ntp.aliyun.com' } },
      { command: 'SetQrCode', params: { gunIndex: 0, prefix: 'https://qr.lvdao.example.com/' } },
      { command: 'HeartbeatInterval', params: { seconds: 30 } },
      { command: 'ReadConfig', params: { keys: ['HeartbeatInterval', 'MeterValueSampleInterval'] } },
    ];
    await write(
      'pileTuningRecord',
      piles.slice(0, 20).map((pile, i) => {
        const result = prng.weighted([3, 2, 4, 5, 6], [10, 2, 1, 1, 1]);
        return {
          pileId: pile.id,
          ...tuning[i % tuning.length],
          result,
          response: result === 3 ? 'Accepted' : result === 4 ? 'Rejected: NotSupported' : null,
          sentAt: iso(today - (i + 1) * 5 * 3_600_000),
          operatorId: admin,
        };
      }),
    );

    await write(
      'pileChargingThreshold',
      stations.slice(0, 10).map((station, i) => ({
        stationId: station.id,
        pileId: i % 3 === 2 ? (pilesOf(Number(station.id))[0] ?? null) : null,
        maxPowerKw: [120, 160, 60, 240][i % 4],
        maxCurrentA: [250, 250, 125, 400][i % 4],
        maxSoc: i % 2 ? 95 : 100,
        minBalance: [500, 1000, 2000][i % 3],
        maxDurationMin: [480, 720, 600][i % 3],
        enableStatus: i === 9 ? 0 : 1,
      })),
    );

    await write('platformChargePlan', [
      {
        name: '夏季用电高峰削峰计划',
        stationIds: around(stationIds, 0, 6),
        days: 'Workdays',
        periods: [
          { startTime: '10:00', endTime: '12:00', maxPowerKw: 400, ratePeriod: 'Feng' },
          { startTime: '14:00', endTime: '17:00', maxPowerKw: 400, ratePeriod: 'Feng' },
          { startTime: '19:00', endTime: '21:00', maxPowerKw: 500, ratePeriod: 'Jian' },
        ],
        validFrom: day(today - 30 * DAY),
        validTo: day(today + 90 * DAY),
        enableStatus: 1,
      },
      {
        name: '夜间谷电满功率计划',
        stationIds: around(stationIds, 2, 8),
        days: 'EveryDay',
        periods: [{ startTime: '00:00', endTime: '08:00', maxPowerKw: 1200, ratePeriod: 'Gu' }],
        validFrom: day(today - 90 * DAY),
        validTo: day(today + 275 * DAY),
        enableStatus: 1,
      },
      {
        name: '春节保供计划',
        stationIds: around(stationIds, 0, 3),
        days: 'Weekends',
        periods: [{ startTime: '08:00', endTime: '22:00', maxPowerKw: 800, ratePeriod: 'Ping' }],
        validFrom: day(today - 300 * DAY),
        validTo: day(today - 270 * DAY),
        enableStatus: 0,
      },
    ]);

    await write(
      'equipmentChargePlan',
      piles.slice(0, 8).map((pile, i) => ({
        pileId: pile.id,
        gunIndex: i % 2 ? 1 : null,
        periods: [
          { startTime: '08:00', endTime: '11:00', maxPowerKw: 60 },
          { startTime: '18:00', endTime: '22:00', maxPowerKw: 80 },
        ],
        validFrom: day(today - 10 * DAY),
        validTo: day(today + 80 * DAY),
        issueStatus: [2, 2, 1, 0, 3, 2, 4, 0][i],
        lastIssuedAt: [0, 3].includes(i % 8) ? null : iso(today - (i + 1) * DAY),
      })),
    );

    await write(
      'vehicleChargePlan',
      vehicles
        .map((v, i) => ({ v, id: vehicleIds[i] }))
        .filter(({ v }) => v.groupId)
        .slice(0, 10)
        .map(({ v, id }, i) => {
          const start = today + (i - 4) * DAY + 22 * 3_600_000;
          return {
            vehicleId: id,
            groupId: v.groupId,
            stationId: stationIds[i % stationIds.length],
            plannedStart: iso(start),
            plannedEnd: iso(start + 7 * 3_600_000),
            targetSoc: 95,
            targetKwh: Math.round(v.batteryKwh * 0.8),
            status: i < 4 ? 2 : i === 4 ? 3 : i < 8 ? 1 : 0,
          };
        }),
    );

    const { rows: models } = await db.query<{ id: number; name: string; station_type: string }>(
      `select "id", "name", "station_type" from "station_cost_model" where "seller_id" = $1 and "enable_status" = 1 order by "id"`,
      [sellerId],
    );
    await write(
      'billingTemplate',
      models.flatMap((model, i) => {
        const bound = stations.filter((s) => s.station_type === model.station_type).map((s) => Number(s.id));
        if (bound.length === 0) return [];
        const issued = i % 4 !== 3;
        return [
          {
            name: `${model.name}模板`,
            costModelId: model.id,
            stationIds: bound.slice(0, 30),
            effectiveTime: iso(today - (20 - i) * DAY),
            version: issued ? 1 + (i % 3) : 1,
            issueStatus: issued ? (i % 5 === 1 ? 3 : 2) : 0,
            lastIssuedAt: issued ? iso(today - (20 - i) * DAY) : null,
          },
        ];
      }),
    );

    await write(
      'reconciliationContract',
      COUNTERPARTIES.map((party, i) => ({
        contractNo: `RC${sellerNumber}${String(2025_001 + i)}`,
        name: `${party}互联互通对账合同`,
        counterparty: party,
        stationIds: around(stationIds, i * 2, 6),
        settlementCycle: i === 4 ? 'Quarterly' : 'Monthly',
        electricityShare: 100,
        serviceShare: [85, 88, 90, 80, 92][i],
        startDate: day(today - (200 - i * 30) * DAY),
        endDate: day(today + (165 + i * 30) * DAY),
        status: [1, 1, 1, 0, 2][i],
      })),
    );
    return counts;
  },
});
