import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
});
afterAll(() => t?.close());

const post = async (op: string, body: object) =>
  (await t.call(`/api/config/pileType/${op}`, { body, token: admin })).body;

describe('rules across fields on the server', () => {
  it('accepts every seeded pile type sent back unchanged (the seed meets the rules)', async () => {
    const page = await post('page', { pageNo: 1, pageSize: 50 });
    expect(page.data.data.length).toBeGreaterThan(0);
    for (const row of page.data.data) {
      expect(row.maxVoltage).toBeGreaterThanOrEqual(row.minVoltage);
      const answer = await post('update', row);
      expect(answer.code).toBe(0);
    }
  });

  it('refuses a maximum below its minimum, naming the other field, and changes nothing', async () => {
    const [row] = (await post('page', { pageNo: 1, pageSize: 1 })).data.data;
    const answer = await post('update', { ...row, minVoltage: 500, maxVoltage: 200 });
    expect(answer.code).toBe(10);
    expect(answer.data.errors).toEqual([{ field: 'maxVoltage', message: '不能小于最低电压(V)' }]);
    const english = await t.call('/api/config/pileType/update', {
      body: { ...row, minCurrent: 100, maxCurrent: 50, locale: 'en-US' },
      token: admin,
    });
    expect(english.body.data.errors[0].field).toBe('maxCurrent');
    const after = (await post('get', { id: row.id })).data;
    expect([after.minVoltage, after.maxVoltage]).toEqual([row.minVoltage, row.maxVoltage]);
  });

  it('compares a partial update with the stored value of the field not sent, in both directions', async () => {
    const [row] = (await post('page', { pageNo: 1, pageSize: 1 })).data.data;
    const lower = await post('update', { id: row.id, maxVoltage: row.minVoltage - 1 });
    expect(lower.code).toBe(10);
    expect(lower.data.errors).toEqual([{ field: 'maxVoltage', message: '不能小于最低电压(V)' }]);
    const higher = await post('update', { id: row.id, minVoltage: row.maxVoltage + 1 });
    expect(higher.code).toBe(10);
    expect(higher.data.errors).toEqual([{ field: 'maxVoltage', message: '不能小于最低电压(V)' }]);
    expect((await post('update', { id: row.id, maxVoltage: row.minVoltage })).code).toBe(0);
    const after = (await post('get', { id: row.id })).data;
    expect([after.minVoltage, after.maxVoltage]).toEqual([row.minVoltage, row.minVoltage]);
  });
});
