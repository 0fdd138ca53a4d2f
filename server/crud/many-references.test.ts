import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

const base = '/api/config/stationGroup';
let t: TestApp;
let admin1: string;
let admin2: string;
let viewer1: string;
let stations1: { id: number; name: string }[];
let stations2: { id: number; name: string }[];

const stationsOf = async (sellerNumber: string) =>
  (
    await t.db.query<{ id: number; name: string }>(
      `select s.id, s.name from station s join sellers x on x.id = s.seller_id where x.seller_number = $1 order by s.id`,
      [sellerNumber],
    )
  ).rows.map((row) => ({ id: Number(row.id), name: row.name }));
const post = async (op: string, body: object, token = admin1) => (await t.call(`${base}/${op}`, { body, token })).body;
const links = async (ownerId: number) =>
  (
    await t.db.query<{ ref_id: number }>(
      `select ref_id from station_group_station_ids where owner_id = $1 order by position`,
      [ownerId],
    )
  ).rows.map((row) => Number(row.ref_id));
const groupCount = async () => Number((await t.db.query(`select count(*)::int as n from station_group`)).rows[0].n);

beforeAll(async () => {
  t = await createTestApp();
  admin1 = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  admin2 = await t.login(DEMO.admin2.sellerNumber, DEMO.admin2.account, DEMO.admin2.password);
  viewer1 = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
  stations1 = await stationsOf('100001');
  stations2 = await stationsOf('100002');
});
afterAll(() => t?.close());

