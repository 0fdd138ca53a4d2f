import { describe, expect, it } from 'vitest';
import { organizationTree } from './organization-tree';
import { choosableOrganizations } from './use-organization-tree';

const org = (id: number, pid: number | null, sort = 0) => ({ id, pid, name: `o${id}`, sort, createdAt: '' });

describe('organization tree', () => {
  const rows = [org(1, null), org(2, 1, 2), org(3, 1, 1), org(4, 3), org(5, 99)];

  it('nests organizations under their parents, in order, and keeps one whose parent is gone at the top', () => {
    const roots = organizationTree(rows);
    expect(roots.map((node) => node.id)).toEqual([1, 5]);
    expect(roots[0].children?.map((node) => node.id)).toEqual([3, 2]);
    expect(roots[0].children?.[0].children?.map((node) => node.id)).toEqual([4]);
  });

  it("greys out disabled organizations for a user's form, except the one he is in", () => {
    const options = [
      { title: 'a', value: 1, enabled: true, children: [{ title: 'b', value: 2, enabled: false }] },
      { title: 'c', value: 3, enabled: false },
    ];
    const choosable = choosableOrganizations(options, 3);
    expect(choosable.map((option) => option.disabled)).toEqual([false, false]);
    expect(choosable[0].children?.[0].disabled).toBe(true);
  });
});
