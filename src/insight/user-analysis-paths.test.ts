import { describe, expect, it } from 'vitest';
import { frequencyBandLabel } from '../meta/member-retention';
import { tabOf } from '../screens-hand/userAnalysisOverview/analysis-tabs';
import { cohortRows } from '../screens-hand/userAnalysisOverview/retention-tab';
import { memberIdOf } from '../screens-hand/userPortraitInfo/member-path';

describe('user analysis addresses and tables', () => {
  it('opens the tab a menu entry or the tab parameter names, channels otherwise', () => {
    expect(tabOf('/userDataAnalysis/retention', '')).toBe('retention');
    expect(tabOf('/UserAnalysis', '?tab=description')).toBe('description');
    expect(tabOf('/UserAnalysis', '?tab=nonsense')).toBe('channel');
    expect(tabOf('/UserAnalysis', '')).toBe('channel');
  });

  it('reads the member of a portrait address, none for a bare or malformed one', () => {
    expect(memberIdOf('/userPortraitInfo/42')).toBe(42);
    expect(memberIdOf('/userPortraitInfo/42/')).toBe(42);
    expect(memberIdOf('/userPortraitInfo')).toBeUndefined();
    expect(memberIdOf('/userPortraitInfo/')).toBeUndefined();
    expect(memberIdOf('/userPortraitInfo/abc')).toBeUndefined();
    expect(memberIdOf('/userPortraitInfo/-3')).toBeUndefined();
  });

  it('lays cohorts out as rows: the first period is the cohort size, later ones who came back', () => {
    const { rows, offsets } = cohortRows({
      cohorts: [
        { cohort: '2026-10-05', offset: 0, members: 10 },
        { cohort: '2026-10-05', offset: 2, members: 4 },
        { cohort: '2026-10-12', offset: 0, members: 6 },
      ],
      frequency: [],
      churn: { members: 16, churned: 0 },
    });
    expect(offsets).toEqual([0, 1, 2]);
    expect(rows).toEqual([
      { cohort: '2026-10-05', size: 10, p0: 10, p2: 4 },
      { cohort: '2026-10-12', size: 6, p0: 6 },
    ]);
  });

  it('names the frequency bands by their counts', () => {
    expect([1, 2, 4, 6, 11, 21].map(frequencyBandLabel)).toEqual(['1', '2–3', '4–5', '6–10', '11–20', '21+']);
  });
});
