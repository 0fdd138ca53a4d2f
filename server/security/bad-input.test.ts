import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrudTestApp, type CrudAnswer, type CrudTestApp } from '../crud/testing/crud-test-app';
import { seedChargeOrders, type SellerRows } from '../crud/testing/seed-charge-orders';

/**
 * Malformed input is the caller's mistake: answered as a refusal with a message (HTTP 200 and
 * a non-zero code), never as a server error, and nothing is written.
 */
const base = '/api/bill/chargeOrder';
let t: CrudTestApp;
let one: SellerRows;

beforeAll(async () => {
  t = await createCrudTestApp();
  one = await seedChargeOrders(t.db, '100001', 'B', 4);
});
afterAll(() => t?.close());

const valid = () => ({ orderNo: 'V1', stationId: one.stationIds[0], amount: 1234, startTime: '2025-03-01 08:00:00' });
const rows = async () =>
  (await t.db.query('select * from charge_order order by id')).rows.map((row) => JSON.stringify(row));

function expectRefused(answer: CrudAnswer, code = 10) {
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ code, success: false });
  expect(answer.body.msg.length).toBeGreaterThan(0);
}

async function refusedWithoutChange(url: string, body: unknown, code = 10, token = t.tokens.admin1) {
  const before = await rows();
  const answer = await t.post(url, body, token);
  expectRefused(answer, code);
  expect(await rows()).toEqual(before);
  return answer;
}

describe('a zero byte in any string', () => {
  it('is refused on a write, in a text field the validator lets through', async () => {
    const answer = await refusedWithoutChange(`${base}/save`, { ...valid(), remark: 'a\u0000b' });
    expect(answer.body.data.errors).toEqual([expect.objectContaining({ field: 'remark' })]);
  });

  it('is refused like half a surrogate pair, which UTF-8 cannot store as sent', async () => {
    await refusedWithoutChange(`${base}/save`, { ...valid(), remark: 'a\ud800b' });
    await refusedWithoutChange(`${base}/update`, { id: one.orderIds[0], remark: '\udfff' });
    const pair = await t.post(`${base}/update`, { id: one.orderIds[0], remark: 'ok 🔌' }, t.tokens.admin1);
    expect(pair.body).toMatchObject({ code: 0, data: { remark: 'ok 🔌' } });
  });

  it('is refused in a filter, a key, and on login', async () => {
    await refusedWithoutChange(`${base}/page`, { filters: { orderNo: 'B\u0000' } });
    await refusedWithoutChange(`${base}/update`, { id: one.orderIds[0], ['remark\u0000']: 'x' });
    const login = await t.post('/api/system/login', {
      sellerNumber: '100001',
      credentials: { account: 'admin\u0000', password: 'x' },
    });
    expectRefused(login);
  });
});

describe('prototype keys', () => {
  it.each(['valueOf', 'toString', 'constructor', 'hasOwnProperty'])(
    'a payload key %s is an unknown field',
    async (key) => {
      const answer = await refusedWithoutChange(`${base}/save`, { ...valid(), orderNo: 'V9', [key]: 0 });
      expect(answer.body.data.errors).toEqual([expect.objectContaining({ field: key })]);
      await refusedWithoutChange(`${base}/update`, { id: one.orderIds[0], [key]: 'x' });
    },
  );

  it('a sort field sent as an object with its own toString is refused', async () => {
    await refusedWithoutChange(`${base}/page`, { sort: { field: { toString: 1 } } });
  });
});

describe('filters and paging', () => {
  it.each([
    ['a dictionary value of the wrong type', { filters: { status: 'abc' } }],
    ['a dictionary value list of the wrong type', { filters: { status: ['abc', 1] } }],
    ['a dictionary value out of range', { filters: { status: 1e20 } }],
    ['a reference id out of range', { filters: { stationId: 1e20 } }],
    ['a reference id that is no number', { filters: { stationId: { id: 1 } } }],
    ['an amount bound out of range', { filters: { amount: [1e300, null] } }],
    ['a huge page number', { pageNo: 1e300 }],
    ['a page number past what SQL can offset', { pageNo: 2 ** 53, pageSize: 500 }],
  ])('%s is refused', async (_name, body) => {
    await refusedWithoutChange(`${base}/page`, body);
  });

  it('a valid dictionary filter still matches', async () => {
    const answer = await t.post(`${base}/page`, { filters: { status: ['1', 2] } }, t.tokens.admin1);
    expect(answer.body.code).toBe(0);
  });
});

describe('values the database would refuse', () => {
  it.each([
    ['an amount beyond bigint', { orderNo: 'V2', amount: 1e20 }],
    ['an impossible date', { orderNo: 'V3', startTime: '2025-02-30 08:00:00' }],
    ['year zero', { orderNo: 'V4', startTime: '0000-01-01 08:00:00' }],
  ])('%s is refused on save', async (_name, change) => {
    await refusedWithoutChange(`${base}/save`, { ...valid(), ...change });
  });

  it('an impossible date is refused on update too, naming the field', async () => {
    await refusedWithoutChange(`${base}/update`, { id: one.orderIds[0], endTime: '2025-13-01 08:00:00' });
    const answer = await refusedWithoutChange(`${base}/update`, {
      id: one.orderIds[0],
      endTime: '2025-02-31 08:00:00',
    });
    expect(answer.body.data.errors).toEqual([expect.objectContaining({ field: 'endTime' })]);
  });
});

describe('an optional field sent as []', () => {
  it('means "no value" on save and on update', async () => {
    const saved = await t.post(`${base}/save`, { ...valid(), orderNo: 'V5', energy: [], endTime: [] }, t.tokens.admin1);
    expect(saved.body).toMatchObject({ code: 0, data: { energy: null, endTime: null } });
    const updated = await t.post(`${base}/update`, { id: saved.body.data.id, remark: [] }, t.tokens.admin1);
    expect(updated.body).toMatchObject({ code: 0, data: { remark: null } });
  });
});

describe('system routes', () => {
  it.each([
    ['/api/system/user/get', { id: 1.5 }],
    ['/api/system/user/get', { id: 1e30 }],
    ['/api/system/user/get', { id: '1e30' }],
    ['/api/system/role/get', { id: 1e30 }],
    ['/api/system/organize/get', { id: 1e30 }],
    ['/api/system/user/page', { pageNo: 1e300 }],
    ['/api/system/role/page', { pageNo: 1e300 }],
  ])('%s with %j is refused', async (url, body) => {
    const answer = await t.post(url, body, t.tokens.admin1);
    expect(answer.status).toBe(200);
    expect(answer.body.code).not.toBe(0);
    expect(answer.body.code).not.toBe(500);
    expect(answer.body.msg.length).toBeGreaterThan(0);
  });
});

describe('uploads and exports', () => {
  it('refuses multipart without a boundary as an unreadable file', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `${base}/import`,
      payload: 'not really multipart',
      headers: { authorization: t.tokens.admin1, 'content-type': 'multipart/form-data' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ code: 13, success: false });
  });

  it('reports an export the database refuses before the first byte, as JSON', async () => {
    const answer = await t.post(
      `${base}/export`,
      { filters: { startTime: ['2025-02-30 00:00:00', null] } },
      t.tokens.admin1,
    );
    expect(answer.headers['content-type']).toContain('json');
    expectRefused(answer);
  });
});
