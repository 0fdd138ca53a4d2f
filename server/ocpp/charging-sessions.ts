import { randomBytes } from 'node:crypto';
import type { MeterSample } from '../../src/meta/billing/price-session';
import type { Database, Queryable } from '../db/database';
import { BILL_STATUS, CHARGE_STATUS, settleBill } from '../billing/settle-bill';
import { authorizeTag, type TagStatus } from './authorize-tag';
import { authorizeAt } from './concurrent-tx';
import type { ConnectedPile } from './connected-pile';
import { gunIndexOf } from './pile-state';
import { recordSessionVehicle } from './session-vehicle';
import {
  IMPLAUSIBLE,
  judgeReadings,
  judgeStart,
  judgeStop,
  MAX_METER_WH,
  readSessionLimits,
  storableSamples,
} from './session-plausibility';

/** Dictionary billBusinessType: a session started by a card at the pile. */
const BUSINESS_CARD = 1;
/** Dictionary handleStatus: an abnormal bill waiting for review. */
const HANDLE_PENDING = 'PENDING';
/** The latest time a JavaScript date (and so an answer's timestamp) can hold. */
const MAX_TIMESTAMP_MS = 8.64e15;

export interface StartRequest {
  connectorId: number;
  idTag: string;
  meterStart: number;
  timestamp: string;
}

export interface StartAnswer {
  transactionId: number;
  idTagInfo: { status: TagStatus };
}

