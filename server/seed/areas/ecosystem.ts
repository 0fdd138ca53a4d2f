import type { Queryable } from '../../db/database';
import type { Prng } from '../prng';
import { defineAreaSeed } from './define-area-seed';
import { writeRows } from './write-rows';

const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString();
const day = (time: number) => iso(time).slice(0, 10);

async function idsOf(db: Queryable, table: string, sellerId: number, limit = 200) {
  const { rows } = await db.query<{ id: number }>(
    `select "id" from "${table}" where "seller_id" = $1 order by "id" limit ${limit}`,
    [sellerId],
  );
  return rows.map((row) => Number(row.id));
}

/** A demo secret: stored so the screens say "set", never shown back. */
/** A random order of the items (Fisher-Yates on the seed's generator). */
function shuffled<T>(prng: Prng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = prng.int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const secret = (sellerNumber: string, what: string) => `demo-${sellerNumber}-${what}`;

/**
 * Interface management, ecosystem services, the tag library and the configuration centre for
 * each demo seller: partners and regulators bound to its stations, their logs and errors; brands,
 * types, insurance, maintenance, test drives and vending machines stocked with goods; a tag
 * tree with tagged members, scenes and templates; meters with a month of readings, TOU sections
 * for its city and each station's service settings. Rows that must be unique per station,
 * machine or member (which the generic filler cannot promise) are written here.
 */
export default defineAreaSeed({
  area: 'Ecosystem',
  async seed(db, bundle, prng: Prng, input): Promise<Record<string, number>> {
    if (input.isPlatform || !bundle.entities.get('machineGoods')) return {};
    const { sellerId, sellerNumber, now } = input;
    const t = now.getTime();
    const counts: Record<string, number> = {};
    const write = async (entity: string, rows: Record<string, unknown>[]) => {
      const ids = await writeRows(db, bundle, entity, sellerId, rows);
      counts[entity] = (counts[entity] ?? 0) + ids.length;
      return ids;
    };
    const stations = await idsOf(db, 'station', sellerId, 60);
    const members = await idsOf(db, 'member', sellerId, 60);
    if (stations.length === 0) return {};
    const someStations = (n: number) => shuffled(prng, stations).slice(0, Math.min(n, stations.length));
    const member = () => (members.length ? prng.pick(members) : null);
    const mobile = () => `13${prng.int(0, 9)}${String(prng.int(0, 99_999_999)).padStart(8, '0')}`;
    const n4 = (i: number) => String(i + 1).padStart(4, '0');

    // Interface management.
    const enterprises = await write(
      'interconnectionEnterprise',
      [
        ['快电', 'MA5DA0053', 'DATA_PROVIDER', 'api.kuaidian.example.com'],
        ['新电途', 'MA1FP2TR7', 'DATA_PROVIDER', 'open.xindiantu.example.com'],
        ['高德地图充电', 'MA0AMAP01', 'DATA_PROVIDER', 'evcs.amap.example.com'],
        ['省充电联盟平台', 'MA59KX8L2', 'BOTH', 'hub.evcharge-alliance.example.com'],
      ].map(([name, operatorId, role, apiHost], i) => ({
        name,
        operatorId,
        role,
        apiHost,
        apiPort: 443,
        useTls: true,
        apiPath: '/evcs/v1',
        operatorSecret: secret(sellerNumber, `op${i}`),
        dataSecret: secret(sellerNumber, `data${i}`),
        dataSecretIv: secret(sellerNumber, `iv${i}`),
        sigSecret: secret(sellerNumber, `sig${i}`),
        memberType: 3,
        contactName: ['王磊', '李娜', '陈静', '赵勇'][i],
        contactPhone: mobile(),
        enableStatus: i === 3 ? 0 : 1,
      })),
    );
    await write(
      'interFlowConfig',
      enterprises.map((enterpriseId, i) => ({
        name: `流量配置${i + 1}`,
        enterpriseId,
        stationIds: someStations(6),
        priceStrategy: ['ORIGINAL', 'SERVICE_DISCOUNT', 'SERVICE_DISCOUNT', 'FIXED_SERVICE_FEE'][i],
        serviceFeeDiscount: [100, 90, 85, 100][i],
        fixedServiceFee: i === 3 ? 4000 : null,
        pushStatus: true,
        pushBills: true,
        enableStatus: i === 3 ? 0 : 1,
      })),
    );
    await write(
      'interconnectionStation',
      stations.slice(0, 30).map((stationId, i) => {
        const pushStatus = prng.weighted([1, 2, 4, 5], [2, 1, 2, 15]);
        return {
          enterpriseId: enterprises[i % 3],
          stationId,
          operatorFlag: i % 10 === 9 ? 'UPDATE' : 'ADD',
          stationStatus: prng.pick([50, 50, 50, 5, 6]),
          pushStatus,
          pushCount: pushStatus === 1 ? 0 : prng.int(1, 4),
          lastPushAt: pushStatus === 1 ? null : iso(t - prng.int(1, 30) * DAY),
          response:
            pushStatus === 4 ? '{"Ret":4003,"Msg":"签名校验失败"}' : pushStatus === 5 ? '{"Ret":0,"Msg":"成功"}' : null,
        };
      }),
    );
    await write('governmentConfig', [
      {
        platform: 1,
        name: '广东省充电设施监管平台',
        apiHost: 'gd-evcs.gov.example.cn',
        apiPort: 443,
        useTls: true,
        apiPath: '/evcs/20160701',
        operatorId: 'MA5DA0053',
        dataSecret: secret(sellerNumber, 'gov-data'),
        dataSecretIv: secret(sellerNumber, 'gov-iv'),
        sigSecret: secret(sellerNumber, 'gov-sig'),
        pushBills: true,
        pushStations: true,
        pushStatus: true,
        stationIds: stations,
        enableStatus: 1,
      },
      {
        platform: 2,
        name: '深圳市新能源汽车充电监管平台',
        apiHost: 'sz-charge.gov.example.cn',
        apiPort: 8443,
        useTls: true,
        apiPath: '/api/v2',
        operatorId: 'MA5DA0053',
        dataSecret: secret(sellerNumber, 'city-data'),
        dataSecretIv: secret(sellerNumber, 'city-iv'),
        sigSecret: secret(sellerNumber, 'city-sig'),
        pushBills: true,
        pushStations: true,
        pushStatus: false,
        stationIds: someStations(12),
        enableStatus: 1,
      },
    ]);
    await write(
      'gateSystem',
      [
        ['CHE_AN', '车安停车道闸'],
        ['XIN_TAI', '欣泰智慧停车'],
        ['P_YUN', 'P云停车场'],
      ].map(([brand, name], i) => ({
        name,
        brand,
        apiHost: `gate${i + 1}.parking.example.com`,
        apiPort: 443,
        useTls: true,
        apiPath: '/openapi',
        appId: `APP${sellerNumber}${i + 1}`,
        appSecret: secret(sellerNumber, `gate${i}`),
        stationIds: someStations(4),
        pushDiscount: true,
        pushDuration: i === 1,
        pushPlate: true,
        enableStatus: 1,
      })),
    );
    const apis = ['notification_stationStatus', 'notification_orderInfo', 'query_stations_info', 'query_token'];
    const logs = await write(
      'interfaceLog',
      Array.from({ length: 40 }, (_, i) => {
        const failed = i % 8 === 7;
        return {
          direction: i % 3 === 0 ? 'IN' : 'OUT',
          platform: i % 5 === 0 ? 1 : 3,
          enterpriseId: i % 5 === 0 ? null : enterprises[i % 3],
          api: apis[i % apis.length],
          requestAt: iso(t - i * 0.37 * DAY),
          durationMs: failed ? 5000 : prng.int(40, 600),
          httpStatus: failed ? 504 : 200,
          code: failed ? 'TIMEOUT' : '0',
          request: { OperatorID: 'MA5DA0053', Data: '…', TimeStamp: day(t - i * DAY).replace(/-/g, ''), Seq: '0001' },
          response: failed ? null : { Ret: 0, Msg: '成功' },
        };
      }),
    );
    await write(
      'interfaceError',
      logs
        .filter((_, i) => i % 8 === 7)
        .map((logId, i) => ({
          api: apis[(i * 8 + 7) % apis.length],
          platform: 3,
          enterpriseId: enterprises[(i * 8 + 7) % 3],
          logId,
          errorMsg: '对方平台响应超时（5000ms）',
          occurredAt: iso(t - (i * 8 + 7) * 0.37 * DAY),
          retryCount: i,
          status: i % 3,
          handledAt: i % 3 === 2 ? iso(t - i * DAY) : null,
          handleNote: i % 3 === 2 ? '对方平台已恢复，重推成功' : null,
        })),
    );

    // Ecosystem: brands and types first.
    const brandRows: [string, string][] = [
      ['比亚迪', 'VEHICLE'],
      ['特斯拉', 'VEHICLE'],
      ['蔚来', 'VEHICLE'],
      ['小鹏', 'VEHICLE'],
      ['中国平安', 'INSURANCE'],
      ['中国人保', 'INSURANCE'],
      ['途虎养车', 'MAINTENANCE'],
      ['农夫山泉', 'GOODS'],
      ['可口可乐', 'GOODS'],
    ];
    const brands = await write(
      'brand',
      brandRows.map(([name, category], i) => ({ name, category, sort: i, enableStatus: 1 })),
    );
    const brandOf = (category: string) => brands.filter((_, i) => brandRows[i][1] === category);
    const roots = await write(
      'ecoType',
      [
        ['保险', 'INSURANCE'],
        ['商品', 'GOODS'],
        ['维保', 'MAINTENANCE'],
      ].map(([name, category], i) => ({ name, category, sort: i, enableStatus: 1 })),
    );
    const [carInsurance, , drinks, snacks] = await write(
      'ecoType',
      [
        ['车险', 'INSURANCE', 0],
        ['充电安全险', 'INSURANCE', 0],
        ['饮料', 'GOODS', 1],
        ['零食', 'GOODS', 1],
        ['保养', 'MAINTENANCE', 2],
        ['电池检测', 'MAINTENANCE', 2],
      ].map(([name, category, root], i) => ({
        name,
        category,
        parentId: roots[Number(root)],
        sort: i,
        enableStatus: 1,
      })),
    );
    const products = await write(
      'insuranceProduct',
      [
        ['新能源车险（交强+商业）', '中国平安', 380_000],
        ['新能源车险（基础版）', '中国人保', 260_000],
        ['充电安全险', '中国平安', 1_900],
      ].map(([name, insurer, price], i) => ({
        name,
        insurer,
        brandId: brandOf('INSURANCE')[i % 2],
        typeId: carInsurance,
        price,
        coverage: '车辆损失、第三者责任、充电桩及充电过程意外',
        linkUrl: `https://insure.example.com/p/${i + 1}`,
        publishStatus: i === 2 ? 0 : 1,
        sort: i,
      })),
    );
    await write(
      'insuranceOrder',
      Array.from({ length: 10 }, (_, i) => {
        const status = ['NEW', 'FOLLOWING', 'DEAL', 'CLOSED'][i % 4];
        return {
          orderNo: `IN${sellerNumber}${n4(i)}`,
          memberId: member(),
          productId: products[i % 2],
          contactName: ['王伟', '李芳', '张敏', '刘洋', '陈磊'][i % 5],
          mobile: mobile(),
          plateNo: `粤B${'DF'[i % 2]}${String(10000 + i * 731).slice(-5)}`,
          amount: status === 'DEAL' ? 350_000 + i * 1000 : null,
          status,
          submittedAt: iso(t - i * 3 * DAY),
          followedAt: status === 'NEW' ? null : iso(t - i * 2 * DAY),
          followNote: status === 'NEW' ? null : '已电话联系，客户对比报价中',
          closeReason: status === 'CLOSED' ? '客户已在别处投保' : null,
        };
      }),
    );
    const services = await write(
      'maintenanceService',
      [
        ['新能源车基础保养', '途虎养车（科技园店）', 113.9431, 22.5405, 29_900],
        ['动力电池健康检测', '途虎养车（福田店）', 114.0579, 22.5431, 9_900],
        ['空调滤芯更换', '途虎养车（宝安店）', 113.8838, 22.5549, 12_800],
      ].map(([name, shop, lng, lat, price]) => ({
        name,
        shop,
        address: `深圳市${String(shop).slice(5, 7)}区`,
        lng,
        lat,
        phone: '0755-86001234',
        businessHours: '09:00-21:00',
        brandIds: brandOf('VEHICLE'),
        price,
        description: '含工时，配件按实际使用结算',
        publishStatus: 1,
      })),
    );
    const booking = (i: number) => {
      const status = ['JinXingZhong', 'JinXingZhong', 'YiWanCheng', 'YiQuXiao', 'ChaoShi'][i % 5];
      return {
        memberId: member(),
        contactName: ['王伟', '李芳', '张敏', '刘洋', '陈磊'][i % 5],
        mobile: mobile(),
        bookingTime: iso(t + (2 - i) * DAY),
        status,
        confirmedAt: status === 'JinXingZhong' && i % 2 === 0 ? iso(t - DAY) : null,
        finishedAt: status === 'YiWanCheng' ? iso(t - i * DAY) : null,
        cancelReason: status === 'YiQuXiao' ? '临时有事' : null,
      };
    };
    await write(
      'maintenanceBooking',
      Array.from({ length: 8 }, (_, i) => ({
        ...booking(i),
        bookingNo: `MB${sellerNumber}${n4(i)}`,
        serviceId: services[i % services.length],
        plateNo: `粤B${'DF'[i % 2]}${String(20000 + i * 577).slice(-5)}`,
      })),
    );
    const vehicleBrands = brandOf('VEHICLE');
    await write(
      'testDrive',
      Array.from({ length: 8 }, (_, i) => ({
        ...booking(i + 1),
        bookingNo: `TD${sellerNumber}${n4(i)}`,
        brandId: vehicleBrands[i % vehicleBrands.length],
        vehicleModel: ['汉 EV', 'Model Y', 'ET5', 'G6'][i % 4],
        dealer: ['南山4S店', '福田体验中心', '宝安交付中心', '龙岗4S店'][i % 4],
      })),
    );

    // Vending machines, goods, slots and orders.
    const machineStations = stations.slice(0, Math.min(5, stations.length));
    const machines = await write(
      'vendingMachine',
      machineStations.map((stationId, i) => ({
        code: `VM${sellerNumber}${n4(i)}`,
        name: `${i + 1}号售货机`,
        stationId,
        location: ['休息室入口', '便利店旁', '充电区东侧', '卫生间旁', '停车场入口'][i],
        onlineStatus: i === 4 ? 0 : 1,
        enableStatus: 1,
      })),
    );
    const goodsRows: [string, number, number, number, number][] = [
      ['农夫山泉 550ml', 7, drinks, 200, 90],
      ['可口可乐 330ml', 8, drinks, 350, 180],
      ['东方树叶 500ml', 7, drinks, 500, 260],
      ['红牛 250ml', 8, drinks, 600, 380],
      ['乐事薯片 70g', 8, snacks, 800, 450],
      ['士力架 51g', 8, snacks, 650, 380],
    ];
    const goods = await write(
      'goods',
      goodsRows.map(([name, brandIndex, typeId, price, cost], i) => ({
        name,
        brandId: brands[brandIndex],
        typeId,
        unit: i < 4 ? 2 : 3,
        price,
        cost,
        barcode: `69${String(12345678901 + i * 1117).slice(0, 11)}`,
        saleStatus: 1,
      })),
    );
    await write(
      'machineGoods',
      machines.map((machineId, m) => {
        const slots = goods.map((goodsId, i) => ({
          slot: i + 1,
          goodsId,
          capacity: 12,
          stock: (m + i) % 7 === 0 ? 0 : prng.int(1, 12),
          price: goodsRows[i][3],
        }));
        const totalStock = slots.reduce((sum, slot) => sum + slot.stock, 0);
        const stockStatus = slots.some((s) => s.stock === 0)
          ? 'EMPTY'
          : slots.some((s) => s.stock <= 2)
            ? 'LOW'
            : 'NORMAL';
        return { machineId, slots, lowStockAlert: 2, totalStock, stockStatus, lastRestockAt: iso(t - (m + 1) * DAY) };
      }),
    );
    await write(
      'goodsOrder',
      Array.from({ length: 30 }, (_, i) => {
        const g = i % goods.length;
        const qty = i % 6 === 0 ? 2 : 1;
        return {
          orderNo: `GO${sellerNumber}${n4(i)}`,
          machineId: machines[i % machines.length],
          goodsId: goods[g],
          memberId: i % 3 === 0 ? null : member(),
          qty,
          amount: goodsRows[g][3] * qty,
          payChannel: i % 2 ? 'WeChatPay' : 'Alipay',
          payStatus: i % 15 === 14 ? 'REFUNDED' : 'PAID',
          orderedAt: iso(t - i * 0.6 * DAY),
          refundReason: i % 15 === 14 ? '出货失败' : null,
        };
      }),
    );

    // Tag library.
    const [categoryRoot, behaviour] = await write('tagCategory', [
      { name: '用户属性', code: 'PROFILE', sort: 0, enableStatus: 1 },
      { name: '充电行为', code: 'BEHAVIOUR', sort: 1, enableStatus: 1 },
    ]);
    const [valueCategory, activeCategory] = await write('tagCategory', [
      { name: '消费价值', code: 'VALUE', parentId: behaviour, sort: 0, enableStatus: 1 },
      { name: '活跃度', code: 'ACTIVITY', parentId: behaviour, sort: 1, enableStatus: 1 },
      { name: '车辆类型', code: 'VEHICLE', parentId: categoryRoot, sort: 0, enableStatus: 1 },
    ]);
    const tagRows: [string, string, number, string, object | null][] = [
      ['高频充电', 'HIGHFREQ', activeCategory, 'RULE', { all: [{ metric: 'chargeCount30d', op: '>=', value: 8 }] }],
      ['沉睡用户', 'DORMANT', activeCategory, 'RULE', { all: [{ metric: 'daysSinceLastCharge', op: '>', value: 60 }] }],
      ['高价值用户', 'HIGHVALUE', valueCategory, 'RULE', { all: [{ metric: 'amount90d', op: '>=', value: 100000 }] }],
      ['夜间充电', 'NIGHT', activeCategory, 'RULE', { all: [{ metric: 'nightShare30d', op: '>=', value: 0.6 }] }],
      ['网约车司机', 'RIDEHAIL', categoryRoot, 'MANUAL', null],
      ['企业员工', 'STAFF', categoryRoot, 'IMPORT', null],
    ];
    const tags = await write(
      'labelTag',
      tagRows.map(([name, code, categoryId, tagType, rule]) => ({
        name,
        code,
        categoryId,
        tagType,
        rule,
        refreshCycle: tagType === 'RULE' ? 'DAILY' : 'MANUAL',
        coverCount: 0,
        lastComputedAt: tagType === 'RULE' ? iso(t - DAY / 2) : null,
        enableStatus: 1,
      })),
    );
    const tagged = members.slice(0, 40);
    await write(
      'memberTag',
      tagged.map((memberId, i) => ({
        memberId,
        tagIds: shuffled(prng, tags).slice(0, 1 + (i % 3)),
        source: ['RULE', 'RULE', 'MANUAL', 'IMPORT'][i % 4],
        taggedAt: iso(t - i * DAY),
        expireAt: i % 5 === 0 ? day(t + 90 * DAY) : null,
      })),
    );
    await db.query(
      `update "label_tag" lt set "cover_count" = (select count(*) from "member_tag_tag_ids" j where j."ref_id" = lt."id")
        where lt."seller_id" = $1`,
      [sellerId],
    );
    const scenes = await write('labelScene', [
      {
        name: '沉睡唤醒',
        code: 'WAKEUP',
        usage: 'COUPON',
        tagIds: [tags[1]],
        description: '60天未充电的会员发放唤醒券',
        enableStatus: 1,
      },
      {
        name: '高价值关怀',
        code: 'VIPCARE',
        usage: 'MARKETING',
        tagIds: [tags[0], tags[2]],
        description: '高频高价值会员专属活动',
        enableStatus: 1,
      },
      {
        name: '夜间谷电引导',
        code: 'NIGHTVALLEY',
        usage: 'PUSH',
        tagIds: [tags[3]],
        description: '提醒夜间低谷电价充电',
        enableStatus: 1,
      },
    ]);
    await write('labelTemplate', [
      {
        name: '唤醒券短信',
        sceneId: scenes[0],
        tagIds: [tags[1]],
        content: { title: '好久不见', body: '送您5元充电券，7天内有效' },
        enableStatus: 1,
      },
      {
        name: '会员日推送',
        sceneId: scenes[1],
        tagIds: [tags[0], tags[2]],
        content: { title: '会员日', body: '本周六服务费8折' },
        enableStatus: 1,
      },
      {
        name: '谷电提醒',
        sceneId: scenes[2],
        tagIds: [tags[3]],
        content: { title: '谷电时段', body: '23:00-07:00 电价最低' },
        enableStatus: 1,
      },
    ]);

    // Configuration centre.
    const meters = await write(
      'electricityMeter',
      stations.slice(0, 20).map((stationId, i) => ({
        meterNo: `EM${sellerNumber}${n4(i)}`,
        name: `${i + 1}号关口表`,
        stationId,
        transformerNo: `TR${sellerNumber}${n4(i)}`,
        multiplier: [40, 60, 80][i % 3],
        meterType: i % 4 === 3 ? 'SUB' : 'GATEWAY',
        installDate: day(t - (400 + i * 10) * DAY),
        enableStatus: 1,
      })),
    );
    const prices: Record<string, number> = { Jian: 13_500, Feng: 11_200, Ping: 6_900, Gu: 2_800 };
    const month = (back: number) => {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
      return day(d.getTime());
    };
    await write(
      'electricityMeterFee',
      meters.slice(0, 10).flatMap((meterId, i) =>
        [2, 1].map((back) => {
          const multiplier = [40, 60, 80][i % 3];
          let reading = 1000 + i * 137;
          const readings = Object.entries(prices).map(([ratePeriod, price]) => {
            const startReading = reading;
            reading += prng.int(20, 120);
            const kwh = Number(((reading - startReading) * multiplier).toFixed(2));
            return { ratePeriod, startReading, endReading: reading, price, kwh, fee: Math.round((kwh * price) / 100) };
          });
          return {
            meterId,
            month: month(back),
            readings,
            totalKwh: Number(readings.reduce((s, r) => s + r.kwh, 0).toFixed(2)),
            totalFee: readings.reduce((s, r) => s + r.fee, 0),
            status: back === 2 ? 'CONFIRMED' : 'DRAFT',
            confirmedAt: back === 2 ? iso(t - 20 * DAY) : null,
          };
        }),
      ),
    );
    await write(
      'serviceMeter',
      stations.slice(0, 12).map((stationId, i) => ({
        meterNo: `SM${sellerNumber}${n4(i)}`,
        name: `${i + 1}号服务电表`,
        stationId,
        serviceAreaName: i % 3 === 0 ? `服务区${i + 1}` : null,
        multiplier: 1,
        purpose: ['LIGHTING', 'OFFICE', 'AIR_CONDITIONING', 'MONITORING'][i % 4],
        enableStatus: 1,
      })),
    );
    // Areas come from the business seed when it has run; without one the sections still show.
    const [areaId = null] = await idsOf(db, 'area', sellerId, 1);
    await write('sectionConfig', [
      {
        name: '广东省工商业分时电价（夏季）',
        areaId,
        season: 'SUMMER',
        sections: [
          ['00:00', '08:00', 'Gu'],
          ['08:00', '10:00', 'Ping'],
          ['10:00', '11:00', 'Feng'],
          ['11:00', '12:00', 'Jian'],
          ['12:00', '14:00', 'Ping'],
          ['14:00', '15:00', 'Feng'],
          ['15:00', '17:00', 'Jian'],
          ['17:00', '19:00', 'Feng'],
          ['19:00', '24:00', 'Ping'],
        ].map(([startTime, endTime, ratePeriod]) => ({ startTime, endTime, ratePeriod })),
        validFrom: '2025-07-01',
        enableStatus: 1,
      },
      {
        name: '广东省工商业分时电价（非夏季）',
        areaId,
        season: 'NON_SUMMER',
        sections: [
          ['00:00', '08:00', 'Gu'],
          ['08:00', '10:00', 'Ping'],
          ['10:00', '12:00', 'Feng'],
          ['12:00', '14:00', 'Ping'],
          ['14:00', '19:00', 'Feng'],
          ['19:00', '24:00', 'Ping'],
        ].map(([startTime, endTime, ratePeriod]) => ({ startTime, endTime, ratePeriod })),
        validFrom: '2025-01-01',
        enableStatus: 1,
      },
    ]);
    await write(
      'serviceConfig',
      stations.map((stationId, i) => ({
        stationId,
        serviceFeeMode: i % 4 === 0 ? 'BY_PERIOD' : 'UNIFORM',
        defaultServicePrice: [6_000, 8_000, 5_000][i % 3],
        parkingFreeTime: [30, 60, 120][i % 3],
        parkingOvertime: null,
        invoiceSupported: i % 5 !== 4,
      })),
    );
    return counts;
  },
});
