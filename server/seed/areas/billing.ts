import type { Queryable } from '../../db/database';
import type { Prng } from '../prng';
import { defineAreaSeed } from './define-area-seed';
import { writeRows } from './write-rows';

const DAY = 86_400_000;
const ymd = (time: number) => new Date(time).toISOString().slice(0, 10);

/** How many rows a seeded table now has for the seller. */
async function countOf(db: Queryable, table: string, sellerId: number) {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from "${table}" where "seller_id" = $1`, [
    sellerId,
  ]);
  return Number(rows[0].n);
}

/** Splits `total` by `shares` (percent) into integers that add up to it exactly (the last takes the rest). */
export function splitByShares(total: number, shares: readonly number[]): number[] {
  const parts = shares.map((share) => Math.floor((total * share) / 100));
  parts[parts.length - 1] = total - parts.slice(0, -1).reduce((sum, part) => sum + part, 0);
  return parts;
}

/**
 * Billing and settlement for each demo seller, drawn from its priced bills so that every figure
 * adds up: the raw record each pile sent for a bill, each station's bills per day, the power
 * loss of each station against a metered figure a little above what was billed, weekly split
 * bills per station (their sub-bills share the amount exactly among the receivers), settlement
 * statements per receiver and week (the sum of its sub-bills), and the rules: overtime
 * occupancy fees, channel fees, split receivers and keys.
 */
export default defineAreaSeed({
  area: 'Billing',
  async seed(db, bundle, _prng: Prng, input): Promise<Record<string, number>> {
    if (input.isPlatform || !bundle.entities.get('stationDayBill')) return {};
    const { sellerId, sellerNumber, now } = input;
    const { rows: stations } = await db.query<{ id: number }>(
      `select "id" from "station" where "seller_id" = $1 order by "id"`,
      [sellerId],
    );
    if (stations.length === 0) return {};

    await db.query(
      `insert into "raw_bill" ("seller_id", "pile_code", "gun_index", "transaction_no", "bill_id", "start_time", "end_time",
                               "meter_start", "meter_end", "kwh", "received_at", "parse_status")
       select b."seller_id", p."code", g."gun_index", lpad(b."transaction_id"::text, 12, '0'), b."id", b."start_time", b."end_time",
              b."meter_start", b."meter_stop", b."kwh", b."end_time", 'PARSED'
         from "bill" b join "pile" p on p."id" = b."pile_id" left join "gun" g on g."id" = b."gun_id"
        where b."seller_id" = $1 and b."end_time" is not null`,
      [sellerId],
    );
    await db.query(
      `insert into "station_day_bill" ("seller_id", "bill_date", "station_id", "bill_count", "kwh", "electricity_fee",
                                       "service_fee", "discount", "net")
       select $1, ("start_time" at time zone 'UTC')::date, "station_id", count(*), sum("kwh"), sum("electricity_fee"),
              sum("service_fee"), sum(coalesce("discount", 0)), sum("total_amount") - sum(coalesce("discount", 0))
         from "bill" where "seller_id" = $1 and "bill_status" = 2
        group by ("start_time" at time zone 'UTC')::date, "station_id"`,
      [sellerId],
    );
    // Power loss: the station's meter reads 2 to 6 % above what its bills counted.
    await db.query(
      `insert into "power_loss_record" ("seller_id", "station_id", "loss_date", "meter_kwh", "billed_kwh", "loss_kwh", "loss_rate")
       select $1, x."station_id", x."bill_date", x.metered, x.billed, x.metered - x.billed,
              round((x.metered - x.billed) * 100 / nullif(x.metered, 0), 2)
         from (select d."station_id", d."bill_date", d."kwh"::numeric as billed,
                      round(d."kwh"::numeric * (1.02 + ((d."station_id" * 7 + extract(day from d."bill_date")::int) % 5) * 0.01), 3) as metered
                 from "station_day_bill" d where d."seller_id" = $1) x`,
      [sellerId],
    );

    const receivers = await writeRows(
      db,
      bundle,
      'splitAccountUser',
      sellerId,
      [
        {
          name: `${sellerNumber} 运营公司`,
          receiverType: 'Operator',
          payChannel: 'WeChatPay',
          accountNo: `1601${sellerNumber}01`,
          bankName: '招商银行',
          contact: '周强',
          mobile: '13805710001',
        },
        {
          name: `${sellerNumber} 场地方（万达广场）`,
          receiverType: 'SiteOwner',
          payChannel: 'BankTransfer',
          accountNo: `6222${sellerNumber}02`,
          bankName: '工商银行',
          contact: '李娜',
          mobile: '13805710002',
        },
        {
          name: `${sellerNumber} 投资方`,
          receiverType: 'Investor',
          payChannel: 'Alipay',
          accountNo: `2088${sellerNumber}03`,
          bankName: null,
          contact: '王军',
          mobile: '13805710003',
        },
      ].map((row) => ({ ...row, enableStatus: 1 })),
    );
    await writeRows(db, bundle, 'splitAccountKey', sellerId, [
      {
        payChannel: 'WeChatPay',
        appId: `wx${sellerNumber}a1b2c3`,
        mchId: `16${sellerNumber}`,
        apiKey: 'demo-secret-not-used',
        enableStatus: 1,
      },
      {
        payChannel: 'Alipay',
        appId: `2021${sellerNumber}`,
        mchId: `2088${sellerNumber}`,
        apiKey: 'demo-secret-not-used',
        enableStatus: 0,
      },
    ]);
    await writeRows(db, bundle, 'overtimeRule', sellerId, [
      {
        name: '标准占位费',
        stationIds: stations.slice(0, 3).map((s) => s.id),
        freeMinutes: 30,
        unitMinutes: 30,
        feePerUnit: 500,
        dailyCap: 5000,
        enableStatus: 1,
      },
      {
        name: '商场站占位费',
        stationIds: stations.slice(3, 5).map((s) => s.id),
        freeMinutes: 60,
        unitMinutes: 60,
        feePerUnit: 1000,
        dailyCap: 0,
        enableStatus: 1,
      },
      {
        name: '夜间免收',
        stationIds: [],
        freeMinutes: 120,
        unitMinutes: 60,
        feePerUnit: 300,
        dailyCap: 3000,
        enableStatus: 0,
      },
    ]);
    await writeRows(
      db,
      bundle,
      'channelFeeRule',
      sellerId,
      [
        { payChannel: 'WeChatPay', rate: 0.6, minFee: 0, maxFee: 0, bearer: 'Operator' },
        { payChannel: 'Alipay', rate: 0.6, minFee: 0, maxFee: 0, bearer: 'Operator' },
        { payChannel: 'UnionPay', rate: 0.55, minFee: 10, maxFee: 2000, bearer: 'Platform' },
        { payChannel: 'BankTransfer', rate: 0, minFee: 0, maxFee: 0, bearer: 'Operator' },
      ].map((rule) => ({ ...rule, effectiveFrom: ymd(now.getTime() - 200 * DAY), enableStatus: 1 })),
    );

    // Split bills: each station's finished bills per week (Monday to Sunday), shared 70 / 20 / 10.
    const SHARES = [70, 20, 10];
    const { rows: weeks } = await db.query<{ station_id: number; week: string; total: number }>(
      `select "station_id", to_char(date_trunc('week', "start_time" at time zone 'UTC'), 'YYYY-MM-DD') as week,
              sum("total_amount")::bigint as total
         from "bill" where "seller_id" = $1 and "bill_status" = 2 group by 1, 2 order by 2, 1`,
      [sellerId],
    );
    const splitRows = weeks.map((w, i) => {
      const from = Date.parse(`${w.week}T00:00:00Z`);
      const to = from + 6 * DAY;
      const current = now.getTime() < to + DAY;
      const status = current ? 'PENDING' : i % 6 === 5 ? 'FAILED' : i % 4 === 3 ? 'CONFIRMED' : 'SETTLED';
      return {
        billNo: `SB${sellerNumber}${w.week.replace(/-/g, '')}${String(w.station_id).padStart(4, '0')}`,
        stationId: w.station_id,
        periodFrom: w.week,
        periodTo: ymd(to),
        totalAmount: Number(w.total),
        splitAmount: Number(w.total),
        receiverCount: SHARES.length,
        status,
        settledAt: status === 'SETTLED' ? new Date(to + 2 * DAY).toISOString() : null,
      };
    });
    const splitIds = await writeRows(db, bundle, 'splitAccountBill', sellerId, splitRows);
    const subRows: Record<string, unknown>[] = [];
    splitRows.forEach((split, i) => {
      splitByShares(split.splitAmount, SHARES).forEach((amount, r) =>
        subRows.push({
          parentId: splitIds[i],
          receiverId: receivers[r],
          ratio: SHARES[r],
          amount,
          channelTradeNo: split.status === 'SETTLED' ? `${split.billNo}R${r + 1}` : null,
          status: split.status,
          paidAt: split.settledAt,
        }),
      );
    });
    await writeRows(db, bundle, 'subBill', sellerId, subRows);

    // Settlement statements: each receiver's settled sub-bills per week.
    const statements: Record<string, unknown>[] = [];
    const settledWeeks = [...new Set(splitRows.filter((s) => s.status === 'SETTLED').map((s) => s.periodFrom))].sort();
    settledWeeks.forEach((week, w) => {
      receivers.forEach((receiverId, r) => {
        const amount = subRows
          .filter((sub) => sub.receiverId === receiverId && sub.status === 'SETTLED')
          .filter((sub) => splitRows[splitIds.indexOf(Number(sub.parentId))]?.periodFrom === week)
          .reduce((sum, sub) => sum + Number(sub.amount), 0);
        const status =
          w === settledWeeks.length - 1
            ? ['DRAFT', 'SUBMITTED', 'REJECTED'][r]
            : r === 2 && w % 2
              ? 'APPROVED'
              : 'PAID';
        const end = splitRows.find((s) => s.periodFrom === week)!.periodTo;
        statements.push({
          statementNo: `ST${sellerNumber}${week.replace(/-/g, '')}${r + 1}`,
          partyId: receiverId,
          periodFrom: week,
          periodTo: end,
          amount,
          adjustment: 0,
          status,
          approvedAt: ['APPROVED', 'PAID'].includes(status) ? new Date(Date.parse(end) + 5 * DAY).toISOString() : null,
          paidAt: status === 'PAID' ? new Date(Date.parse(end) + 8 * DAY).toISOString() : null,
          rejectReason: status === 'REJECTED' ? '分账比例与合同不符' : null,
        });
      });
    });
    await writeRows(db, bundle, 'settlementStatement', sellerId, statements);

    const counted: Record<string, number> = {};
    for (const [entity, table] of [
      ['rawBill', 'raw_bill'],
      ['stationDayBill', 'station_day_bill'],
      ['powerLossRecord', 'power_loss_record'],
      ['splitAccountBill', 'split_account_bill'],
      ['subBill', 'sub_bill'],
      ['settlementStatement', 'settlement_statement'],
    ])
      counted[entity] = await countOf(db, table, sellerId);
    return counted;
  },
});
