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
  return db.transaction(async (tx) => {
    const gun = await gunOf(tx, pile, request.connectorId);
    const started = new Date(request.timestamp).toISOString();
    const { rows: same } = await tx.query<{ id: number }>(
      `select "id" from "bill" where "seller_id" = $1 and "pile_id" = $2 and "gun_id" is not distinct from $3
          and "start_time" = $4 and "meter_start" = $5`,
      [pile.sellerId, pile.id, gun?.id ?? null, started, request.meterStart],
    );
    if (same[0]) return { transactionId: Number(same[0].id), idTagInfo: { status: authorization.status } };
    const { rows } = await tx.query<{ id: number }>(
      `insert into "bill" ("seller_id", "bill_no", "member_id", "card_no", "station_id", "pile_id", "gun_id",
          "business_type", "start_time", "meter_start", "kwh", "electricity_fee", "service_fee", "discount",
          "total_amount", "paid_amount", "charge_status", "bill_status")
        values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, 0, 0, 0, 0, 0, 1, $11) returning "id"`,
      [
        pile.sellerId,
        newBillNo(),
        authorization.memberId,
        request.idTag,
        pile.stationId,
        pile.id,
        gun?.id ?? null,
        BUSINESS_CARD,
        started,
        request.meterStart,
        BILL_STATUS.charging,
      ],
    );
    const billId = Number(rows[0].id);
    await tx.query(`update "bill" set "transaction_id" = "id" where "id" = $1`, [billId]);
    await insertSamples(tx, pile.sellerId, billId, [{ at: Date.parse(started), energyWh: request.meterStart }]);
    return { transactionId: billId, idTagInfo: { status: authorization.status } };
  });
}

async function gunOf(tx: Queryable, pile: ConnectedPile, connectorId: number) {
  const { rows } = await tx.query<{ id: number }>(
    `select "id" from "gun" where "seller_id" = $1 and "pile_id" = $2 and "gun_index" = $3`,
    [pile.sellerId, pile.id, gunIndexOf(connectorId)],
  );
  return rows[0] ? { id: Number(rows[0].id) } : undefined;
}

/** One reading of a charging session, with the live values a monitor shows. */
export interface LiveSample extends MeterSample {
  powerW?: number;
  voltageV?: number;
  currentA?: number;
  soc?: number;
}

export async function insertSamples(db: Queryable, sellerId: number, billId: number, samples: LiveSample[]) {
  if (!samples.length) return;
  await db.query(
    `insert into meter_values (seller_id, bill_id, sampled_at, energy_wh, power_w, voltage_v, current_a, soc)
     select $1, $2, s.at, s.wh, s.w, s.v, s.a, s.soc
       from unnest($3::timestamptz[], $4::bigint[], $5::int[], $6::real[], $7::real[], $8::smallint[])
         as s(at, wh, w, v, a, soc)`,
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
      card_no: string | null;
    }>(
      `select "id", "bill_no", "station_id", "member_id", "bill_status", "card_no" from "bill"
        where "id" = $1 and "seller_id" = $2 and "pile_id" = $3 for update`,
      [request.transactionId, pile.sellerId, pile.id],
    );
    const bill = rows[0];
    if (!bill || Number(bill.bill_status) !== BILL_STATUS.charging) return false;
    const stoppedAt = Date.parse(request.timestamp);
    await insertSamples(tx, pile.sellerId, bill.id, [
      ...(request.samples ?? []),
      { at: stoppedAt, energyWh: request.meterStop },
    ]);
    const samples = await sessionSamples(tx, bill.id);
    const accountId = bill.card_no ? await accountOfCard(tx, pile.sellerId, bill.card_no) : null;
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

/** The session's readings in time order, each never below the one before (a meter that resets is read as flat). */
async function sessionSamples(tx: Queryable, billId: number): Promise<MeterSample[]> {
  const { rows } = await tx.query<{ at: string; wh: number }>(
    `select sampled_at as at, energy_wh as wh from meter_values where bill_id = $1 order by sampled_at, id`,
    [billId],
  );
  const samples: MeterSample[] = [];
  for (const row of rows) {
    const at = new Date(row.at).getTime();
    const previous = samples[samples.length - 1];
    const energyWh = Math.max(Number(row.wh), previous?.energyWh ?? -Infinity);
    samples.push({ at: Math.max(at, previous?.at ?? at), energyWh });
  }
  if (samples.length === 1) samples.push({ ...samples[0] });
  return samples;
}

async function accountOfCard(tx: Queryable, sellerId: number, cardNo: string): Promise<number | null> {
  const { rows } = await tx.query<{ account_id: number }>(
    `select "account_id" from "card" where "seller_id" = $1 and "card_no" = $2`,
    [sellerId, cardNo],
  );
  return rows[0] ? Number(rows[0].account_id) : null;
}
