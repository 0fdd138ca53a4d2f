import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

/**
 * An organization's leader: a user field the form edits. The picker offers the enabled users of
 * the caller's seller only, to whoever may add or edit organizations; the server takes only such
 * a user; lists show his name; deleting him clears the leader.
 */
let t: TestApp;
let admin1: string;
let viewer1: string;
let headOffice: number;
const users = new Map<string, number>();
let foreignUser: number;

const ORGANIZE = '/api/system/organize';
const call = (url: string, body: object, token = admin1) => t.call(url, { token, body });
const organization = async (id: number) =>
  (await call(`${ORGANIZE}/get`, { id })).body.data as { leaderId: number | null; $labels: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  admin1 = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  viewer1 = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
  const { rows } = await t.db.query<{ id: number; account: string; seller_number: string }>(
    `select u.id, u.account, s.seller_number from users u join sellers s on s.id = u.seller_id
      where s.seller_number in ('100001', '100002')`,
  );
  for (const row of rows) if (row.seller_number === '100001') users.set(row.account, Number(row.id));
  foreignUser = Number(rows.find((row) => row.seller_number === '100002')!.id);
  headOffice = Number(
    (
      await t.db.query<{ id: number }>(
        `select o.id from organizations o join sellers s on s.id = o.seller_id
          where s.seller_number = '100001' and o.pid is null order by o.id limit 1`,
      )
    ).rows[0].id,
  );
});
afterAll(() => t.close());

describe('an organization leader', () => {
  it('is picked among the enabled users of the seller, by name or account', async () => {
    const found = await call(`${ORGANIZE}/userOptions`, { field: 'leaderId', keyword: 'financ' });
    expect(found.body.code).toBe(0);
    expect(found.body.data).toEqual([{ value: users.get('finance'), label: expect.stringContaining('(finance)') }]);

    const all = await call(`${ORGANIZE}/userOptions`, { field: 'leaderId', pageSize: 50 });
    const values = (all.body.data as { value: number }[]).map((option) => option.value);
    expect(values).toEqual(expect.arrayContaining([users.get('admin'), users.get('viewer')]));
    expect(values).not.toContain(foreignUser);

    const foreign = await call(`${ORGANIZE}/userOptions`, { field: 'leaderId', ids: [foreignUser] });
    expect(foreign.body.data).toEqual([]);
  });

  it('is offered only to whoever may add or edit organizations, and only for a user field', async () => {
    const refused = await call(`${ORGANIZE}/userOptions`, { field: 'leaderId' }, viewer1);
    expect(refused.status).toBe(403);
    const notAUserField = await call(`${ORGANIZE}/userOptions`, { field: 'name' });
    expect(notAUserField.body.code).toBe(10);
  });

  it("is saved and shown by name, and another seller's user is refused on the field", async () => {
    const before = await organization(headOffice);
    const foreign = await call(`${ORGANIZE}/update`, { id: headOffice, leaderId: foreignUser });
    expect(foreign.body.code).toBe(10);
    expect(foreign.body.data.errors).toEqual([{ field: 'leaderId', message: expect.any(String) }]);
    expect((await organization(headOffice)).leaderId).toBe(before.leaderId);

    const saved = await call(`${ORGANIZE}/update`, { id: headOffice, leaderId: users.get('finance') });
    expect(saved.body.code).toBe(0);
    const after = await organization(headOffice);
    expect(after.leaderId).toBe(users.get('finance'));
    const { rows } = await t.db.query<{ name: string }>(`select name from users where id = $1`, [users.get('finance')]);
    expect(after.$labels.leaderId).toBe(rows[0].name);
  });

  it('is cleared when that user is deleted', async () => {
    const created = await call('/api/system/user/save', {
      account: 'leader01',
      name: 'Leader One',
      password: md5('Leader@1234567'),
    });
    expect(created.body.code).toBe(0);
    const leaderId = Number(created.body.data.id);
    expect((await call(`${ORGANIZE}/update`, { id: headOffice, leaderId })).body.code).toBe(0);
    expect((await call('/api/system/user/delete', { ids: [leaderId] })).body.code).toBe(0);
    expect((await organization(headOffice)).leaderId).toBeNull();
  });
});
