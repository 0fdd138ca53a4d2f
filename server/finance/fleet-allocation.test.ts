import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

const base = '/api/member/fleetAllocation';
let t: TestApp;
let admin: string;
let sellerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const { rows } = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  sellerId = Number(rows[0].id);
});
afterAll(() => t?.close());

const post = async (path: string, body: object) => (await t.call(path, { body, token: admin })).body;
const balanceOf = async (id: number) =>
  Number((await t.db.query<{ balance: number }>(`select balance from account where id = $1`, [id])).rows[0].balance);

/** An enabled fleet member with an open account, given the monthly quota `quota` (0: none). */
async function aFleetMember(offset: number, quota = 0) {
  const { rows } = await t.db.query<{ id: number; fleet_id: number; member_id: number; account_id: number }>(
    `select fm.id, fm.fleet_id, fm.member_id, min(a.id) as account_id from fleet_member fm
       join account a on a.member_id = fm.member_id and a.account_state = 1
      where fm.seller_id = $1 and fm.enable_status = 1
      group by fm.id, fm.fleet_id, fm.member_id order by fm.id offset $2 limit 1`,
    [sellerId, offset],
  );
  const place = rows[0];
  await t.db.query(`update fleet_member set quota = $2 where id = $1`, [place.id, quota]);
  return { fleetId: Number(place.fleet_id), memberId: Number(place.member_id), accountId: Number(place.account_id) };
}

const draft = (place: { fleetId: number; memberId: number; accountId: number }, amount: number) =>
  post(`${base}/save`, { ...place, assignMode: 1, amount });

describe('fleet allocations', () => {
  it('allocating credits the account through the ledger; reclaiming takes it back', async () => {
    const place = await aFleetMember(0);
    const before = await balanceOf(place.accountId);
    const saved = await draft(place, 30_000);
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({ status: 'PENDING' });
    expect(await balanceOf(place.accountId)).toBe(before);
    expect((await post(`${base}/allocate`, { ids: [saved.data.id] })).code).toBe(0);
    expect(await balanceOf(place.accountId)).toBe(before + 30_000);
    expect((await post(`${base}/reclaim`, { ids: [saved.data.id] })).code).toBe(0);
    expect(await balanceOf(place.accountId)).toBe(before);
    const flows = await t.db.query<{ amount: number }>(
      `select amount from account_flow where flow_no in ($1, $2) order by id`,
      [`FA${saved.data.allocationNo}`, `FR${saved.data.allocationNo}`],
    );
    expect(flows.rows.map((r) => Number(r.amount))).toEqual([30_000, -30_000]);
    expect((await post('/api/member/account/reconcile', {})).data.mismatches).toEqual([]);
  });

  it('a reclaim the balance no longer holds is refused, and nothing moves', async () => {
    const place = await aFleetMember(1);
    const saved = await draft(place, 10_000);
    await post(`${base}/allocate`, { ids: [saved.data.id] });
    // The member spends it all meanwhile.
    const spent = await balanceOf(place.accountId);
    await t.db.query(`update account set balance = 0 where id = $1`, [place.accountId]);
    const refused = await post(`${base}/reclaim`, { ids: [saved.data.id] });
    expect(refused.code).toBe(10);
    expect(refused.msg).toContain('余额不足');
    expect((await post(`${base}/get`, { id: saved.data.id })).data.status).toBe('ALLOCATED');
    await t.db.query(`update account set balance = $2 where id = $1`, [place.accountId, spent]);
  });

  it("keeps within the member's monthly quota, checked again when allocating", async () => {
    const place = await aFleetMember(2, 50_000);
    const first = await draft(place, 40_000);
    const second = await draft(place, 20_000);
    expect(first.code).toBe(0);
    expect(second.code).toBe(0);
    expect((await post(`${base}/allocate`, { ids: [first.data.id] })).code).toBe(0);
    const over = await post(`${base}/allocate`, { ids: [second.data.id] });
    expect(over.code).toBe(10);
    expect(over.msg).toContain('月度额度');
    expect((await draft(place, 10_001)).code).toBe(10);
    expect((await draft(place, 10_000)).code).toBe(0);
  });

  it("refuses a member outside the fleet and another member's account", async () => {
    const place = await aFleetMember(3);
    const other = await aFleetMember(4);
    const stranger = await draft({ ...place, fleetId: other.fleetId === place.fleetId ? -1 : other.fleetId }, 100);
    expect(stranger.code).not.toBe(0);
    const foreign = await draft({ ...place, accountId: other.accountId }, 100);
    expect(foreign.code).toBe(10);
    expect(foreign.data.errors[0].field).toBe('accountId');
  });
});
