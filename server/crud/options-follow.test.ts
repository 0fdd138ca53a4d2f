import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: string;

const accountOptions = async (body: object) =>
  (await t.call('/api/member/account/options', { body: { pageSize: 50, ...body }, token: admin })).body;

/** Members of a seller with their accounts, those with the most accounts first. */
async function membersWithAccounts(sellerNumber: string) {
  const { rows } = await t.db.query<{ member_id: number; ids: number[] }>(
    `select a.member_id, array_agg(a.id order by a.id) as ids from account a
       join sellers s on s.id = a.seller_id
      where s.seller_number = $1 and a.member_id is not null
      group by a.member_id order by count(*) desc, a.member_id limit 2`,
    [sellerNumber],
  );
  return rows.map((row) => ({ memberId: Number(row.member_id), accountIds: row.ids.map(Number) }));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
});
afterAll(() => t?.close());

describe('a picker narrowed by a field of its form (the refund account by member)', () => {
  it('offers the accounts of the member given, and only those', async () => {
    const [member, other] = await membersWithAccounts('100001');
    expect(other, 'the demo seller has two members with accounts').toBeDefined();
    const answer = await accountOptions({ offer: { memberId: member.memberId } });
    expect(answer.code, answer.msg).toBe(0);
    const offered = (answer.data as { value: number }[]).map((option) => option.value).sort((a, b) => a - b);
    expect(offered).toEqual(member.accountIds);
    expect(offered.some((id) => other.accountIds.includes(id))).toBe(false);
  });

  it('tells a chosen account that still fits from one that does not', async () => {
    const [member, other] = await membersWithAccounts('100001');
    const fits = await accountOptions({
      ids: [member.accountIds[0], other.accountIds[0]],
      offer: { memberId: member.memberId },
    });
    expect((fits.data as { value: number }[]).map((option) => option.value)).toEqual([member.accountIds[0]]);
  });

  it("offers nothing for another seller's member, though that member has accounts", async () => {
    const [foreign] = await membersWithAccounts('100002');
    expect(foreign, "the other demo seller's member has accounts").toBeDefined();
    const answer = await accountOptions({ offer: { memberId: foreign.memberId } });
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['a text where a row id belongs', { memberId: '1 or 1=1' }],
    ['a row id that is not whole', { memberId: 1.5 }],
    ['a row id below one', { memberId: -1 }],
    ['an object', { memberId: { field: 'memberId' } }],
    ['a list holding a value its field cannot hold', { memberId: [1, 'x'] }],
    ['an empty list', { memberId: [] }],
    ['an empty value', { memberId: null }],
    ['a column name instead of a field', { member_id: 1 }],
    ['a name of every object', { constructor: 1 }],
    ['a state outside its dictionary', { accountState: 'anything' }],
  ])('refuses %s, with the message of the catalogue', async (_, offer) => {
    const answer = await accountOptions({ offer });
    expect(answer.code).toBe(10);
    expect(answer.msg).toBe('可选范围参数无效');
  });
});
