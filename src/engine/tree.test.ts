import { describe, expect, it } from 'vitest';
import { nestRows, treeOptions } from './tree';

const rows = [
  { id: 1, name: '广东省', parentId: null },
  { id: 2, name: '深圳市', parentId: 1 },
  { id: 3, name: '南山区', parentId: 2 },
  { id: 4, name: '广州市', parentId: 1 },
  { id: 5, name: '孤儿', parentId: 99 },
];

describe('nestRows', () => {
  it('hangs rows below their parents in order, and keeps rows whose parent is absent as roots', () => {
    const roots = nestRows(rows, 'parentId');
    expect(roots.map((r) => r.name)).toEqual(['广东省', '孤儿']);
    expect(roots[0].children?.map((r) => r.name)).toEqual(['深圳市', '广州市']);
    expect(roots[0].children?.[0].children?.map((r) => r.name)).toEqual(['南山区']);
    expect(roots[1].children).toBeUndefined();
  });

  it('turns the tree into tree-select options labelled by the label field', () => {
    expect(treeOptions(nestRows(rows.slice(0, 3), 'parentId'), 'name')).toEqual([
      {
        value: 1,
        title: '广东省',
        children: [{ value: 2, title: '深圳市', children: [{ value: 3, title: '南山区' }] }],
      },
    ]);
  });
});
