import type { Locale, LocalizedText } from '../model/common';
import type { TimelineDef } from '../model/sub-table';
import { formatMessage } from '../rules/format-message';

/** Minutes in a day: a timeline runs from 0 ("00:00") to this ("24:00"). */
export const DAY_MINUTES = 24 * 60;

/** "HH:mm" → minutes after midnight; "24:00" is the end of the day; anything else undefined. */
export function parseClock(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(text);
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= DAY_MINUTES ? minutes : undefined;
}

/** Minutes after midnight → "HH:mm". */
export const formatClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** One period of the day as drawn: [start, end) in minutes, and the row it came from. */
export interface Span {
  row: number;
  start: number;
  end: number;
}

export type TimelineIssue =
  | { kind: 'badTime'; row: number }
  | { kind: 'overlap'; row: number; other: number; from: number; to: number }
  | { kind: 'gap'; from: number; to: number };

/** The rows' periods in time order; rows without a valid start before end are left out. */
export function timelineSpans(
  rows: readonly Record<string, unknown>[],
  def: Pick<TimelineDef, 'start' | 'end'>,
): Span[] {
  const spans: Span[] = [];
  rows.forEach((row, index) => {
    const start = parseClock(row?.[def.start]);
    const end = parseClock(row?.[def.end]);
    if (start !== undefined && end !== undefined && start < end) spans.push({ row: index, start, end });
  });
  return spans.sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * What is wrong with the rows as a day's timeline: a row whose times are not "HH:mm" with the
 * start before the end (a night period is two rows: 23:00-24:00 and 00:00-07:00), two rows
 * that overlap, and, with fullDay, each stretch of the day no row covers. Rows are numbered
 * from 0 as given. The web form and the server run this same function.
 */
export function checkTimeline(rows: readonly Record<string, unknown>[], def: TimelineDef): TimelineIssue[] {
  const issues: TimelineIssue[] = [];
  rows.forEach((row, index) => {
    const start = parseClock(row?.[def.start]);
    const end = parseClock(row?.[def.end]);
    if (start === undefined || end === undefined || start >= end) issues.push({ kind: 'badTime', row: index });
  });
  const spans = timelineSpans(rows, def);
  let reached = 0;
  let last: Span | undefined;
  for (const span of spans) {
    if (last && span.start < reached) {
      issues.push({
        kind: 'overlap',
        row: Math.max(span.row, last.row),
        other: Math.min(span.row, last.row),
        from: span.start,
        to: Math.min(span.end, reached),
      });
    } else if (def.fullDay && span.start > reached) {
      issues.push({ kind: 'gap', from: reached, to: span.start });
    }
    if (span.end > reached) {
      reached = span.end;
      last = span;
    }
  }
  if (def.fullDay && reached < DAY_MINUTES && issues.every((issue) => issue.kind !== 'badTime'))
    issues.push({ kind: 'gap', from: reached, to: DAY_MINUTES });
  return issues;
}

const TEXTS = {
  badTime: {
    'zh-CN': '第{0}行：开始、结束时间须为 HH:mm，且开始早于结束（跨零点请拆成两行）',
    'en-US':
      'Row {0}: start and end must be HH:mm with the start before the end (split a period across midnight into two rows)',
  },
  overlap: { 'zh-CN': '第{0}行与第{1}行时段重叠（{2}-{3}）', 'en-US': 'Row {0} overlaps row {1} ({2}-{3})' },
  gap: {
    'zh-CN': '时段未覆盖 {0}-{1}，须覆盖全天 00:00-24:00',
    'en-US': 'No period covers {0}-{1}; the periods must cover the whole day, 00:00-24:00',
  },
} satisfies Record<TimelineIssue['kind'], LocalizedText>;

/** A timeline issue as a person reads it, rows counted from 1. */
export function timelineMessage(issue: TimelineIssue, locale: Locale): string {
  switch (issue.kind) {
    case 'badTime':
      return formatMessage(TEXTS.badTime, locale, [issue.row + 1]);
    case 'overlap':
      return formatMessage(TEXTS.overlap, locale, [
        issue.row + 1,
        issue.other + 1,
        formatClock(issue.from),
        formatClock(issue.to),
      ]);
    case 'gap':
      return formatMessage(TEXTS.gap, locale, [formatClock(issue.from), formatClock(issue.to)]);
  }
}
