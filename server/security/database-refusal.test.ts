import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { EntityFile } from '../../src/meta/model';
import { buildApp } from '../app';
import { CHARGE_ORDER, withChargeOrder } from '../crud/testing/charge-order-entity';
import { seedChargeOrders, type SellerRows } from '../crud/testing/seed-charge-orders';
import { prepareDatabase } from '../start-database';
import { DEMO, loginBody } from '../test-support/test-app';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';

/**
 * A value the schema's rules let through but the column cannot hold: a `max:100` rule on a
 * string field whose column keeps the default length. PostgreSQL refuses it; the caller gets
 * a validation failure with a message, and nothing is written.
 * @postgres: the refusal is the database's own, worded by its dialect.
 */
const NOTED: EntityFile = {
  ...CHARGE_ORDER,
  fields: {
    ...CHARGE_ORDER.fields,
    note: { type: 'string', title: { 'zh-CN': '附注', 'en-US': 'Note' }, rules: 'max:100' },
  },
};

let database: TestDatabase;
let app: FastifyInstance;
let token: string;
let one: SellerRows;

beforeAll(async () => {
  database = await openTestDatabase({ prepared: false });
  const base = withChargeOrder(database.bundle);
  const bundle = { ...base, entities: new Map([...base.entities, [NOTED.name, NOTED]]) };
  await prepareDatabase(database.db, bundle, { fillEmptyScreens: false });
  app = await buildApp({ db: database.db, bundle });
  const login = await app.inject({
    method: 'POST',
    url: '/api/system/login',
    payload: loginBody(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password),
  });
  token = login.json<{ data: { token: string } }>().data.token;
  one = await seedChargeOrders(database.db, '100001', 'R', 2);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const rows = async () => (await database.db.query('select * from charge_order order by id')).rows;

describe('a value the database refuses', () => {
  it('is answered as a validation failure, writing nothing', async () => {
    const before = await rows();
    const payload = {
      orderNo: 'R9',
      stationId: one.stationIds[0],
      amount: 1,
      startTime: '2025-03-01 08:00:00',
      note: 'n'.repeat(80),
    };
    const answer = await app.inject({
      method: 'POST',
      url: '/api/bill/chargeOrder/save',
      payload,
      headers: { authorization: token },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ code: 10, msg: '有值格式不正确或超出范围', success: false });
    expect(await rows()).toEqual(before);
    const update = await app.inject({
      method: 'POST',
      url: '/api/bill/chargeOrder/update',
      payload: { id: one.orderIds[0], remark: 'kept?', note: 'n'.repeat(80), locale: 'en-US' },
      headers: { authorization: token },
    });
    expect(update.json()).toMatchObject({ code: 10, msg: 'A value sent is malformed or out of range' });
    expect(await rows()).toEqual(before);
  });
});
