import { tableName } from '../../db/naming';
import { defineAreaSeed } from './define-area-seed';
import { writeRows } from './write-rows';

const DAY = 86_400_000;

/** The OCPP 1.6 error codes with the levels and names the live alarm code uses by default. */
const FAULT_CODES: [code: string, level: number, name: string, solution: string][] = [
  ['GroundFailure', 1, '接地故障', '立即停用该桩，检查接地电阻与漏电保护器，确认绝缘正常后再恢复'],
  ['HighTemperature', 1, '温度过高', '检查散热风扇与风道，清理灰尘；环境温度过高时降功率运行'],
  ['OverCurrentFailure', 1, '过流故障', '检查功率模块与输出回路，确认车辆需求电流是否异常'],
  ['OverVoltage', 1, '过压', '检查进线电压与功率模块输出电压采样'],
  ['InternalError', 2, '桩内部错误', '远程重启；仍不恢复时现场检查主控板日志'],
  ['PowerSwitchFailure', 2, '功率开关故障', '检查接触器与继电器动作，必要时更换'],
  ['PowerMeterFailure', 3, '电表故障', '检查电表通信线与电表地址配置'],
  ['ConnectorLockFailure', 3, '枪锁故障', '检查电子锁机构，清理枪头异物，远程解锁后复测'],
  ['EVCommunicationError', 3, '车桩通信故障', '检查枪线 CAN 通信与辅助电源，建议车主重新插枪'],
  ['UnderVoltage', 3, '欠压', '检查电网电压与进线开关'],
  ['ResetFailure', 3, '重启失败', '现场断电重启，检查固件版本'],
  ['ReaderFailure', 4, '读卡器故障', '检查读卡器连线，重新插拔后复测'],
  ['OtherError', 4, '其他故障', '查看桩上报的厂商错误信息，联系厂家'],
  ['WeakSignal', 5, '信号弱', '检查 4G 天线与信号强度，必要时改用有线网络'],
];

const LEVELS: [level: number, name: string, colour: string, response: number, escalate: number][] = [
  [1, '紧急', '#F5222D', 15, 30],
  [2, '严重', '#FA541C', 30, 60],
  [3, '重要', '#FA8C16', 60, 240],
  [4, '一般', '#FAAD14', 240, 720],
  [5, '提示', '#1677FF', 720, 1440],
  [6, '记录', '#8C8C8C', 1440, 2880],
];

/**
 * The alarm centre's configuration for one demo seller, matching the alarms the charging seed
 * and the live piles raise: the OCPP fault codes with their levels, a rule per level and who is
 * told, threshold and temperature rules, knowledge articles on the common faults, work orders
 * on past alarms, and the stations' cameras.
 */
