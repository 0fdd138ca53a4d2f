import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole, type ExtraUser } from '../test-support/extra-users';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

const base = '/api/config/alarmWorkOrder';
const mine = '/api/config/myAlarmWorkOrder';
/** Dictionary userType. */
const TYPE = { ordinary: 1, dispatch: 2, repair: 3 } as const;

let t: TestApp;
let admin: string;
let sellerId: number;
let repair: ExtraUser;
let otherRepair: ExtraUser;
let dispatcher: ExtraUser;
let ordinary: ExtraUser;
let disabledRepair: ExtraUser;
let foreignRepair: number;

/** A further user of seller 100001 of one type, enabled or not, with a phone to be told on. */
async function staff(account: string, type: number, phone: string, enabled = true) {
  const user = await createUserWithRole(t, admin, account, 'stationManager');
  await t.db.query(`update users set user_type = $1, phone = $2, status = $3 where id = $4`, [
    type,
    phone,
    enabled ? 1 : 0,
    user.id,
  ]);
  return user;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  const { rows } = await t.db.query<{ id: number }>(`select id from sellers where seller_number = '100001'`);
  sellerId = Number(rows[0].id);
  repair = await staff('repairWang', TYPE.repair, '13900000001');
  otherRepair = await staff('repairLi', TYPE.repair, '13900000002');
  dispatcher = await staff('dispatchZhao', TYPE.dispatch, '13900000003');
  ordinary = await staff('plainQian', TYPE.ordinary, '13900000004');
  disabledRepair = await staff('repairSun', TYPE.repair, '13900000005');
  await t.db.query(`update users set status = 0 where id = $1`, [disabledRepair.id]);
  const { rows: foreign } = await t.db.query<{ id: number }>(
    `insert into users (seller_id, account, name, phone, password, status, user_type)
     select id, 'repairAbroad', '外商维修', '13900000006', 'x', 1, 3 from sellers where seller_number = '100002'
     returning id`,
  );
  foreignRepair = Number(foreign[0].id);
});
afterAll(() => t?.close());

const post = async (path: string, body: object, token = admin) => (await t.call(path, { body, token })).body;

/** A new order of the seller, on the first station. */
async function newOrder(description = '到场检查') {
  const { rows } = await t.db.query<{ id: number }>(`select id from station where seller_id = $1 order by id limit 1`, [
    sellerId,
  ]);
  const saved = await post(`${base}/save`, { stationId: Number(rows[0].id), description });
  expect(saved.code).toBe(0);
  return saved.data as { id: number; orderNo: string };
}
const orderRow = async (id: number) =>
  (
    await t.db.query(`select status, assignee_id, assignee_name, assignee_phone from alarm_work_order where id = $1`, [
      id,
    ])
  ).rows[0];
const textsTo = async (phone: string) =>
  (await t.db.query<{ content: string }>(`select content from sms_outbox where phone = $1 order by id`, [phone])).rows;

