import { outboxSmsSender } from '../auth/sms-sender';
import type { Queryable } from '../db/database';

/** How the screens of the seller signal an alarm: what the live alarm event carries. */
export interface ScreenSignals {
  flash: boolean;
  popup: boolean;
  sound: boolean;
}

/** What the notify rules ask for an alarm of one level. */
export interface AlarmNotice extends ScreenSignals {
  phones: string[];
  emails: string[];
  /** Minutes after which a still pending alarm is sent again: the shortest of its rules; undefined: never. */
  repeatMinutes?: number;
}

interface RuleRow {
  name: string;
  level_up_to: number;
  flash: boolean | null;
  popup: boolean | null;
  sound: boolean | null;
  sms: boolean | null;
  email: boolean | null;
  recipient_phones: string | null;
  recipient_emails: string | null;
  quiet_start: string | null;
  quiet_end: string | null;
  repeat_minutes: number | null;
}

/** The clocks of the rules' quiet hours run in the stations' time (China, UTC+8). */
const LOCAL_OFFSET_MINUTES = 480;
const PHONE = /^1\d{10}$/;
const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

const minutesOf = (clock: string | null) => {
  const match = clock ? /^(\d{1,2}):(\d{2})$/.exec(clock) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
};

/** Inside [quietStart, quietEnd) of the local day; a span like 22:00–07:00 wraps midnight. */
export function inQuietHours(rule: Pick<RuleRow, 'quiet_start' | 'quiet_end'>, at: Date): boolean {
  const start = minutesOf(rule.quiet_start);
  const end = minutesOf(rule.quiet_end);
  if (start === undefined || end === undefined || start === end) return false;
  const local = (((at.getTime() / 60_000 + LOCAL_OFFSET_MINUTES) % 1440) + 1440) % 1440;
  return start < end ? local >= start && local < end : local >= start || local < end;
}

const listOf = (text: string | null, valid: RegExp) =>
  (text ?? '')
    .split(/[,，;；\s]+/)
    .map((item) => item.trim())
    .filter((item) => valid.test(item));

/**
 * The notify rules that cover an alarm of this level for this seller: the rule its level rule
 * names (alarm levels), else every enabled rule whose "levels notified" reaches it (1 is the
 * most severe, so a rule up to level 3 covers 1, 2 and 3). A rule that is disabled, or does not
 * reach the level, notifies nobody. In a rule's quiet hours only the screens signal (no sound,
 * no SMS, no e-mail). Recipients are exactly the ones the rules name.
 */
export async function noticeFor(tx: Queryable, sellerId: number, level: number, at = new Date()): Promise<AlarmNotice> {
  const columns = `r."name", r."level_up_to", r."flash", r."popup", r."sound", r."sms", r."email",
      r."recipient_phones", r."recipient_emails", r."quiet_start", r."quiet_end", r."repeat_minutes"`;
  const named = await tx.query<RuleRow & { enable_status: number }>(
    `select ${columns}, r."enable_status" from "alarm_level_rule" l
       join "alarm_notify_rule" r on r."id" = l."notify_rule_id" and r."seller_id" = l."seller_id"
      where l."seller_id" = $1 and l."level" = $2 order by l."id" limit 1`,
    [sellerId, level],
  );
  const rules: RuleRow[] = named.rows.length
    ? named.rows.filter((rule) => Number(rule.enable_status) === 1 && level <= Number(rule.level_up_to))
    : (
        await tx.query<RuleRow>(
          `select ${columns} from "alarm_notify_rule" r
            where r."seller_id" = $1 and r."enable_status" = 1 and $2 <= r."level_up_to" order by r."id"`,
          [sellerId, level],
        )
      ).rows;
  const notice: AlarmNotice = { flash: false, popup: false, sound: false, phones: [], emails: [] };
  for (const rule of rules) {
    const quiet = inQuietHours(rule, at);
    notice.flash ||= rule.flash === true;
    notice.popup ||= rule.popup === true;
    notice.sound ||= rule.sound === true && !quiet;
    if (rule.sms && !quiet) notice.phones.push(...listOf(rule.recipient_phones, PHONE));
    if (rule.email && !quiet) notice.emails.push(...listOf(rule.recipient_emails, EMAIL));
    const repeat = Number(rule.repeat_minutes);
    if (repeat > 0) notice.repeatMinutes = Math.min(notice.repeatMinutes ?? repeat, repeat);
  }
  notice.phones = [...new Set(notice.phones)];
  notice.emails = [...new Set(notice.emails)];
  return notice;
}

/** A notice that reaches nobody (no SMS, no e-mail, no signal on screen) counts against no limit. */
export const isSilent = (notice: AlarmNotice) =>
  !notice.phones.length && !notice.emails.length && !notice.flash && !notice.popup && !notice.sound;

export interface AlarmToNotify {
  sellerId: number;
  level: number;
  content: string;
  alarmNo: string;
  /** Which time this is (a reminder of a still pending alarm from the second on). */
  round?: number;
}

/**
 * The notice's SMS and e-mails for one alarm, written in the caller's transaction (the one that
 * opens it, or a reminder's): one SMS outbox row per phone, one queued e-mail per address (sent
 * through the seller's e-mail settings by the mail sender).
 */
export async function sendNotice(tx: Queryable, alarm: AlarmToNotify, notice: AlarmNotice, at: Date): Promise<void> {
  const heading = `【${alarm.level}级告警${alarm.round && alarm.round > 1 ? `·第${alarm.round}次提醒` : ''}】`;
  const text = `${heading}${alarm.content}（${alarm.alarmNo}）`;
  for (const phone of notice.phones)
    await outboxSmsSender.send(tx, { sellerId: alarm.sellerId, phone, content: text, purpose: 'alarm' });
  for (const email of notice.emails)
    await tx.query(
      `insert into "email_outbox" ("seller_id", "recipient", "subject", "body", "purpose") values ($1, $2, $3, $4, 'alarm')`,
      [alarm.sellerId, email, `${heading}${alarm.content}`, `${text}\n${at.toISOString()}`],
    );
}
