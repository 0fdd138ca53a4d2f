import type { Queryable } from '../../db/database';
import rechargeBatchHooks, { syncLines } from '../../entities/recharge-batch';
import { openRefunds } from '../../entities/refund-record';
import type { Prng } from '../prng';
import { defineAreaSeed } from './define-area-seed';
import { writeRows } from './write-rows';

const DAY = 86_400_000;
const ymd = (time: number) => new Date(time).toISOString().slice(0, 10);

async function idsOf(db: Queryable, table: string, sellerId: number, limit: number) {
  const { rows } = await db.query<{ id: number }>(
    `select "id" from "${table}" where "seller_id" = $1 order by "id" limit ${limit}`,
    [sellerId],
  );
  return rows.map((row) => Number(row.id));
}

/**
 * `count` of the seller's stations from `from` on, wrapping round (a seller with few stations
 * still gives every configuration some), each at most once.
 */
const stationsFrom = (stations: number[], from: number, count: number) => [
  ...new Set(
    Array.from({ length: Math.min(count, stations.length) }, (_, k) => stations[(from + k) % stations.length]),
  ),
];

/**
 * Split-account configurations and clearing rules over the seller's stations and receivers
 * (ratios adding up to 100 %), refund applications that started refund records still waiting
 * for their first approval (each within what its account may refund), and two recharge batches
 * made the way an import makes them: one synced through the same code as the sync action, with
 * a line for an unknown account recorded as failed, and one still waiting.
 */
