import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: string;
let viewer: string;
let adminId: number;
let adminName: string;
let stationId: number;
let typeId: number;
let staff: { able: number; other: number; disabled: number };

const post = async (path: string, body: object, token = admin) => (await t.call(`/api/${path}`, { body, token })).body;
const saved = async (path: string, body: object) => {
  const answer = await post(`${path}/save`, body);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data as Record<string, unknown> & { id: number };
};

let serial = 0;
const person = async (enabled = true) => {
  serial += 1;
  const row = await saved('operation/inspectionUser', {
    name: `运维${serial}`,
    mobile: `1390000${String(serial).padStart(4, '0')}`,
    userType: 3,
  });
  if (!enabled) expect((await post('operation/inspectionUser/disable', { ids: [row.id] })).code).toBe(0);
  return row.id;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin1.sellerNumber, DEMO.admin1.account, DEMO.admin1.password);
  viewer = await t.login(DEMO.viewer1.sellerNumber, DEMO.viewer1.account, DEMO.viewer1.password);
  const { rows } = await t.db.query<{ id: number; seller_id: number; name: string }>(
    `select u.id, u.seller_id, u.name from users u join sellers s on s.id = u.seller_id
      where s.seller_number = '100001' and u.account = 'admin'`,
  );
  adminId = Number(rows[0].id);
  adminName = rows[0].name;
  const station = await t.db.query<{ id: number }>(`select id from station where seller_id = $1 order by id limit 1`, [
    rows[0].seller_id,
  ]);
  stationId = Number(station.rows[0].id);
  typeId = (await saved('operation/workOrderType', { name: '测试维修', code: 'TESTFIX', slaHours: 8 })).id;
  staff = { able: await person(), other: await person(), disabled: await person(false) };
});
afterAll(() => t?.close());

const newOrder = () =>
  saved('operation/workOrder', {
    title: '2号桩无法启动',
    typeId,
    source: 'MANUAL',
    priority: 2,
    stationId,
    description: '扫码无响应',
  });
const order = async (id: number) => (await post('operation/workOrder/get', { id })).data;

