import type { Queryable } from '../../db/database';
import { LEDGER_EVENTS } from '../../ledger';
import type { Prng } from '../prng';
import { defineAreaSeed } from './define-area-seed';
import { writeRows } from './write-rows';

const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString();

async function countOf(db: Queryable, table: string, sellerId: number) {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from "${table}" where "seller_id" = $1`, [
    sellerId,
  ]);
  return Number(rows[0].n);
}

/**
 * Fleet money and member messages for each demo seller, after the fleets exist: an allocation
 * record for every fleet allocation of the ledger (plus drafts not yet allocated), each fleet's
 * monthly group bill summed from its members' bills, a credit posting for every bill left
 * owing, charge limits on fleets and members, and messages to members in each push state.
 */
export default defineAreaSeed({
  area: 'Fleets',
  async seed(db, bundle, prng: Prng, input): Promise<Record<string, number>> {
    if (input.isPlatform || !bundle.entities.get('fleetAllocation')) return {};
    const { sellerId, sellerNumber, now } = input;
    const admin = (
      await db.query<{ id: number }>(`select id from users where seller_id = $1 and account = 'admin'`, [sellerId])
    ).rows[0]?.id;

    const { rows: allocated } = await db.query<{
      flow_no: string;
      account_id: number;
      member_id: number;
      fleet_id: number;
      amount: number;
      created_at: string;
    }>(
      `select f."flow_no", f."account_id", f."member_id", fm."fleet_id", f."amount", f."created_at"
         from "account_flow" f join "fleet_member" fm on fm."member_id" = f."member_id" and fm."seller_id" = f."seller_id"
        where f."seller_id" = $1 and f."event_type" = $2 and f."amount" > 0 order by f."created_at"`,
      [sellerId, LEDGER_EVENTS.fleetAllocation],
    );
    const allocations: Record<string, unknown>[] = allocated.map((flow) => ({
      allocationNo: `FA${flow.flow_no}`,
      fleetId: flow.fleet_id,
      memberId: flow.member_id,
      accountId: flow.account_id,
      assignMode: 1,
      amount: Number(flow.amount),
      status: 'ALLOCATED',
      operator: admin,
      allocatedAt: new Date(flow.created_at).toISOString(),
      remark: '月度用车额度',
    }));
    const { rows: enabled } = await db.query<{ fleet_id: number; member_id: number; account_id: number }>(
      `select fm."fleet_id", fm."member_id", min(a."id") as account_id from "fleet_member" fm
         join "account" a on a."member_id" = fm."member_id" and a."account_state" = 1
        where fm."seller_id" = $1 and fm."enable_status" = 1 and fm."quota" = 0
        group by fm."fleet_id", fm."member_id" order by fm."member_id" limit 6`,
      [sellerId],
    );
    enabled.forEach((place, i) =>
      allocations.push({
        allocationNo: `FA${sellerNumber}D${String(i + 1).padStart(4, '0')}`,
        fleetId: place.fleet_id,
        memberId: place.member_id,
        accountId: place.account_id,
        assignMode: 1 + (i % 2),
        amount: [20_000, 50_000, 100_000][i % 3],
        status: 'PENDING',
        remark: '待财务确认后分配',
      }),
    );
    await writeRows(db, bundle, 'fleetAllocation', sellerId, allocations);

    // Group bills: each fleet's members' bills per month.
    await db.query(
      `insert into "group_bill" ("seller_id", "statement_no", "fleet_id", "month", "bill_count", "kwh", "amount",
                                 "discount", "payable", "paid", "status", "confirmed_at")
       select $1, 'GB' || $2 || to_char(x.month, 'YYYYMM') || lpad(x.fleet_id::text, 4, '0'), x.fleet_id, x.month, x.n,
              x.kwh, x.amount, x.discount, x.amount - x.discount, x.paid,
              case when x.fleet_id % 3 = 0 then 'CONFIRMED' else 'GENERATED' end,
              case when x.fleet_id % 3 = 0 then now() end
         from (select fm."fleet_id", date_trunc('month', b."start_time")::date as month, count(*) as n,
                      sum(b."kwh") as kwh, sum(b."total_amount") as amount, sum(coalesce(b."discount", 0)) as discount,
                      sum(coalesce(b."paid_amount", 0)) as paid
                 from "bill" b join "fleet_member" fm on fm."member_id" = b."member_id" and fm."seller_id" = b."seller_id"
                where b."seller_id" = $1 group by 1, 2) x`,
      [sellerId, String(sellerNumber)],
    );

    // Credit postings: every bill left owing, on the member's credit account when it has one.
    await db.query(
      `insert into "register_stream" ("seller_id", "register_no", "fleet_id", "member_id", "account_type", "bill_id",
                                      "amount", "repaid", "status", "registered_at")
       select $1, 'RG' || b."bill_no", fm."fleet_id", b."member_id",
              coalesce(t."account_type", 2),
              b."id", b."total_amount" - coalesce(b."paid_amount", 0), 0, 'OPEN', b."end_time"
         from "bill" b left join "fleet_member" fm on fm."member_id" = b."member_id" and fm."seller_id" = b."seller_id"
         -- Each member's account type once, not once per bill: the demo profile leaves thousands owing.
         left join (select "member_id", max("account_type") as "account_type" from "account"
                     where "seller_id" = $1 group by "member_id") t on t."member_id" = b."member_id"
        where b."seller_id" = $1 and b."bill_status" = 2 and coalesce(b."paid_amount", 0) < b."total_amount"`,
      [sellerId],
    );

    const { rows: fleets } = await db.query<{ id: number }>(
      `select "id" from "fleet" where "seller_id" = $1 and "parent_id" is null order by "id"`,
      [sellerId],
    );
    const { rows: someone } = await db.query<{ id: number }>(
      `select "id" from "member" where "seller_id" = $1 order by "id" limit 12`,
      [sellerId],
    );
    await writeRows(db, bundle, 'chargeLimit', sellerId, [
      ...fleets.map((fleet, i) => ({
        name: ['物流车夜间充电', '出租车日限额', '公交车 SOC 保护'][i] ?? `车队限制 ${i + 1}`,
        targetType: 'FLEET',
        fleetId: fleet.id,
        windowStart: i === 0 ? '22:00' : null,
        windowEnd: i === 0 ? '06:00' : null,
        maxKwhPerDay: i === 1 ? 120 : null,
        maxAmountPerDay: i === 1 ? 20_000 : null,
        maxSoc: i === 2 ? 90 : null,
        enableStatus: 1,
      })),
      ...(someone[0]
        ? [
            {
              name: '个人日限额',
              targetType: 'MEMBER',
              memberId: someone[0].id,
              maxAmountPerDay: 10_000,
              enableStatus: 0,
            },
          ]
        : []),
    ]);

    await writeRows(
      db,
      bundle,
      'memberMessage',
      sellerId,
      [
        ['充电优惠周末开启', '本周末全部场站服务费 8 折，欢迎充电。', 1, 1, 5],
        ['场站维护通知', '福田场站 0006 号桩将于周三 2:00-5:00 维护。', 2, 1, 5],
        ['账户余额不足提醒', '您的账户余额已低于 20 元，请及时充值。', 3, 2, 5],
        ['新会员专享', '注册 7 日内首单立减 10 元。', 1, 4, 1],
        ['车队月度账单已出', '请登录查看本月车队账单并确认。', 4, 2, 4],
        ['春节营业时间', '春节期间客服工作时间调整为 9:00-18:00。', 2, 1, 1],
      ].map(([title, content, templateType, targetType, pushStatus], i) => ({
        title,
        content,
        templateType,
        targetType,
        memberIds: targetType === 2 ? someone.slice(i, i + 3).map((m) => m.id) : [],
        sendTime: iso(now.getTime() + (pushStatus === 1 ? 2 : -prng.int(1, 30)) * DAY),
        pushStatus,
      })),
    );

    // Fleet cars: one per fleet member, driven by that member.
    const { rows: drivers } = await db.query<{ fleet_id: number; member_id: number }>(
      `select "fleet_id", "member_id" from "fleet_member" where "seller_id" = $1 order by "id"`,
      [sellerId],
    );
    const VIN = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
    await writeRows(
      db,
      bundle,
      'fleetCar',
      sellerId,
      drivers.map((driver, i) => ({
        plateNo: `浙A${'DF'[i % 2]}${String(Number(sellerNumber) % 100).padStart(2, '0')}${String(i + 1).padStart(3, '0')}`,
        vin: `LFV${String(sellerNumber)}${Array.from({ length: 8 }, () => VIN[prng.int(0, VIN.length - 1)]).join('')}`,
        fleetId: driver.fleet_id,
        driverId: driver.member_id,
        vehicleType: i % 8 === 0 ? 'HunHeDongLi' : 'DianDong',
        operationType: ['WuLiu', 'ChuZu', 'GongJiao'][i % 3],
        vehicleClass: ['Logistics', 'Express', 'InternalStaff', 'Other'][i % 4],
        enableStatus: i % 19 === 6 ? 0 : 1,
      })),
    );

    const counted: Record<string, number> = {};
    for (const [entity, table] of [
      ['fleetAllocation', 'fleet_allocation'],
      ['groupBill', 'group_bill'],
      ['registerStream', 'register_stream'],
      ['chargeLimit', 'charge_limit'],
      ['memberMessage', 'member_message'],
      ['fleetCar', 'fleet_car'],
    ])
      counted[entity] = await countOf(db, table, sellerId);
    return counted;
  },
});