describe('references: a station group and its stations', () => {
  it('saves the row and its links in one go, and answers the ids and labels in the chosen order', async () => {
    const chosen = [stations1[5].id, stations1[2].id];
    const answer = await post('save', { name: '测试分组', code: 'T1', stationIds: chosen, sort: 1 });
    expect(answer.code).toBe(0);
    expect(answer.data.stationIds).toEqual(chosen);
    expect(answer.data.$labels.stationIds).toEqual([stations1[5].name, stations1[2].name]);
    expect(await links(answer.data.id)).toEqual(chosen);
    const audit = await t.db.query<{ after: { stationIds: number[] } }>(
      `select after from audit_log where entity = 'stationGroup' and row_id = $1 and action = 'save'`,
      [answer.data.id],
    );
    expect(audit.rows[0].after.stationIds).toEqual(chosen);
    const got = await post('get', { id: answer.data.id });
    expect(got.data.stationIds).toEqual(chosen);
  });

  it("refuses another seller's station and rolls the whole row back", async () => {
    const before = await groupCount();
    const answer = await post('save', { name: '越权分组', code: 'X1', stationIds: [stations1[0].id, stations2[0].id] });
    expect(answer.code).toBe(10);
    expect(answer.data.errors).toEqual([expect.objectContaining({ field: 'stationIds' })]);
    expect(answer.msg).toContain('包含场站');
    expect(await groupCount()).toBe(before);
    const missing = await post('save', { name: '缺失分组', code: 'X2', stationIds: [99_999_999] });
    expect(missing.code).toBe(10);
    expect(await groupCount()).toBe(before);
  });

  it('refuses malformed ids before touching the database', async () => {
    for (const stationIds of [['abc'], [0], 'all', [stations1[0].id, stations1[0].id]]) {
      const answer = await post('save', { name: '坏分组', code: 'X3', stationIds });
      expect(answer.code, JSON.stringify(stationIds)).toBe(10);
    }
  });

  it('replaces the links on update, keeps them when the field is not sent, and refuses a bad update whole', async () => {
    const created = await post('save', { name: '更新分组', code: 'U1', stationIds: [stations1[0].id] });
    const id = created.data.id;
    const updated = await post('update', { id, stationIds: [stations1[1].id, stations1[3].id] });
    expect(updated.code).toBe(0);
    expect(await links(id)).toEqual([stations1[1].id, stations1[3].id]);
    await post('update', { id, remark: '只改备注' });
    expect(await links(id)).toEqual([stations1[1].id, stations1[3].id]);
    const refused = await post('update', { id, remark: '不应保存', stationIds: [stations2[1].id] });
    expect(refused.code).toBe(10);
    expect(await links(id)).toEqual([stations1[1].id, stations1[3].id]);
    expect((await post('get', { id })).data.remark).toBe('只改备注');
  });

  it('filters the groups that include a station, and answers tags on every page row', async () => {
    const station = stations1[7].id;
    const answer = await post('page', { filters: { stationIds: [station] }, pageSize: 50 });
    expect(answer.code).toBe(0);
    expect(answer.data.data.length).toBeGreaterThan(0);
    for (const row of answer.data.data) {
      expect(row.stationIds).toContain(station);
      expect(row.$labels.stationIds).toHaveLength(row.stationIds.length);
    }
    const all = await post('page', { pageSize: 50 });
    const expected = all.data.data.filter((row: { stationIds: number[] }) => row.stationIds.includes(station));
    expect(answer.data.totalCount).toBe(expected.length);
    expect((await post('page', { filters: { stationIds: ['x'] } })).code).toBe(10);
  });

  it("never shows another seller's groups, even filtered by one of its stations", async () => {
    const answer = await post('page', { filters: { stationIds: [stations2[0].id] } });
    expect(answer.code).toBe(0);
    expect(answer.data.totalCount).toBe(0);
    const theirs = await post('page', { pageSize: 50 }, admin2);
    for (const row of theirs.data.data)
      for (const id of row.stationIds) expect(stations2.map((s) => s.id)).toContain(id);
  });

  it('drops the links with the group, and keeps a linked station from being deleted', async () => {
    const created = await post('save', { name: '删除分组', code: 'D1', stationIds: [stations1[0].id] });
    expect((await post('delete', { ids: [created.data.id] })).code).toBe(0);
    expect(await links(created.data.id)).toEqual([]);
    const lonely = await t.call('/api/config/station/delete', { body: { ids: [stations1[0].id] }, token: admin1 });
    expect(lonely.body.code).toBe(15);
    expect(lonely.body.msg).toContain('场站分组');
    expect((await stationsOf('100001')).map((s) => s.id)).toContain(stations1[0].id);
  });

  it('exports the stations as labels and imports them back by label', async () => {
    const created = await post('save', {
      name: '导出分组',
      code: 'E1',
      stationIds: [stations1[2].id, stations1[4].id],
    });
    const exported = await t.app.inject({
      method: 'POST',
      url: `${base}/export`,
      payload: { filters: { code: 'E1' } },
      headers: { authorization: admin1 },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const column = header.indexOf('包含场站');
    expect(sheet.getRow(2).getCell(column).value).toBe(`${stations1[2].name}、${stations1[4].name}`);
    expect(created.code).toBe(0);

    const upload = new ExcelJS.Workbook();
    const out = upload.addWorksheet('import');
    out.addRow(['分组名称', '分组编码', '包含场站', '排序', '备注']);
    out.addRow(['导入分组', 'I1', `${stations1[1].name}, ${stations1[3].name}`, 3, '']);
    const file = Buffer.from(await upload.xlsx.writeBuffer());
    const boundary = '----m2m';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="g.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const imported = await t.app.inject({
      method: 'POST',
      url: `${base}/import`,
      payload,
      headers: { authorization: admin1, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(imported.json().code).toBe(0);
    const found = await post('page', { filters: { code: 'I1' } });
    expect(found.data.data[0].stationIds).toEqual([stations1[1].id, stations1[3].id]);
  });

  it('refuses an import naming a station the seller does not have, writing nothing', async () => {
    const before = await groupCount();
    const upload = new ExcelJS.Workbook();
    const out = upload.addWorksheet('import');
    out.addRow(['分组名称', '分组编码', '包含场站', '排序', '备注']);
    out.addRow(['导入坏组', 'I2', `${stations1[1].name}、不存在的场站`, 3, '']);
    const file = Buffer.from(await upload.xlsx.writeBuffer());
    const boundary = '----m2m2';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="g.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const imported = await t.app.inject({
      method: 'POST',
      url: `${base}/import`,
      payload,
      headers: { authorization: admin1, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(imported.json().code).toBe(13);
    expect(JSON.stringify(imported.json().data.errors)).toContain('不存在的场站');
    expect(await groupCount()).toBe(before);
  });
});

describe('options: a searchable picker over a large set', () => {
  const options = (body: object, token = admin1) => t.call('/api/config/station/options', { body, token });

  it('pages through the matches without ever answering all rows', async () => {
    const first = await options({ pageNo: 1, pageSize: 5 });
    const second = await options({ pageNo: 2, pageSize: 5 });
    expect(first.body.data).toHaveLength(5);
    expect(second.body.data).toHaveLength(5);
    const ids = [...first.body.data, ...second.body.data].map((o: { value: number }) => o.value);
    expect(new Set(ids).size).toBe(10);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const beyond = await options({ pageNo: 99, pageSize: 50 });
    expect(beyond.body.data).toEqual([]);
    for (const bad of [{ pageSize: 51 }, { pageSize: 0 }, { pageNo: 0 }, { pageNo: 'x' }]) {
      expect((await options(bad)).body.code, JSON.stringify(bad)).toBe(10);
    }
  });

  it("searches on the server within the caller's seller", async () => {
    const name = stations1[3].name;
    const found = await options({ keyword: name, pageSize: 50 });
    expect(found.body.data.map((o: { label: string }) => o.label)).toContain(name);
    for (const option of found.body.data) expect(option.label).toContain(name);
    const theirs = await options({ keyword: name, pageSize: 50 }, admin2);
    expect(theirs.body.data.map((o: { value: number }) => o.value)).not.toContain(stations1[3].id);
  });

  it('lets a viewer of the groups pick stations, since the group page references them', async () => {
    expect((await options({}, viewer1)).body.code).toBe(0);
  });
});