const newBillNo = () => `B${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * StartTransaction: a bill, its transaction id the bill's id. A pile that repeats the message
 * (it got no answer the first time) gets the same transaction back: a session is identified by
 * its gun, its start time and its meter at the start. The card is judged again here, its row
 * locked first (two starts of one card at once are judged one after the other): a card the
 * pile should not have started with (Blocked, Expired, Invalid, or ConcurrentTx: charging at
 * another gun), or a start at an implausible time or meter, opens a bill held among the
 * abnormal bills with the reason, which its stop never charges to the member.
 */
export async function startTransaction(db: Database, pile: ConnectedPile, request: StartRequest): Promise<StartAnswer> {
  const startedAt = Date.parse(request.timestamp);
  const started = Number.isFinite(startedAt) ? new Date(startedAt).toISOString() : null;
  const meterStart =
    Number.isSafeInteger(request.meterStart) && Math.abs(request.meterStart) <= MAX_METER_WH
      ? request.meterStart
      : null;
  // Every statement names the gun by its index; a session is one statement to find and one to
  // open (the bill, its transaction id and its first reading together).
  const gun = `(select g."id" from "gun" g where g."seller_id" = $1 and g."pile_id" = $2 and g."gun_index" = $3)`;
  return db.transaction(async (tx) => {
    const place = { pile, connectorId: request.connectorId };
    const { rows: same } = await tx.query<{ id: number; abnormal_type: string | null }>(
      `select "id", "abnormal_type" from "bill" where "seller_id" = $1 and "pile_id" = $2
          and "gun_id" is not distinct from ${gun} and "start_time" is not distinct from $4
          and "meter_start" is not distinct from $5 and "card_no" = $6`,
      [pile.sellerId, pile.id, gunIndexOf(request.connectorId), started, meterStart, request.idTag],
    );
    if (same[0]) {
      const { status } = await authorizeTag(tx, pile, request.idTag);
      const answer: TagStatus = same[0].abnormal_type === IMPLAUSIBLE.concurrent ? 'ConcurrentTx' : status;
      return { transactionId: Number(same[0].id), idTagInfo: { status: answer } };
    }
    const authorization = await authorizeAt(tx, place, request.idTag, { lock: true });
    const held =
      authorization.status === 'ConcurrentTx'
        ? IMPLAUSIBLE.concurrent
        : authorization.status !== 'Accepted'
          ? IMPLAUSIBLE.card
          : judgeStart({ startedAt, meterStart: request.meterStart, bootedAt: pile.bootedAt }, readSessionLimits());
    const { rows } = await tx.query<{ id: number }>(
      `with "opened" as (
         insert into "bill" ("id", "transaction_id", "seller_id", "bill_no", "member_id", "card_no", "station_id",
            "pile_id", "gun_id", "business_type", "start_time", "meter_start", "kwh", "electricity_fee", "service_fee",
            "discount", "total_amount", "paid_amount", "charge_status", "bill_status", "abnormal_type", "handle_status")
         select n."id", n."id", $1, $6, $7, $8, $9, $2, ${gun}, $10, $4, $5, 0, 0, 0, 0, 0, 0, 1, $11, $12, $13
           from (select nextval(pg_get_serial_sequence('bill', 'id')) as "id") n
         returning "id", "seller_id", "start_time", "meter_start"
       ), "first_reading" as (
         insert into meter_values (seller_id, bill_id, sampled_at, energy_wh)
         select "seller_id", "id", "start_time", "meter_start" from "opened"
          where "start_time" is not null and "meter_start" is not null and $12::text is null
       )
       select "id" from "opened"`,
      [
        pile.sellerId,
        pile.id,
        gunIndexOf(request.connectorId),
        started,
        meterStart,
        newBillNo(),
        authorization.memberId,
        request.idTag,
        pile.stationId,
        BUSINESS_CARD,
        held ? BILL_STATUS.abnormal : BILL_STATUS.charging,
        held ?? null,
        held ? HANDLE_PENDING : null,
      ],
    );
    return { transactionId: Number(rows[0].id), idTagInfo: { status: authorization.status } };
  });
}

/** One reading of a charging session, with the live values a monitor shows. */
export interface LiveSample extends MeterSample {
  powerW?: number;
  voltageV?: number;
  currentA?: number;
  soc?: number;
}

/**
 * Stores readings of a session and answers all its readings in time order, as the pile sent
 * them (judgeReadings refuses a meter that goes down), in one statement: the rows it inserts
 * are not visible to its own read of the table, so they join the answer as they are returned.
 */
async function storeAndReadCurve(
  tx: Queryable,
  sellerId: number,
  billId: number,
  samples: LiveSample[],
): Promise<MeterSample[]> {
  const { rows } = await tx.query<{ at: string; wh: number }>(
    `with "added" as (
       insert into meter_values (seller_id, bill_id, sampled_at, energy_wh, power_w, voltage_v, current_a, soc)
       select $1, $2, s.at, s.wh, s.w, s.v, s.a, s.soc
         from unnest($3::timestamptz[], $4::bigint[], $5::int[], $6::real[], $7::real[], $8::smallint[])
           as s(at, wh, w, v, a, soc)
       returning id, sampled_at, energy_wh
     )
     select sampled_at as at, energy_wh as wh, id from meter_values where bill_id = $2
     union all select sampled_at, energy_wh, id from "added"
     order by at, id`,
    [
      sellerId,
      billId,
      samples.map((sample) => new Date(sample.at).toISOString()),
      samples.map((sample) => sample.energyWh),
      samples.map((sample) => (sample.powerW === undefined ? null : Math.round(sample.powerW))),
      samples.map((sample) => sample.voltageV ?? null),
      samples.map((sample) => sample.currentA ?? null),
      samples.map((sample) => (sample.soc === undefined ? null : Math.round(sample.soc))),
    ],
  );
  const curve = rows.map((row) => ({ at: new Date(row.at).getTime(), energyWh: Number(row.wh) }));
  if (curve.length === 1) curve.push({ ...curve[0] });
  return curve;
}

export interface StopRequest {
  transactionId: number;
  meterStop: number;
  timestamp: string;
  reason?: string;
  idTag?: string;
  /** Readings the pile sends with the stop (OCPP transactionData), already cut to the message's bound. */
  samples?: LiveSample[];
  /** How many readings the stop carried before they were cut (samples.length when not given). */
  sampleCount?: number;
}

interface StoppingBill {
  id: number;
  bill_no: string;
  station_id: number | null;
  member_id: number | null;
  bill_status: number;
  abnormal_type: string | null;
  end_time: string | null;
  start_time: string | null;
  meter_start: number | null;
  account_id: number | null;
  rated_power: number | null;
  stored: number;
}

/**
 * StopTransaction: the bill is priced and settled once. The bill row is locked and only a
 * charging bill is settled, so a repeated StopTransaction (a pile that did not hear the answer,
 * or one that reconnects after a restart of the server) never bills twice. The pile's claim is
 * judged before any pricing work (session-plausibility): an implausible session is held among
 * the abnormal bills with its reason and takes no money; a bill held since its start keeps the
 * stop's time and meter for review. Answers whether the stop changed the bill now.
 */
export async function stopTransaction(db: Database, pile: ConnectedPile, request: StopRequest): Promise<boolean> {
  const limits = readSessionLimits();
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<StoppingBill>(
      `select b."id", b."bill_no", b."station_id", b."member_id", b."bill_status", b."abnormal_type",
              b."end_time", b."start_time", b."meter_start",
              (select c."account_id" from "card" c where c."seller_id" = b."seller_id" and c."card_no" = b."card_no")
                as "account_id",
              (select p."rated_power" from "pile" p where p."id" = b."pile_id") as "rated_power",
              (select count(*) from meter_values v where v.bill_id = b."id")::int as "stored"
         from "bill" b where b."id" = $1 and b."seller_id" = $2 and b."pile_id" = $3 for update of b`,
      [request.transactionId, pile.sellerId, pile.id],
    );
    const bill = rows[0];
    if (!bill) return false;
    const stoppedAt = Date.parse(request.timestamp);
    const status = Number(bill.bill_status);
    if (status === BILL_STATUS.abnormal && bill.abnormal_type !== null && bill.end_time === null) {
      await holdBill(tx, pile.sellerId, Number(bill.id), bill.abnormal_type, stoppedAt, request);
      return true;
    }
    if (status !== BILL_STATUS.charging) return false;
    const stopSamples = storableSamples(request.samples ?? []);
    const claim = {
      startedAt: bill.start_time === null ? Number.NaN : new Date(bill.start_time).getTime(),
      meterStart: bill.meter_start === null ? Number.NaN : Number(bill.meter_start),
      stoppedAt,
      meterStop: request.meterStop,
      messageSamples: request.sampleCount ?? request.samples?.length ?? 0,
      storedSamples: Number(bill.stored),
      ratedPowerKw: bill.rated_power === null ? null : Number(bill.rated_power),
    };
    const early = judgeStop(claim, limits);
    if (early) {
      await holdBill(tx, pile.sellerId, Number(bill.id), early, stoppedAt, request);
      return true;
    }
    const samples = await storeAndReadCurve(tx, pile.sellerId, bill.id, [
      ...stopSamples,
      { at: stoppedAt, energyWh: request.meterStop },
    ]);
    const late = judgeReadings(samples, claim, limits);
    if (late) {
      await holdBill(tx, pile.sellerId, Number(bill.id), late, stoppedAt, request);
      return true;
    }
    const accountId = bill.account_id === null ? null : Number(bill.account_id);
    await settleBill(tx, {
      billId: Number(bill.id),
      sellerId: pile.sellerId,
      stationId: bill.station_id === null ? null : Number(bill.station_id),
      accountId,
      memberId: bill.member_id === null ? null : Number(bill.member_id),
      billNo: bill.bill_no,
      samples,
      stopReason: request.reason ?? 'Local',
    });
    await recordSessionVehicle(tx, pile.sellerId, Number(bill.id));
    return true;
  });
}

/**
 * A session held for review: abnormal with its reason, pending handling, nothing priced and
 * nothing taken. The stop's time and meter are kept as the pile sent them (where they fit their
 * columns), for the one who reviews it; recalculating prices it only when they are plausible.
 */
async function holdBill(
  tx: Queryable,
  sellerId: number,
  billId: number,
  reason: string,
  stoppedAt: number,
  request: StopRequest,
): Promise<void> {
  const endTime = Number.isFinite(stoppedAt) && Math.abs(stoppedAt) <= MAX_TIMESTAMP_MS ? new Date(stoppedAt) : null;
  const meterStop =
    Number.isSafeInteger(request.meterStop) && Math.abs(request.meterStop) <= MAX_METER_WH ? request.meterStop : null;
  await tx.query(
    `update "bill" set "bill_status" = $3, "abnormal_type" = $4, "handle_status" = $5, "charge_status" = $6,
        "end_time" = $7, "meter_stop" = $8, "stop_reason" = $9, "kwh" = 0, "electricity_fee" = 0, "service_fee" = 0,
        "discount" = 0, "total_amount" = 0, "paid_amount" = 0, "owed" = 0, "periods" = '[]', "updated_at" = now()
      where "id" = $1 and "seller_id" = $2`,
    [
      billId,
      sellerId,
      BILL_STATUS.abnormal,
      reason,
      HANDLE_PENDING,
      CHARGE_STATUS.unpaid,
      endTime?.toISOString() ?? null,
      meterStop,
      (request.reason ?? 'Local').slice(0, 40),
    ],
  );
}
