import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

/**
 * Users in organizations: each demo user sits in his seller's tree, the user list filters by a
 * branch, a user is put only in his own seller's organizations, and an organization that still
 * has users is not deleted.
 */
let t: TestApp;
let admin1: string;
const orgs = new Map<string, number>();
let foreignOrg: number;

const call = (url: string, body: object) => t.call(url, { token: admin1, body });
const accountsIn = async (organizationId: number) => {
  const page = await call('/api/system/user/page', { pageSize: 100, filters: { organizationId } });
  return (page.body.data.data as { account: string }[]).map((user) => user.account).sort();
};
const userRow = async (account: string) => {
  const page = await call('/api/system/user/page', { pageSize: 100, filters: { account } });
  return page.body.data.data.find((user: { account: string }) => user.account === account);
};

beforeAll(async () => {
  t = await createTestApp();
  admin1 = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const { rows } = await t.db.query<{ id: number; name: string; seller_number: string }>(
    `select o.id, o.name, s.seller_number from organizations o join sellers s on s.id = o.seller_id
      where s.seller_number in ('100001', '100002')`,
  );
  for (const row of rows) if (row.seller_number === '100001') orgs.set(row.name, Number(row.id));
  foreignOrg = Number(rows.find((row) => row.seller_number === '100002')!.id);
});
afterAll(() => t.close());

describe('users in organizations', () => {
  it('lists the users of a branch and of everything below it', async () => {
    expect(await accountsIn(orgs.get('场站运维组')!)).toEqual(['station']);
    expect(await accountsIn(orgs.get('运营中心')!)).toEqual(['station', 'viewer']);
    expect(await accountsIn(orgs.get('总部')!)).toEqual(
      expect.arrayContaining(['admin', 'finance', 'station', 'viewer']),
    );
    const row = await userRow('finance');
    expect(row).toMatchObject({ organizationId: orgs.get('财务部'), $labels: { organizationId: '财务部' } });
  });

  it("refuses another seller's organization and a bad e-mail, changing nothing", async () => {
    const password = md5('Clerk@1234567');
    const foreign = await call('/api/system/user/save', {
      account: 'orgclerk',
      name: 'orgclerk',
      password,
      organizationId: foreignOrg,
    });
    expect(foreign.body.code).toBe(10);
    expect(await userRow('orgclerk')).toBeUndefined();

    const viewer = await userRow('viewer');
    const badEmail = await call('/api/system/user/update', { id: viewer.id, email: 'not-an-address' });
    expect(badEmail.body.code).toBe(10);
    const moved = await call('/api/system/user/update', { id: viewer.id, organizationId: foreignOrg });
    expect(moved.body.code).toBe(10);
    expect(await userRow('viewer')).toMatchObject({ organizationId: orgs.get('客服组'), email: null });
  });

  it('moves a user and keeps his e-mail, and clears the organization when sent empty', async () => {
    const password = md5('Clerk@1234567');
    const saved = await call('/api/system/user/save', {
      account: 'orgmover',
      name: 'orgmover',
      password,
      email: 'mover@example.com',
      organizationId: orgs.get('客服组'),
    });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const id = saved.body.data.id as number;
    expect((await call('/api/system/user/update', { id, organizationId: orgs.get('财务部') })).body.code).toBe(0);
    expect(await userRow('orgmover')).toMatchObject({
      $labels: { organizationId: '财务部' },
      email: 'mover@example.com',
    });
    expect((await call('/api/system/user/update', { id, organizationId: null })).body.code).toBe(0);
    expect(await userRow('orgmover')).toMatchObject({ organizationId: null, email: 'mover@example.com' });
  });

  it('shows when a user last logged in', async () => {
    const before = await userRow('station');
    await t.login('100001', 'station', 'Station@123456');
    const after = await userRow('station');
    expect(after.lastLoginAt).toBeTruthy();
    expect(after.lastLoginAt).not.toBe(before.lastLoginAt);
  });

  it('takes no one new into a disabled organization, keeps those in it, and takes them again once enabled', async () => {
    const finance = orgs.get('财务部')!;
    const disabled = await call('/api/system/organize/disable', { ids: [finance] });
    expect(disabled.body.code, disabled.body.msg).toBe(0);
    const viewer = await userRow('viewer');
    const refused = await call('/api/system/user/update', { id: viewer.id, organizationId: finance });
    expect(refused.body.code).toBe(10);
    expect(refused.body.data.errors[0].field).toBe('organizationId');
    expect(await userRow('viewer')).toMatchObject({ organizationId: viewer.organizationId });

    const member = await userRow('finance');
    const kept = await call('/api/system/user/update', { id: member.id, name: 'finance', organizationId: finance });
    expect(kept.body.code, kept.body.msg).toBe(0);

    expect((await call('/api/system/organize/enable', { ids: [finance] })).body.code).toBe(0);
    expect((await call('/api/system/user/update', { id: viewer.id, organizationId: finance })).body.code).toBe(0);
    expect(await userRow('viewer')).toMatchObject({ organizationId: finance });
    await call('/api/system/user/update', { id: viewer.id, organizationId: viewer.organizationId });
  });

  it('keeps an organization that still has users, and deletes it once they moved', async () => {
    // The customer service team: users in it, but no station group of its own.
    const team = orgs.get('客服组')!;
    const refused = await call('/api/system/organize/delete', { ids: [team] });
    expect(refused.body.code).toBe(15);
    expect(refused.body.msg).toMatch(/仍被 \d+ 个用户引用/);
    expect((await call('/api/system/organize/get', { id: team })).body.code).toBe(0);

    const viewer = await userRow('viewer');
    await call('/api/system/user/update', { id: viewer.id, organizationId: orgs.get('运营中心') });
    expect((await call('/api/system/organize/delete', { ids: [team] })).body.code).toBe(0);
    expect(await accountsIn(orgs.get('运营中心')!)).toEqual(['station', 'viewer']);
  });
});
