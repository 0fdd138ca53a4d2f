import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, loginBody, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface LogRow {
  account: string;
  name: string | null;
  userId: number | null;
  ip: string;
  result: number;
  message: string;
}

const logOf = async (sellerNumber: string, account: string) =>
  (
    await t.db.query<LogRow>(
      `select l.account, l.name, l.user_id as "userId", l.ip, l.result, l.message from login_log l
         join sellers s on s.id = l.seller_id
         where s.seller_number = $1 and l.account = $2 and l.ip like '198.51.100.%' order by l.id`,
      [sellerNumber, account],
    )
  ).rows;

describe('login log', () => {
  it('keeps every password login attempt of a known seller, with its outcome and address', async () => {
    const { sellerNumber, password } = DEMO.viewer1;
    await t.call('/api/system/login', { body: loginBody(sellerNumber, 'viewer', 'Wrong@123456'), ip: '198.51.100.7' });
    await t.call('/api/system/login', { body: loginBody(sellerNumber, 'viewer', password), ip: '198.51.100.7' });
    await t.call('/api/system/login', { body: loginBody(sellerNumber, 'nobody', password), ip: '198.51.100.8' });
    const viewer = await logOf(sellerNumber, 'viewer');
    expect(viewer.map((row) => [row.result, row.message, row.ip])).toEqual([
      [0, '输入的信息存在错误', '198.51.100.7'],
      [1, '登录成功', '198.51.100.7'],
    ]);
    expect(viewer[1].userId).toBeGreaterThan(0);
    expect(viewer[1].name).toBeTruthy();
    const unknown = await logOf(sellerNumber, 'nobody');
    expect(unknown).toEqual([
      { account: 'nobody', name: null, userId: null, ip: '198.51.100.8', result: 0, message: '输入的信息存在错误' },
    ]);
  });

  it('keeps no row for an unknown seller, and never the password', async () => {
    const before = await t.db.query<{ n: number }>(`select count(*)::int as n from login_log`);
    await t.call('/api/system/login', { body: loginBody('999999', 'admin', 'Admin@123456') });
    const after = await t.db.query<{ n: number }>(`select count(*)::int as n from login_log`);
    expect(after.rows[0].n).toBe(before.rows[0].n);
    const dump = await t.db.query<{ row: string }>(`select row_to_json(l)::text as row from login_log l`);
    expect(dump.rows.some((row) => row.row.includes('Wrong@123456') || row.row.includes('Viewer@123456'))).toBe(false);
  });

  it('is read-only: the seller administrator lists its own attempts, and there is no write route', async () => {
    const token = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
    const page = await t.call('/api/system/loginLog/page', {
      token,
      body: { pageNo: 1, pageSize: 50, filters: { ip: '198.51.100' } },
    });
    expect(page.body.code).toBe(0);
    const rows = page.body.data.data as { account: string; ip: string }[];
    expect(rows.map((row) => row.account).sort()).toEqual(['nobody', 'viewer', 'viewer']);
    const save = await t.call('/api/system/loginLog/save', { token, body: { account: 'forged', result: 1 } });
    expect(save.body.success).toBe(false);
  });
});
