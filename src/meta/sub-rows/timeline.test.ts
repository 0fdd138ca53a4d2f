import { describe, expect, it } from 'vitest';
import { checkTimeline, parseClock, timelineMessage } from './timeline';

const def = { start: 'startTime', end: 'endTime', fullDay: true };
const rows = (...periods: [string, string][]) => periods.map(([startTime, endTime]) => ({ startTime, endTime }));

describe('parseClock', () => {
  it('reads HH:mm up to 24:00 and nothing else', () => {
    expect(parseClock('00:00')).toBe(0);
    expect(parseClock('07:30')).toBe(450);
    expect(parseClock('24:00')).toBe(1440);
    for (const bad of ['24:30', '7:30', '25:00', '12:60', '', null, 700]) expect(parseClock(bad)).toBeUndefined();
  });
});

describe('checkTimeline', () => {
  it('accepts a day covered exactly, in any row order', () => {
    expect(checkTimeline(rows(['12:00', '24:00'], ['00:00', '08:00'], ['08:00', '12:00']), def)).toEqual([]);
  });

  it('names the stretch no row covers, at the start, between rows and at the end', () => {
    expect(checkTimeline(rows(['01:00', '08:00'], ['09:00', '23:00']), def)).toEqual([
      { kind: 'gap', from: 0, to: 60 },
      { kind: 'gap', from: 480, to: 540 },
      { kind: 'gap', from: 1380, to: 1440 },
    ]);
  });

  it('names two overlapping rows and the time they share', () => {
    const issues = checkTimeline(rows(['00:00', '10:00'], ['09:00', '24:00']), def);
    expect(issues).toEqual([{ kind: 'overlap', row: 1, other: 0, from: 540, to: 600 }]);
    expect(timelineMessage(issues[0], 'zh-CN')).toBe('第2行与第1行时段重叠（09:00-10:00）');
    expect(timelineMessage(issues[0], 'en-US')).toBe('Row 2 overlaps row 1 (09:00-10:00)');
  });

  it('finds a row inside another one as an overlap', () => {
    expect(checkTimeline(rows(['00:00', '24:00'], ['10:00', '11:00']), def)).toEqual([
      { kind: 'overlap', row: 1, other: 0, from: 600, to: 660 },
    ]);
  });

  it('refuses a row that ends before it starts or wraps past midnight', () => {
    const issues = checkTimeline(rows(['00:00', '23:00'], ['23:00', '07:00']), def);
    expect(issues).toContainEqual({ kind: 'badTime', row: 1 });
    expect(timelineMessage({ kind: 'badTime', row: 1 }, 'zh-CN')).toContain('第2行');
  });

  it('allows gaps when the day need not be covered, but never overlaps', () => {
    const partial = { start: 'startTime', end: 'endTime' };
    expect(checkTimeline(rows(['08:00', '10:00'], ['14:00', '16:00']), partial)).toEqual([]);
    expect(checkTimeline(rows(['08:00', '10:00'], ['09:59', '16:00']), partial)).toHaveLength(1);
  });

  it('reports a gap message a person can act on', () => {
    expect(timelineMessage({ kind: 'gap', from: 480, to: 540 }, 'zh-CN')).toBe(
      '时段未覆盖 08:00-09:00，须覆盖全天 00:00-24:00',
    );
  });
});
