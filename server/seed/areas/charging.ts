import type { Queryable } from '../../db/database';
import { modelInForce, type ModelInForce } from '../../billing/model-in-force';
import { loadPromotionDiscounts } from '../../billing/discounts-in-force';
import { priceBill } from '../../billing/price-bill';
import { BILL_STATUS, CHARGE_STATUS } from '../../billing/settle-bill';
import { replyOfAnswer } from '../../ocpp/command-reply';
import { insertRows } from '../insert-rows';
import type { Prng } from '../prng';
import { billCount, SMALL_BILLS } from '../seed-profile';
import { writeCardLedger, type CardLedgerLine } from './card-ledger';
import { defineAreaSeed } from './define-area-seed';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** Dictionary accountType: the account a charging card draws on. */
const CARD_ACCOUNT = 1;
/** Dictionary billBusinessType: card. */
const BUSINESS_CARD = 1;

/** Arrivals by hour of the day (China time): a commuter network, busy mornings and evenings. */
const HOUR_WEIGHTS = [3, 2, 2, 1, 1, 2, 4, 7, 9, 8, 6, 6, 7, 6, 5, 5, 6, 8, 9, 9, 8, 7, 5, 4];
const HOURS = HOUR_WEIGHTS.map((_, hour) => hour);

interface CardAccount {
  accountId: number;
  memberId: number;
  /** The member's grade, for member-grade promotions. */
  memberLevel: number | null;
  balance: number;
  openedAt: string | null;
}
interface GunRow {
  gun_id: number;
  pile_id: number;
  station_id: number;
  rated_power: number | null;
}

const iso = (time: number) => new Date(time).toISOString();

/**
 * Charging for each demo seller: a card on every card account, and finished card sessions on the
 * seller's guns over the days of the seed's bill volume (two weeks by default, 90 days for the demo), priced by the one pricing path (priceBill) with the billing
 * model and the best discount in force (a station's, or the member's grade's). Each account pays its bills in time order as far as its balance goes
 * (what it cannot pay stays owed); every payment is a bill-settlement entry of its ledger, so
 * the balance stays the sum of the ledger.
 */
