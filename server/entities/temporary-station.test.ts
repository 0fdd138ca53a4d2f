import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, loginBody, type TestApp } from '../test-support/test-app';

/**
 * Temporary stations (临时场站桩管理): the pile count follows the pile rows; a pile code is not
 * repeated within a site nor taken from a formal pile; a site ends after it starts. Converting a
 * running site makes it a formal station with its piles and guns, once, recorded.
 */
let t: TestApp;
let admin: string;
let pileTypeId: number;
let formalCode: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const seller = `(select id from sellers where seller_number = '100001')`;
  pileTypeId = Number((await t.db.query(`select id from pile_type where seller_id = ${seller} limit 1`)).rows[0].id);
  formalCode = (await t.db.query<{ code: string }>(`select code from pile where seller_id = ${seller} limit 1`)).rows[0]
    .code;
}, 180_000);
afterAll(() => t.close());

const post = async (path: string, body: object) =>
  (await t.call(`/api/config/temporaryStation/${path}`, { body, token: admin })).body;

const site = (codes: string[], extra: object = {}) => ({
  name: `临时充电点${codes.join('')}`,
  address: '会展中心南广场',
  longitude: 121.3,
  latitude: 31.19,
  validFrom: '2026-12-01 08:00:00',
  validTo: '2026-12-05 20:00:00',
  piles: codes.map((code) => ({ code, pileTypeId, ratedPower: 120, gunCount: 2 })),
  ...extra,
});

describe('temporary stations', () => {
  it('counts its piles, and recounts them when the piles change', async () => {
    const saved = await post('save', site(['TMPT01', 'TMPT02', 'TMPT03']));
    expect(saved.code, saved.msg).toBe(0);
    const id = Number(saved.data.id);
    expect((await post('get', { id })).data.pileCount).toBe(3);
    const changed = await post('update', { id, piles: site(['TMPT01']).piles });
    expect(changed.code, changed.msg).toBe(0);
    expect((await post('get', { id })).data.pileCount).toBe(1);
    // The seeded sites are listed beside it.
    expect((await post('page', { pageNo: 1, pageSize: 10 })).data.totalCount).toBeGreaterThan(1);
  });

  it('refuses a code used twice in the site or already a formal pile, and an end before the start', async () => {
    const twice = await post('save', site(['TMPT11', 'TMPT11']));
    expect(twice.code).toBe(10);
    expect(twice.msg).toContain('TMPT11');
    const formal = await post('save', site([formalCode]));
    expect(formal.code).toBe(10);
    expect(formal.msg).toContain(formalCode);
    const backwards = await post('save', site(['TMPT21'], { validTo: '2026-11-30 08:00:00' }));
    expect(backwards.code).toBe(10);
    expect((await post('page', { pageNo: 1, pageSize: 50, filters: { name: 'TMPT11' } })).data.totalCount).toBe(0);
  });
});

