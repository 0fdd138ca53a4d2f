import type { Queryable } from '../../db/database';
import type { Prng } from '../prng';
import { defineAreaSeed } from './define-area-seed';
import { writeRows } from './write-rows';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (time: number) => new Date(time).toISOString();

/** The steps that bring a work order from awaiting dispatch to each status, in order. */
const ORDER_PATHS: Record<string, string[]> = {
  PENDING: [],
  DISPATCHED: ['dispatch'],
  PROCESSING: ['dispatch', 'accept'],
  AUDITING: ['dispatch', 'accept', 'finish'],
  DONE: ['dispatch', 'accept', 'finish', 'audit'],
  CANCELLED: ['dispatch', 'cancel'],
};
const ORDER_STEP_TO: Record<string, string> = {
  dispatch: 'DISPATCHED',
  accept: 'PROCESSING',
  finish: 'AUDITING',
  audit: 'DONE',
  cancel: 'CANCELLED',
};
const INSPECTION_PATHS: Record<string, string[]> = {
  PENDING: [],
  ASSIGNED: ['assign'],
  IN_PROGRESS: ['assign', 'start'],
  AUDITING: ['assign', 'start', 'complete'],
  DONE: ['assign', 'start', 'complete', 'audit'],
  CANCELLED: ['assign', 'cancel'],
};
const INSPECTION_STEP_TO: Record<string, string> = {
  assign: 'ASSIGNED',
  start: 'IN_PROGRESS',
  complete: 'AUDITING',
  audit: 'DONE',
  cancel: 'CANCELLED',
};

const ORDER_PROBLEMS = [
  ['扫码后无法启动充电', '更换读卡模块后恢复'],
  ['枪头过温频繁跳枪', '清理散热风道，更换温度传感器'],
  ['显示屏黑屏', '更换显示屏电源板'],
  ['充电桩离线超过 2 小时', '重启 4G 模块，信号恢复'],
  ['急停按钮误触发无法复位', '更换急停开关'],
  ['枪线外皮破损', '更换充电枪线'],
  ['车主投诉计费异常', '核对计费模型，已退还差额'],
];

interface Step {
  action: string;
  from: string;
  to: string;
  at: number;
  input: Record<string, unknown> | null;
}

async function writeTransitions(
  db: Queryable,
  sellerId: number,
  entity: string,
  userId: number,
  rows: [number, Step[]][],
) {
  const values: unknown[][] = [];
  for (const [rowId, steps] of rows)
    for (const step of steps)
      values.push([
        rowId,
        step.action,
        step.from,
        step.to,
        step.input ? JSON.stringify(step.input) : null,
        iso(step.at),
      ]);
  if (values.length === 0) return;
  await db.query(
    `insert into status_transitions (seller_id, entity, row_id, action, from_status, to_status, user_id, input, created_at)
     select $1, $2, r, a, f, t, $3, i::jsonb, c::timestamptz
       from unnest($4::bigint[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[]) as x(r, a, f, t, i, c)`,
    [sellerId, entity, userId, ...[0, 1, 2, 3, 4, 5].map((c) => values.map((v) => v[c]))],
  );
}

async function backdate(db: Queryable, table: string, ids: number[], times: number[]) {
  await db.query(
    `update "${table}" w set "created_at" = x.c::timestamptz from unnest($1::bigint[], $2::text[]) as x(id, c) where w."id" = x.id`,
    [ids, times.map(iso)],
  );
}

/**
 * O&M for each demo seller: staff in two operation sites, work order types, device types and
 * levels, inspection items, and a week of fault reports, work orders and inspection tasks in
 * every state, each stamped and with its transition history as if the flow had been walked.
 */