export default defineAreaSeed({
  area: 'Finance configuration',
  async seed(db, bundle, _prng: Prng, input): Promise<Record<string, number>> {
    const batchEntity = bundle.entities.get('rechargeBatch');
    if (input.isPlatform || !bundle.entities.get('splitAccountConfig') || !batchEntity) return {};
    const { sellerId, sellerNumber, now } = input;
    const stations = await idsOf(db, 'station', sellerId, 8);
    const [operator, siteOwner, investor] = await idsOf(db, 'split_account_user', sellerId, 3);
    const counts: Record<string, number> = {};
    if (operator && siteOwner && investor && stations.length) {
      const configs = await writeRows(db, bundle, 'splitAccountConfig', sellerId, [
        {
          name: '标准三方分账',
          stationIds: stationsFrom(stations, 0, 3),
          receivers: [
            { receiverId: operator, scope: 'AllBill', ratio: 60 },
            { receiverId: siteOwner, scope: 'OnlyService', ratio: 25 },
            { receiverId: investor, scope: 'OnlyService', ratio: 15 },
          ],
          settleCycle: 'Monthly',
          effectiveFrom: ymd(now.getTime() - 90 * DAY),
          enableStatus: 1,
        },
        {
          name: '商场站场地分成',
          stationIds: stationsFrom(stations, 3, 2),
          receivers: [
            { receiverId: operator, scope: 'AllBill', ratio: 70 },
            { receiverId: siteOwner, scope: 'AllBill', ratio: 30 },
          ],
          settleCycle: 'Weekly',
          effectiveFrom: ymd(now.getTime() - 30 * DAY),
          enableStatus: 1,
        },
        {
          name: '投资方回本期分账',
          stationIds: stationsFrom(stations, 5, 1),
          receivers: [
            { receiverId: investor, scope: 'OnlyPower', ratio: 66.67 },
            { receiverId: operator, scope: 'OnlyPower', ratio: 33.33 },
          ],
          settleCycle: 'Quarterly',
          effectiveFrom: ymd(now.getTime() + 15 * DAY),
          enableStatus: 0,
        },
      ]);
      const rules = await writeRows(db, bundle, 'clearingRule', sellerId, [
        {
          name: '自营站清分',
          stationIds: stationsFrom(stations, 0, 4),
          parties: [
            { partyType: 'Operator', partyId: operator, electricityRatio: 100, serviceRatio: 80 },
            { partyType: 'SiteOwner', partyId: siteOwner, electricityRatio: 0, serviceRatio: 20 },
          ],
          channelFeeBearer: 'Operator',
          effectiveFrom: ymd(now.getTime() - 120 * DAY),
          enableStatus: 1,
        },
        {
          name: '合作站清分',
          stationIds: stationsFrom(stations, 4, 3),
          parties: [
            { partyType: 'Investor', partyId: investor, electricityRatio: 40, serviceRatio: 50 },
            { partyType: 'Operator', partyId: operator, electricityRatio: 60, serviceRatio: 35 },
            { partyType: 'SiteOwner', partyId: siteOwner, electricityRatio: 0, serviceRatio: 15 },
          ],
          channelFeeBearer: 'Investor',
          effectiveFrom: ymd(now.getTime() - 45 * DAY),
          enableStatus: 1,
        },
      ]);
      counts.splitAccountConfig = configs.length;
      counts.clearingRule = rules.length;
    }

    // Refund applications on the accounts with the most left to refund, each under that amount.
    const { rows: accounts } = await db.query<{
      id: number;
      account_no: string;
      balance: number;
      member_id: number;
      name: string;
    }>(
      `select a."id", a."account_no", a."balance", a."member_id", m."name" from "account" a
         join "member" m on m."id" = a."member_id"
        where a."seller_id" = $1 and a."account_state" <> 3 and a."balance" >= 10000
        order by a."balance" desc, a."id" limit 3`,
      [sellerId],
    );
    const admin = (
      await db.query<{ id: number }>(`select id from users where seller_id = $1 and account = 'admin'`, [sellerId])
    ).rows[0]?.id;
    const reasons = ['余额退回', '账户注销', '误充值'];
    const channels = ['WeChatPay', 'Alipay', 'cash'];
    let applications = 0;
    for (const [i, account] of accounts.entries()) {
      const refundable = Number(account.balance) - (await openRefunds(db, sellerId, Number(account.id)));
      const amount = Math.floor(refundable / 4 / 100) * 100;
      if (amount <= 0) continue;
      const appliedAt = new Date(now.getTime() - (i + 1) * DAY).toISOString();
      const [refundId] = await writeRows(db, bundle, 'refundRecord', sellerId, [
        {
          refundNo: `RF${sellerNumber}A${String(i + 1).padStart(3, '0')}`,
          accountId: account.id,
          memberId: account.member_id,
          memberName: account.name,
          accountNo: account.account_no,
          amount,
          channel: channels[i],
          reason: reasons[i],
          status: 'AwaitingApproval',
          appliedAt,
        },
      ]);
      applications += (
        await writeRows(db, bundle, 'refundApplication', sellerId, [
          {
            applyNo: `RA${sellerNumber}${String(i + 1).padStart(3, '0')}`,
            memberId: account.member_id,
            accountId: account.id,
            refundable,
            amount,
            channel: channels[i],
            reason: reasons[i],
            attachments: [],
            refundId,
            status: 'AwaitingApproval',
            applicant: admin ?? null,
            appliedAt,
          },
        ])
      ).length;
    }
    counts.refundApplication = applications;

    // Recharge batches, imported and synced by the batch's own code.
    const { rows: targets } = await db.query<{ account_no: string; name: string }>(
      `select a."account_no", m."name" from "account" a join "member" m on m."id" = a."member_id"
        where a."seller_id" = $1 and a."account_state" <> 3 order by a."id" limit 6`,
      [sellerId],
    );
    if (targets.length >= 4 && rechargeBatchHooks.importRows) {
      const line = (accountNo: string, amount: number, memberName?: string) => ({
        row: 0,
        values: { accountNo, amount, memberName: memberName ?? null, payChannel: 'BankTransfer', remark: '年度补贴' },
      });
      const context = { tx: db, bundle, entity: batchEntity, sellerId, userId: admin ?? 0, locale: 'zh-CN' as const };
      await rechargeBatchHooks.importRows({
        ...context,
        rows: [
          line(targets[0].account_no, 20000, targets[0].name),
          line(targets[1].account_no, 15000),
          line(targets[2].account_no, 5000, targets[2].name),
          line(targets[3].account_no, 8000),
        ],
      });
      // The import refuses unknown accounts, so the demo's failed line is one whose account number
      // no longer matches by the time of the sync (as after a card is re-issued under a new number).
      await db.query(
        `update "recharge_batch_item" set "account_no" = $2
          where "seller_id" = $1 and "row_no" = 4 and "batch_id" = (select max("id") from "recharge_batch" where "seller_id" = $1)`,
        [sellerId, `NA${sellerNumber}999`],
      );
      const { rows: synced } = await db.query<{ id: number; batch_no: string }>(
        `update "recharge_batch" set "status" = 1, "synced_at" = now(), "imported_at" = $2
          where "seller_id" = $1 and "id" = (select max("id") from "recharge_batch" where "seller_id" = $1)
        returning "id", "batch_no"`,
        [sellerId, new Date(now.getTime() - 3 * DAY).toISOString()],
      );
      await syncLines(db, bundle, sellerId, { id: synced[0].id, batchNo: synced[0].batch_no }, 0, 'zh-CN');
      await rechargeBatchHooks.importRows({
        ...context,
        rows: [line(targets[3].account_no, 10000), line(targets[targets.length - 1].account_no, 30000)],
      });
      counts.rechargeBatch = 2;
    }
    return counts;
  },
});
