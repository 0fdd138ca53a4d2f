import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetaBundle } from '../../src/meta/bundle';
import type { EntityFile } from '../../src/meta/model';
import { prepareDatabase } from '../start-database';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';
import { referenceOrder, REMAINING_ROWS } from './seed-remaining';

/** A screen that no seed knows: roads, each pointing at one of the seller's stations. */
const ROAD = {
  name: 'roadProbe',
  title: { 'zh-CN': '道路', 'en-US': 'Road' },
  service: 'config',
  resource: 'roadProbe',
  pageId: 'roadProbe',
  menu: { url: '/business/stationManage/roadProbe', parent: 'stationManagement', sort: 99 },
  labelField: 'name',
  fields: {
    name: { type: 'string', title: { 'zh-CN': '名称', 'en-US': 'Name' }, rules: 'required' },
    code: { type: 'string', title: { 'zh-CN': '编码', 'en-US': 'Code' }, unique: true },
    stationId: {
      type: 'reference',
      title: { 'zh-CN': '场站', 'en-US': 'Station' },
      ref: { entity: 'station', labelField: 'name' },
    },
  },
  list: { columns: ['name'] },
  form: { fields: ['name'] },
  detail: { groups: [{ title: { 'zh-CN': '基本', 'en-US': 'Basic' }, fields: ['name'] }] },
} as unknown as EntityFile;

let t: TestDatabase;
let bundle: MetaBundle;
beforeAll(async () => {
  t = await openTestDatabase({ prepared: false });
  bundle = { ...t.bundle, entities: new Map([...t.bundle.entities, [ROAD.name, ROAD]]) };
  await prepareDatabase(t.db, bundle);
});
afterAll(() => t.close());

describe('rows for screens without a seed of their own', () => {
  it('orders entities after the ones they reference', () => {
    const names = referenceOrder([...bundle.entities.values()]).map((entity) => entity.name);
    expect(names.indexOf('station')).toBeLessThan(names.indexOf('roadProbe'));
    expect(names.indexOf('pile')).toBeLessThan(names.indexOf('gun'));
  });

  it('gives every operator a page of rows that point at its own stations, and the platform none', async () => {
    const { rows } = await t.db.query<{ seller_number: string; roads: number; own_station: number; codes: number }>(
      `select s.seller_number, count(r.id)::int as roads,
              count(*) filter (where st.seller_id = r.seller_id)::int as own_station,
              count(distinct r.code)::int as codes
         from sellers s left join road_probe r on r.seller_id = s.id left join station st on st.id = r.station_id
        group by 1 order by 1`,
    );
    expect(rows[0]).toMatchObject({ seller_number: '100000', roads: 0 });
    for (const row of rows.slice(1)) {
      expect(row).toMatchObject({ roads: REMAINING_ROWS, own_station: REMAINING_ROWS, codes: REMAINING_ROWS });
    }
  });

  it('leaves the entities that have a seed of their own as that seed wrote them', async () => {
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from station st join sellers s on s.id = st.seller_id where s.seller_number = '100001'`,
    );
    expect(rows[0].n).toBe(12);
  });
});