export default defineAreaSeed({
  area: 'Operations',
  async seed(db, bundle, prng: Prng, input): Promise<Record<string, number>> {
    if (input.isPlatform || !bundle.entities.get('workOrder')) return {};
    const { sellerId, sellerNumber, now } = input;
    const clock = now.getTime();
    const admin = Number(
      (await db.query<{ id: number }>(`select id from users where seller_id = $1 and account = 'admin'`, [sellerId]))
        .rows[0]?.id,
    );
    const stations = (
      await db.query<{ id: number }>(`select id from station where seller_id = $1 order by id`, [sellerId])
    ).rows.map((row) => Number(row.id));
    if (stations.length === 0 || !admin) return {};
    const piles = (
      await db.query<{ id: number; station_id: number }>(
        `select id, station_id from pile where seller_id = $1 order by id`,
        [sellerId],
      )
    ).rows;
    const pileOf = (stationId: number) => piles.find((pile) => Number(pile.station_id) === stationId)?.id ?? null;
    const half = Math.ceil(stations.length / 2);

    const sites = await writeRows(db, bundle, 'patrolStation', sellerId, [
      {
        name: '城东运维站',
        stationIds: stations.slice(0, half),
        address: '城东区运维中心',
        managerName: '王建国',
        mobile: `138${sellerNumber}01`,
      },
      {
        name: '城西运维站',
        stationIds: stations.slice(half).length ? stations.slice(half) : stations,
        address: '城西区运维中心',
        managerName: '赵立新',
        mobile: `138${sellerNumber}02`,
      },
    ]);
    const people = ['陈师傅', '刘师傅', '张工', '李工', '周调度', '吴师傅'];
    const staff = await writeRows(
      db,
      bundle,
      'inspectionUser',
      sellerId,
      people.map((name, i) => ({
        name,
        account: `om${sellerNumber}${i + 1}`,
        mobile: `139${sellerNumber}${String(i + 1).padStart(2, '0')}`,
        userType: name.includes('调度') ? 2 : 3,
        patrolStationIds: [sites[i % 2]],
        skills: ['直流桩维修', '交流桩维修', '配电', '通信', '调度', '土建'][i],
        enableStatus: i === people.length - 1 ? 0 : 1,
      })),
    );
    const active = staff.slice(0, 4);
    const types = await writeRows(db, bundle, 'workOrderType', sellerId, [
      { name: '设备维修', code: 'REPAIR', slaHours: 8, defaultAssigneeId: active[0], enableStatus: 1 },
      { name: '故障排查', code: 'TROUBLESHOOT', slaHours: 4, defaultAssigneeId: active[1], enableStatus: 1 },
      { name: '保养维护', code: 'MAINTAIN', slaHours: 48, defaultAssigneeId: active[2], enableStatus: 1 },
      { name: '客户投诉', code: 'COMPLAINT', slaHours: 24, defaultAssigneeId: active[3], enableStatus: 1 },
    ]);
    const roots = await writeRows(db, bundle, 'deviceType', sellerId, [
      { name: '充电设备', code: 'CHARGER', inspectionCycleDays: 30, enableStatus: 1 },
      { name: '配电设备', code: 'POWER', inspectionCycleDays: 90, enableStatus: 1 },
      { name: '辅助设施', code: 'AUX', inspectionCycleDays: 30, enableStatus: 1 },
    ]);
    const kinds = await writeRows(db, bundle, 'deviceType', sellerId, [
      { name: '直流充电桩', code: 'DC', parentId: roots[0], inspectionCycleDays: 15, enableStatus: 1 },
      { name: '交流充电桩', code: 'AC', parentId: roots[0], inspectionCycleDays: 30, enableStatus: 1 },
      { name: '箱式变压器', code: 'TRANSFORMER', parentId: roots[1], inspectionCycleDays: 90, enableStatus: 1 },
      { name: '配电柜', code: 'CABINET', parentId: roots[1], inspectionCycleDays: 60, enableStatus: 1 },
      { name: '监控摄像头', code: 'CAMERA', parentId: roots[2], inspectionCycleDays: 30, enableStatus: 1 },
      { name: '消防设施', code: 'FIRE', parentId: roots[2], inspectionCycleDays: 30, enableStatus: 1 },
    ]);
    await writeRows(db, bundle, 'deviceLevel', sellerId, [
      { name: '关键设备', level: 1, inspectionCycleDays: 7, responseHours: 2, remark: '影响整站运行' },
      { name: '重要设备', level: 2, inspectionCycleDays: 15, responseHours: 8, remark: '影响单桩运行' },
      { name: '一般设备', level: 3, inspectionCycleDays: 30, responseHours: 24, remark: '不影响充电' },
    ]);
    const items = await writeRows(db, bundle, 'inspectionItem', sellerId, [
      {
        name: '枪线与枪头外观',
        category: 'APPEARANCE',
        deviceTypeId: kinds[0],
        standard: '无破损、无烧蚀',
        method: '目视',
        required: true,
        sort: 1,
      },
      {
        name: '急停按钮功能',
        category: 'FUNCTION',
        deviceTypeId: kinds[0],
        standard: '按下即停机，复位后恢复',
        method: '实测',
        required: true,
        sort: 2,
      },
      {
        name: '绝缘电阻',
        category: 'ELECTRICAL',
        deviceTypeId: kinds[0],
        standard: '不低于 10MΩ',
        method: '兆欧表测量',
        required: true,
        sort: 3,
      },
      {
        name: '配电柜温度',
        category: 'ELECTRICAL',
        deviceTypeId: kinds[3],
        standard: '不高于 60℃',
        method: '红外测温',
        required: false,
        sort: 4,
      },
      {
        name: '灭火器压力',
        category: 'FIRE',
        deviceTypeId: kinds[5],
        standard: '指针在绿区',
        method: '目视',
        required: true,
        sort: 5,
      },
      {
        name: '场地清洁',
        category: 'ENVIRONMENT',
        standard: '无杂物、无油污',
        method: '目视',
        required: false,
        sort: 6,
      },
    ]);

    // Fault reports over the week: the raised ones lead to work orders below.
    const faultStates = ['REPORTED', 'ACCEPTED', 'ORDERED', 'CLOSED', 'ORDERED', 'REPORTED', 'ACCEPTED', 'ORDERED'];
    const faultTimes = faultStates.map((_, i) => clock - (7 - i) * DAY + prng.int(8, 18) * HOUR - 12 * HOUR);
    const faults = faultStates.map((status, i) => {
      const stationId = stations[i % stations.length];
      const handled = status !== 'REPORTED';
      return {
        reportNo: `FR${sellerNumber}${String(i + 1).padStart(4, '0')}`,
        stationId,
        pileId: pileOf(stationId),
        faultType: [
          'CHARGING_FAILURE',
          'SCREEN',
          'CABLE',
          'PAYMENT',
          'HARDWARE',
          'NETWORK',
          'OTHER',
          'CHARGING_FAILURE',
        ][i],
        description: ORDER_PROBLEMS[i % ORDER_PROBLEMS.length][0],
        reporter: ['车主王先生', '巡检员', '车主李女士', '客服转报', '站长', '车主赵先生', '巡检员', '车主孙女士'][i],
        reporterMobile: `137${sellerNumber}${String(i + 1).padStart(2, '0')}`,
        reportedAt: iso(faultTimes[i]),
        status,
        acceptedBy: handled && status !== 'CLOSED' ? admin : null,
        acceptedAt: handled && status !== 'CLOSED' ? iso(faultTimes[i] + HOUR) : null,
        closedBy: status === 'CLOSED' ? admin : null,
        closeReason: status === 'CLOSED' ? '重复报修，已合并处理' : null,
      };
    });
    const faultIds = await writeRows(db, bundle, 'faultReport', sellerId, faults);
    const ordered = faultIds.filter((_, i) => faultStates[i] === 'ORDERED');

    // A week of work orders, three a day, cycling through every status.
    const statuses = Object.keys(ORDER_PATHS);
    const orders: Record<string, unknown>[] = [];
    const orderTimes: number[] = [];
    const orderSteps: Step[][] = [];
    // Counted from the start of today, not from the hour the seed runs at: the seven days before
    // today, three orders in each, whatever the time of day.
    const today = Math.floor(clock / DAY) * DAY;
    for (let i = 0; i < 21; i++) {
      const status = statuses[i % statuses.length];
      const created = today - (7 - Math.floor(i / 3)) * DAY + prng.int(9, 14) * HOUR;
      const stationId = stations[i % stations.length];
      const [problem, result] = ORDER_PROBLEMS[i % ORDER_PROBLEMS.length];
      const assignee = active[i % active.length];
      const typeIndex = i % types.length;
      const fault = i < ordered.length ? ordered[i] : null;
      const row: Record<string, unknown> = {
        orderNo: `WO${sellerNumber}${String(i + 1).padStart(4, '0')}`,
        title: problem,
        typeId: types[typeIndex],
        source: fault ? 'FAULT_REPORT' : ['MANUAL', 'ALARM', 'INSPECTION', 'CUSTOMER'][i % 4],
        priority: 1 + (i % 4),
        stationId,
        pileId: pileOf(stationId),
        faultReportId: fault,
        description: `${problem}，请尽快到场处理。`,
        deadline: iso(created + [8, 4, 48, 24][typeIndex] * HOUR),
        status,
      };
      const steps: Step[] = [];
      let at = created;
      let from = 'PENDING';
      for (const action of ORDER_PATHS[status]) {
        at += prng.int(20, 120) * 60_000;
        let stepInput: Record<string, unknown> | null = null;
        if (action === 'dispatch') {
          Object.assign(row, {
            assigneeId: assignee,
            dispatchedBy: admin,
            dispatchedAt: iso(at),
            dispatchRemark: '请按时限处理',
          });
          stepInput = { assigneeId: assignee, dispatchRemark: '请按时限处理' };
        } else if (action === 'accept') row.acceptedAt = iso(at);
        else if (action === 'finish') {
          Object.assign(row, { handleResult: result, finishedAt: iso(at) });
          stepInput = { handleResult: result };
        } else if (action === 'audit') {
          Object.assign(row, { auditedBy: admin, auditedAt: iso(at), auditRemark: '处理到位' });
          stepInput = { auditRemark: '处理到位' };
        } else if (action === 'cancel') {
          Object.assign(row, { cancelledBy: admin, cancelReason: '车主已自行恢复，无需上门' });
          stepInput = { cancelReason: '车主已自行恢复，无需上门' };
        }
        steps.push({ action, from, to: ORDER_STEP_TO[action], at, input: stepInput });
        from = ORDER_STEP_TO[action];
      }
      orders.push(row);
      orderTimes.push(created);
      orderSteps.push(steps);
    }
    const orderIds = await writeRows(db, bundle, 'workOrder', sellerId, orders);
    await backdate(db, 'work_order', orderIds, orderTimes);
    await writeTransitions(
      db,
      sellerId,
      'workOrder',
      admin,
      orderIds.map((id, i) => [id, orderSteps[i]]),
    );

    // A week of inspections, two a day, cycling through every status.
    const inspectionStatuses = Object.keys(INSPECTION_PATHS);
    const tasks: Record<string, unknown>[] = [];
    const taskTimes: number[] = [];
    const taskSteps: Step[][] = [];
    const taskItems: number[][] = [];
    for (let i = 0; i < 14; i++) {
      const status = inspectionStatuses[i % inspectionStatuses.length];
      const day = clock - (6 - Math.floor(i / 2)) * DAY;
      const created = day - 20 * HOUR;
      const chosen = i % 2 === 0 ? items.slice(0, 4) : [items[0], items[1], items[4], items[5]];
      const inspector = active[(i + 1) % active.length];
      const row: Record<string, unknown> = {
        taskNo: `IT${sellerNumber}${String(i + 1).padStart(4, '0')}`,
        patrolStationId: sites[i % 2],
        itemIds: chosen,
        planDate: iso(day).slice(0, 10),
        cycle: ['WEEKLY', 'DAILY', 'MONTHLY', 'ONCE'][i % 4],
        status,
      };
      const steps: Step[] = [];
      let at = created;
      let from = 'PENDING';
      for (const action of INSPECTION_PATHS[status]) {
        at += prng.int(60, 240) * 60_000;
        let stepInput: Record<string, unknown> | null = null;
        if (action === 'assign') {
          Object.assign(row, { inspectorId: inspector, assignedBy: admin, assignedAt: iso(at) });
          stepInput = { inspectorId: inspector };
        } else if (action === 'start') {
          row.startedAt = iso(at);
          row.results = chosen.slice(0, 2).map((itemId) => ({ itemId, ok: true, note: '正常' }));
        } else if (action === 'complete') {
          row.results = chosen.map((itemId, k) => ({
            itemId,
            ok: k !== 2,
            note: k === 2 ? '发现异常，已转工单' : '正常',
          }));
          Object.assign(row, { summary: '巡检完成，发现 1 项异常', finishedAt: iso(at) });
          stepInput = { summary: '巡检完成，发现 1 项异常' };
        } else if (action === 'audit') {
          Object.assign(row, { auditedBy: admin, auditedAt: iso(at), auditRemark: '结果属实' });
          stepInput = { auditRemark: '结果属实' };
        } else if (action === 'cancel') {
          row.cancelReason = '暴雨天气，改期巡检';
          stepInput = { cancelReason: '暴雨天气，改期巡检' };
        }
        steps.push({ action, from, to: INSPECTION_STEP_TO[action], at, input: stepInput });
        from = INSPECTION_STEP_TO[action];
      }
      tasks.push(row);
      taskTimes.push(created);
      taskSteps.push(steps);
      taskItems.push(chosen);
    }
    const taskIds = await writeRows(db, bundle, 'inspectionTask', sellerId, tasks);
    await backdate(db, 'inspection_task', taskIds, taskTimes);
    await writeTransitions(
      db,
      sellerId,
      'inspectionTask',
      admin,
      taskIds.map((id, i) => [id, taskSteps[i]]),
    );

    return {
      patrolStation: sites.length,
      inspectionUser: staff.length,
      workOrderType: types.length,
      deviceType: roots.length + kinds.length,
      deviceLevel: 3,
      inspectionItem: items.length,
      faultReport: faultIds.length,
      workOrder: orderIds.length,
      inspectionTask: taskIds.length,
    };
  },
});
