import { describe, expect, it } from 'vitest';
import { dimensionText } from './aggregate-chart';
import { entityWithDimensionLabels } from './aggregate-client';

const tr = (text: unknown) => (typeof text === 'string' ? text : ((text as Record<string, string>)?.['en-US'] ?? ''));

describe("a chart's dimension labels", () => {
  it("label a dictionary field and a field one reference away, without the entity's other references", async () => {
    const { entity, bundle } = await entityWithDimensionLabels('bill', ['billStatus', 'memberId.memberType']);
    const status = bundle.dictionaries.get('billStatus')!.items[0];
    const memberType = bundle.dictionaries.get('memberType')!.items[0];
    const row = { billStatus: status.value, 'memberId.memberType': memberType.value, $labels: {} };
    expect(dimensionText(entity, bundle, 'billStatus', row, tr)).toBe(status.label['en-US']);
    expect(dimensionText(entity, bundle, 'memberId.memberType', row, tr)).toBe(memberType.label['en-US']);
    // The bill's vehicle, station and cost model are not needed to label these groups.
    expect([...bundle.entities.keys()].sort()).toEqual(['bill', 'member']);
  });

  it('label a month bucket by its value', async () => {
    const { entity, bundle } = await entityWithDimensionLabels('bill', ['createTime:month']);
    expect(dimensionText(entity, bundle, 'createTime:month', { 'createTime:month': '2025-03', $labels: {} }, tr)).toBe(
      '2025-03',
    );
  });
});
