import { describe, expect, it } from 'vitest';
import type { PermissionRow } from '../../api/system-api';
import { checkedKeysOf, permissionTree, storedIdsOf } from './permission-tree';

const row = (id: string, pid: string | null, componentType: PermissionRow['componentType'], sort = 0) =>
  ({ id, pid, componentType, sort, url: '', title: id, name: id, isShow: 1 }) as PermissionRow;

const ROWS = [
  row('system', null, 'CATALOG'),
  row('userManage', 'system', 'MENU', 2),
  row('roleManage', 'system', 'MENU', 1),
  row('userManage:query', 'userManage', 'BUTTON'),
  row('userManage:add', 'userManage', 'BUTTON'),
  row('roleManage:query', 'roleManage', 'BUTTON'),
  row('orphanPage', 'notHeld', 'MENU'),
];

describe('permission tree', () => {
  it('nests buttons under pages under catalogs, in menu order, and keeps a page whose catalog is not held', () => {
    const roots = permissionTree(ROWS, String);
    expect(roots.map((node) => node.key)).toEqual(['system', 'orphanPage']);
    expect(roots[0].children?.map((node) => node.key)).toEqual(['roleManage', 'userManage']);
    expect(roots[0].children?.[1].children?.map((node) => node.key)).toEqual(['userManage:query', 'userManage:add']);
  });

  it('ticks only the nodes whose whole subtree a role holds', () => {
    const roots = permissionTree(ROWS, String);
    const stored = new Set(['system', 'userManage', 'userManage:query', 'roleManage', 'roleManage:query']);
    expect(checkedKeysOf(roots, stored).sort()).toEqual(['roleManage', 'roleManage:query', 'userManage:query']);
  });

  it('stores each checked node with its ancestors, once each', () => {
    expect(storedIdsOf(ROWS, ['userManage:query', 'roleManage:query']).sort()).toEqual([
      'roleManage',
      'roleManage:query',
      'system',
      'userManage',
      'userManage:query',
    ]);
  });
});
