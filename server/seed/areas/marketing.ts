import { tableName } from '../../db/naming';
import type { Prng } from '../prng';
import { defineAreaSeed } from './define-area-seed';
import { writeRows } from './write-rows';

const DAY = 86_400_000;

/**
 * Demo pictures of the marketing content: files of the built web app (public/files/demo), at
 * addresses a file field accepts, so that a seeded row saves again unchanged.
 */
export const DEMO_IMAGES = [1, 2, 3, 4].map((n) => `/files/demo/marketing/banner-${n}.png`);

const some = <T>(prng: Prng, items: readonly T[], n: number): T[] => {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(prng.int(0, pool.length - 1), 1)[0]);
  return out;
};

const html = (title: string, image: string, text: string) =>
  `<h2>${title}</h2><p>${text}</p><p><img src="${image}" alt="${title}"></p><ul><li>活动期间每位车主均可参与</li><li>详情以平台公告为准</li></ul>`;

/**
 * The marketing story of one demo seller: coupons and activities in every status, a month of
 * coupon records and points, member grades and benefits, content with pictures, promotions,
 * service packages and their orders.
 */
export default defineAreaSeed({
  area: 'Marketing',
  async seed(db, bundle, prng, { sellerId, now }) {
    const counts: Record<string, number> = {};
    const at = (days: number, hour = 10) => new Date(now.getTime() + days * DAY + (hour - 10) * 3_600_000);
    const day = (days: number) => at(days).toISOString().slice(0, 10);
    const ids = async (table: string, limit = 200) => {
      const entity = bundle.entities.get(table);
      if (!entity) return [] as number[];
      const { rows } = await db.query<{ id: number }>(
        `select id from "${tableName(entity)}" where seller_id = $1 order by id limit ${limit}`,
        [sellerId],
      );
      return rows.map((r) => Number(r.id));
    };
    const stations = await ids('station', 50);
    const members = await ids('member', 200);
    const member = () => (members.length ? prng.pick(members) : undefined);
    const put = async (name: string, rows: Record<string, unknown>[]) => {
      const written = await writeRows(db, bundle, name, sellerId, rows);
      counts[name] = written.length;
      return written;
    };

    const benefits = await put(
      'benefitRule',
      [
        {
          name: '月度充电满额返积分',
          ruleType: 2,
          minLevel: 1,
          rewardFrequency: 'MeiYue',
          tiers: [
            { threshold: 200, rewardType: 1, value: 100 },
            { threshold: 500, rewardType: 1, value: 300 },
          ],
        },
        {
          name: '黄金会员服务费九折',
          ruleType: 2,
          minLevel: 2,
          rewardFrequency: 'BuXian',
          tiers: [{ threshold: 0, rewardType: 4, value: 90 }],
        },
        {
          name: '指定场站充电送券',
          ruleType: 3,
          minLevel: 3,
          rewardFrequency: 'MeiZhou',
          tiers: [{ threshold: 50, rewardType: 2, value: 1 }],
          stationIds: some(prng, stations, 3),
        },
        {
          name: '钻石会员生日礼',
          ruleType: 2,
          minLevel: 4,
          rewardFrequency: 'BuXian',
          tiers: [{ threshold: 0, rewardType: 3, value: 20 }],
          enableStatus: 0,
        },
      ].map((r) => ({ enableStatus: 1, startTime: at(-90), endTime: at(275), ...r })),
    );

    await put(
      'memberGrade',
      [
        ['白银会员', 0, 999, 100],
        ['黄金会员', 1000, 4999, 95],
        ['铂金会员', 5000, 19999, 92],
        ['钻石会员', 20000, 49999, 90],
        ['黑金会员', 50000, 99999999, 85],
      ].map(([name, minGrowth, maxGrowth, discount], i) => ({
        level: i + 1,
        name,
        minGrowth,
        maxGrowth,
        discount,
        discountScope: 'OnlyService',
        benefitRuleIds: benefits.slice(0, Math.min(i + 1, benefits.length)),
      })),
    );

    // Coupons in every status: drafts, published (with stock issued), taken down, voided.
    const couponDefs: [string, string, number, number, string, number, number, string][] = [
      ['新人服务费立减5元', 'FuWuFei', 500, 0, 'processing', -20, 60, 'OnlyService'],
      ['充电满50减10', 'XianJin', 1000, 5000, 'processing', -30, 30, 'AllBill'],
      ['电费8折体验券', 'DianFei', 800, 2000, 'processing', -10, 50, 'OnlyPower'],
      ['周末夜充服务费券', 'FuWuFei', 300, 0, 'processing', -5, 25, 'OnlyService'],
      ['双十二充电券', 'XianJin', 1200, 6000, 'not_started', 10, 40, 'AllBill'],
      ['春节返乡充电券', 'FuWuFei', 1500, 0, 'not_started', 40, 80, 'OnlyService'],
      ['国庆出行券', 'XianJin', 2000, 10000, 'over', -60, -20, 'AllBill'],
      ['暑期清凉券', 'DianFei', 500, 0, 'over', -120, -60, 'OnlyPower'],
      ['测试错发券', 'FuWuFei', 100, 0, 'invalid', -15, 15, 'OnlyService'],
    ];
    const issuedPlan = couponDefs.map(([, , , , status]) =>
      status === 'processing' || status === 'over' ? prng.int(15, 40) : 0,
    );
    const coupons = await put(
      'coupon',
      couponDefs.map(([name, couponType, faceValue, threshold, status, from, to, discountScope], i) => ({
        name,
        couponType,
        faceValue,
        threshold,
        status,
        discountScope,
        validFrom: day(from),
        validTo: day(to),
        validDays: i % 2 ? 0 : 15,
        totalQty: 200 + i * 100,
        issuedQty: issuedPlan[i],
        perMemberLimit: 3,
        stationIds: i % 3 === 2 ? some(prng, stations, 2) : [],
      })),
    );
    const live = coupons.filter((_, i) => couponDefs[i][4] === 'processing');

    // Activities of each type in each status.
    const A = (
      name: string,
      activityType: number,
      status: string,
      from: number,
      to: number,
      extra: Record<string, unknown> = {},
    ) => ({
      name,
      activityType,
      status,
      startTime: at(from),
      endTime: at(to),
      rewardFrequency: 'BuXian',
      perMemberLimit: 1,
      budget: 500000,
      rewardAmount: 0,
      rewardPoints: 0,
      issuedCount: 0,
      couponIds: some(prng, live, 1),
      ...extra,
    });
    const activities = await put(
      'activity',
      [
        A('充100送20', 1, 'processing', -15, 45, {
          tiers: [
            { rechargeAmount: 10000, giftAmount: 2000 },
            { rechargeAmount: 30000, giftAmount: 8000 },
          ],
          rewardAmount: 2000,
        }),
        A('年终充值狂欢', 1, 'not_started', 7, 37, { tiers: [{ rechargeAmount: 50000, giftAmount: 15000 }] }),
        A('夏季充值礼', 1, 'over', -120, -60, { tiers: [{ rechargeAmount: 20000, giftAmount: 3000 }] }),
        A('新用户注册礼包', 4, 'processing', -60, 120, { rewardPoints: 200, couponIds: live.slice(0, 2) }),
        A('老注册礼（已停用）', 4, 'invalid', -90, 30, { rewardPoints: 100 }),
        A('老带新 邀好友得券', 5, 'processing', -20, 70, {
          maxInvites: 20,
          rewardCondition: 2,
          inviteeCouponIds: live.slice(0, 1),
          rewardPoints: 50,
        }),
        A('春季邀请赛', 5, 'over', -150, -90, { maxInvites: 10, rewardCondition: 1 }),
        A('会员关怀发券', 6, 'over', -25, 5, { targetType: 2, countPerMember: 1, issuedCount: 0 }),
        A('故障补偿券', 6, 'not_started', 1, 30, { targetType: 2, countPerMember: 2 }),
        A('每日早间服务费券', 7, 'processing', -30, 60, {
          targetType: 1,
          runTime: '08:00',
          countPerMember: 1,
          nextRunAt: at(1, 8),
        }),
        A('周末定时券', 7, 'not_started', 5, 65, { targetType: 1, runTime: '18:00', countPerMember: 1 }),
        A('场站开业优惠', 1, 'processing', -3, 27, {
          stationIds: some(prng, stations, 2),
          tiers: [{ rechargeAmount: 5000, giftAmount: 500 }],
        }),
      ].map((a) => ({ ...a, memberIds: a.activityType === 6 ? some(prng, members, 5) : [] })),
    );

    // A month of coupon records from the published and ended coupons.
    const records: Record<string, unknown>[] = [];
    couponDefs.forEach(([, , faceValue, , status], ci) => {
      for (let n = 0; n < issuedPlan[ci]; n += 1) {
        const received = at(-prng.int(0, 30), prng.int(7, 22));
        const expire = new Date(received.getTime() + 15 * DAY);
        const used = prng.next() < 0.35;
        const state =
          status === 'over' && !used
            ? 'YiGuoQi'
            : used
              ? 'YiShiYong'
              : prng.weighted(['WeiShiYong', 'JiJiangGuoQi', 'YiDongJie', 'YiZuoFei'], [70, 12, 8, 5]);
        const batch = `seed:${coupons[ci]}:${received.toISOString().slice(0, 10)}`;
        records.push({
          code: `CP${sellerId}${String(coupons[ci]).padStart(3, '0')}${String(n).padStart(4, '0')}`,
          couponId: coupons[ci],
          memberId: member(),
          activityId: prng.next() < 0.5 ? activities[prng.int(0, activities.length - 1)] : null,
          batchKey: batch,
          issueKey: `${batch}:${n}`,
          faceValue,
          status: state,
          receivedAt: received,
          expireAt: expire,
          usedAt: used ? new Date(received.getTime() + prng.int(1, 10) * DAY) : null,
          billNo: used ? `B${received.getTime().toString(36).toUpperCase()}${n}` : null,
        });
      }
    });
    await put('couponRecord', records);

    await put(
      'invitation',
      Array.from({ length: 14 }, (_, i) => {
        const registeredAt = at(-prng.int(0, 30), prng.int(8, 22));
        const charged = prng.next() < 0.6;
        return {
          code: `INV${sellerId}${String(i + 1).padStart(4, '0')}`,
          activityId: activities[5],
          inviterId: member(),
          inviteeId: member(),
          inviteeMobile: `139${String(prng.int(10000000, 99999999))}`,
          registeredAt,
          firstChargeAt: charged ? new Date(registeredAt.getTime() + prng.int(1, 5) * DAY) : null,
          rewardStatus: charged ? 1 : prng.pick([0, 2]),
        };
      }),
    );

    await put('vipPlan', [
      {
        name: '月卡会员',
        price: 1990,
        durationDays: 30,
        discount: 90,
        discountScope: 'OnlyService',
        stock: 1000,
        sold: 214,
        enableStatus: 1,
        benefitRuleIds: benefits.slice(1, 2),
      },
      {
        name: '季卡会员',
        price: 4990,
        durationDays: 90,
        discount: 85,
        discountScope: 'OnlyService',
        stock: 500,
        sold: 87,
        enableStatus: 1,
        benefitRuleIds: benefits.slice(0, 2),
      },
      {
        name: '年卡会员',
        price: 16800,
        durationDays: 365,
        discount: 80,
        discountScope: 'AllBill',
        stock: 200,
        sold: 0,
        enableStatus: 0,
      },
    ]);

    await put('promotion', [
      {
        name: '黄金会员服务费95折',
        promotionType: 'MemberLevel',
        level: 2,
        discount: 95,
        discountScope: 'OnlyService',
        status: 'processing',
        startTime: at(-30),
        endTime: at(60),
      },
      {
        name: '钻石会员全单9折',
        promotionType: 'MemberLevel',
        level: 4,
        discount: 90,
        discountScope: 'AllBill',
        status: 'not_started',
        startTime: at(10),
        endTime: at(100),
      },
      {
        name: '谷时段场站折扣',
        promotionType: 'stationDiscount',
        discountScope: 'OnlyPower',
        status: 'processing',
        startTime: at(-10),
        endTime: at(80),
        stationIds: some(prng, stations, 3),
        periods: [
          { ratePeriod: 'Gu', discount: 80 },
          { ratePeriod: 'Ping', discount: 90 },
        ],
      },
      {
        name: '新站开业折扣',
        promotionType: 'stationDiscount',
        discountScope: 'OnlyService',
        status: 'over',
        startTime: at(-90),
        endTime: at(-30),
        stationIds: some(prng, stations, 1),
        periods: [{ ratePeriod: 'Jian', discount: 95 }],
      },
      {
        name: '100度电团购包',
        promotionType: 'GroupBuy',
        discountScope: 'AllBill',
        status: 'processing',
        startTime: at(-5),
        endTime: at(25),
        packageKwh: 100,
        price: 9900,
        originalPrice: 13000,
        minGroupSize: 3,
        validDays: 60,
        stock: 300,
      },
      {
        name: '双人拼团 50度',
        promotionType: 'GroupBuy',
        discountScope: 'AllBill',
        status: 'invalid',
        startTime: at(-20),
        endTime: at(10),
        packageKwh: 50,
        price: 5200,
        originalPrice: 6500,
        minGroupSize: 2,
        validDays: 30,
        stock: 100,
      },
    ]);

    await put(
      'contract',
      [
        ['HT2026001', '顺达物流有限公司', 2, 1, -200, 165, 12000000, 88],
        ['HT2026002', '城市公交集团', 1, 1, -100, 265, 50000000, 85],
        ['HT2026003', '快捷网约车队', 3, 0, 5, 370, 3000000, 92],
        ['HT2025018', '星辰出租车公司', 1, 3, -400, -35, 8000000, 90],
      ].map(([contractNo, partyName, contractType, status, from, to, amount, discount]) => ({
        contractNo,
        partyName,
        contractType,
        status,
        startDate: day(from as number),
        endDate: day(to as number),
        amount,
        discount,
        memberId: member(),
      })),
    );

    const [img1, img2, img3, img4] = DEMO_IMAGES;
    await put('popup', [
      {
        title: '充值送好礼',
        image: [img1],
        linkUrl: 'https://example.com/recharge',
        page: 1,
        audience: 1,
        frequency: 'MeiTian',
        startTime: at(-10),
        endTime: at(20),
        sort: 1,
        enableStatus: 1,
      },
      {
        title: '新站开业',
        image: [img2],
        page: 2,
        audience: 1,
        frequency: 'BuXian',
        startTime: at(-3),
        endTime: at(30),
        sort: 2,
        enableStatus: 1,
      },
      {
        title: '会员日提醒',
        image: [img3],
        page: 3,
        audience: 4,
        frequency: 'MeiZhou',
        startTime: at(-60),
        endTime: at(-1),
        sort: 3,
        enableStatus: 0,
      },
    ]);
    await put(
      'carousel',
      [
        { title: '冬季充电节', informationType: 1, image: [img1], audit: 'PASS', auditedAt: at(-9), sort: 1 },
        { title: '充电安全小贴士', informationType: 2, image: [img2], audit: 'PASS', auditedAt: at(-4), sort: 2 },
        { title: '新用户专享', informationType: 3, bannerCategory: 1, image: [img3], audit: 'UNDER_REVIEW', sort: 3 },
        { title: '充值到账通知', informationType: 4, image: [img4], audit: 'UNDER_REVIEW', sort: 4 },
        {
          title: '未授权品牌广告',
          informationType: 1,
          image: [img2],
          audit: 'NO_PASS',
          auditReason: '图片含未授权商标',
          auditedAt: at(-2),
          sort: 5,
        },
      ].map((c) => ({
        linkUrl: 'https://example.com/activity',
        startTime: at(-10),
        endTime: at(30),
        stationIds: some(prng, stations, 2),
        ...c,
      })),
    );

    await put(
      'find',
      [
        ['冬季电动车续航保养指南', 2, 1, img1, '低温会让电池续航下降，出行前预热电池、保持电量在20%以上。'],
        ['本市新增三座超充站', 4, 1, img2, '新站位于城市主干道旁，单枪最高功率240kW，支持即插即充。'],
        ['充电桩使用礼仪', 2, 1, img3, '充满请及时挪车，避免占位费，也给其他车主方便。'],
        ['年终充值活动预告', 3, 0, img4, '年终充值狂欢即将开始，充值最高赠送30%。'],
        ['夏季高温充电提醒', 1, 2, img1, '高温天气请避免长时间暴晒后立即快充。'],
      ].map(([title, category, publishStatus, cover, text], i) => ({
        title,
        category,
        publishStatus,
        cover: [cover],
        author: '运营中心',
        views: publishStatus === 1 ? prng.int(120, 5000) : 0,
        publishAt: publishStatus === 0 ? null : at(-3 - i * 4),
        content: html(title as string, cover as string, text as string),
      })),
    );
    await put(
      'announcement',
      [
        ['系统升级维护公告', 2, 1, true, '平台将于本周日凌晨2:00-4:00升级，期间暂停扫码充电。'],
        ['充值到账时间说明', 4, 1, false, '微信、支付宝充值实时到账，银行转账1个工作日内到账。'],
        ['新版服务费标准', 2, 0, false, '自下月起部分场站服务费调整，详见各场站价格公示。'],
        ['国庆假期客服安排', 2, 2, false, '假期客服时间为9:00-18:00。'],
      ].map(([title, informationType, publishStatus, pinned, text], i) => ({
        title,
        informationType,
        publishStatus,
        pinned,
        scope: 1,
        publishAt: publishStatus === 0 ? null : at(-1 - i * 6),
        content: html(title as string, img2, text as string),
      })),
    );
    await put('activityMobile', [
      {
        title: '充100送20 活动页',
        activityId: activities[0],
        banner: [img1],
        shareTitle: '充电也能省钱',
        shareImage: [img1],
        pageUrl: 'https://example.com/m/recharge',
        publishStatus: 1,
        publishAt: at(-15),
        content: html('充100送20', img1, '活动期间单次充值满100元赠送20元。'),
      },
      {
        title: '邀请好友活动页',
        activityId: activities[5],
        banner: [img3],
        shareTitle: '邀你一起充电',
        shareImage: [img3],
        pageUrl: 'https://example.com/m/invite',
        publishStatus: 0,
        content: html('邀好友得券', img3, '好友首次充电后双方均得优惠券。'),
      },
    ]);

    await put('integralRule', [
      {
        name: '充电每度积1分',
        trigger: 1,
        pointsPerUnit: 1,
        rewardFrequency: 'BuXian',
        cap: 0,
        validityMonths: 12,
        enableStatus: 1,
      },
      {
        name: '充值每元积0.5分',
        trigger: 2,
        pointsPerUnit: 0.5,
        rewardFrequency: 'BuXian',
        cap: 0,
        validityMonths: 12,
        enableStatus: 1,
      },
      {
        name: '注册送100分',
        trigger: 3,
        pointsPerUnit: 100,
        rewardFrequency: 'BuXian',
        cap: 100,
        validityMonths: 12,
        enableStatus: 1,
      },
      {
        name: '每日签到5分',
        trigger: 4,
        pointsPerUnit: 5,
        rewardFrequency: 'MeiTian',
        cap: 5,
        validityMonths: 6,
        enableStatus: 0,
      },
    ]);
    const balances = new Map<number | undefined, number>();
    const points = Array.from({ length: 90 }, (_, i) => ({ i, at: at(-prng.int(0, 30), prng.int(7, 22)) }))
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map(({ i, at: when }) => {
        const who = member();
        const source = prng.weighted([1, 2, 4, 5, 6], [60, 15, 10, 5, 10]);
        const held = balances.get(who) ?? 0;
        const change = source === 6 && held >= 100 ? -100 : source === 6 ? 20 : prng.int(5, 80);
        balances.set(who, held + change);
        return {
          flowNo: `PT${sellerId}${String(i + 1).padStart(5, '0')}`,
          memberId: who,
          change,
          balance: held + change,
          source: source === 6 && change > 0 ? 1 : source,
          billNo: source === 1 ? `B${when.getTime().toString(36).toUpperCase()}` : null,
          occurredAt: when,
        };
      });
    await put('integralRecord', points);

    await put('reward', [
      {
        name: '积分兑换5元服务费券',
        rewardType: 2,
        couponId: live[0],
        rewardFrequency: 'MeiYue',
        condition: '500积分兑换',
        stock: 500,
        enableStatus: 1,
      },
      {
        name: '签到满7天送积分',
        rewardType: 1,
        value: 50,
        rewardFrequency: 'MeiZhou',
        condition: '连续签到7天',
        stock: 0,
        enableStatus: 1,
      },
      {
        name: '生日余额红包',
        rewardType: 3,
        value: 10,
        rewardFrequency: 'BuXian',
        condition: '生日当月',
        stock: 1000,
        enableStatus: 1,
      },
      {
        name: '服务费8折特权',
        rewardType: 4,
        value: 80,
        rewardFrequency: 'MeiYue',
        condition: '铂金及以上',
        stock: 0,
        enableStatus: 0,
      },
    ]);

    const packages = await put('servicePackage', [
      {
        name: '通勤月包 200度',
        price: 19900,
        kwhQuota: 200,
        serviceFeeDiscount: 70,
        validDays: 30,
        assignMode: 1,
        stock: 500,
        enableStatus: 1,
      },
      {
        name: '网约车季包 1000度',
        price: 88000,
        kwhQuota: 1000,
        serviceFeeDiscount: 60,
        validDays: 90,
        assignMode: 2,
        stock: 100,
        enableStatus: 1,
        stationIds: some(prng, stations, 3),
      },
      {
        name: '体验包 20度',
        price: 990,
        kwhQuota: 20,
        serviceFeeDiscount: 50,
        validDays: 7,
        assignMode: 1,
        stock: 0,
        enableStatus: 0,
      },
    ]);
    await put(
      'servicePackageOrder',
      Array.from({ length: 16 }, (_, i) => {
        const p = i % 2;
        const status = prng.weighted([1, 2, 3, 4, 5], [60, 15, 15, 5, 5]);
        const quota = p ? 1000 : 200;
        return {
          orderNo: `SP${sellerId}${String(i + 1).padStart(5, '0')}`,
          packageId: packages[p],
          memberId: member(),
          assignMode: p ? 2 : 1,
          paid: p ? 88000 : 19900,
          remainingKwh: status === 2 ? 0 : prng.int(0, quota),
          validTo: day(prng.int(-20, 80)),
          status,
          reason: status === 4 ? '重复发放' : status === 5 ? '会员申请退款' : null,
        };
      }),
    );

    await writeRows(db, bundle, 'customerService', sellerId, [
      {
        hotline: '400-820-8820',
        onlineUrl: 'https://example.com/chat',
        serviceHours: '08:00-22:00',
        email: 'service@example.com',
        faqUrl: 'https://example.com/faq',
        wechatQr: [img4],
      },
    ]);
    return counts;
  },
});
