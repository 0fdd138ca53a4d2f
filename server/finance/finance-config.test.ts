import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: string;
let other: string;
let sellerId: number;
let otherSellerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  other = await t.login(DEMO.admin2.sellerNumber, DEMO.admin2.account, DEMO.admin2.password);
  const sellers = await t.db.query<{ id: number; seller_number: string }>(
    `select id, seller_number from sellers where seller_number in ('100001', '100002')`,
  );
  const idOf = (n: string) => Number(sellers.rows.find((s) => s.seller_number === n)!.id);
  sellerId = idOf('100001');
  otherSellerId = idOf('100002');
});
afterAll(() => t?.close());

const post = async (path: string, body: object, token = admin) => (await t.call(path, { body, token })).body;
const count = async (table: string, seller = sellerId) =>
  Number(
    (await t.db.query<{ n: number }>(`select count(*)::int as n from "${table}" where seller_id = $1`, [seller]))
      .rows[0].n,
  );
const idsOf = async (table: string, seller: number, limit = 3) =>
  (
    await t.db.query<{ id: number }>(`select id from "${table}" where seller_id = $1 order by id limit ${limit}`, [
      seller,
    ])
  ).rows.map((r) => Number(r.id));
const balanceOf = async (id: number) =>
  Number((await t.db.query<{ balance: number }>(`select balance from account where id = $1`, [id])).rows[0].balance);

describe('split-account configuration', () => {
  const config = async (ratios: number[], receiverIds?: number[]) => {
    const receivers = receiverIds ?? (await idsOf('split_account_user', sellerId));
    return {
      name: `分账测试${ratios.join('-')}${receiverIds ? 'x' : ''}`,
      stationIds: await idsOf('station', sellerId, 2),
      receivers: ratios.map((ratio, i) => ({ receiverId: receivers[i], scope: 'AllBill', ratio })),
      settleCycle: 'Monthly',
      effectiveFrom: '2026-12-01',
    };
  };

  it('refuses receivers whose ratios do not add up to 100, naming the total, and writes nothing', async () => {
    const before = await count('split_account_config');
    const links = await count('split_account_config_station_ids');
    const answer = await post('/api/bill/splitAccountConfig/save', await config([60, 30]));
    expect(answer.code).toBe(10);
    expect(answer.msg).toContain('「比例(%)」合计须为100，当前为90');
    expect(await count('split_account_config')).toBe(before);
    expect(await count('split_account_config_station_ids')).toBe(links);
  });

  it('saves receivers adding up to 100 with its stations, and refuses an update that breaks the sum', async () => {
    const answer = await post('/api/bill/splitAccountConfig/save', await config([50, 33.33, 16.67]));
    expect(answer.code).toBe(0);
    expect(answer.data.stationIds).toHaveLength(2);
    expect(answer.data.receivers.map((r: { ratio: number }) => r.ratio)).toEqual([50, 33.33, 16.67]);
    const update = await post('/api/bill/splitAccountConfig/update', {
      id: answer.data.id,
      receivers: [{ receiverId: answer.data.receivers[0].receiverId, scope: 'AllBill', ratio: 99 }],
    });
    expect(update.code).toBe(10);
    const stored = await post('/api/bill/splitAccountConfig/get', { id: answer.data.id });
    expect(stored.data.receivers).toHaveLength(3);
    // The detail names each receiver, as it names the row's own references.
    const names = await t.db.query<{ id: number; name: string }>(
      `select id, name from split_account_user where id = $1`,
      [stored.data.receivers[0].receiverId],
    );
    expect(stored.data.receivers[0].$labels).toEqual({ receiverId: names.rows[0].name });
    // Rows sent back as they were read (labels included) save unchanged.
    const echoed = await post('/api/bill/splitAccountConfig/update', {
      id: answer.data.id,
      receivers: stored.data.receivers,
    });
    expect(echoed.code).toBe(0);
    const raw = await t.db.query<{ receivers: unknown[] }>(`select receivers from split_account_config where id = $1`, [
      answer.data.id,
    ]);
    expect(JSON.stringify(raw.rows[0].receivers)).not.toContain('$labels');
  });

  it("refuses another seller's receiver or station", async () => {
    const before = await count('split_account_config');
    const [foreignReceiver] = await idsOf('split_account_user', otherSellerId, 1);
    const own = await idsOf('split_account_user', sellerId, 1);
    const withForeignReceiver = await post(
      '/api/bill/splitAccountConfig/save',
      await config([50, 50], [own[0], foreignReceiver]),
    );
    expect(withForeignReceiver.code).toBe(10);
    expect(withForeignReceiver.msg).toContain('第2行所选分账用户不存在');
    const withForeignStation = await post('/api/bill/splitAccountConfig/save', {
      ...(await config([100])),
      stationIds: await idsOf('station', otherSellerId, 1),
    });
    expect(withForeignStation.code).toBe(10);
    expect(await count('split_account_config')).toBe(before);
  });

  it('lists the seeded configurations of the seller only', async () => {
    const mine = await post('/api/bill/splitAccountConfig/page', { pageNo: 1, pageSize: 50 });
    expect(mine.data.totalCount).toBeGreaterThanOrEqual(3);
    const theirs = await post('/api/bill/splitAccountConfig/page', { pageNo: 1, pageSize: 50 }, other);
    const mineIds = new Set(mine.data.data.map((r: { id: number }) => r.id));
    expect(theirs.data.data.some((r: { id: number }) => mineIds.has(r.id))).toBe(false);
  });
});

