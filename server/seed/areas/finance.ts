import type { Queryable } from '../../db/database';
import { LEDGER_EVENTS } from '../../ledger';
import type { Prng } from '../prng';
import { defineAreaSeed } from './define-area-seed';
import { writeRows } from './write-rows';

const DAY = 86_400_000;
const CHANNELS = ['WeChatPay', 'Alipay', 'UnionPay', 'BankTransfer'] as const;
const iso = (time: number) => new Date(time).toISOString();
const ymd = (time: number) => iso(time).slice(0, 10);

/** How many rows a seeded entity now has for the seller. */
async function countOf(db: Queryable, table: string, sellerId: number) {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from "${table}" where "seller_id" = $1`, [
    sellerId,
  ]);
  return Number(rows[0].n);
}

/**
 * Finance and fleets for each demo seller, drawn from the money the members and charging seeds
 * already moved so that every figure adds up: a recharge record and a pay stream for every
 * recharge of the ledger (some of them approved manual recharges, plus pending and rejected
 * applications), daily recharge checks per channel (their platform side is the day's
 * recharges), personal monthly bills summed from the bills, invoices over paid bills in all
 * fourteen states (a bill on one live invoice at most), invoice titles, virtual cards, a tree
 * of fleets with their members, vehicle certifications, and the invoice and refund settings.
 */
export default defineAreaSeed({
  area: 'Finance',
  async seed(db, bundle, prng: Prng, input): Promise<Record<string, number>> {
    if (input.isPlatform || !bundle.entities.get('recharge')) return {};
    const { sellerId, sellerNumber, now } = input;
    const pick = <T>(items: readonly T[]) => items[prng.int(0, items.length - 1)];
    const admin = (
      await db.query<{ id: number }>(`select id from users where seller_id = $1 and account = 'admin'`, [sellerId])
    ).rows[0]?.id;

    // Recharges: one record and one pay stream per recharge entry of the ledger.
    const { rows: credits } = await db.query<{
      flow_no: string;
      account_id: number;
      member_id: number | null;
      account_type: number;
      amount: number;
      created_at: string;
    }>(
      `select f."flow_no", f."account_id", f."member_id", a."account_type", f."amount", f."created_at"
         from "account_flow" f join "account" a on a."id" = f."account_id"
        where f."seller_id" = $1 and f."event_type" = $2 order by f."created_at"`,
      [sellerId, LEDGER_EVENTS.recharge],
    );
    const manualEvery = 9;
    const recharges = credits.map((credit, i) => ({
      rechargeNo: credit.flow_no,
      memberId: credit.member_id,
      accountId: credit.account_id,
      accountType: credit.account_type,
      rechargeType: i % manualEvery === 0 ? 3 : 1 + (i % 2),
      payChannel: i % manualEvery === 0 ? 'BankTransfer' : pick(CHANNELS.slice(0, 3)),
      amount: Number(credit.amount),
      giftAmount: 0,
      status: 'PAID',
      paidAt: new Date(credit.created_at).toISOString(),
    }));
    const rechargeIds = await writeRows(db, bundle, 'recharge', sellerId, recharges);
    await writeRows(
      db,
      bundle,
      'payStream',
      sellerId,
      recharges
        .map((recharge, i) => ({ recharge, id: rechargeIds[i] }))
        .filter(({ recharge }) => recharge.rechargeType !== 3)
        .map(({ recharge, id }, i) => ({
          tradeNo: `PS${sellerNumber}${String(i + 1).padStart(7, '0')}`,
          channelTradeNo: `${recharge.payChannel === 'Alipay' ? '2026' : '4200'}${String(prng.int(1e9, 9.99e9))}${String(i).padStart(6, '0')}`,
          payChannel: recharge.payChannel,
          memberId: recharge.memberId,
          rechargeId: id,
          rechargeType: recharge.rechargeType,
          amount: recharge.amount,
          status: 'PAID',
          paidAt: recharge.paidAt,
        })),
    );

    // Manual recharges: the approved ones are the ledger's bank-transfer recharges above.
    const manual: Record<string, unknown>[] = recharges
      .filter((recharge) => recharge.rechargeType === 3)
      .map((recharge) => ({
        rechargeNo: `MR${recharge.rechargeNo.slice(2)}`,
        accountId: recharge.accountId,
        memberId: recharge.memberId,
        rechargeType: 3,
        payChannel: 'BankTransfer',
        amount: recharge.amount,
        giftAmount: 0,
        reason: '对公转账到账，后台补录',
        approvalStatus: 'APPROVED',
        applicant: admin,
        appliedAt: iso(Date.parse(recharge.paidAt) - 3_600_000),
        auditor: admin,
        auditedAt: recharge.paidAt,
      }));
    const open = credits.slice(-12);
    open.forEach((credit, i) => {
      const applied = now.getTime() - prng.int(0, 5) * DAY - prng.int(600, 40_000) * 1000;
      manual.push({
        rechargeNo: `MR${sellerNumber}${String(i + 1).padStart(6, '0')}`,
        accountId: credit.account_id,
        memberId: credit.member_id,
        rechargeType: 3,
        payChannel: pick(['BankTransfer', 'Cash']),
        amount: pick([10000, 20000, 50000, 100000]),
        giftAmount: i % 3 === 0 ? 2000 : 0,
        reason: i % 4 === 3 ? '客户误充，申请冲正后重新补录' : '企业客户对公转账充值',
        approvalStatus: i % 4 === 3 ? 'REJECTED' : 'PENDING',
        applicant: admin,
        appliedAt: iso(applied),
        auditor: i % 4 === 3 ? admin : null,
        auditedAt: i % 4 === 3 ? iso(applied + 7_200_000) : null,
        ...(i % 4 === 3 ? { rejectReason: '转账凭证与金额不符' } : {}),
      });
    });
    await writeRows(db, bundle, 'manualRecharge', sellerId, manual);

    // Recharge checks: the last 30 days per channel; the platform side is that day's recharges.
    const checks: Record<string, unknown>[] = [];
    for (let d = 1; d <= 30; d += 1) {
      const day = ymd(now.getTime() - d * DAY);
      for (const channel of CHANNELS) {
        const ofDay = recharges.filter((r) => r.payChannel === channel && r.paidAt.slice(0, 10) === day);
        const platform = ofDay.reduce((sum, r) => sum + r.amount, 0);
        const differs = (d * 7 + channel.length) % 23 === 0 && platform > 0;
        const diff = differs ? -pick([100, 500, 1000]) : 0;
        const status = d <= 2 ? 'UNCHECKED' : differs ? (d > 10 ? 'FIXED' : 'ABNORMAL') : 'MATCHED';
        checks.push({
          checkDate: day,
          payChannel: channel,
          count: ofDay.length,
          platformAmount: platform,
          channelAmount: platform + diff,
          diff,
          checkStatus: status,
          handler: status === 'UNCHECKED' ? null : admin,
          handledAt: status === 'UNCHECKED' ? null : iso(Date.parse(day) + DAY + 10 * 3_600_000),
          note: differs ? (status === 'FIXED' ? '渠道手续费差额，已与渠道确认' : '渠道到账少于平台记录') : null,
        });
      }
    }
    await writeRows(db, bundle, 'rechargeCheck', sellerId, checks);

    // Personal bills: each member's bills summed per month.
    await db.query(
      `insert into "personal_bill" ("seller_id", "member_id", "month", "bill_count", "kwh", "amount", "discount", "paid", "outstanding")
       select $1, "member_id", date_trunc('month', "start_time")::date, count(*), sum("kwh"), sum("total_amount"),
              sum(coalesce("discount", 0)), sum(coalesce("paid_amount", 0)),
              sum("total_amount") - sum(coalesce("paid_amount", 0))
         from "bill" where "seller_id" = $1 and "member_id" is not null
        group by "member_id", date_trunc('month', "start_time")`,
      [sellerId],
    );

    // Invoices over paid bills, two or three of one member's bills each, in all fourteen states.
    const { rows: paid } = await db.query<{ id: number; member_id: number; paid_amount: number; end_time: string }>(
      `select "id", "member_id", "paid_amount", "end_time" from "bill"
        where "seller_id" = $1 and "member_id" is not null and "paid_amount" > 0 order by "member_id", "id"`,
      [sellerId],
    );
    const byMember = new Map<number, typeof paid>();
    for (const bill of paid) byMember.set(bill.member_id, [...(byMember.get(bill.member_id) ?? []), bill]);
    const STATES = [
      'INVOICE_APPLYING',
      'INVOICE_CHECK',
      'IN_INVOICE',
      'INVOICE_FINISH',
      'INVOICE_FINISH',
      'INVOICE_FINISH',
      'INVOICE_FAIL',
      'INVOICE_REJECT',
      'RED_APPLYING',
      'RED_CHECK',
      'IN_RED',
      'RED_FAIL',
      'RED_REJECT',
      'REDED',
      'IN_THE_VOID',
      'VOIDED',
      'INVOICE_APPLYING',
      'INVOICE_FINISH',
    ];
    const { rows: names } = await db.query<{ id: number; name: string }>(
      `select "id", "name" from "member" where "seller_id" = $1`,
      [sellerId],
    );
    const nameOf = new Map(names.map((m) => [Number(m.id), m.name]));
    const invoices: Record<string, unknown>[] = [];
    let n = 0;
    for (const [memberId, bills] of byMember) {
      if (invoices.length >= 54 || bills.length < 2) continue;
      const chosen = bills.slice(0, 2 + (n % 2));
      const status = STATES[n % STATES.length];
      const applied = Math.max(...chosen.map((bill) => Date.parse(bill.end_time))) + DAY;
      const issued = !['INVOICE_APPLYING', 'INVOICE_CHECK', 'IN_INVOICE', 'INVOICE_FAIL', 'INVOICE_REJECT'].includes(
        status,
      );
      const company = n % 3 === 0;
      invoices.push({
        invoiceNo: `IV${sellerNumber}${String(n + 1).padStart(6, '0')}`,
        memberId,
        billIds: chosen.map((bill) => bill.id),
        titleType: company ? 2 : 1,
        title: company ? `${nameOf.get(memberId) ?? ''}物流有限公司` : (nameOf.get(memberId) ?? '个人'),
        taxNo: company ? `91330100MA${String(prng.int(10_000_000, 99_999_999))}` : null,
        email: `member${memberId}@example.com`,
        amount: chosen.reduce((sum, bill) => sum + Number(bill.paid_amount), 0),
        status,
        invoiceCode: issued ? String(prng.int(10_000_000, 99_999_999)) : null,
        appliedAt: iso(Math.min(applied, now.getTime() - DAY)),
        issuedAt: issued ? iso(Math.min(applied, now.getTime() - DAY) + 2 * DAY) : null,
        rejectReason: status.endsWith('REJECT') ? '抬头与税号不一致' : status.endsWith('FAIL') ? '税控盘离线' : null,
      });
      n += 1;
    }
    await writeRows(db, bundle, 'invoiceRecord', sellerId, invoices);
    await writeRows(
      db,
      bundle,
      'invoiceTitle',
      sellerId,
      invoices.slice(0, 30).map((invoice, i) => ({
        memberId: invoice.memberId,
        titleType: invoice.titleType,
        title: invoice.title,
        taxNo: invoice.taxNo,
        bank: invoice.titleType === 2 ? '招商银行杭州分行' : null,
        bankAccount: invoice.titleType === 2 ? `5719${String(prng.int(10_000_000, 99_999_999))}0001` : null,
        address: invoice.titleType === 2 ? '杭州市滨江区江南大道 588 号' : null,
        phone: invoice.titleType === 2 ? '0571-86001234' : null,
        isDefault: i % 2 === 0,
      })),
    );

    // Fleets: three companies, each with depots below it.
    const fleetRoot = await writeRows(
      db,
      bundle,
      'fleet',
      sellerId,
      [
        { name: '顺达物流车队', code: `F${sellerNumber}01`, deductMode: 'TeamAccount', operationType: 'WuLiu' },
        { name: '城北出租车队', code: `F${sellerNumber}02`, deductMode: 'LeaguerAccount', operationType: 'ChuZu' },
        { name: '公交三公司', code: `F${sellerNumber}03`, deductMode: 'TeamAccount', operationType: 'GongJiao' },
      ].map((fleet, i) => ({
        ...fleet,
        contact: ['周强', '李娜', '王军'][i],
        mobile: `1380571000${i}`,
        creditLimit: 500_000 * (i + 1),
        enableStatus: 1,
      })),
    );
    const depots = await writeRows(
      db,
      bundle,
      'fleet',
      sellerId,
      ['滨江分队', '萧山分队', '城北一队', '城北二队', '18 路车队'].map((name, i) => ({
        name,
        code: `F${sellerNumber}${String(11 + i)}`,
        parentId: fleetRoot[i < 2 ? 0 : i < 4 ? 1 : 2],
        deductMode: i < 2 ? 'TeamAccount' : 'LeaguerAccount',
        operationType: i < 2 ? 'WuLiu' : i < 4 ? 'ChuZu' : 'GongJiao',
        contact: ['陈伟', '刘洋', '赵敏', '孙磊', '吴涛'][i],
        mobile: `1390571000${i}`,
        creditLimit: 100_000,
        enableStatus: i === 4 ? 0 : 1,
      })),
    );
    const fleets = [...fleetRoot, ...depots];
    const { rows: fleetMembers } = await db.query<{ id: number; registered_at: string }>(
      `select "id", "registered_at" from "member" where "seller_id" = $1 and "member_type" = 2 order by "id"`,
      [sellerId],
    );
    await writeRows(
      db,
      bundle,
      'fleetMember',
      sellerId,
      fleetMembers.map((member, i) => ({
        fleetId: fleets[i % fleets.length],
        memberId: member.id,
        userType: i % 10 === 0 ? 2 : i % 13 === 0 ? 3 : 1,
        deductMode: i % 3 === 0 ? 'LeaguerAccount' : 'TeamAccount',
        quota: i % 4 === 0 ? 0 : 100_000 * (1 + (i % 5)),
        joinedAt: ymd(Date.parse(member.registered_at)),
        enableStatus: i % 17 === 5 ? 0 : 1,
      })),
    );

    // Virtual cards on phone accounts; vehicle certifications of members.
    const { rows: phones } = await db.query<{ id: number; member_id: number }>(
      `select "id", "member_id" from "account" where "seller_id" = $1 and "account_type" = 2 order by "id" limit 40`,
      [sellerId],
    );
    await writeRows(
      db,
      bundle,
      'virtualCard',
      sellerId,
      phones.map((account, i) => ({
        cardNo: `9${sellerNumber}${String(i + 1).padStart(6, '0')}`,
        memberId: account.member_id,
        fleetId: i % 5 === 0 ? fleets[i % fleets.length] : null,
        accountId: account.id,
        state: i % 11 === 4 ? 2 : 1,
        validTo: ymd(now.getTime() + (365 + i * 7) * DAY),
      })),
    );
    const PROVINCES = '浙沪苏京粤皖';
    const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
    const VIN = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
    const VIN_STATES = ['PENDING', 'APPROVED', 'APPROVED', 'APPROVED', 'REJECTED', 'PENDING'];
    await writeRows(
      db,
      bundle,
      'vehicleAuth',
      sellerId,
      phones.map((account, i) => {
        const submitted = now.getTime() - prng.int(0, 60) * DAY - prng.int(0, 80_000) * 1000;
        const status = VIN_STATES[i % VIN_STATES.length];
        return {
          memberId: account.member_id,
          plateNo: `${PROVINCES[i % PROVINCES.length]}${LETTERS[i % LETTERS.length]}D${String(prng.int(10_000, 99_999))}`,
          vin: `LGX${Array.from({ length: 14 }, () => pick([...VIN])).join('')}`,
          vehicleType: i % 9 === 0 ? 'HunHeDongLi' : 'DianDong',
          auditType: 1 + (i % 2),
          status,
          submittedAt: iso(submitted),
          auditor: status === 'PENDING' ? null : admin,
          auditedAt: status === 'PENDING' ? null : iso(submitted + 5_400_000),
          rejectReason: status === 'REJECTED' ? '行驶证照片不清晰' : null,
        };
      }),
    );

    // Settings: how this seller invoices and refunds.
    await writeRows(db, bundle, 'invoiceConfig', sellerId, [
      {
        sellerName: `杭州${sellerNumber}充电科技有限公司`,
        sellerTaxNo: `91330108MA2${String(sellerNumber).padStart(7, '0')}`,
        taxRate: 6,
        itemName: '充电服务费',
        invoiceChannel: 'Manual',
        minAmount: 0,
        autoIssue: false,
      },
    ]);
    await writeRows(db, bundle, 'refundSetting', sellerId, [
      {
        twoLevelEnabled: true,
        autoApproveBelow: 0,
        maxDaysAfterRecharge: 365,
        notice: '退款将原路退回，到账时间以支付渠道为准。',
      },
    ]);

    // Corrections of the books as finance meets them: an application awaiting a second person's
    // approval and one turned down, over the latest recharges whose accounts still hold them (an
    // approval takes the amount back, and no balance goes below zero); neither posts anything.
    const { rows: lastCredits } = await db.query<{
      id: number;
      account_id: number;
      member_id: number | null;
      amount: number;
      created_at: string;
    }>(
      `select f."id", f."account_id", f."member_id", f."amount", f."created_at"
         from "account_flow" f join "account" a on a."id" = f."account_id"
        where f."seller_id" = $1 and f."event_type" = $2 and a."balance" >= f."amount"
        order by f."created_at" desc, f."id" desc limit 2`,
      [sellerId, LEDGER_EVENTS.recharge],
    );
    await writeRows(
      db,
      bundle,
      'ledgerReversal',
      sellerId,
      lastCredits.map((credit, i) => {
        const applied = new Date(credit.created_at).getTime() + 3_600_000;
        return {
          reversalNo: `RV${sellerNumber}${String(i + 1).padStart(4, '0')}`,
          flowId: Number(credit.id),
          accountId: Number(credit.account_id),
          memberId: credit.member_id === null ? null : Number(credit.member_id),
          amount: -Number(credit.amount),
          reason: i === 0 ? '渠道重复入账，申请冲正' : '金额录入有误',
          status: i === 0 ? 'PENDING' : 'REJECTED',
          applicant: admin,
          appliedAt: iso(applied),
          auditor: i === 0 ? null : admin,
          auditedAt: i === 0 ? null : iso(applied + 1_800_000),
          rejectReason: i === 0 ? null : '核对渠道流水后确认入账无误',
        };
      }),
    );

    const counted: Record<string, number> = {};
    for (const [entity, table] of [
      ['recharge', 'recharge'],
      ['payStream', 'pay_stream'],
      ['manualRecharge', 'manual_recharge'],
      ['rechargeCheck', 'recharge_check'],
      ['personalBill', 'personal_bill'],
      ['invoiceRecord', 'invoice_record'],
      ['fleetMember', 'fleet_member'],
      ['vehicleAuth', 'vehicle_auth'],
    ])
      counted[entity] = await countOf(db, table, sellerId);
    return counted;
  },
});