export default defineAreaSeed({
  area: 'Billing and settlement',
  async seed(db, _bundle, prng: Prng, { sellerId, sellerNumber, now, bills }): Promise<Record<string, number>> {
    const volume = bills ?? SMALL_BILLS;
    const accounts = await cardAccounts(db, sellerId);
    const cardNos = accounts.map((_, i) => `C${sellerNumber}${String(i + 1).padStart(5, '0')}`);
    await insertRows(
      db,
      'card',
      [
        'seller_id',
        'card_no',
        'physical_no',
        'member_id',
        'account_id',
        'charge_type',
        'state',
        'issued_at',
        'expire_at',
      ],
      accounts.map((account, i) => [
        sellerId,
        cardNos[i],
        `E${(0x10000000 + prng.int(0, 0xfffffff)).toString(16).toUpperCase()}`,
        account.memberId,
        account.accountId,
        prng.weighted([2, 1], [9, 1]),
        i % 17 === 16 ? 2 : 1,
        account.openedAt ?? iso(now.getTime() - 200 * DAY),
        iso(now.getTime() + prng.int(300, 1_100) * DAY).slice(0, 10),
      ]),
    );
    const guns = await gunsOf(db, sellerId);
    if (!guns.length || !accounts.length) return { card: accounts.length, bill: 0 };

    // Loaded once: each bill's pricing picks what covers its start and its member's grade.
    const promotions = await loadPromotionDiscounts(db, sellerId, { now: now.getTime() });
    const models = new Map<number, ModelInForce | undefined>();
    const sessions = Array.from({ length: billCount(volume, guns.length) }, () => {
      const gun = prng.pick(guns);
      // Today counts too (day 0), so the home page's figures for today are not empty; a session
      // that would end after now moves one day back, keeping every draw and the bill count.
      const daysAgo = prng.int(1, volume.days) - 1;
      const dayStart = Math.floor((now.getTime() - daysAgo * DAY) / DAY) * DAY - 8 * 3_600_000;
      const drawnStart = dayStart + prng.weighted(HOURS, HOUR_WEIGHTS) * 3_600_000 + prng.int(0, 59) * MINUTE;
      const minutes = prng.int(15, 150);
      const start = drawnStart + minutes * MINUTE > now.getTime() ? drawnStart - DAY : drawnStart;
      const kw = Math.max(3, Number(gun.rated_power ?? 60) * (0.4 + prng.next() * 0.5));
      return {
        gun,
        start,
        end: start + minutes * MINUTE,
        wh: Math.round((kw * minutes * 1000) / 60),
        payer: prng.int(0, accounts.length - 1),
      };
    });
    sessions.sort((a, b) => a.end - b.end);

    // Ids taken up front, so that each bill is written once with its transaction id (its own id).
    const billIds = await nextIds(db, 'bill', sessions.length);
    const billRows: unknown[][] = [];
    const ledger: CardLedgerLine[] = [];
    for (const [index, session] of sessions.entries()) {
      const stationId = Number(session.gun.station_id);
      if (!models.has(stationId)) models.set(stationId, await modelInForce(db, sellerId, stationId));
      const model = models.get(stationId);
      const meterStart = prng.int(100_000, 9_000_000);
      const samples = [
        { at: session.start, energyWh: meterStart },
        { at: session.end, energyWh: meterStart + session.wh },
      ];
      const account = accounts[session.payer];
      const priced = await priceBill(db, {
        sellerId,
        stationId,
        memberId: account.memberId,
        memberLevel: account.memberLevel,
        samples,
        model,
        promotions,
        now: now.getTime(),
      });
      const billNo = `B${sellerNumber}${String(index + 1).padStart(6, '0')}`;
      const topUp = volume.driversTopUp ? topUpFor(priced.totalAmount - account.balance, prng) : 0;
      if (topUp > 0) {
        account.balance += topUp;
        ledger.push({
          accountId: account.accountId,
          amount: topUp,
          event: 'recharge',
          reference: billNo,
          at: session.start - prng.int(5, 600) * MINUTE,
          billIndex: null,
          remark: billNo,
        });
      }
      const paid = Math.max(0, Math.min(priced.totalAmount, account.balance));
      account.balance -= paid;
      if (paid > 0)
        ledger.push({
          accountId: account.accountId,
          amount: -paid,
          event: 'billSettlement',
          reference: billNo,
          at: session.end,
          billIndex: index,
          remark: billNo,
        });
      billRows.push([
        billIds[index],
        billIds[index],
        sellerId,
        billNo,
        account.memberId,
        cardNos[session.payer],
        stationId,
        Number(session.gun.pile_id),
        Number(session.gun.gun_id),
        BUSINESS_CARD,
        iso(session.start),
        iso(session.end),
        meterStart,
        meterStart + session.wh,
        priced.energyWh / 1000,
        priced.electricityFee,
        priced.serviceFee,
        priced.discount,
        priced.discountName,
        priced.totalAmount,
        paid,
        priced.totalAmount - paid,
        paid === priced.totalAmount ? CHARGE_STATUS.settled : paid > 0 ? CHARGE_STATUS.partial : CHARGE_STATUS.unpaid,
        model ? BILL_STATUS.finished : BILL_STATUS.abnormal,
        'EVDisconnected',
        model?.id ?? null,
        JSON.stringify(priced.periods.map((period) => ({ ...period, from: iso(period.from), to: iso(period.to) }))),
        iso(session.start),
      ]);
    }
    await insertRows(
      db,
      'bill',
      [
        'id',
        'transaction_id',
        'seller_id',
        'bill_no',
        'member_id',
        'card_no',
        'station_id',
        'pile_id',
        'gun_id',
        'business_type',
        'start_time',
        'end_time',
        'meter_start',
        'meter_stop',
        'kwh',
        'electricity_fee',
        'service_fee',
        'discount',
        'discount_name',
        'total_amount',
        'paid_amount',
        'owed',
        'charge_status',
        'bill_status',
        'stop_reason',
        'cost_model_id',
        'periods',
        'created_at',
      ],
      billRows,
    );
    const flows = await writeCardLedger(db, sellerId, ledger, billIds);
    const alarms = await seedAlarms(db, prng, sellerId, sellerNumber, now, guns);
    const commands = await seedCommands(db, prng, sellerId, sellerNumber, now, guns);
    return {
      card: accounts.length,
      bill: billRows.length,
      accountFlow: flows,
      alarmRecord: alarms,
      pileCommand: commands,
    };
  },
});

/** The card accounts in use, with the balance their ledger gives them. */
async function cardAccounts(db: Queryable, sellerId: number): Promise<CardAccount[]> {
  const { rows } = await db.query<{
    id: number;
    member_id: number;
    member_level: number | null;
    balance: number;
    opened_at: string | null;
  }>(
    `select a."id", a."member_id", m."member_level", a."balance", a."opened_at"
       from "account" a left join "member" m on m."id" = a."member_id"
      where a."seller_id" = $1 and a."account_type" = $2 and a."account_state" = 1 and a."member_id" is not null
      order by a."id"`,
    [sellerId, CARD_ACCOUNT],
  );
  return rows.map((row) => ({
    accountId: Number(row.id),
    memberId: Number(row.member_id),
    memberLevel: row.member_level === null ? null : Number(row.member_level),
    balance: Number(row.balance),
    openedAt: row.opened_at === null ? null : new Date(row.opened_at).toISOString(),
  }));
}

async function gunsOf(db: Queryable, sellerId: number): Promise<GunRow[]> {
  const { rows } = await db.query<GunRow>(
    `select g."id" as gun_id, p."id" as pile_id, p."station_id", p."rated_power"
       from "gun" g join "pile" p on p."id" = g."pile_id"
      where g."seller_id" = $1 and p."station_id" is not null order by g."id"`,
    [sellerId],
  );
  return rows;
}

/** `count` new ids of a table's id sequence, in ascending order. */
async function nextIds(db: Queryable, table: string, count: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `select nextval(pg_get_serial_sequence($1, 'id')) as id from generate_series(1, $2::int) order by 1`,
    [`"${table}"`, count],
  );
  return rows.map((row) => Number(row.id));
}