export default defineAreaSeed({
  area: 'Alarm centre and safety monitors',
  async seed(db, bundle, prng, { sellerId, now, isPlatform }) {
    if (isPlatform || !bundle.entities.get('errorCodeConfig')) return {};
    const counts: Record<string, number> = {};
    const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
    const ids = async (entityName: string, limit = 50) => {
      const entity = bundle.entities.get(entityName);
      if (!entity) return [] as number[];
      const { rows } = await db.query<{ id: number }>(
        `select id from "${tableName(entity)}" where seller_id = $1 order by id limit ${limit}`,
        [sellerId],
      );
      return rows.map((r) => Number(r.id));
    };
    const put = async (name: string, rows: Record<string, unknown>[]) => {
      const written = await writeRows(db, bundle, name, sellerId, rows);
      counts[name] = written.length;
      return written;
    };
    const stations = await ids('station');
    const pileTypes = await ids('pileType', 10);
    // Thresholds are named after what they watch, so a list of them reads as names, not codes.
    const nameOf = async (entityName: string, id: number) => {
      const entity = bundle.entities.get(entityName);
      if (!entity) return String(id);
      const { rows } = await db.query<{ name: string }>(`select "name" from "${tableName(entity)}" where id = $1`, [
        id,
      ]);
      return rows[0]?.name ?? String(id);
    };
    const pileTypeNames = await Promise.all(pileTypes.slice(0, 2).map((id) => nameOf('pileType', id)));
    const stationNames = await Promise.all(stations.slice(0, 2).map((id) => nameOf('station', id)));

    const faultIds = await put(
      'errorCodeConfig',
      FAULT_CODES.map(([code, level, name, solution]) => ({
        code,
        name,
        level,
        protocol: 1,
        description: `OCPP 1.6 StatusNotification 上报的错误码 ${code}`,
        solution,
      })),
    );

    const notify = await put('alarmNotifyRule', [
      {
        name: '紧急告警全方式通知',
        levelUpTo: 2,
        flash: true,
        popup: true,
        sound: true,
        sms: true,
        email: true,
        recipientPhones: '13800138000,13900139000',
        recipientEmails: 'ops@example.com',
        repeatMinutes: 15,
        enableStatus: 1,
      },
      {
        name: '一般告警页面提醒',
        levelUpTo: 4,
        flash: true,
        popup: true,
        sound: false,
        sms: false,
        email: true,
        recipientEmails: 'ops@example.com',
        quietStart: '22:00',
        quietEnd: '07:00',
        repeatMinutes: 0,
        enableStatus: 1,
      },
      {
        name: '提示类仅闪烁',
        levelUpTo: 6,
        flash: true,
        popup: false,
        sound: false,
        sms: false,
        email: false,
        enableStatus: 0,
      },
    ]);

    await put(
      'alarmLevelRule',
      LEVELS.map(([level, name, colour, responseMinutes, escalateAfterMinutes]) => ({
        level,
        name,
        colour,
        responseMinutes,
        escalateAfterMinutes,
        notifyRuleId: notify[level <= 2 ? 0 : level <= 4 ? 1 : 2],
      })),
    );

    const some = (n: number) => stations.slice(0, n);
    await put('alarmRule', [
      {
        name: '枪头温度过高',
        metric: 'temperature',
        operator: 'gte',
        threshold: 85,
        durationSec: 30,
        level: 1,
        enableStatus: 1,
      },
      {
        name: '输出电压过高',
        metric: 'voltage',
        operator: 'gt',
        threshold: 780,
        durationSec: 5,
        level: 1,
        enableStatus: 1,
      },
      {
        name: '输出电流过大',
        metric: 'current',
        operator: 'gt',
        threshold: 260,
        durationSec: 10,
        level: 2,
        enableStatus: 1,
      },
      {
        name: '桩离线超时',
        metric: 'offlineMinutes',
        operator: 'gte',
        threshold: 10,
        durationSec: 0,
        level: 3,
        enableStatus: 1,
        stationIds: some(3),
      },
      {
        name: 'SOC 异常跳变',
        metric: 'soc',
        operator: 'gt',
        threshold: 100,
        durationSec: 0,
        level: 4,
        enableStatus: 0,
      },
    ]);

    await put('autoAlarmThreshold', [
      { name: '默认阈值', maxTemp: 85, maxVoltage: 780, maxCurrent: 250, offlineMinutes: 10, level: 3 },
      ...pileTypes.slice(0, 2).map((pileTypeId, i) => ({
        name: `${pileTypeNames[i]} 告警阈值`,
        pileTypeId,
        maxTemp: 80 - i * 5,
        maxVoltage: 750,
        maxCurrent: 200 + i * 50,
        offlineMinutes: 5,
        level: 2,
      })),
      ...stations.slice(0, 2).map((stationId, i) => ({
        name: `${stationNames[i]} 告警阈值`,
        stationId,
        maxTemp: 75,
        maxVoltage: 760,
        maxCurrent: 250,
        offlineMinutes: 15,
        level: 3,
      })),
    ]);

    await put('highTemperature', [
      { name: '夏季高温保护', warnTemp: 70, derateTemp: 80, stopTemp: 90, deratePercent: 50, enableStatus: 1 },
      ...stations.slice(0, 2).map((stationId, i) => ({
        name: `露天场站高温保护 ${i + 1}`,
        stationId,
        pileTypeId: pileTypes[i] ?? null,
        warnTemp: 65,
        derateTemp: 75,
        stopTemp: 85,
        deratePercent: 60,
        enableStatus: i === 0 ? 1 : 0,
      })),
    ]);

    await put(
      'operateRepository',
      FAULT_CODES.slice(0, 9).map(([code, , name, solution], i) => ({
        title: `${name}（${code}）排查指引`,
        faultCodeId: faultIds[i],
        category: i % 3 === 2 ? 2 : 1,
        symptoms: `桩上报 ${code}，充电中断或无法启动充电`,
        solution: `<h3>处理步骤</h3><ol><li>在桩监控中确认故障仍在</li><li>${solution}</li><li>恢复后在告警监控中填写处理结果</li></ol>`,
        views: prng.int(0, 300),
        publishStatus: i < 7 ? 1 : 0,
      })),
    );

    // Work orders: the finished ones on past alarms (already handled), open ones raised by hand.
    const { rows: alarms } = await db.query<{
      id: number;
      station_id: number;
      pile_id: number;
      level: number;
      result: string;
    }>(`select id, station_id, pile_id, level, result from alarm_record where seller_id = $1 order by id limit 8`, [
      sellerId,
    ]);
    const { rows: piles } = await db.query<{ id: number; station_id: number }>(
      `select id, station_id from pile where seller_id = $1 order by id limit 6`,
      [sellerId],
    );
    const orderNo = (i: number) => `WO${sellerId}${String(i + 1).padStart(5, '0')}`;
    const finished = alarms.map((alarm, i) => ({
      orderNo: orderNo(i),
      alarmId: Number(alarm.id),
      stationId: Number(alarm.station_id),
      pileId: Number(alarm.pile_id),
      level: Number(alarm.level),
      description: '告警自动转工单，请到场处理',
      assigneeName: prng.pick(['张工', '李工', '王工']),
      assigneePhone: '13700137000',
      status: 4,
      dispatchedAt: at(-20 + i),
      handleResult: alarm.result,
      finishedAt: at(-19 + i),
      auditedAt: at(-18 + i),
      auditResult: '处理及时，同意归档',
    }));
    const open = piles.map((pile, i) => ({
      orderNo: orderNo(alarms.length + i),
      stationId: Number(pile.station_id),
      pileId: Number(pile.id),
      level: 3,
      description: [
        '巡检发现枪线外皮破损',
        '车主反馈屏幕不亮',
        '充电桩异响',
        '地锁无法升降',
        '急停按钮松动',
        '二维码贴纸脱落',
      ][i],
      status: [1, 1, 2, 2, 3, 5][i],
      assigneeName: i >= 2 && i < 5 ? '赵工' : null,
      assigneePhone: i >= 2 && i < 5 ? '13600136000' : null,
      dispatchedAt: i >= 2 && i < 5 ? at(-2) : null,
      handleResult: i === 4 ? '已紧固急停按钮并测试' : null,
      finishedAt: i === 4 ? at(-1) : null,
      cancelReason: i === 5 ? '重复上报' : null,
    }));
    await put('alarmWorkOrder', [...finished, ...open]);

    await put(
      'stationVideo',
      stations.slice(0, 6).flatMap((stationId, s) =>
        ['入口', '充电区'].map((place, c) => ({
          stationId,
          name: `${place}摄像头`,
          channelNo: String(c + 1).padStart(2, '0'),
          streamUrl: `rtsp://192.168.${10 + s}.${20 + c}:554/Streaming/Channels/${c + 1}01`,
          vendor: c === 0 ? 1 : 2,
          onlineStatus: s === 3 && c === 1 ? 0 : 1,
        })),
      ),
    );
    return counts;
  },
});
