import type { MeterSample } from '../../src/meta/billing/price-session';
import type { Queryable } from '../db/database';
import { postBalanceChange } from '../ledger';
import { modelInForce } from './model-in-force';
import { priceBill, type PricedBill } from './price-bill';

/** Dictionary billChargeStatus. */
export const CHARGE_STATUS = { unpaid: 1, partial: 2, settled: 3 } as const;
/** Dictionary billStatus. */
export const BILL_STATUS = { charging: 1, finished: 2, abnormal: 3 } as const;

export interface FinishedSession {
  billId: number;
  sellerId: number;
  stationId: number | null;
  accountId: number | null;
  /** The member billed, whose grade may earn a member-grade promotion. */
  memberId?: number | null;
  billNo: string;
  /** The session's readings, start to stop, in time order. */
  samples: MeterSample[];
  stopReason: string | null;
}

export interface SettledBill {
  priced: PricedBill;
  paidAmount: number;
  chargeStatus: number;
  billStatus: number;
}

/**
 * Closes a charging session in the caller's transaction: prices it with the billing model and
 * the best discount in force, a station's or the member's grade's (the one pricing path, priceBill), writes the
 * bill's fees, the discount's name and period breakdown, and takes what
 * the member's account can pay (its balance, plus its credit limit for a credit account) as one
 * ledger entry. What the account cannot cover stays owed: partially deducted or unpaid. The
 * account row is locked first, so two sessions of one member settle one after the other. A
 * session priced without a billing model is flagged for the abnormal bills, pending handling.
 */
export async function settleBill(tx: Queryable, session: FinishedSession): Promise<SettledBill> {
  const model = await modelInForce(tx, session.sellerId, session.stationId);
  const priced = await priceBill(tx, {
    sellerId: session.sellerId,
    stationId: session.stationId,
    memberId: session.memberId,
    samples: session.samples,
    model,
  });
  const total = priced.totalAmount;
  let paid = 0;
  if (session.accountId !== null && total > 0) {
    const { rows } = await tx.query<{ balance: number; credit_limit: number | null; account_state: number }>(
      `select "balance", "credit_limit", "account_state" from "account"
        where "id" = $1 and "seller_id" = $2 for update`,
      [session.accountId, session.sellerId],
    );
    const account = rows[0];
    if (account && Number(account.account_state) !== 3) {
      const available = Number(account.balance) + Number(account.credit_limit ?? 0);
      paid = Math.max(0, Math.min(total, available));
    }
    if (paid > 0)
      await postBalanceChange(tx, {
        sellerId: session.sellerId,
        accountId: session.accountId,
        amount: -paid,
        event: 'billSettlement',
        allowNegative: true,
        billId: session.billId,
        remark: session.billNo,
      });
  }
  const chargeStatus = paid === total ? CHARGE_STATUS.settled : paid > 0 ? CHARGE_STATUS.partial : CHARGE_STATUS.unpaid;
  const billStatus = model ? BILL_STATUS.finished : BILL_STATUS.abnormal;
  const last = session.samples[session.samples.length - 1];
  await tx.query(
    `update "bill" set "bill_status" = $3, "charge_status" = $4, "end_time" = $5, "meter_stop" = $6,
        "kwh" = $7, "electricity_fee" = $8, "service_fee" = $9, "discount" = $18, "total_amount" = $10,
        "paid_amount" = $11, "periods" = $12, "cost_model_id" = $13, "stop_reason" = $14, "owed" = $15,
        "abnormal_type" = $16, "handle_status" = $17, "discount_name" = $19, "updated_at" = now()
      where "id" = $1 and "seller_id" = $2`,
    [
      session.billId,
      session.sellerId,
      billStatus,
      chargeStatus,
      new Date(last.at).toISOString(),
      last.energyWh,
      priced.energyWh / 1000,
      priced.electricityFee,
      priced.serviceFee,
      total,
      paid,
      JSON.stringify(
        priced.periods.map((period) => ({
          ...period,
          from: new Date(period.from).toISOString(),
          to: new Date(period.to).toISOString(),
        })),
      ),
      model?.id ?? null,
      session.stopReason,
      Math.round((total - paid) * 100) / 100,
      model ? null : 'NO_MODEL',
      model ? null : 'PENDING',
      priced.discount,
      priced.discountName,
    ],
  );
  return { priced, paidAmount: paid, chargeStatus, billStatus };
}
