import type { DateRangePreset } from '../model/list-filter';

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * The [from, to] days (yyyy-MM-dd, both included) of a preset on the local calendar of `now`:
 * today; this week from Monday; this month, quarter or year from its first day; each up to today.
 */
export function presetRange(preset: DateRangePreset, now: Date = new Date()): [string, string] {
  const y = now.getFullYear();
  const m = now.getMonth();
  let from: Date;
  switch (preset) {
    case 'today':
      from = now;
      break;
    case 'week':
      from = new Date(y, m, now.getDate() - ((now.getDay() + 6) % 7));
      break;
    case 'month':
      from = new Date(y, m, 1);
      break;
    case 'quarter':
      from = new Date(y, m - (m % 3), 1);
      break;
    case 'year':
      from = new Date(y, 0, 1);
      break;
  }
  return [day(from), day(now)];
}
