import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import type { LiveBus } from '../live/live-bus';
import type { ConnectedPile } from './connected-pile';
import { noticeFor, sendNotice, type ScreenSignals } from './alarm-notify';
import { gunIndexOf, type StatusChange } from './pile-state';

/** Dictionary alarmStatus. */
export const ALARM_STATUS = { pending: 1 } as const;

/**
 * Levels of the OCPP 1.6 error codes (dictionary alarmLevel, 1 the most severe): faults that
 * can hurt people or the car first, then faults that stop charging, then degraded service.
 * A fault code configured by the seller (entity errorCodeConfig) overrides these.
 */
const LEVEL_OF_ERROR: Record<string, number> = {
  GroundFailure: 1,
  HighTemperature: 1,
  OverCurrentFailure: 1,
  OverVoltage: 1,
  InternalError: 2,
  PowerSwitchFailure: 2,
  PowerMeterFailure: 3,
  ConnectorLockFailure: 3,
  EVCommunicationError: 3,
  UnderVoltage: 3,
  ResetFailure: 3,
  ReaderFailure: 4,
  WeakSignal: 5,
  OtherError: 4,
};

const TEXT: Record<string, string> = {
  GroundFailure: '接地故障',
  HighTemperature: '温度过高',
  OverCurrentFailure: '过流故障',
  OverVoltage: '过压',
  InternalError: '桩内部错误',
  PowerSwitchFailure: '功率开关故障',
  PowerMeterFailure: '电表故障',
  ConnectorLockFailure: '枪锁故障',
  EVCommunicationError: '车桩通信故障',
  UnderVoltage: '欠压',
  ResetFailure: '重启失败',
  ReaderFailure: '读卡器故障',
  WeakSignal: '信号弱',
  OtherError: '其他故障',
};

/**
 * The seller's own entry for a fault code (alarm configuration, fault codes): its level and
 * name win over the defaults above, so operators decide how severe each fault is.
 */
async function configuredFault(
  tx: Queryable,
  sellerId: number,
  code: string,
): Promise<{ level: number; name: string } | undefined> {
  const { rows } = await tx.query<{ level: number; name: string }>(
    `select "level", "name" from "error_code_config" where "seller_id" = $1 and "code" = $2`,
    [sellerId, code],
  );
  return rows[0] ? { level: Number(rows[0].level), name: rows[0].name } : undefined;
}

const newAlarmNo = () => `AL${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;

/**
 * A connector's error code opens an alarm record, one per pile, gun and fault while the fault
 * lasts; the same connector reporting NoError again closes it with its duration. Connector 0 is
 * the pile itself (no gun). Opening and closing are published for the alarm monitor; an opened
 * alarm is notified by the seller's notify rules (SMS, e-mail) and its event carries how the
 * screens signal it (flash, popup, sound).
 */
export async function trackAlarm(db: Database, bus: LiveBus, pile: ConnectedPile, change: StatusChange): Promise<void> {
  const gunIndex = change.connectorId === 0 ? null : gunIndexOf(change.connectorId);
  const faulty = change.errorCode !== 'NoError';
  const changed = await db.transaction(async (tx) => {
    const { rows: guns } = await tx.query<{ id: number }>(
      `select "id" from "gun" where "seller_id" = $1 and "pile_id" = $2 and "gun_index" = $3`,
      [pile.sellerId, pile.id, gunIndex],
    );
    const gunId = guns[0] ? Number(guns[0].id) : null;
    const { rows: open } = await tx.query<{ id: number; fault_code: string; level: number; content: string }>(
      `select "id", "fault_code", "level", "content" from "alarm_record"
        where "seller_id" = $1 and "pile_id" = $2 and "gun_id" is not distinct from $3 and "recovered_at" is null
        for update`,
      [pile.sellerId, pile.id, gunId],
    );
    if (faulty) {
      if (open.some((alarm) => alarm.fault_code === change.errorCode)) return [];
      const configured = await configuredFault(tx, pile.sellerId, change.errorCode);
      const level = configured?.level ?? LEVEL_OF_ERROR[change.errorCode] ?? 4;
      const where = gunIndex === null ? '' : ` ${String.fromCharCode(65 + gunIndex)}枪`;
      const content = `${pile.code}${where}：${configured?.name ?? TEXT[change.errorCode] ?? change.errorCode}`;
      const alarmNo = newAlarmNo();
      // The notify rules of the pile's seller decide who hears of it, how the screens signal it,
      // and when it is sent again should nobody take it up.
      const at = new Date();
      const notice = await noticeFor(tx, pile.sellerId, level, at);
      const { rows } = await tx.query<{ id: number }>(
        `insert into "alarm_record" ("seller_id", "alarm_no", "station_id", "pile_id", "gun_id", "fault_code",
            "level", "status", "content", "occurred_at", "notified_at", "notify_count", "next_notify_at")
          values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now(), now(), 1, now() + make_interval(mins => $10))
          returning "id"`,
        [
          pile.sellerId,
          alarmNo,
          pile.stationId,
          pile.id,
          gunId,
          change.errorCode,
          level,
          ALARM_STATUS.pending,
          content,
          // null: the rules do not repeat, and so no reminder is due.
          notice.repeatMinutes ?? null,
        ],
      );
      await sendNotice(tx, { sellerId: pile.sellerId, level, content, alarmNo }, notice, at);
      const signals: ScreenSignals = { flash: notice.flash, popup: notice.popup, sound: notice.sound };
      return [{ id: Number(rows[0].id), level, content, open: true, signals }];
    }
    if (!open.length) return [];
    await tx.query(
      `update "alarm_record" set "recovered_at" = now(), "updated_at" = now(),
          "duration_min" = greatest(0, round(extract(epoch from now() - "occurred_at") / 60))::int
        where "id" = any($1::bigint[])`,
      [open.map((alarm) => alarm.id)],
    );
    return open.map((alarm) => ({
      id: Number(alarm.id),
      level: Number(alarm.level),
      content: alarm.content,
      open: false,
      signals: undefined as ScreenSignals | undefined,
    }));
  });
  for (const alarm of changed)
    bus.publish({
      kind: 'alarm',
      sellerId: pile.sellerId,
      alarmId: alarm.id,
      pileId: pile.id,
      level: alarm.level,
      open: alarm.open,
      content: alarm.content,
      ...alarm.signals,
      at: Date.now(),
    });
}
