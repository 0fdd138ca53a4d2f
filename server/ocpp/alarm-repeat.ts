import type { Database } from '../db/database';
import type { LiveBus } from '../live/live-bus';
import { isSilent, noticeFor, sendNotice, type AlarmNotice } from './alarm-notify';
import { ALARM_STATUS } from './alarms';
import type { AlarmNotifier } from './notify-limits';

/** The most notices one sweep sends; the rest wait for the next sweep a few seconds later. */
const BATCH = 200;

interface DueAlarm {
  id: number;
  seller_id: number;
  station_id: number | null;
  pile_id: number;
  level: number;
  content: string;
  alarm_no: string;
  notify_count: number | null;
}

/**
 * The notices of pending alarms that are due: the first one of an alarm whose fault has lasted
 * the notify delay (or that waited for a place under the notice limits), and reminders of alarms
 * nobody has taken up, at their rules' repeat interval after they were last sent. An alarm still
 * pending (not being handled) and not recovered is sent out — SMS, e-mail and the screens'
 * signals, as the rules ask at that moment, quiet hours included — if the pile's and the seller's
 * notices of the last hour leave a place; else it waits until one frees. Rules that no longer
 * repeat end the reminders. Each notice claims its alarm by the number of times it was sent, so
 * two servers sweeping at once send it once. Answers how many were sent.
 */
export async function repeatAlarmNotices(
  db: Database,
  bus: LiveBus,
  notifier: AlarmNotifier,
  now = new Date(),
): Promise<number> {
  const { rows } = await db.query<DueAlarm>(
    `select "id", "seller_id", "station_id", "pile_id", "level", "content", "alarm_no", "notify_count"
       from "alarm_record"
      where "next_notify_at" <= $2::timestamptz and "recovered_at" is null and "status" = $1
      order by "next_notify_at" limit ${BATCH}`,
    [ALARM_STATUS.pending, now.toISOString()],
  );
  const notices = new Map<string, Promise<AlarmNotice>>();
  let sent = 0;
  for (const alarm of rows) {
    const sellerId = Number(alarm.seller_id);
    const pileId = Number(alarm.pile_id);
    const level = Number(alarm.level);
    const key = `${sellerId}:${level}`;
    if (!notices.has(key)) notices.set(key, noticeFor(db, sellerId, level, now));
    const notice = await notices.get(key)!;
    const sentBefore = Number(alarm.notify_count ?? 1);
    const round = sentBefore + 1;
    const next = notice.repeatMinutes ? new Date(now.getTime() + notice.repeatMinutes * 60_000) : null;
    // Sent before and the rules no longer repeat: the reminders end. Otherwise the limits decide.
    const verdict =
      sentBefore > 0 && next === null
        ? undefined
        : isSilent(notice)
          ? ({ allowed: true } as const)
          : notifier.limiter.take(sellerId, pileId, now);
    const claimed = await db.transaction(async (tx) => {
      const sending = verdict?.allowed === true;
      const { affectedRows } = await tx.query(
        `update "alarm_record"
            set "notified_at" = case when $6::boolean then $3::timestamptz else "notified_at" end,
                "notify_count" = case when $6::boolean then $4::int else "notify_count" end,
                "next_notify_at" = $7::timestamptz
          where "id" = $1 and "seller_id" = $2 and coalesce("notify_count", 1) = $5
            and "recovered_at" is null and "status" = $8`,
        [
          alarm.id,
          sellerId,
          now.toISOString(),
          round,
          sentBefore,
          sending,
          // Not sent for the limits: due again when a place frees.
          (verdict && !verdict.allowed ? verdict.retryAt : next)?.toISOString() ?? null,
          ALARM_STATUS.pending,
        ],
      );
      if (!affectedRows || !sending) return false;
      await sendNotice(tx, { sellerId, level, content: alarm.content, alarmNo: alarm.alarm_no, round }, notice, now);
      return true;
    });
    if (!claimed) continue;
    sent++;
    bus.publish({
      kind: 'alarm',
      sellerId,
      stationId: alarm.station_id === null ? null : Number(alarm.station_id),
      alarmId: Number(alarm.id),
      pileId,
      level,
      open: true,
      content: alarm.content,
      flash: notice.flash,
      popup: notice.popup,
      sound: notice.sound,
      // The first notice is no reminder.
      ...(round > 1 ? { round } : {}),
      at: now.getTime(),
    });
  }
  return sent;
}