describe('work order flow', () => {
  it('numbers a new order and starts it awaiting dispatch', async () => {
    const row = await newOrder();
    expect(row.orderNo).toMatch(/^WO[0-9A-Z]+$/);
    expect(row.status).toBe('PENDING');
  });

  it('dispatches, accepts, finishes and approves, stamping who and when at each step', async () => {
    const { id } = await newOrder();
    const dispatch = await post('operation/workOrder/dispatch', {
      ids: [id],
      input: { assigneeId: staff.able, dispatchRemark: '今日处理' },
    });
    expect(dispatch.code, dispatch.msg).toBe(0);
    expect(await order(id)).toMatchObject({ status: 'DISPATCHED', assigneeId: staff.able, dispatchedBy: adminId });
    expect((await post('operation/workOrder/accept', { ids: [id] })).code).toBe(0);
    const finish = await post('operation/workOrder/finish', { ids: [id], input: { handleResult: '更换读卡模块' } });
    expect(finish.code, finish.msg).toBe(0);
    // The one who finished the work does not approve it (four eyes): the station manager does.
    const own = await post('operation/workOrder/audit', { ids: [id], input: { auditRemark: '已复核' } });
    expect(own.code).toBe(12);
    const manager = await t.login(DEMO.station1.sellerNumber, DEMO.station1.account, DEMO.station1.password);
    const { rows } = await t.db.query<{ id: number; name: string }>(
      `select u.id, u.name from users u join sellers s on s.id = u.seller_id
        where s.seller_number = '100001' and u.account = 'station'`,
    );
    const managerId = Number(rows[0].id);
    const audit = await post('operation/workOrder/audit', { ids: [id], input: { auditRemark: '已复核' } }, manager);
    expect(audit.code, audit.msg).toBe(0);
    const done = await order(id);
    expect(done).toMatchObject({
      status: 'DONE',
      handleResult: '更换读卡模块',
      dispatchedBy: adminId,
      acceptedBy: adminId,
      finishedBy: adminId,
      auditedBy: managerId,
      auditRemark: '已复核',
    });
    expect(done.dispatchedAt && done.acceptedAt && done.finishedAt && done.auditedAt).toBeTruthy();
    // Who did each step is shown by name, in the detail and in the list.
    const names = { dispatchedBy: adminName, acceptedBy: adminName, finishedBy: adminName, auditedBy: rows[0].name };
    expect(done.$labels).toMatchObject(names);
    const page = await post('operation/workOrder/page', { pageNo: 1, pageSize: 5, orderNo: done.orderNo });
    expect(page.data.data[0].$labels).toMatchObject(names);
    const history = (await post('operation/workOrder/transitions', { id })).data as { action: string; to: string }[];
    expect(history.map((step) => [step.action, step.to])).toEqual([
      ['dispatch', 'DISPATCHED'],
      ['accept', 'PROCESSING'],
      ['finish', 'AUDITING'],
      ['audit', 'DONE'],
    ]);
    expect(history[0]).toMatchObject({
      userId: adminId,
      input: { assigneeId: staff.able, dispatchRemark: '今日处理' },
    });
  });

  it('refuses a step out of order, and a finish without its result', async () => {
    const { id } = await newOrder();
    expect((await post('operation/workOrder/accept', { ids: [id] })).code).toBe(12);
    await post('operation/workOrder/dispatch', { ids: [id], input: { assigneeId: staff.able } });
    expect((await post('operation/workOrder/finish', { ids: [id], input: { handleResult: 'x' } })).code).toBe(12);
    await post('operation/workOrder/accept', { ids: [id] });
    expect((await post('operation/workOrder/finish', { ids: [id], input: {} })).code).toBe(10);
    expect((await order(id)).status).toBe('PROCESSING');
  });

  it('hands work only to enabled staff and re-dispatches only to someone else, with a reason', async () => {
    const { id } = await newOrder();
    const disabled = await post('operation/workOrder/dispatch', { ids: [id], input: { assigneeId: staff.disabled } });
    expect(disabled.code).toBe(10);
    expect(disabled.msg).toContain('已停用');
    await post('operation/workOrder/dispatch', { ids: [id], input: { assigneeId: staff.able } });
    const same = await post('operation/workOrder/reDispatch', {
      ids: [id],
      input: { assigneeId: staff.able, dispatchRemark: '人手调整' },
    });
    expect(same.code).toBe(10);
    const noReason = await post('operation/workOrder/reDispatch', { ids: [id], input: { assigneeId: staff.other } });
    expect(noReason.code).toBe(10);
    const moved = await post('operation/workOrder/reDispatch', {
      ids: [id],
      input: { assigneeId: staff.other, dispatchRemark: '人手调整' },
    });
    expect(moved.code, moved.msg).toBe(0);
    expect(await order(id)).toMatchObject({
      status: 'DISPATCHED',
      assigneeId: staff.other,
      dispatchRemark: '人手调整',
    });
  });

  it('sends an order back from audit, and cancels only with a reason', async () => {
    const { id } = await newOrder();
    await post('operation/workOrder/dispatch', { ids: [id], input: { assigneeId: staff.able } });
    await post('operation/workOrder/accept', { ids: [id] });
    await post('operation/workOrder/finish', { ids: [id], input: { handleResult: '已处理' } });
    expect((await post('operation/workOrder/auditReject', { ids: [id], input: {} })).code).toBe(10);
    expect(
      (await post('operation/workOrder/auditReject', { ids: [id], input: { auditRemark: '未附照片' } })).code,
    ).toBe(0);
    expect((await order(id)).status).toBe('PROCESSING');
    expect((await post('operation/workOrder/cancel', { ids: [id], input: {} })).code).toBe(10);
    expect((await post('operation/workOrder/cancel', { ids: [id], input: { cancelReason: '重复工单' } })).code).toBe(0);
    const cancelled = await order(id);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelledBy: adminId, cancelReason: '重复工单' });
    expect(cancelled.cancelledAt).toBeTruthy();
    expect(cancelled.$labels.cancelledBy).toBe(adminName);
  });

  it('offers only enabled staff to dispatch to, and still names a disabled one already chosen', async () => {
    const options = async (body: object) => {
      const answer = await post('operation/inspectionUser/options', { pageSize: 50, ...body });
      expect(answer.code, answer.msg).toBe(0);
      return (answer.data as { value: number }[]).map((option) => option.value);
    };
    const offered = await options({ offer: { enableStatus: 1 } });
    expect(offered).toContain(staff.able);
    expect(offered).not.toContain(staff.disabled);
    expect(await options({})).toContain(staff.disabled);
    expect(await options({ ids: [staff.disabled] })).toEqual([staff.disabled]);
    for (const offer of [{ nope: 1 }, { skills: [{}] }, { enableStatus: [] }, 'enableStatus=1']) {
      expect((await post('operation/inspectionUser/options', { offer })).code).toBe(10);
    }
  });

  it('refuses each step to a user without its permission', async () => {
    const { id } = await newOrder();
    const answer = await t.call('/api/operation/workOrder/dispatch', {
      body: { ids: [id], input: { assigneeId: staff.able } },
      token: viewer,
    });
    expect(answer.status).toBe(403);
    expect((await order(id)).status).toBe('PENDING');
  });
});

describe('fault report to work order', () => {
  it('raises a work order awaiting dispatch that points back at the report', async () => {
    const report = await saved('operation/faultReport', {
      stationId,
      faultType: 'SCREEN',
      description: '屏幕黑屏',
      reporter: '张三',
      reportedAt: new Date().toISOString(),
    });
    expect(report.reportNo).toMatch(/^FR/);
    const raised = await post('operation/faultReport/createWorkOrder', {
      ids: [report.id],
      input: { typeId, priority: 2 },
    });
    expect(raised.code, raised.msg).toBe(0);
    const { rows } = await t.db.query(`select * from work_order where fault_report_id = $1`, [report.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'PENDING',
      source: 'FAULT_REPORT',
      station_id: stationId,
      type_id: typeId,
    });
    const due = new Date(rows[0].deadline as string).getTime() - Date.now();
    expect(due).toBeGreaterThan(7 * 3_600_000);
    expect(due).toBeLessThan(9 * 3_600_000);
    expect((await post('operation/faultReport/get', { id: report.id })).data.status).toBe('ORDERED');
  });
});

