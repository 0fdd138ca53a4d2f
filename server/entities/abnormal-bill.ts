import type { Locale } from '../../src/meta/model';
import { applyBillMoney, deductFromAccount, lockBillMoney, userName } from '../billing/bill-money';
import { modelInForce } from '../billing/model-in-force';
import { priceBill } from '../billing/price-bill';
import { BILL_STATUS, CHARGE_STATUS } from '../billing/settle-bill';
import { refusal } from '../crud/crud-error';
import { judgeStop, readSessionLimits } from '../ocpp/session-plausibility';
import { ERRORS, type CatalogueEntry } from '../messages';
import type { Queryable } from '../db/database';
import { defineEntityHooks } from './entity-hooks';

const yuan = (fen: number) => (fen / 100).toFixed(2);
const refuse = (locale: Locale, entry: CatalogueEntry, args: unknown[]) => refusal(locale, entry, args, { errors: [] });

/**
 * Prices the bill again with the billing model now in force at its station and the best
 * discount in force when it started (a station's, or the member's grade's) (the same pricing path as a live session), from its meter readings spread over its charging time. The new
 * amount may not fall below what was already deducted, waived or written off.
 */
async function recalculate(tx: Queryable, sellerId: number, id: number, locale: Locale) {
  const { rows } = await tx.query<{
    bill_no: string;
    station_id: number | null;
    member_id: number | null;
    start_time: string | null;
    end_time: string | null;
    meter_start: number | null;
    meter_stop: number | null;
    kwh: number | null;
    rated_power: number | null;
  }>(
    `select "bill_no", "station_id", "member_id", "start_time", "end_time", "meter_start", "meter_stop", "kwh",
            (select p."rated_power" from "pile" p where p."id" = b."pile_id") as "rated_power"
       from "bill" b where "id" = $1 and "seller_id" = $2`,
    [id, sellerId],
  );
  const bill = rows[0];
  if (!bill.start_time || !bill.end_time) throw refuse(locale, ERRORS.billWithoutEnd, [bill.bill_no]);
  // Pricing work is bounded by a plausible session, never by what a pile claimed.
  const implausible = judgeStop(
    {
      startedAt: Date.parse(bill.start_time),
      stoppedAt: Date.parse(bill.end_time),
      meterStart: bill.meter_start === null ? 0 : Number(bill.meter_start),
      meterStop: bill.meter_stop === null ? Math.round(Number(bill.kwh ?? 0) * 1000) : Number(bill.meter_stop),
      messageSamples: 0,
      storedSamples: 0,
      ratedPowerKw: bill.rated_power === null ? null : Number(bill.rated_power),
    },
    readSessionLimits(),
    Math.max(Date.now(), Date.parse(bill.end_time)),
  );
  if (implausible) throw refuse(locale, ERRORS.billImplausible, [bill.bill_no, implausible]);
  const stationId = bill.station_id === null ? null : Number(bill.station_id);
  const model = await modelInForce(tx, sellerId, stationId);
  if (!model) throw refuse(locale, ERRORS.billWithoutModel, [bill.bill_no]);
  const metered =
    bill.meter_start !== null && bill.meter_stop !== null ? Number(bill.meter_stop) - Number(bill.meter_start) : NaN;
  const energyWh = Number.isFinite(metered) && metered >= 0 ? metered : Math.round(Number(bill.kwh ?? 0) * 1000);
  const priced = await priceBill(tx, {
    sellerId,
    stationId,
    memberId: bill.member_id === null ? null : Number(bill.member_id),
    model,
    samples: [
      { at: Date.parse(bill.start_time), energyWh: 0 },
      { at: Math.max(Date.parse(bill.end_time), Date.parse(bill.start_time) + 1), energyWh },
    ],
  });
  const money = await lockBillMoney(tx, sellerId, id, locale);
  const settled = money.paid + money.waived + money.writtenOff;
  if (priced.totalAmount < settled)
    throw refuse(locale, ERRORS.repricedBelowSettled, [yuan(priced.totalAmount), yuan(settled)]);
  const owed = priced.totalAmount - settled;
  const chargeStatus =
    owed === 0 ? CHARGE_STATUS.settled : money.paid > 0 ? CHARGE_STATUS.partial : CHARGE_STATUS.unpaid;
  await tx.query(
    `update "bill" set "electricity_fee" = $3, "service_fee" = $4, "total_amount" = $5, "owed" = $6,
        "charge_status" = $7, "cost_model_id" = $8, "kwh" = $9, "periods" = $10, "discount" = $11,
        "discount_name" = $12, "updated_at" = now()
      where "id" = $1 and "seller_id" = $2`,
    [
      id,
      sellerId,
      priced.electricityFee,
      priced.serviceFee,
      priced.totalAmount,
      owed,
      chargeStatus,
      model.id,
      priced.energyWh / 1000,
      JSON.stringify(
        priced.periods.map((p) => ({ ...p, from: new Date(p.from).toISOString(), to: new Date(p.to).toISOString() })),
      ),
      priced.discount,
      priced.discountName,
    ],
  );
}

/**
 * Abnormal bills (a view of the bills flagged abnormal). Recalculate prices the bill again;
 * settle takes what it owes from the member's account as far as it goes (the rest stays owed
 * and appears among the outstanding bills) and finishes the bill; close gives up what it owes
 * as waived, with the reason. Each writes the handler's name beside the stamped id, in the
 * action's transaction: a refusal leaves the bill as it was.
 */
export default defineEntityHooks({
  async afterAction({ tx, action, after, sellerId, userId, locale }) {
    const id = Number(after.id);
    if (action.name === 'recalculate') await recalculate(tx, sellerId, id, locale);
    if (action.name === 'settle') {
      const money = await lockBillMoney(tx, sellerId, id, locale);
      if (money.total === 0) throw refuse(locale, ERRORS.billPricedZero, [money.billNo]);
      await deductFromAccount(tx, sellerId, money, locale, { required: false });
      await tx.query(`update "bill" set "bill_status" = $3 where "id" = $1 and "seller_id" = $2`, [
        id,
        sellerId,
        BILL_STATUS.finished,
      ]);
    }
    if (action.name === 'close') {
      const money = await lockBillMoney(tx, sellerId, id, locale);
      if (money.owed > 0) await applyBillMoney(tx, sellerId, money, { waived: money.owed }, locale);
    }
    await tx.query(`update "bill" set "handler_name" = $3 where "id" = $1 and "seller_id" = $2`, [
      id,
      sellerId,
      await userName(tx, userId),
    ]);
  },
});