/** Round top-ups drivers make, in fen: a few sessions' worth at a time. */
const TOP_UPS = [20_000, 30_000, 50_000, 100_000];

/**
 * What a driver short of `shortfall` fen tops up before a session: one of the round amounts
 * that cover it, nine times in ten; the tenth time nothing, and the bill stays owed.
 */
function topUpFor(shortfall: number, prng: Prng): number {
  if (shortfall <= 0 || prng.next() < 0.1) return 0;
  const covering = TOP_UPS.filter((amount) => amount >= shortfall);
  return covering.length > 0 ? prng.pick(covering) : Math.ceil(shortfall / 10_000) * 10_000;
}

/** Faults of the last month, handled and recovered, with the level and text the central system gives them. */
const FAULTS: [code: string, level: number, text: string][] = [
  ['HighTemperature', 1, '温度过高'],
  ['GroundFailure', 1, '接地故障'],
  ['EVCommunicationError', 3, '车桩通信故障'],
  ['ConnectorLockFailure', 3, '枪锁故障'],
  ['PowerMeterFailure', 3, '电表故障'],
  ['ReaderFailure', 4, '读卡器故障'],
];

async function seedAlarms(
  db: Queryable,
  prng: Prng,
  sellerId: number,
  sellerNumber: string,
  now: Date,
  guns: GunRow[],
): Promise<number> {
  const { rows: codes } = await db.query<{ id: number; code: string }>(
    `select "id", "code" from "pile" where "seller_id" = $1`,
    [sellerId],
  );
  const codeOf = new Map(codes.map((row) => [Number(row.id), row.code]));
  const rows = Array.from({ length: Math.min(60, guns.length) }, (_, i) => {
    const gun = prng.pick(guns);
    const [code, level, text] = prng.pick(FAULTS);
    const occurred = now.getTime() - prng.int(1, 30 * 24 * 60) * MINUTE;
    const minutes = prng.int(2, 180);
    return [
      sellerId,
      `AL${sellerNumber}${String(i + 1).padStart(5, '0')}`,
      Number(gun.station_id),
      Number(gun.pile_id),
      Number(gun.gun_id),
      code,
      level,
      3,
      `${codeOf.get(Number(gun.pile_id)) ?? ''}：${text}`,
      iso(occurred),
      iso(occurred + minutes * MINUTE),
      minutes,
      iso(occurred + (minutes + prng.int(5, 60)) * MINUTE),
      prng.pick(['现场检查后复位恢复', '更换枪线后恢复', '远程重启后恢复', '清洁散热风道后恢复']),
      iso(occurred),
      1,
    ];
  });
  const columns = ['seller_id', 'alarm_no', 'station_id', 'pile_id', 'gun_id', 'fault_code', 'level', 'status'];
  columns.push('content', 'occurred_at', 'recovered_at', 'duration_min', 'handled_at', 'result', 'created_at');
  columns.push('occurrences');
  return (await insertRows(db, 'alarm_record', columns, rows)).length;
}

/** Commands operators sent over the last week, as the command log keeps them. */
const COMMANDS: [code: number, action: string, answer: string][] = [
  [0, 'ChangeAvailability', '{"status":"Accepted"}'],
  [1, 'ChangeAvailability', '{"status":"Accepted"}'],
  [2, 'Reset', '{"status":"Accepted"}'],
  [3, 'UnlockConnector', '{"status":"Unlocked"}'],
  [3, 'UnlockConnector', '{"status":"UnlockFailed"}'],
];

async function seedCommands(
  db: Queryable,
  prng: Prng,
  sellerId: number,
  sellerNumber: string,
  now: Date,
  guns: GunRow[],
): Promise<number> {
  const rows = Array.from({ length: Math.min(40, guns.length) }, (_, i) => {
    const gun = prng.pick(guns);
    const [code, action, answer] = prng.pick(COMMANDS);
    const sent = now.getTime() - prng.int(10, 7 * 24 * 60) * MINUTE;
    const params =
      action === 'Reset'
        ? { type: 'Soft' }
        : action === 'UnlockConnector'
          ? { connectorId: 1 }
          : { connectorId: 1, type: code === 0 ? 'Inoperative' : 'Operative' };
    return [
      sellerId,
      `C${sellerNumber}${String(i + 1).padStart(5, '0')}`,
      Number(gun.station_id),
      Number(gun.pile_id),
      Number(gun.gun_id),
      code,
      action,
      JSON.stringify(params),
      answer.includes('Failed') ? 4 : 3,
      answer,
      replyOfAnswer(JSON.parse(answer) as { status?: string }),
      1,
      iso(sent),
      iso(sent + prng.int(200, 3_000)),
      iso(sent),
    ];
  });
  const columns = ['seller_id', 'command_no', 'station_id', 'pile_id', 'gun_id', 'command', 'ocpp_action', 'params'];
  columns.push('status', 'response', 'reply', 'attempts', 'sent_at', 'answered_at', 'created_at');
  return (await insertRows(db, 'pile_command', columns, rows)).length;
}
