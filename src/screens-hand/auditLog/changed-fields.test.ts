import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changed fields of an audited write', () => {
  it('lists only the fields an update changed', () => {
    expect(changedFields({ name: 'A', sort: 1, tags: [1] }, { name: 'B', sort: 1, tags: [1, 2] })).toEqual([
      { field: 'name', before: 'A', after: 'B' },
      { field: 'tags', before: [1], after: [1, 2] },
    ]);
  });

  it('lists every field of a created or deleted row', () => {
    expect(changedFields(null, { name: 'A' })).toEqual([{ field: 'name', before: undefined, after: 'A' }]);
    expect(changedFields({ name: 'A' }, null)).toEqual([{ field: 'name', before: 'A', after: undefined }]);
  });

  it('shows a value that is not a row as one change', () => {
    expect(changedFields(null, ['a', 'b'])).toEqual([{ field: '', before: null, after: ['a', 'b'] }]);
    expect(changedFields(['a'], ['a'])).toEqual([]);
  });
});