describe('clearing rules', () => {
  const rule = async (electricity: number[], service: number[]) => {
    const parties = await idsOf('split_account_user', sellerId, 2);
    return {
      name: `清分测试${electricity.join('-')}/${service.join('-')}`,
      stationIds: await idsOf('station', sellerId, 1),
      parties: electricity.map((e, i) => ({
        partyType: i === 0 ? 'Operator' : 'SiteOwner',
        partyId: parties[i],
        electricityRatio: e,
        serviceRatio: service[i],
      })),
      channelFeeBearer: 'Operator',
      effectiveFrom: '2026-12-01',
    };
  };

  it('checks each ratio column on its own and writes nothing when one is off', async () => {
    const before = await count('clearing_rule');
    const answer = await post('/api/bill/clearingRule/save', await rule([100, 0], [70, 20]));
    expect(answer.code).toBe(10);
    expect(answer.msg).toContain('「服务费比例(%)」合计须为100，当前为90');
    expect(answer.msg).not.toContain('电费比例');
    expect(await count('clearing_rule')).toBe(before);
    expect((await post('/api/bill/clearingRule/save', await rule([100, 0], [80, 20]))).code).toBe(0);
    expect(await count('clearing_rule')).toBe(before + 1);
  });
});

describe('refund application', () => {
  /** An account of the seller with a balance and nothing open against it. */
  async function anAccount() {
    const { rows } = await t.db.query<{ id: number; balance: number; member_id: number }>(
      `select a.id, a.balance, a.member_id from account a where a.seller_id = $1 and a.account_state <> 3
          and a.balance >= 20000 and a.member_id is not null
          and not exists (select 1 from refund_record r where r.account_id = a.id
                           and r.status in ('AwaitingApproval', 'AwaitingReApproval', 'Approve', 'HangIn'))
        order by a.id limit 1`,
      [sellerId],
    );
    return { id: Number(rows[0].id), balance: Number(rows[0].balance), memberId: Number(rows[0].member_id) };
  }

  it('answers the refundable amount of an account, and nothing for another seller’s', async () => {
    const account = await anAccount();
    const answer = await post('/api/bill/refundApplication/refundable', { accountId: account.id });
    expect(answer).toMatchObject({ code: 0, data: { value: account.balance } });
    const foreign = await post('/api/bill/refundApplication/refundable', { accountId: account.id }, other);
    expect(foreign.code).not.toBe(0);
  });

  it('refuses an amount above the refundable one and writes no refund', async () => {
    const account = await anAccount();
    const refunds = await count('refund_record');
    const answer = await post('/api/bill/refundApplication/save', {
      memberId: account.memberId,
      accountId: account.id,
      amount: account.balance + 1,
      channel: 'WeChatPay',
      reason: '余额退回',
    });
    expect(answer.code).toBe(10);
    expect(answer.msg).toContain('超过可退金额');
    expect(answer.data.errors[0].field).toBe('amount');
    expect(await count('refund_record')).toBe(refunds);
    expect(await count('refund_application')).toBeGreaterThan(0);
  });

  it('refuses an account of another member or of another seller', async () => {
    const account = await anAccount();
    const [otherMember] = (
      await t.db.query<{ id: number }>(`select id from member where seller_id = $1 and id <> $2 order by id limit 1`, [
        sellerId,
        account.memberId,
      ])
    ).rows.map((r) => Number(r.id));
    const body = { memberId: otherMember, accountId: account.id, amount: 100, channel: 'cash', reason: '测试' };
    const notTheirs = await post('/api/bill/refundApplication/save', body);
    expect(notTheirs.code).toBe(10);
    expect(notTheirs.msg).toContain('不属于所选会员');
    const foreign = await post('/api/bill/refundApplication/save', { ...body, memberId: account.memberId }, other);
    expect(foreign.code).toBe(10);
  });

  it('creates a refund record that enters the two-level approval, and follows its status', async () => {
    const account = await anAccount();
    const answer = await post('/api/bill/refundApplication/save', {
      memberId: account.memberId,
      accountId: account.id,
      amount: 10_000,
      channel: 'Alipay',
      reason: '余额退回',
      refundable: 999_999_999,
    });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ refundable: account.balance, status: 'AwaitingApproval' });
    const refund = await post('/api/bill/refund/get', { id: answer.data.refundId });
    expect(refund.data).toMatchObject({ amount: 10_000, accountId: account.id, status: 'AwaitingApproval' });
    // The applicant is the one who applied for it: its approvals are another user's.
    expect((await post('/api/bill/refund/firstApprove', { ids: [refund.data.id] })).code).toBe(12);
    const finance = await t.login(DEMO.finance1.sellerNumber, DEMO.finance1.account, DEMO.finance1.password);
    expect((await post('/api/bill/refund/firstApprove', { ids: [refund.data.id] }, finance)).code).toBe(0);
    const application = await post('/api/bill/refundApplication/get', { id: answer.data.id });
    expect(application.data.status).toBe('AwaitingReApproval');
    // The open refund now counts against the account.
    const left = await post('/api/bill/refundApplication/refundable', { accountId: account.id });
    expect(left.data.value).toBe(account.balance - 10_000);
    expect(await balanceOf(account.id)).toBe(account.balance);
  });
});

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('import');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(url: string, file: Buffer, token = admin) {
  const boundary = `----batch${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="batch.xlsx"\r\n` +
      `Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
  );
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return response.json();
}

describe('batch recharge', () => {
  async function accounts(n: number) {
    const { rows } = await t.db.query<{ id: number; account_no: string; balance: number; name: string }>(
      `select a.id, a.account_no, a.balance, m.name from account a join member m on m.id = a.member_id
        where a.seller_id = $1 and a.account_state = 1 order by a.id desc limit ${n}`,
      [sellerId],
    );
    return rows.map((r) => ({ id: Number(r.id), accountNo: r.account_no, balance: Number(r.balance), name: r.name }));
  }
  const latestBatch = async () =>
    (await post('/api/member/rechargeBatch/page', { pageNo: 1, pageSize: 1, sort: { field: 'id', order: 'descend' } }))
      .data.data[0];

  const ledgerOf = async (id: number) => {
    const { rows } = await t.db.query<{ n: number; total: number }>(
      `select count(*)::int as n, coalesce(sum(amount), 0)::bigint as total from account_flow where account_id = $1`,
      [id],
    );
    return { entries: Number(rows[0].n), total: Number(rows[0].total) };
  };
  const header = ['账户号', '会员姓名', '充值金额', '收款方式', '备注'];

  it('refuses a sheet with bad lines as a whole, naming each bad row and its reason, and changes nothing', async () => {
    const [a, b] = await accounts(2);
    const [foreignAccount] = (
      await t.db.query<{ account_no: string }>(`select account_no from account where seller_id = $1 limit 1`, [
        otherSellerId,
      ])
    ).rows;
    const before = {
      a: await balanceOf(a.id),
      b: await balanceOf(b.id),
      ledgerA: await ledgerOf(a.id),
      ledgerB: await ledgerOf(b.id),
      flows: await count('account_flow'),
      batches: await count('recharge_batch'),
      lines: await count('recharge_batch_item'),
      recharges: await count('recharge'),
    };
    const file = await xlsx([
      header,
      [a.accountNo, a.name, 100.5, '对公转账', '补贴'],
      ['NOSUCH0001', '', 30, '', ''],
      [b.accountNo, '不是本人', 40, '', ''],
      [foreignAccount.account_no, '', 50, '', ''],
      [b.accountNo, '', 60_000, '', '超限'],
    ]);
    const refused = await upload('/api/member/rechargeBatch/import', file);
    expect(refused.code).toBe(13);
    expect(refused.msg).toContain('4 行数据有误');
    const errors = refused.data.errors as { row: number; field: string; message: string }[];
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'accountNo'],
      [4, 'memberName'],
      [5, 'accountNo'],
      [6, 'amount'],
    ]);
    expect(errors[0].message).toBe('账户不存在');
    expect(errors[1].message).toContain('会员姓名与账户不符');
    expect(errors[3].message).toContain('不能超过 50,000.00');

    // Amounts that are not a positive whole number of fen are refused row by row too.
    const amounts = await upload(
      '/api/member/rechargeBatch/import',
      await xlsx([
        header,
        [a.accountNo, '', -5, '', ''],
        [a.accountNo, '', 0, '', ''],
        [a.accountNo, '', 1.005, '', ''],
      ]),
    );
    expect(amounts.code).toBe(13);
    const rows = (amounts.data.errors as { row: number }[]).map((e) => e.row);
    expect([...new Set(rows)].sort()).toEqual([2, 3, 4]);

    // Nothing came of either sheet: no batch, line, recharge, ledger entry or balance change.
    expect(await balanceOf(a.id)).toBe(before.a);
    expect(await balanceOf(b.id)).toBe(before.b);
    expect(await ledgerOf(a.id)).toEqual(before.ledgerA);
    expect(await ledgerOf(b.id)).toEqual(before.ledgerB);
    expect(await count('account_flow')).toBe(before.flows);
    expect(await count('recharge_batch')).toBe(before.batches);
    expect(await count('recharge_batch_item')).toBe(before.lines);
    expect(await count('recharge')).toBe(before.recharges);
  });

  it('imports a good sheet as one waiting batch; sync credits every account with one ledger entry each', async () => {
    const [a, b] = await accounts(2);
    const ledgerA = await ledgerOf(a.id);
    const ledgerB = await ledgerOf(b.id);
    const file = await xlsx([header, [a.accountNo, a.name, 100.5, '对公转账', '补贴'], [b.accountNo, '', 20, '', '']]);
    const imported = await upload('/api/member/rechargeBatch/import', file);
    expect(imported).toMatchObject({ code: 0, data: { inserted: 2 } });
    const batch = await latestBatch();
    expect(batch).toMatchObject({ rowCount: 2, totalAmount: 12_050, status: 0, successCount: 0, failedCount: 0 });
    expect(await balanceOf(a.id)).toBe(a.balance);

    expect((await post('/api/member/rechargeBatch/sync', { ids: [batch.id] })).code).toBe(0);
    const synced = (await post('/api/member/rechargeBatch/get', { id: batch.id })).data;
    expect(synced).toMatchObject({ status: 1, successCount: 2, failedCount: 0, successAmount: 12_050 });
    expect(await balanceOf(a.id)).toBe(a.balance + 10_050);
    expect(await balanceOf(b.id)).toBe(b.balance + 2_000);
    // One ledger entry per credited line, of the line's amount.
    expect(await ledgerOf(a.id)).toEqual({ entries: ledgerA.entries + 1, total: ledgerA.total + 10_050 });
    expect(await ledgerOf(b.id)).toEqual({ entries: ledgerB.entries + 1, total: ledgerB.total + 2_000 });
    const report = await post('/api/member/account/reconcile', {});
    expect(report.data.mismatches).toEqual([]);

    // A second sync of the same batch is refused: it credits nothing twice.
    expect((await post('/api/member/rechargeBatch/sync', { ids: [batch.id] })).code).toBe(12);
    expect(await balanceOf(a.id)).toBe(a.balance + 10_050);
  });

  it('records a line whose account was disabled after the import as failed, and retrying credits it once enabled', async () => {
    const [a, b] = await accounts(2);
    const file = await xlsx([header, [a.accountNo, '', 10, '', ''], [b.accountNo, '', 20, '', '']]);
    expect((await upload('/api/member/rechargeBatch/import', file)).code).toBe(0);
    const batch = await latestBatch();
    await t.db.query(`update account set account_state = 3 where id = $1`, [b.id]);
    try {
      await post('/api/member/rechargeBatch/sync', { ids: [batch.id] });
      expect(await balanceOf(a.id)).toBe(a.balance + 1_000);
      expect(await balanceOf(b.id)).toBe(b.balance);
      const lines = (
        await post('/api/member/rechargeBatchItem/page', {
          pageNo: 1,
          pageSize: 10,
          filters: { batchId: batch.id },
          sort: { field: 'rowNo', order: 'ascend' },
        })
      ).data.data;
      expect(lines.map((l: { status: number }) => l.status)).toEqual([1, 2]);
      expect(lines[1].message).toContain('已停用');
    } finally {
      await t.db.query(`update account set account_state = 1 where id = $1`, [b.id]);
    }
    expect((await post('/api/member/rechargeBatch/retryFailed', { ids: [batch.id] })).code).toBe(0);
    const after = (await post('/api/member/rechargeBatch/get', { id: batch.id })).data;
    expect(after).toMatchObject({ successCount: 2, failedCount: 0, successAmount: 3_000 });
    expect(await balanceOf(b.id)).toBe(b.balance + 2_000);
    const again = await post('/api/member/rechargeBatch/retryFailed', { ids: [batch.id] });
    expect(again.code).toBe(12);
    expect(again.msg).toContain('没有失败的行');
  });

  it('refuses a sheet with a bad cell as a whole, and another seller cannot sync the batch', async () => {
    const before = await count('recharge_batch');
    const bad = await xlsx([
      ['账户号', '会员姓名', '充值金额', '收款方式', '备注'],
      ['A1', '', 'lots', '', ''],
    ]);
    expect((await upload('/api/member/rechargeBatch/import', bad)).code).toBe(13);
    expect(await count('recharge_batch')).toBe(before);
    const waiting = (await post('/api/member/rechargeBatch/page', { pageNo: 1, pageSize: 5, filters: { status: 0 } }))
      .data.data[0];
    expect((await post('/api/member/rechargeBatch/sync', { ids: [waiting.id] }, other)).code).toBe(11);
    expect((await post('/api/member/rechargeBatch/get', { id: waiting.id })).data.status).toBe(0);
  });

  it('offers an import template with the line columns', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/member/rechargeBatch/importTemplate',
      headers: { authorization: admin },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const header = (workbook.worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(header.map(String).map((h) => h.replace(/^\*/, ''))).toEqual([
      '账户号',
      '会员姓名',
      '充值金额',
      '收款方式',
      '备注',
    ]);
  });
});