describe('inspection task flow', () => {
  it('assigns, starts, and submits only when every mandatory item has a result', async () => {
    const item = await saved('operation/inspectionItem', {
      name: '枪线外观',
      category: 'APPEARANCE',
      standard: '无破损',
      required: true,
    });
    const optional = await saved('operation/inspectionItem', {
      name: '地面清洁',
      category: 'ENVIRONMENT',
      standard: '无油污',
      required: false,
    });
    const site = await saved('operation/patrolStation', {
      name: '测试运维站',
      stationIds: [stationId],
      managerName: '李四',
      mobile: '13800000001',
    });
    const task = await saved('operation/inspectionTask', {
      patrolStationId: site.id,
      itemIds: [item.id, optional.id],
      planDate: new Date().toISOString().slice(0, 10),
      cycle: 'WEEKLY',
    });
    expect(task).toMatchObject({ status: 'PENDING' });
    expect(task.taskNo).toMatch(/^IT/);
    expect(
      (await post('operation/inspectionTask/assign', { ids: [task.id], input: { inspectorId: staff.disabled } })).code,
    ).toBe(10);
    expect(
      (await post('operation/inspectionTask/assign', { ids: [task.id], input: { inspectorId: staff.able } })).code,
    ).toBe(0);
    expect((await post('operation/inspectionTask/start', { ids: [task.id] })).code).toBe(0);
    const complete = (input: object) => post('operation/inspectionTask/complete', { ids: [task.id], input });
    // The submission carries the result of each item: a summary alone is not a result.
    expect((await complete({ summary: '正常' })).code).toBe(10);
    const early = await complete({ summary: '正常', results: [{ itemId: optional.id, ok: true }] });
    expect(early.code).toBe(10);
    expect(early.msg).toContain('枪线外观');
    const stranger = await saved('operation/inspectionItem', {
      name: '屋顶',
      category: 'ENVIRONMENT',
      standard: '无积水',
      required: false,
    });
    const outside = await complete({
      summary: '正常',
      results: [
        { itemId: item.id, ok: true },
        { itemId: stranger.id, ok: true },
      ],
    });
    expect(outside.code).toBe(10);
    expect(outside.msg).toBe('巡检结果中有不属于本任务的巡检项');
    expect((await post('operation/inspectionTask/get', { id: task.id })).data.status).toBe('IN_PROGRESS');
    const results = [
      { itemId: item.id, ok: false, note: '外皮破损' },
      { itemId: optional.id, ok: true },
    ];
    const done = await complete({ summary: '枪线待更换', results });
    expect(done.code, done.msg).toBe(0);
    const submitted = (await post('operation/inspectionTask/get', { id: task.id })).data;
    expect(submitted).toMatchObject({ status: 'AUDITING', summary: '枪线待更换', results });
    expect((await post('operation/inspectionTask/audit', { ids: [task.id], input: {} })).code).toBe(0);
    const row = (await post('operation/inspectionTask/get', { id: task.id })).data;
    expect(row).toMatchObject({ status: 'DONE', inspectorId: staff.able, assignedBy: adminId, auditedBy: adminId });
    expect((await post('operation/inspectionTask/update', { id: task.id, results: [] })).code).toBe(12);
  });
});

describe('demo operations', () => {
  it('gives a seller a week of work orders and inspections in every state, with their history', async () => {
    const states = async (table: string) =>
      (
        await t.db.query<{ status: string }>(
          `select distinct w.status from "${table}" w join sellers s on s.id = w.seller_id
            where s.seller_number = '100002' order by 1`,
        )
      ).rows.map((row) => row.status);
    expect(await states('work_order')).toEqual([
      'AUDITING',
      'CANCELLED',
      'DISPATCHED',
      'DONE',
      'PENDING',
      'PROCESSING',
    ]);
    expect(await states('inspection_task')).toEqual([
      'ASSIGNED',
      'AUDITING',
      'CANCELLED',
      'DONE',
      'IN_PROGRESS',
      'PENDING',
    ]);
    const { rows } = await t.db.query<{ n: number; days: number }>(
      `select count(*)::int as n, count(distinct w.created_at::date)::int as days from work_order w
         join sellers s on s.id = w.seller_id where s.seller_number = '100002'`,
    );
    expect(rows[0]).toMatchObject({ n: 21, days: 7 });
    const done = await t.db.query<{ action: string }>(
      `select t.action from status_transitions t join work_order w on w.id = t.row_id and t.entity = 'workOrder'
        where w.order_no like 'WO100002%' and w.status = 'DONE' order by w.id, t.id limit 4`,
    );
    expect(done.rows.map((row) => row.action)).toEqual(['dispatch', 'accept', 'finish', 'audit']);
  });
});
