import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

let t: TestApp;
let token: string;
let network: { stationCode: string; pileCode: string };
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const { rows } = await t.db.query<{ stationCode: string; pileCode: string }>(
    `select s.code as "stationCode", p.code as "pileCode" from pile p join station s on s.id = p.station_id
       join sellers x on x.id = p.seller_id where x.seller_number = '100001' order by p.id limit 1`,
  );
  network = rows[0];
});
afterAll(() => t.close());

const save = async (resource: string, body: Record<string, unknown>) => {
  const answer = await t.call(`/api/config/${resource}/save`, { token, body });
  expect(answer.body).toMatchObject({ code: 0 });
  return answer.body.data.id as number;
};
const sync = (resource: string, id: number) => t.call(`/api/config/${resource}/sync`, { token, body: { ids: [id] } });
const status = async (table: string, id: number) =>
  (
    await t.db.query<{ syncStatus: number; syncMessage: string | null }>(
      `select sync_status as "syncStatus", sync_message as "syncMessage" from ${table} where id = $1`,
      [id],
    )
  ).rows[0];

const today = () => new Date().toISOString().slice(0, 10);

describe('master data sync', () => {
  it('syncs a site row onto a station with its code, and refuses an unknown code', async () => {
    const known = await save('siteTable', { stationCode: network.stationCode, name: '旧档案场站' });
    expect((await sync('siteTable', known)).body.code).toBe(0);
    expect(await status('site_table', known)).toMatchObject({
      syncStatus: 1,
      syncMessage: `已匹配档案 ${today()} / Matched to the master data ${today()}`,
    });

    const unknown = await save('siteTable', { stationCode: 'NO-SUCH-SITE', name: '不存在的场站' });
    const refused = await sync('siteTable', unknown);
    expect(refused.body.code).not.toBe(0);
    expect(refused.body.msg).toContain('NO-SUCH-SITE');
    expect((await status('site_table', unknown)).syncStatus).toBe(0);
  });

  it('syncs a pile row only onto a pile of that code in that station', async () => {
    const base = { pileTypeName: '120kW直流', protocol: 1, ratedPower: 120, gunCount: 2 };
    const known = await save('pileTable', { ...base, pileCode: network.pileCode, stationCode: network.stationCode });
    expect((await sync('pileTable', known)).body.code).toBe(0);
    expect(await status('pile_table', known)).toMatchObject({
      syncStatus: 1,
      syncMessage: `已匹配档案 ${today()} / Matched to the master data ${today()}`,
    });

    const missing = await save('pileTable', { ...base, pileCode: 'NO-SUCH-PILE', stationCode: network.stationCode });
    const refused = await sync('pileTable', missing);
    expect(refused.body.msg).toContain('NO-SUCH-PILE');
    expect((await status('pile_table', missing)).syncStatus).toBe(0);
  });
});
