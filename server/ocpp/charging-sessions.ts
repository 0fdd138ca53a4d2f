import { randomBytes } from 'node:crypto';
import type { MeterSample } from '../../src/meta/billing/price-session';
import type { Database, Queryable } from '../db/database';
import { BILL_STATUS, settleBill } from '../billing/settle-bill';
import { authorizeTag, type TagStatus } from './authorize-tag';
import type { ConnectedPile } from './connected-pile';
import { gunIndexOf } from './pile-state';
import { recordSessionVehicle } from './session-vehicle';

/** Dictionary billBusinessType: a session started by a card at the pile. */
const BUSINESS_CARD = 1;

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
 * StartTransaction: a bill in the charging state, its transaction id the bill's id. A pile that
 * repeats the message (it got no answer the first time) gets the same transaction back: a
 * session is identified by its gun, its start time and its meter at the start.
 */
export async function startTransaction(db: Database, pile: ConnectedPile, request: StartRequest): Promise<StartAnswer> {
  const authorization = await authorizeTag(db, pile, request.idTag);
  const started = new Date(request.timestamp).toISOString();
  // Every statement names the gun by its index; a session is one statement to find and one to
  // open (the bill, its transaction id and its first reading together).
  const gun = `(select g."id" from "gun" g where g."seller_id" = $1 and g."pile_id" = $2 and g."gun_index" = $3)`;
  return db.transaction(async (tx) => {
    const { rows: same } = await tx.query<{ id: number }>(
      `select "id" from "bill" where "seller_id" = $1 and "pile_id" = $2 and "gun_id" is not distinct from ${gun}
          and "start_time" = $4 and "meter_start" = $5`,
      [pile.sellerId, pile.id, gunIndexOf(request.connectorId), started, request.meterStart],
    );
    if (same[0]) return { transactionId: Number(same[0].id), idTagInfo: { status: authorization.status } };
    const { rows } = await tx.query<{ id: number }>(
      `with "opened" as (
         insert into "bill" ("id", "transaction_id", "seller_id", "bill_no", "member_id", "card_no", "station_id",
            "pile_id", "gun_id", "business_type", "start_time", "meter_start", "kwh", "electricity_fee", "service_fee",
            "discount", "total_amount", "paid_amount", "charge_status", "bill_status")
         select n."id", n."id", $1, $6, $7, $8, $9, $2, ${gun}, $10, $4, $5, 0, 0, 0, 0, 0, 0, 1, $11
           from (select nextval(pg_get_serial_sequence('bill', 'id')) as "id") n
         returning "id", "seller_id", "start_time", "meter_start"
       ), "first_reading" as (
         insert into meter_values (seller_id, bill_id, sampled_at, energy_wh)
         select "seller_id", "id", "start_time", "meter_start" from "opened"
       )
       select "id" from "opened"`,
      [
        pile.sellerId,
        pile.id,
        gunIndexOf(request.connectorId),
        started,
        request.meterStart,
        newBillNo(),
        authorization.memberId,
        request.idTag,
        pile.stationId,
        BUSINESS_CARD,
        BILL_STATUS.charging,
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
 * Stores readings of a session and answers all its readings in time order, each never below the
 * one before (a meter that resets is read as flat), in one statement: the rows it inserts are not
 * visible to its own read of the table, so they join the answer as they are returned.
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
  const curve: MeterSample[] = [];
  for (const row of rows) {
    const at = new Date(row.at).getTime();
    const previous = curve[curve.length - 1];
    const energyWh = Math.max(Number(row.wh), previous?.energyWh ?? -Infinity);
    curve.push({ at: Math.max(at, previous?.at ?? at), energyWh });
  }
  if (curve.length === 1) curve.push({ ...curve[0] });
  return curve;
}

export interface StopRequest {
  transactionId: number;
  meterStop: number;
  timestamp: string;
  reason?: string;
  idTag?: string;
  /** Readings the pile sends with the stop (OCPP transactionData). */
  samples?: LiveSample[];
}

/**
 * StopTransaction: the bill is priced and settled once. The bill row is locked and only a
 * charging bill is settled, so a repeated StopTransaction (a pile that did not hear the answer,
 * or one that reconnects after a restart of the server) never bills twice. Answers whether the
 * stop closed the session now.
 */
export async function stopTransaction(db: Database, pile: ConnectedPile, request: StopRequest): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      id: number;
      bill_no: string;
      station_id: number | null;
      member_id: number | null;
      bill_status: number;
      account_id: number | null;
    }>(
      `select b."id", b."bill_no", b."station_id", b."member_id", b."bill_status",
              (select c."account_id" from "card" c where c."seller_id" = b."seller_id" and c."card_no" = b."card_no")
                as "account_id"
         from "bill" b where b."id" = $1 and b."seller_id" = $2 and b."pile_id" = $3 for update of b`,
      [request.transactionId, pile.sellerId, pile.id],
    );
    const bill = rows[0];
    if (!bill || Number(bill.bill_status) !== BILL_STATUS.charging) return false;
    const stoppedAt = Date.parse(request.timestamp);
    const samples = await storeAndReadCurve(tx, pile.sellerId, bill.id, [
      ...(request.samples ?? []),
      { at: stoppedAt, energyWh: request.meterStop },
    ]);
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
