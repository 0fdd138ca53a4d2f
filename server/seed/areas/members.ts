import type { MetaBundle } from '../../../src/meta/bundle';
import type { Queryable } from '../../db/database';
import { columnName, tableName } from '../../db/naming';
import { flowNoFor, postBalanceChanges, type BalanceChange, type LedgerEvent } from '../../ledger';
import { approvedValues } from '../../flow/approval-rule';
import { recordTransition } from '../../flow/transitions';
import { insertRows } from '../insert-rows';
import type { Prng } from '../prng';
import { defineAreaSeed } from './define-area-seed';

const DAY = 86_400_000;
const MEMBERS_PER_SELLER = 300;

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢';
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '强',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '霞',
  '平',
  '刚',
  '桂英',
  '建华',
  '志强',
  '海燕',
  '晓东',
  '文博',
  '子涵',
  '浩然',
  '雨桐',
  '思远',
];

/** Rows of one entity as objects, in one multi-row insert per batch; answers the new ids. */
async function write(
  db: Queryable,
  bundle: MetaBundle,
  entityName: string,
  sellerId: number,
  rows: Record<string, unknown>[],
): Promise<number[]> {
  const entity = bundle.entities.get(entityName);
  if (!entity || rows.length === 0) return [];
  const names = Object.keys(entity.fields).filter(
    (name) => entity.fields[name].type !== 'references' && rows.some((row) => name in row),
  );
  const extra = ['createdAt'].filter((name) => rows.some((row) => name in row));
  return insertRows(
    db,
    tableName(entity),
    ['seller_id', ...[...names, ...extra].map(columnName)],
    rows.map((row) => [sellerId, ...[...names, ...extra].map((name) => row[name] ?? null)]),
  );
}

const iso = (time: number) => new Date(time).toISOString();

/**
 * Members and their money for each demo seller: a few hundred members (personal and fleet),
 * their accounts (phone accounts for all, card accounts for some, credit accounts for fleet
 * members), each account's ledger over the last 90 days (recharges, bill settlements, fleet
 * allocations, manual adjustments, paid refunds) with the balance equal to its sum, and
 * refunds against those accounts in every state of the two-level approval.
 */
