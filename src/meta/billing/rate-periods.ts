/**
 * A billing model's day plan: rows of [startTime, endTime) in the station's local time, each
 * with its time-of-use period (sharp, peak, flat, valley) and its prices. Prices are integers in
 * 1/10000 yuan per kWh (SPEC: money shown divided by 10000 where the schema says so).
 */
export interface RatePeriodRow {
  startTime: string;
  endTime: string;
  ratePeriod: string | number;
  electricityPrice: number;
  servicePrice: number;
}

export const MINUTES_PER_DAY = 24 * 60;

/** 'HH:mm' → minutes after midnight; '24:00' is the end of the day. */
export function minutesOf(clock: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) throw new Error(`not a time of day: ${clock}`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[2]) > 59 || minutes > MINUTES_PER_DAY) throw new Error(`not a time of day: ${clock}`);
  return minutes;
}

export interface DaySegment {
  /** Minutes after local midnight, start inclusive, end exclusive. */
  start: number;
  end: number;
  row: RatePeriodRow;
}

/**
 * The rows as segments of one day, sorted. A row whose end is not after its start wraps past
 * midnight ('22:00'–'06:00') and yields two segments. Gaps and overlaps are the timeline
 * validator's business; pricing refuses a day it cannot cover.
 */
export function daySegments(rows: readonly RatePeriodRow[]): DaySegment[] {
  const segments: DaySegment[] = [];
  for (const row of rows) {
    const start = minutesOf(row.startTime);
    const end = minutesOf(row.endTime);
    if (end > start) segments.push({ start, end, row });
    else {
      segments.push({ start, end: MINUTES_PER_DAY, row });
      if (end > 0) segments.push({ start: 0, end, row });
    }
  }
  segments.sort((a, b) => a.start - b.start);
  let covered = 0;
  for (const segment of segments) {
    if (segment.start !== covered) throw new Error(`the billing model does not cover ${clockOf(covered)} exactly`);
    covered = segment.end;
  }
  if (covered !== MINUTES_PER_DAY) throw new Error(`the billing model does not cover ${clockOf(covered)} exactly`);
  return segments;
}

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