describe("an alarm work order's assignee, picked among the seller's staff", () => {
  it('is offered only among enabled dispatch and repair users of the seller', async () => {
    const offered = async (keyword: string) => {
      const answer = await post(`${base}/userOptions`, { action: 'dispatch', field: 'assigneeId', keyword });
      expect(answer.code).toBe(0);
      return (answer.data as { value: number }[]).map((option) => Number(option.value));
    };
    // repairSun is disabled, repairAbroad another operator's: only the two enabled ones here.
    expect(await offered('repair')).toEqual([otherRepair.id, repair.id]);
    expect(await offered('dispatchZhao')).toEqual([dispatcher.id]);
    expect(await offered('plainQian')).toEqual([]);
  });

  it("is offered to whoever may dispatch, and not for a field the action's form lacks", async () => {
    const unknown = await post(`${base}/userOptions`, { action: 'finish', field: 'assigneeId' });
    expect(unknown.code).not.toBe(0);
    expect(unknown.msg).toContain('assigneeId');
    const viewer = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
    const refused = await t.call(`${base}/userOptions`, {
      body: { action: 'dispatch', field: 'assigneeId' },
      token: viewer,
    });
    expect(refused.body.code).not.toBe(0);
  });

  it('is not offered to one who may add orders but not dispatch them', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `insert into roles (seller_id, name) values ($1, '工单录入') returning id`,
      [sellerId],
    );
    await t.db.query(
      `insert into role_permissions (role_id, permission_id) values ($1, 'alarmWorkOrder:query'), ($1, 'alarmWorkOrder:add')`,
      [rows[0].id],
    );
    const clerk = await createUserWithRole(t, admin, 'orderClerk', '工单录入');
    const refused = await post(`${base}/userOptions`, { action: 'dispatch', field: 'assigneeId' }, clerk.token);
    expect(refused.code).not.toBe(0);
    expect(refused.msg).toContain('权限');
    expect(JSON.stringify(refused)).not.toContain('repairWang');
  });

  it('is kept with the order by id, name and phone, and told by text message', async () => {
    const order = await newOrder('充电枪无法拔出');
    const dispatched = await post(`${base}/dispatch`, { ids: [order.id], input: { assigneeId: repair.id } });
    expect(dispatched.code).toBe(0);
    expect(await orderRow(order.id)).toMatchObject({
      status: 2,
      assignee_id: repair.id,
      assignee_name: 'repairWang',
      assignee_phone: '13900000001',
    });
    const texts = await textsTo('13900000001');
    expect(texts.at(-1)?.content).toContain(order.orderNo);
    expect(texts.at(-1)?.content).toContain('充电枪无法拔出');
    const listed = await post(`${base}/page`, { pageNo: 1, pageSize: 5, orderNo: order.orderNo });
    expect(listed.data.data[0].assigneeName).toBe('repairWang');
  });

  it('moves to the new assignee on re-dispatch, who is told in turn', async () => {
    const order = await newOrder();
    await post(`${base}/dispatch`, { ids: [order.id], input: { assigneeId: repair.id } });
    const before = (await textsTo('13900000003')).length;
    expect((await post(`${base}/redispatch`, { ids: [order.id], input: { assigneeId: dispatcher.id } })).code).toBe(0);
    expect(await orderRow(order.id)).toMatchObject({ assignee_id: dispatcher.id, assignee_name: 'dispatchZhao' });
    expect((await textsTo('13900000003')).length).toBe(before + 1);
  });

  it.each([
    ['a user of another operator', () => foreignRepair, '所选处理人不存在'],
    ['a disabled repair user', () => disabledRepair.id, '所选处理人须为本商户启用的调度、维修人员'],
    ['an ordinary user', () => ordinary.id, '所选处理人须为本商户启用的调度、维修人员'],
  ])('refuses %s, and nothing changes', async (_, who, text) => {
    const order = await newOrder();
    const smsBefore = (await t.db.query<{ n: number }>(`select count(*)::int as n from sms_outbox`)).rows[0].n;
    const answer = await post(`${base}/dispatch`, { ids: [order.id], input: { assigneeId: who() } });
    expect(answer.code).not.toBe(0);
    expect(answer.msg).toContain(text);
    expect(answer.data.errors[0].field).toBe('assigneeId');
    expect(await orderRow(order.id)).toMatchObject({ status: 1, assignee_id: null, assignee_name: null });
    expect((await t.db.query<{ n: number }>(`select count(*)::int as n from sms_outbox`)).rows[0].n).toBe(smsBefore);
  });

  it('names the refused types in English too', async () => {
    const order = await newOrder();
    const answer = await post(`${base}/dispatch`, {
      ids: [order.id],
      input: { assigneeId: ordinary.id },
      locale: 'en-US',
    });
    expect(answer.msg).toContain(
      'The selected Assignee must be an enabled user of this operator of type Dispatch, Repair',
    );
  });
});

describe('my work orders', () => {
  it("shows the assignee his own orders and no one else's, and lets him finish them", async () => {
    const his = await newOrder('更换模块');
    const theirs = await newOrder('复位');
    await post(`${base}/dispatch`, { ids: [his.id], input: { assigneeId: repair.id } });
    await post(`${base}/dispatch`, { ids: [theirs.id], input: { assigneeId: otherRepair.id } });
    const page = await post(mine + '/page', { pageNo: 1, pageSize: 100 }, repair.token);
    expect(page.code).toBe(0);
    const orders = (page.data.data as { orderNo: string }[]).map((row) => row.orderNo);
    expect(orders).toContain(his.orderNo);
    expect(orders).not.toContain(theirs.orderNo);
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from alarm_work_order where assignee_id = $1`,
      [repair.id],
    );
    expect(page.data.totalCount).toBe(rows[0].n);
    const foreign = await post(
      `${mine}/finish`,
      { ids: [theirs.id], input: { handleResult: '不是我的' } },
      repair.token,
    );
    expect(foreign.code).not.toBe(0);
    expect((await orderRow(theirs.id)).status).toBe(2);
    const done = await post(`${mine}/finish`, { ids: [his.id], input: { handleResult: '已更换' } }, repair.token);
    expect(done.code).toBe(0);
    expect((await orderRow(his.id)).status).toBe(3);
  });
});