export default defineAreaSeed({
  area: 'Members',
  async seed(db, bundle, prng: Prng, input): Promise<Record<string, number>> {
    if (input.isPlatform || !bundle.entities.get('member') || !bundle.entities.get('account')) return {};
    const { sellerId, sellerNumber, now } = input;
    const pick = <T>(items: readonly T[]) => items[prng.int(0, items.length - 1)];
    const count = MEMBERS_PER_SELLER;

    const members = Array.from({ length: count }, (_, i) => {
      const fleet = i % 7 === 0;
      const status = i % 41 === 5 ? 3 : i % 53 === 7 ? 2 : i % 67 === 9 ? 4 : i % 97 === 11 ? 5 : 1;
      const registered = now.getTime() - prng.int(1, 720) * DAY - prng.int(0, 86_000) * 1000;
      return {
        memberNo: `M${sellerNumber}${String(i + 1).padStart(5, '0')}`,
        name: `${pick([...SURNAMES])}${pick(GIVEN)}`,
        mobile: `1${pick(['3', '5', '7', '8'])}${String(prng.int(0, 9))}${String(prng.int(10_000_000, 99_999_999))}`,
        memberType: fleet ? 2 : i % 29 === 3 ? 3 : 1,
        memberStatus: status,
        memberLevel: 1 + (i % 11 === 0 ? 4 : i % 5 === 0 ? 3 : i % 3 === 0 ? 2 : i % 2),
        source: 1 + (i % 7),
        points: prng.int(0, 5000),
        registeredAt: iso(registered),
        createdAt: iso(registered),
      };
    });
    const memberIds = await write(db, bundle, 'member', sellerId, members);

    // Accounts: a phone account each; a card account for every fourth; a credit account per fleet member.
    interface SeedAccount {
      row: Record<string, unknown>;
      memberIndex: number;
    }
    const accounts: SeedAccount[] = [];
    members.forEach((member, i) => {
      const opened = Date.parse(member.registeredAt);
      const state = member.memberStatus === 5 ? 3 : member.memberStatus === 2 ? 2 : 1;
      const add = (suffix: string, accountType: number, creditLimit = 0) =>
        accounts.push({
          memberIndex: i,
          row: {
            accountNo: `A${sellerNumber}${String(i + 1).padStart(5, '0')}${suffix}`,
            memberId: memberIds[i],
            accountType,
            accountState: state,
            balance: 0,
            frozenAmount: 0,
            creditLimit,
            openedAt: iso(opened),
            createdAt: iso(opened),
          },
        });
      add('P', 2);
      if (i % 4 === 1) add('C', 1);
      if (member.memberType === 2) add('X', 4, 50_000 * prng.int(1, 10));
    });

    // Each account's ledger, oldest first, its running balance never below zero (credit: its limit).
    const flows: (Omit<BalanceChange, 'sellerId' | 'accountId'> & { accountIndex: number })[] = [];
    const start = now.getTime() - 90 * DAY;
    accounts.forEach((account, a) => {
      const creditLimit = Number(account.row.creditLimit);
      let balance = 0;
      let time = Math.max(start, Date.parse(String(account.row.openedAt)));
      const entries = prng.int(1, 8);
      for (let k = 0; k < entries; k += 1) {
        time +=
          prng.int(1, Math.max(1, Math.floor((now.getTime() - time) / DAY / 4))) * DAY - prng.int(0, 40_000) * 1000;
        if (time >= now.getTime()) break;
        const roll = prng.next();
        let event: LedgerEvent;
        let amount: number;
        if (k === 0 || roll < 0.35) {
          event = Number(account.row.accountType) === 4 && roll < 0.2 ? 'fleetAllocation' : 'recharge';
          amount = pick([5000, 10000, 20000, 30000, 50000, 100000]);
        } else if (roll < 0.92) {
          event = 'billSettlement';
          amount = -Math.min(prng.int(800, 12000), balance + creditLimit);
        } else {
          event = 'manualAdjustment';
          amount = roll < 0.96 ? prng.int(100, 2000) : -Math.min(prng.int(100, 2000), balance);
        }
        if (amount === 0) continue;
        flows.push({
          flowNo: flowNoFor(event, `L${sellerNumber}${String(a).padStart(5, '0')}${k}`),
          accountIndex: a,
          event,
          amount,
          remark: event === 'manualAdjustment' ? '后台调账' : null,
          at: time,
        });
        balance += amount;
      }
      account.row.balance = balance;
    });

    // Refunds against phone accounts with money, in every state; paid ones debit the ledger.
    const users = (
      await db.query<{ id: number; account: string }>(
        `select id, account from users where seller_id = $1 and account in ('admin', 'finance')`,
        [sellerId],
      )
    ).rows;
    const admin = users.find((u) => u.account === 'admin')?.id ?? null;
    const finance = users.find((u) => u.account === 'finance')?.id ?? admin;
    const STEPS = ['', '', 'f', 'f', 'fs', 'fsp', 'fsp', 'fsp', 'r', 'fr', 'h', ''];
    const lastFlowAt = new Map<number, number>();
    for (const flow of flows)
      lastFlowAt.set(flow.accountIndex, Math.max(lastFlowAt.get(flow.accountIndex) ?? 0, flow.at ?? 0));
    const refunds: { row: Record<string, unknown>; accountIndex: number }[] = [];
    const candidates = accounts
      .map((account, index) => ({ account, index }))
      .filter(({ account }) => Number(account.row.accountType) === 2 && Number(account.row.balance) >= 2000);
    for (let r = 0; r < Math.min(36, candidates.length); r += 1) {
      const { account, index } = candidates[(r * 7) % candidates.length];
      if (refunds.some((refund) => refund.accountIndex === index)) continue;
      const steps = STEPS[r % STEPS.length];
      const balance = Number(account.row.balance);
      const amount = Math.max(100, Math.floor((balance * prng.int(20, 100)) / 100 / 100) * 100);
      const applied = now.getTime() - prng.int(1, 30) * DAY;
      const at = (hours: number) => iso(applied + hours * 3_600_000);
      const row: Record<string, unknown> = {
        refundNo: `RA${sellerNumber}${String(r + 1).padStart(4, '0')}`,
        accountId: null,
        memberId: account.row.memberId,
        memberName: members[account.memberIndex].name,
        accountNo: account.row.accountNo,
        amount: Math.min(amount, balance),
        channel: pick(['Alipay', 'WeChatPay', 'cash']),
        reason: pick(['余额退回', '充值重复', '账户注销', '误充值']),
        status: 'AwaitingApproval',
        appliedAt: iso(applied),
        createdAt: iso(applied),
      };
      for (const step of steps) {
        if (step === 'f')
          Object.assign(row, { firstAuditor: finance, firstAuditedAt: at(2), status: 'AwaitingReApproval' });
        if (step === 's') Object.assign(row, { secondAuditor: admin, secondAuditedAt: at(5), status: 'Approve' });
        // Paid after the account's last entry, which the refund's entry follows.
        if (step === 'p')
          Object.assign(row, {
            refundedAt: iso(
              Math.min(now.getTime(), Math.max(applied + 8 * 3_600_000, (lastFlowAt.get(index) ?? 0) + 60_000)),
            ),
            status: 'Refunded',
          });
        if (step === 'r') Object.assign(row, { rejectReason: '非会员本人申请', status: 'DisApprove' });
        if (step === 'h') Object.assign(row, { rejectReason: '等待会员补充材料', status: 'HangIn' });
      }
      refunds.push({ row, accountIndex: index });
    }

    const accountIds = await write(
      db,
      bundle,
      'account',
      sellerId,
      // Opened empty and in use: the ledger's postings below bring each account to its balance,
      // and an account disabled since is disabled after them.
      accounts.map((account) => ({ ...account.row, balance: 0, accountState: 1 })),
    );
    for (const refund of refunds) refund.row.accountId = accountIds[refund.accountIndex];
    const refundIds = await write(
      db,
      bundle,
      'refundRecord',
      sellerId,
      refunds.map((refund) => refund.row),
    );
    // Each approval a refund went through is recorded with the values it approved, as the status
    // route records them: a seeded approved refund can be paid like one approved on screen.
    const refundEntity = bundle.entities.get('refundRecord')!;
    for (const [i, refund] of refunds.entries()) {
      const row: Record<string, unknown> = { ...refund.row, id: refundIds[i] };
      const steps: [string, string, string, unknown][] = [];
      if (row.firstAuditor) steps.push(['firstApprove', 'AwaitingApproval', 'AwaitingReApproval', row.firstAuditor]);
      if (row.secondAuditor) steps.push(['secondApprove', 'AwaitingReApproval', 'Approve', row.secondAuditor]);
      for (const [action, from, to, user] of steps) {
        await recordTransition(db, {
          sellerId,
          entity: refundEntity.name,
          rowId: Number(row.id),
          action,
          from,
          to,
          userId: Number(user),
          input: {},
          approved: approvedValues(refundEntity, row),
        });
      }
    }
    // A paid refund is the account's last entry, posted when it was paid.
    refunds.forEach((refund, i) => {
      if (refund.row.status !== 'Refunded') return;
      flows.push({
        flowNo: flowNoFor('refund', String(refund.row.refundNo)),
        accountIndex: refund.accountIndex,
        event: 'refund',
        amount: -Number(refund.row.amount),
        refundId: refundIds[i],
        remark: String(refund.row.reason),
        at: Date.parse(String(refund.row.refundedAt)),
      });
    });
    // Every entry through the ledger's posting, as live work posts it: the balance is the sum.
    await postBalanceChanges(
      db,
      sellerId,
      flows.map(({ accountIndex, ...flow }) => ({
        ...flow,
        sellerId,
        accountId: accountIds[accountIndex],
        allowNegative: flow.event === 'billSettlement',
      })),
    );
    const disabled = accounts.flatMap((account, a) => (Number(account.row.accountState) === 1 ? [] : [a]));
    await db.query(
      `update "account" a set "account_state" = v.state from unnest($1::bigint[], $2::int[]) as v(id, state)
        where a."id" = v.id and a."seller_id" = $3`,
      [disabled.map((a) => accountIds[a]), disabled.map((a) => Number(accounts[a].row.accountState)), sellerId],
    );
    return {
      member: memberIds.length,
      account: accountIds.length,
      accountFlow: flows.length,
      refundRecord: refundIds.length,
    };
  },
});
