import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../meta/model';
import { startingValues } from './starting-rows';

const results = {
  type: 'json',
  title: { 'zh-CN': '巡检结果', 'en-US': 'Results' },
  sub: {
    fields: {
      itemId: {
        type: 'reference',
        title: { 'zh-CN': '巡检项', 'en-US': 'Item' },
        ref: { entity: 'item', labelField: 'name' },
      },
      ok: { type: 'boolean', title: { 'zh-CN': '正常', 'en-US': 'OK' } },
    },
    rowsFrom: { field: 'itemIds', key: 'itemId' },
  },
} as FieldDef;

describe('a table that starts from the record it acts on', () => {
  it('has a row per checklist item, in its order, keeping the results recorded', () => {
    const record = {
      id: 1,
      itemIds: [7, 3, 5],
      results: [
        { itemId: 3, ok: false, note: '破损' },
        { itemId: 9, ok: true },
      ],
    };
    expect(startingValues({ results, summary: { type: 'text', title: results.title } as FieldDef }, record)).toEqual({
      results: [{ itemId: 7 }, { itemId: 3, ok: false, note: '破损' }, { itemId: 5 }],
    });
  });

  it('starts empty for a record without items', () => {
    expect(startingValues({ results }, { id: 1, itemIds: null })).toEqual({ results: [] });
  });
});
