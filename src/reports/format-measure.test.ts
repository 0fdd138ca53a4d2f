import { describe, expect, it } from 'vitest';
import type { EntityFile } from '../meta/model';
import { formatMeasure } from './format-measure';

const bill = {
  fields: {
    kwh: { type: 'number', precision: 3 },
    startSoc: { type: 'number', precision: 0 },
    totalAmount: { type: 'money' },
  },
} as unknown as EntityFile;

describe('a report table cell', () => {
  it('rounds a computed figure to two decimals, not the database float', () => {
    expect(
      formatMeasure(
        { key: 'sum:endTime-startTime', title: { 'zh-CN': '时长', 'en-US': 'Hours' } },
        121.39735257498585,
        bill,
      ),
    ).toBe((121.4).toLocaleString());
    expect(
      formatMeasure({ key: 'avg:startSoc', title: { 'zh-CN': '起始', 'en-US': 'Start' } }, 36.666666666666664, bill),
    ).toBe((36.67).toLocaleString());
  });

  it('keeps the measured field’s declared precision', () => {
    expect(formatMeasure({ key: 'sum:kwh', title: { 'zh-CN': '电量', 'en-US': 'kWh' } }, 1234.56789, bill)).toBe(
      (1234.568).toLocaleString(),
    );
  });

  it('shows money in yuan with two decimals, counts whole, and ratios as percentages', () => {
    const title = { 'zh-CN': '值', 'en-US': 'Value' };
    expect(formatMeasure({ key: 'sum:totalAmount', title, format: 'money' }, 12345.678, bill)).toBe(
      (123.46).toLocaleString(),
    );
    expect(formatMeasure({ key: 'count', title, format: 'integer' }, 12, bill)).toBe('12');
    expect(formatMeasure({ key: 'share', title, format: 'percent' }, 0.123456, bill)).toBe('12.35%');
  });
});
