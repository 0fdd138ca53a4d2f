import { lockBillMoney, recoverOffline } from '../../billing/bill-money';
import type { Queryable } from '../../db/database';
import { defineAreaSeed } from './define-area-seed';

const DAY = 86_400_000;
const ABNORMAL_TYPES = ['METER_JUMP', 'NO_STOP', 'AMOUNT_MISMATCH', 'ZERO_ENERGY'];
/** Handling states of the demo abnormal bills, most still to be handled. */
const HANDLING = ['PENDING', 'PENDING', 'PROCESSING', 'PENDING', 'HANDLED', 'PENDING', 'CLOSED', 'PENDING'];
const BAD_DEBT = [
  'BAD_DEBT',
  'BAD_DEBT',
  'WRITTEN_OFF',
  'BAD_DEBT',
  'RECOVERED',
  'BAD_DEBT',
  'BAD_DEBT',
  'WRITTEN_OFF',
];

async function count(db: Queryable, sellerId: number, where: string) {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from "bill" where "seller_id" = $1 and ${where}`,
    [sellerId],
  );
  return Number(rows[0].n);
}

/**
 * The bill views of each demo seller. Every bill gets what it still owes (total less paid,
 * waived and written off), approved waiver reviews waive their amount, a few charged bills are
 * flagged abnormal in each handling state, and some long-owed bills are bad debts, written off
 * or recovered (through the ledger, as the screens do), each moving its amounts so that
 * total = paid + waived + written off + owed.
 * The rest of the owed bills are the outstanding ones, some reminded already.
 */
export default defineAreaSeed({
  area: 'Bill views',
  async seed(db, bundle, _prng, input): Promise<Record<string, number>> {
    if (input.isPlatform || !bundle.entities.get('abnormalBill')) return {};
    const { sellerId, now } = input;
    await db.query(
      `update "bill" set "owed" = coalesce("total_amount", 0) - coalesce("paid_amount", 0)
        where "seller_id" = $1 and "owed" is null and "bill_status" <> 1`,
      [sellerId],
    );
    await db.query(
      `update "bill" b set "waived_amount" = coalesce(b."waived_amount", 0) + w.amount, "owed" = b."owed" - w.amount,
              "charge_status" = case when b."owed" = w.amount then 3 else b."charge_status" end
         from (select a."bill_id", least(sum(a."apply_amount"), min(x."owed"))::bigint as amount
                 from "unpaid_bill_audit" a join "bill" x on x."id" = a."bill_id"
                where a."seller_id" = $1 and a."audit_status" = 'APPROVED' group by a."bill_id") w
        where b."id" = w."bill_id" and b."seller_id" = $1`,
      [sellerId],
    );
    const admin = (
      await db.query<{ id: number; name: string }>(
        `select id, name from users where seller_id = $1 and account = 'admin'`,
        [sellerId],
      )
    ).rows[0];

    // Abnormal: charged bills spread over the fortnight, none with an open waiver request.
    const { rows: charged } = await db.query<{ id: number; end_time: string }>(
      `select b."id", b."end_time" from "bill" b
        where b."seller_id" = $1 and b."bill_status" = 2 and b."total_amount" > 0 and b."owed" = 0
          and not exists (select 1 from "unpaid_bill_audit" a where a."bill_id" = b."id")
        order by b."id"`,
      [sellerId],
    );
    const abnormal = charged.filter((_, i) => i % 19 === 3).slice(0, HANDLING.length);
    for (const [i, bill] of abnormal.entries()) {
      const state = HANDLING[i];
      const handled = state !== 'PENDING';
      await db.query(
        `update "bill" set "abnormal_type" = $3, "handle_status" = $4, "handler" = $5,
                "handler_name" = $6, "handled_at" = $7, "handle_remark" = $8
          where "id" = $1 and "seller_id" = $2`,
        [
          bill.id,
          sellerId,
          ABNORMAL_TYPES[i % ABNORMAL_TYPES.length],
          state,
          handled ? admin?.id : null,
          handled ? admin?.name : null,
          handled ? new Date(Math.min(Date.parse(bill.end_time) + DAY, now.getTime())).toISOString() : null,
          state === 'CLOSED' ? '测试桩产生的订单，不予收费' : null,
        ],
      );
    }

    // Bad debts: the oldest owed bills without a review.
    const { rows: owed } = await db.query<{ id: number; end_time: string; owed: number }>(
      `select b."id", b."end_time", b."owed" from "bill" b
        where b."seller_id" = $1 and b."bill_status" = 2 and b."owed" > 0
          and not exists (select 1 from "unpaid_bill_audit" a where a."bill_id" = b."id")
        order by b."end_time", b."id" limit $2`,
      [sellerId, BAD_DEBT.length],
    );
    for (const [i, bill] of owed.entries()) {
      const state = BAD_DEBT[i];
      const amount = Number(bill.owed);
      const at = new Date(Math.min(Date.parse(bill.end_time) + 7 * DAY, now.getTime())).toISOString();
      await db.query(
        `update "bill" set "bad_debt_status" = $3, "bad_debt_at" = $4, "remind_count" = 3, "last_remind_at" = $4,
                "written_off_amount" = $5, "owed" = "owed" - $5,
                "charge_status" = case when $5 > 0 then 3 else "charge_status" end,
                "handler" = $6, "handler_name" = $7, "handled_at" = $8, "handle_remark" = $9
          where "id" = $1 and "seller_id" = $2`,
        [
          bill.id,
          sellerId,
          state,
          at,
          state === 'WRITTEN_OFF' ? amount : 0,
          state === 'BAD_DEBT' ? null : admin?.id,
          state === 'BAD_DEBT' ? null : admin?.name,
          state === 'BAD_DEBT' ? null : at,
          state === 'WRITTEN_OFF' ? '会员已注销，无法追缴' : state === 'RECOVERED' ? '会员线下现金补缴' : null,
        ],
      );
      // Recovered in cash: recorded through the member's account, as the recover action does.
      if (state === 'RECOVERED')
        await recoverOffline(
          db,
          sellerId,
          await lockBillMoney(db, sellerId, Number(bill.id), 'zh-CN'),
          amount,
          'zh-CN',
        );
    }

    // Outstanding: some owed bills were reminded once or twice already.
    await db.query(
      `update "bill" set "remind_count" = 1 + ("id" % 2), "last_remind_at" = "end_time" + interval '1 day'
        where "seller_id" = $1 and "bill_status" = 2 and "owed" > 0 and "bad_debt_status" is null and "id" % 3 = 0`,
      [sellerId],
    );

    return {
      abnormalBill: await count(db, sellerId, `"handle_status" is not null`),
      badDebtBill: await count(db, sellerId, `"bad_debt_status" is not null`),
      outstandingBill: await count(db, sellerId, `"bill_status" = 2 and "charge_status" in (1, 2)`),
    };
  },
});
