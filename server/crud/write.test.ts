import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrudTestApp, type CrudTestApp } from './testing/crud-test-app';
import { seedChargeOrders, type SellerRows } from './testing/seed-charge-orders';

const base = '/api/bill/chargeOrder';
let t: CrudTestApp;
let one: SellerRows;

beforeAll(async () => {
  t = await createCrudTestApp();
  one = await seedChargeOrders(t.db, '100001', 'A', 8);
});
afterAll(() => t?.close());

const post = async (op: string, body: object) => (await t.post(`${base}/${op}`, body, t.tokens.admin1)).body;
const count = async (table = 'charge_order') =>
  Number((await t.db.query(`select count(*)::int as n from ${table}`)).rows[0].n);
const audits = async (action: string) =>
  (await t.db.query(`select * from audit_log where entity = 'chargeOrder' and action = $1 order by id`, [action])).rows;
const valid = () => ({ orderNo: 'N1', stationId: one.stationIds[0], amount: 1234, startTime: '2025-03-01 08:00:00' });

describe('save and update', () => {
  it('creates a row with defaults, ignores read-only and implicit fields, and audits it', async () => {
    const answer = await post('save', { ...valid(), status: 4, id: 999, createdAt: '2000-01-01', $labels: {} });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({
      orderNo: 'N1',
      amount: 1234,
      status: 1,
      paid: false,
      stationId: one.stationIds[0],
    });
    expect(answer.data.id).not.toBe(999);
    expect(answer.data.$labels.stationId).toBe(one.stationNames[0]);
    const [entry] = await audits('save');
    expect(entry).toMatchObject({ row_id: answer.data.id, before: null });
    expect((entry.after as { orderNo: string }).orderNo).toBe('N1');
  });

  it('refuses an invalid payload with code 10 naming the fields, writing nothing', async () => {
    const before = await count();
    const answer = await post('save', {
      orderNo: 'bad no!',
      memberMobile: '123',
      amount: 'ten',
      startTime: '2025-03-01 08:00:00',
    });
    expect(answer.code).toBe(10);
    const fields = answer.data.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['amount', 'memberMobile', 'orderNo', 'stationId']);
    expect(answer.msg).toContain('会员手机号');
    expect(answer.msg).toContain('场站');
    expect(await count()).toBe(before);
    const unknown = await post('save', { ...valid(), orderNo: 'N9', hack: 1 });
    expect(unknown.code).toBe(10);
    expect(unknown.data.errors).toEqual([expect.objectContaining({ field: 'hack' })]);
    expect(await count()).toBe(before);
  });

  it('answers messages in English on request', async () => {
    const answer = await t.post(`${base}/save`, { locale: 'en-US', orderNo: 'N2' }, t.tokens.admin1);
    expect(answer.body.msg).toMatch(/These fields are not valid: .*Station/);
  });

  it('refuses a taken unique value with code 15, on save and on update', async () => {
    const before = await count();
    const taken = await post('save', { ...valid(), orderNo: 'A0001' });
    expect(taken.code).toBe(15);
    expect(taken.msg).toContain('A0001');
    expect(await count()).toBe(before);
    const update = await post('update', { id: one.orderIds[1], orderNo: 'A0001' });
    expect(update.code).toBe(15);
    const same = await post('update', { id: one.orderIds[0], orderNo: 'A0001', remark: 'kept its own number' });
    expect(same.code).toBe(0);
  });

  it('updates only the fields sent, validates them, and audits before and after', async () => {
    // A0002: amount 200, status 3; the read-only status is not written.
    const id = one.orderIds[1];
    const bad = await post('update', { id, amount: -1.5 });
    expect(bad.code).toBe(10);
    const answer = await post('update', { id, amount: 999, status: 1 });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ id, amount: 999, orderNo: 'A0002', status: 3 });
    const entry = (await audits('update')).find((row) => Number(row.row_id) === id)!;
    expect((entry.before as { amount: number }).amount).toBe(200);
    expect((entry.after as { amount: number }).amount).toBe(999);
    expect((await post('update', { id: 987654, amount: 1 })).code).toBe(11);
  });
});

describe('delete', () => {
  it('deletes one or many of the caller’s rows, audited', async () => {
    const ids = [one.orderIds[6], one.orderIds[7]];
    const answer = await post('delete', { ids });
    expect(answer).toMatchObject({ code: 0, data: { deleted: 2 } });
    expect((await post('get', { id: ids[0] })).code).toBe(11);
    expect((await audits('delete')).map((row) => Number(row.row_id)).sort()).toEqual(ids.sort());
  });

  it('deletes nothing when one id is missing', async () => {
    const before = await count();
    expect((await post('delete', { ids: [one.orderIds[5], 987654] })).code).toBe(11);
    expect(await count()).toBe(before);
    expect((await post('delete', { ids: [] })).code).toBe(10);
  });
});

describe('status actions', () => {
  it('moves rows from an allowed status and audits each', async () => {
    // A0004 is charging (status 1).
    const id = one.orderIds[3];
    const answer = await post('finish', { ids: [id] });
    expect(answer).toMatchObject({ code: 0, data: { updated: 1 } });
    expect((await post('get', { id })).data.status).toBe(2);
    const [entry] = await audits('finish');
    expect(entry).toMatchObject({ row_id: id });
    expect((entry.before as { status: number }).status).toBe(1);
  });

  it('refuses a row in a wrong status with code 12 naming it, changing nothing', async () => {
    const snapshot = async () => (await t.db.query('select id, status from charge_order order by id')).rows;
    const before = await snapshot();
    // A0004 is finished now and A0005 is finished too (status 2): neither can be finished again.
    const answer = await post('finish', { ids: [one.orderIds[4], one.orderIds[3]] });
    expect(answer.code).toBe(12);
    expect(answer.msg).toMatch(/A000[45]/);
    expect(answer.msg).toContain('已完成');
    expect(await snapshot()).toEqual(before);
  });
});

describe('a real schema: the station', () => {
  it('is created, disabled, refused a second disable, enabled and deleted', async () => {
    const station = (op: string, body: object) => t.post(`/api/config/station/${op}`, body, t.tokens.admin1);
    const payload = {
      name: '测试场站',
      code: 'TEST001',
      stationType: 1,
      runType: 'ZiYing',
      speedType: 'kuai',
      status: 1,
      province: '广东省',
      city: '深圳市',
      address: '南山区科技园 1 号',
      longitude: 113.95,
      latitude: 22.54,
      contactName: '张三',
      contactMobile: '13800138000',
    };
    const saved = await station('save', payload);
    expect(saved.body.code).toBe(0);
    const id = saved.body.data.id;
    expect(saved.body.data.enableStatus).toBe(1);
    expect((await station('disable', { ids: [id] })).body.code).toBe(0);
    const again = await station('disable', { ids: [id] });
    expect(again.body.code).toBe(12);
    expect(again.body.msg).toContain('测试场站');
    expect((await station('enable', { ids: [id] })).body.code).toBe(0);
    expect((await station('get', { id })).body.data.enableStatus).toBe(1);
    expect((await station('delete', { ids: [id] })).body).toMatchObject({ code: 0, data: { deleted: 1 } });
    const used = await station('delete', { ids: [one.stationIds[0]] });
    expect(used.body.code).toBe(15);
    expect((await station('get', { id: one.stationIds[0] })).body.code).toBe(0);
  });
});
