import type { Queryable } from '../../db/database';
import type { Prng } from '../prng';
import { defineAreaSeed } from './define-area-seed';
import { writeRows } from './write-rows';

const MINUTE = 60_000;

async function countOf(db: Queryable, table: string, sellerId: number) {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from "${table}" where "seller_id" = $1`, [
    sellerId,
  ]);
  return Number(rows[0].n);
}

/**
 * What follows a bill, for each demo seller: occupancy fees for cars that stayed after
 * charging (30 free minutes, then 5.00 per started half hour, at most 50.00), reviews of owed
 * bills in each state, pushes of the finished bills to the government platform and to
 * interconnected operators (a few failed), and the daily clearing per station drawn from the
 * station daily bills less a 0.6 % channel fee.
 */
export default defineAreaSeed({
  area: 'Bill follow-ups',
  async seed(db, bundle, prng: Prng, input): Promise<Record<string, number>> {
    if (input.isPlatform || !bundle.entities.get('overtimeBill')) return {};
    const { sellerId, now } = input;
    const { rows: bills } = await db.query<{
      id: number;
      member_id: number | null;
      plate_no: string | null;
      gun_id: number | null;
      end_time: string;
      total: number;
      paid: number;
    }>(
      `select "id", "member_id", "plate_no", "gun_id", "end_time", "total_amount" as total,
              coalesce("paid_amount", 0) as paid
         from "bill" where "seller_id" = $1 and "bill_status" = 2 order by "id"`,
      [sellerId],
    );
    if (bills.length === 0) return {};

    await writeRows(
      db,
      bundle,
      'overtimeBill',
      sellerId,
      bills
        .filter((_, i) => i % 12 === 5)
        .map((bill, i) => {
          const stayed = prng.int(40, 240);
          const over = stayed - 30;
          return {
            billId: bill.id,
            memberId: bill.member_id,
            plateNo: bill.plate_no,
            gunId: bill.gun_id,
            chargeEnd: new Date(bill.end_time).toISOString(),
            leaveTime: new Date(Date.parse(bill.end_time) + stayed * MINUTE).toISOString(),
            overtimeMinutes: over,
            overtimeFee: Math.min(5000, Math.ceil(over / 30) * 500),
            chargeStatus: i % 5 === 4 ? 1 : 3,
          };
        }),
    );

    const owed = bills.filter((bill) => Number(bill.paid) < Number(bill.total)).slice(0, 12);
    const admin = (
      await db.query<{ id: number }>(`select id from users where seller_id = $1 and account = 'admin'`, [sellerId])
    ).rows[0]?.id;
    await writeRows(
      db,
      bundle,
      'unpaidBillAudit',
      sellerId,
      owed.map((bill, i) => {
        const debt = Number(bill.total) - Number(bill.paid);
        const type = ['PARTIAL', 'FULL', 'INSTALMENT'][i % 3];
        const state = ['PENDING', 'APPROVED', 'REJECTED', 'PENDING'][i % 4];
        const applied = Date.parse(bill.end_time) + 86_400_000;
        return {
          billId: bill.id,
          memberId: bill.member_id,
          owed: debt,
          applyType: type,
          applyAmount: type === 'FULL' ? debt : Math.max(1, Math.floor(debt / 2)),
          reason: ['桩故障导致多计电量', '会员投诉服务体验', '车队月结，申请延期'][i % 3],
          applicant: admin,
          appliedAt: new Date(Math.min(applied, now.getTime())).toISOString(),
          auditStatus: state,
          auditedAt: state === 'PENDING' ? null : new Date(Math.min(applied, now.getTime()) + 3_600_000).toISOString(),
          rejectReason: state === 'REJECTED' ? '核实计量正常' : null,
        };
      }),
    );

    const pushes = (platform: boolean) =>
      bills.map((bill, i) => {
        const failed = i % 23 === 7;
        return {
          billId: bill.id,
          target: platform ? 1 + (i % 2) : `MA${String(10 + (i % 3))}`,
          pushStatus: failed ? 4 : 5,
          pushCount: failed ? 3 : 1,
          lastPushAt: new Date(Date.parse(bill.end_time) + 5 * MINUTE).toISOString(),
          response: failed ? '{"Ret":4004,"Msg":"timeout"}' : '{"Ret":0,"Msg":"ok"}',
        };
      });
    await writeRows(db, bundle, 'govPush', sellerId, pushes(true));
    await writeRows(
      db,
      bundle,
      'interconnectionPush',
      sellerId,
      pushes(false).filter((_, i) => i % 3 === 0),
    );

    await db.query(
      `insert into "clearing_result" ("seller_id", "clearing_date", "station_id", "bill_count", "kwh", "gross_amount",
                                      "channel_fee", "net_amount", "status")
       select $1, d."bill_date", d."station_id", d."bill_count", d."kwh", d."net", round(d."net" * 0.006)::bigint,
              d."net" - round(d."net" * 0.006)::bigint,
              case when d."bill_date" >= (now() at time zone 'UTC')::date - 2 then 'CLEARED' else 'CONFIRMED' end
         from "station_day_bill" d where d."seller_id" = $1`,
      [sellerId],
    );

    const counted: Record<string, number> = {};
    for (const [entity, table] of [
      ['overtimeBill', 'overtime_bill'],
      ['unpaidBillAudit', 'unpaid_bill_audit'],
      ['govPush', 'gov_push'],
      ['interconnectionPush', 'interconnection_push'],
      ['clearingResult', 'clearing_result'],
    ])
      counted[entity] = await countOf(db, table, sellerId);
    return counted;
  },
});
