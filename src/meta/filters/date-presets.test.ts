import { describe, expect, it } from 'vitest';
import { presetRange } from './date-presets';

describe('date range presets', () => {
  // A Wednesday in the second month of a quarter.
  const now = new Date(2025, 4, 14, 15, 30);

  it('start at the first day of the current period and end today', () => {
    expect(presetRange('today', now)).toEqual(['2025-05-14', '2025-05-14']);
    expect(presetRange('week', now)).toEqual(['2025-05-12', '2025-05-14']);
    expect(presetRange('month', now)).toEqual(['2025-05-01', '2025-05-14']);
    expect(presetRange('quarter', now)).toEqual(['2025-04-01', '2025-05-14']);
    expect(presetRange('year', now)).toEqual(['2025-01-01', '2025-05-14']);
  });

  it('take Monday as the first day of the week, also on a Sunday and across a month', () => {
    expect(presetRange('week', new Date(2025, 5, 1))).toEqual(['2025-05-26', '2025-06-01']);
    expect(presetRange('week', new Date(2025, 4, 12))).toEqual(['2025-05-12', '2025-05-12']);
  });
});