describe('converting a temporary station to a formal station', () => {
  const form = (code: string) => ({
    code,
    stationType: 1,
    runType: 'ZiYing',
    speedType: 'kuai',
    province: '上海市',
    city: '上海市',
    contactName: '王经理',
    contactMobile: '13800138000',
    protocol: 1,
  });
  const running = (codes: string[]) =>
    site(codes, { validFrom: '2026-01-01 08:00:00', validTo: '2099-01-01 08:00:00' });
  const saveSite = async (body: object) => {
    const saved = await post('save', body);
    expect(saved.code, saved.msg).toBe(0);
    return Number(saved.data.id);
  };
  const stationPost = async (path: string, body: object) =>
    (await t.call(`/api/config/${path}`, { body, token: admin })).body;

  it('creates the station with the site piles and their guns, and marks the site converted', async () => {
    const id = await saveSite(running(['TMPC01', 'TMPC02']));
    const converted = await post('convert', { ids: [id], input: form('ZSC001') });
    expect(converted.code, converted.msg).toBe(0);

    const site = (await post('get', { id })).data;
    expect(site.enableStatus).toBe(2);
    const stations = (await stationPost('station/page', { pageNo: 1, pageSize: 10, filters: { code: 'ZSC001' } })).data;
    expect(stations.totalCount).toBe(1);
    const station = stations.data[0];
    expect(station).toMatchObject({
      name: '临时充电点TMPC01TMPC02',
      address: '会展中心南广场',
      stationType: 1,
      city: '上海市',
    });
    expect(site.stationCode).toBe('ZSC001');

    const piles = (await stationPost('pile/page', { pageNo: 1, pageSize: 10, filters: { stationId: station.id } }))
      .data;
    expect(piles.data.map((pile: { code: string }) => pile.code).sort()).toEqual(['TMPC01', 'TMPC02']);
    const guns = await t.db.query<{ code: string }>(
      `select g.code from gun g join pile p on p.id = g.pile_id where p.station_id = $1 order by g.code`,
      [station.id],
    );
    expect(guns.rows.map((gun) => gun.code)).toEqual(['TMPC0101', 'TMPC0102', 'TMPC0201', 'TMPC0202']);

    // Recorded in the row's history, and no longer editable or deletable as a running site.
    const history = (await post('transitions', { id })).data as { action: string }[];
    expect(history.map((step) => step.action)).toContain('convert');
    expect((await post('delete', { ids: [id] })).code).toBe(12);
    expect((await post('convert', { ids: [id], input: form('ZSC002') })).code).toBe(12);
  });

  it('refuses a disabled or ended site and a taken station code, leaving nothing behind', async () => {
    const disabled = await saveSite(running(['TMPC11']));
    expect((await post('disable', { ids: [disabled] })).code).toBe(0);
    const refusedDisabled = await post('convert', { ids: [disabled], input: form('ZSC011') });
    expect(refusedDisabled.code).toBe(12);

    const ended = await saveSite(
      site(['TMPC12'], { validFrom: '2025-01-01 08:00:00', validTo: '2025-01-05 08:00:00' }),
    );
    const refusedEnded = await post('convert', { ids: [ended], input: form('ZSC012') });
    expect(refusedEnded.code).toBe(12);
    expect(refusedEnded.msg).toContain('撤场');

    const taken = await saveSite(running(['TMPC13']));
    const { code: stationCode } = (await t.db.query<{ code: string }>(`select code from station limit 1`)).rows[0];
    const refusedTaken = await post('convert', { ids: [taken], input: form(stationCode) });
    expect(refusedTaken.code).toBe(10);
    expect(refusedTaken.msg).toContain(stationCode);

    expect((await post('get', { id: taken })).data.enableStatus).toBe(1);
    const leftovers = await t.db.query(`select 1 from pile where code in ('TMPC11', 'TMPC12', 'TMPC13')`);
    expect(leftovers.rows).toHaveLength(0);
  });

  it('keeps unconverted sites in the list of a user bound to some stations, and binds him to the one he converts', async () => {
    const id = await saveSite(running(['TMPC31']));
    const { rows } = await t.db.query<{ role: number; station: number }>(
      `select (select r.id from roles r where r.seller_id = s.id and r.code = 'admin') as role,
              (select st.id from station st where st.seller_id = s.id order by st.id limit 1) as station
         from sellers s where s.seller_number = '100001'`,
    );
    const user = { account: 'tmpBound', name: '场站绑定用户', password: md5('Test@1234567') };
    const saved = await t.call('/api/system/user/save', {
      body: { ...user, roleIds: [rows[0].role], stationIds: [rows[0].station] },
      token: admin,
    });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const bound = (await t.call('/api/system/login', { body: loginBody('100001', user.account, 'Test@1234567') })).body
      .data.token as string;
    const listed = await t.call('/api/config/temporaryStation/page', {
      body: { pageNo: 1, pageSize: 10, filters: { name: 'TMPC31' } },
      token: bound,
    });
    expect(listed.body.data.data.map((row: { id: number }) => Number(row.id))).toEqual([id]);

    // The station he makes of it joins his stations: he sees it and its piles.
    const converted = await t.call('/api/config/temporaryStation/convert', {
      body: { ids: [id], input: form('ZSC031') },
      token: bound,
    });
    expect(converted.body.code, converted.body.msg).toBe(0);
    const stations = await t.call('/api/config/station/page', {
      body: { pageNo: 1, pageSize: 10, filters: { code: 'ZSC031' } },
      token: bound,
    });
    expect(stations.body.data.totalCount).toBe(1);
    const piles = await t.call('/api/config/pile/page', {
      body: { pageNo: 1, pageSize: 10, filters: { code: 'TMPC31' } },
      token: bound,
    });
    expect(piles.body.data.totalCount).toBe(1);
  });

  it('converts a site once when two operators convert it at the same time', async () => {
    const id = await saveSite(running(['TMPC21']));
    const answers = await Promise.all([
      post('convert', { ids: [id], input: form('ZSC021') }),
      post('convert', { ids: [id], input: form('ZSC022') }),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 12]);
    const stations = await t.db.query(`select code from station where code in ('ZSC021', 'ZSC022')`);
    expect(stations.rows).toHaveLength(1);
    expect((await t.db.query(`select 1 from pile where code = 'TMPC21'`)).rows).toHaveLength(1);
  });
});
