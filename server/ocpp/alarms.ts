import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import type { LiveBus } from '../live/live-bus';
import type { ConnectedPile } from './connected-pile';
import { isSilent, noticeFor, sendNotice, type ScreenSignals } from './alarm-notify';
import type { AlarmNotifier } from './notify-limits';
import { gunIndexOf, type StatusChange } from './pile-state';

/** Dictionary alarmStatus. */
export const ALARM_STATUS = { pending: 1, processing: 2 } as const;

/** What the screens show of an alarm that is not notified now: the list moves, nothing pops up or sounds. */
export const NO_SIGNALS: ScreenSignals = { flash: false, popup: false, sound: false };

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

interface ChangedAlarm {
  id: number;
  level: number;
  content: string;
  open: boolean;
  signals?: ScreenSignals;
}

/**
 * A connector's error code opens an alarm record, one per pile, gun and fault while the fault
 * lasts; the same connector reporting NoError again closes it with its duration. Connector 0 is
 * the pile itself (no gun). Opening and closing are published for the alarm monitor.
 *
 * Notices (SMS, e-mail, the screens' pop-up, flash and sound, as the seller's notify rules ask)
 * are held back so that a misbehaving pile cannot flood anyone: an alarm is notified only once
 * its fault has lasted the notify delay (by the reminder sweep, alarm-repeat.ts; a fault that
 * clears sooner sends nothing), and only within the notices a pile and a seller may send an hour
 * (beyond them the notice waits until a place frees). The same fault coming back soon after it
 * recovered reopens its alarm and counts one more occurrence instead of adding a row, and sends
 * nothing new: a flapping connector keeps one alarm.
 */
export async function trackAlarm(
  db: Database,
  bus: LiveBus,
  pile: ConnectedPile,
  change: StatusChange,
  notifier: AlarmNotifier,
): Promise<void> {
  const { settings, limiter } = notifier;
  const gunIndex = change.connectorId === 0 ? null : gunIndexOf(change.connectorId);
  const faulty = change.errorCode !== 'NoError';
  const changed = await db.transaction(async (tx): Promise<ChangedAlarm[]> => {
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
      const reopened = await reopenRecent(tx, pile, gunId, change.errorCode, settings.reopenWithinSeconds);
      if (reopened) return [{ ...reopened, open: true, signals: NO_SIGNALS }];
      const configured = await configuredFault(tx, pile.sellerId, change.errorCode);
      const level = configured?.level ?? LEVEL_OF_ERROR[change.errorCode] ?? 4;
      const where = gunIndex === null ? '' : ` ${String.fromCharCode(65 + gunIndex)}枪`;
      const content = `${pile.code}${where}：${configured?.name ?? TEXT[change.errorCode] ?? change.errorCode}`;
      const alarmNo = newAlarmNo();
      // The notify rules of the pile's seller decide who hears of it, how the screens signal it,
      // and when it is sent again should nobody take it up.
      const at = new Date();
      const notice = await noticeFor(tx, pile.sellerId, level, at);
      // Without a delay the notice goes out now, if the limits leave a place for it; else the
      // sweep sends it when it is due (the delay over, or a place free), if still pending then.
      const verdict =
        settings.delaySeconds > 0
          ? undefined
          : isSilent(notice)
            ? ({ allowed: true } as const)
            : limiter.take(pile.sellerId, pile.id, at);
      const sendNow = verdict?.allowed === true;
      const nextNotifyAt = sendNow
        ? notice.repeatMinutes
          ? new Date(at.getTime() + notice.repeatMinutes * 60_000)
          : null
        : verdict && !verdict.allowed
          ? verdict.retryAt
          : new Date(at.getTime() + settings.delaySeconds * 1_000);
      const { rows } = await tx.query<{ id: number }>(
        `insert into "alarm_record" ("seller_id", "alarm_no", "station_id", "pile_id", "gun_id", "fault_code",
            "level", "status", "content", "occurred_at", "occurrences", "notified_at", "notify_count", "next_notify_at")
          values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz, 1,
            case when $11::boolean then $10::timestamptz end, case when $11::boolean then 1 else 0 end, $12::timestamptz)
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
          at.toISOString(),
          sendNow,
          // null: notified, and the rules do not repeat, so no reminder is due.
          nextNotifyAt?.toISOString() ?? null,
        ],
      );
      if (!sendNow) return [{ id: Number(rows[0].id), level, content, open: true, signals: NO_SIGNALS }];
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
    }));
  });
  for (const alarm of changed)
    bus.publish({
      kind: 'alarm',
      sellerId: pile.sellerId,
      stationId: pile.stationId,
      alarmId: alarm.id,
      pileId: pile.id,
      level: alarm.level,
      open: alarm.open,
      content: alarm.content,
      ...alarm.signals,
      at: Date.now(),
    });
}

/**
 * The alarm of this fault of this connector that recovered within the last `withinSeconds` and
 * nobody has finished handling, opened again with one more occurrence; its duration runs from
 * its first occurrence again. Its notices go on as they were: one not yet sent waits for its
 * time (and goes out then if the fault is on), reminders keep their interval.
 */
async function reopenRecent(
  tx: Queryable,
  pile: ConnectedPile,
  gunId: number | null,
  faultCode: string,
  withinSeconds: number,
): Promise<{ id: number; level: number; content: string } | undefined> {
  if (withinSeconds <= 0) return undefined;
  const { rows } = await tx.query<{ id: number; level: number; content: string }>(
    `update "alarm_record" set "recovered_at" = null, "duration_min" = null, "updated_at" = now(),
        "occurrences" = coalesce("occurrences", 1) + 1
      where "id" = (
        select "id" from "alarm_record"
         where "seller_id" = $1 and "pile_id" = $2 and "gun_id" is not distinct from $3 and "fault_code" = $4
           and "recovered_at" >= now() - make_interval(secs => $5) and "status" = any($6::int[])
         order by "recovered_at" desc limit 1 for update)
      returning "id", "level", "content"`,
    [pile.sellerId, pile.id, gunId, faultCode, withinSeconds, [ALARM_STATUS.pending, ALARM_STATUS.processing]],
  );
  return rows[0] ? { id: Number(rows[0].id), level: Number(rows[0].level), content: rows[0].content } : undefined;
}
