import { describe, expect, it } from 'vitest';
import { actionModel, buildActions, rowsAllowing, visibleActions } from './actions';
import { pile, station } from './fixtures/fixture-bundle';

const names = (actions: { name: string }[]) => actions.map((a) => a.name);
const all = () => true;

describe('buildActions', () => {
  it('defaults the toolbar, row and bulk actions from the schema', () => {
    const actions = buildActions(station);
    expect(names(actions.toolbar)).toEqual(['add', 'import', 'export']);
    expect(names(actions.row)).toEqual(['get', 'edit', 'enable', 'disable', 'delete']);
    expect(names(actions.bulk)).toEqual(['delete']);
    expect(names(buildActions(pile).toolbar)).toEqual(['add']);
  });

  it('offers no write buttons for an entity whose operations leave the writes out (a read-only log)', () => {
    const log = { ...station, operations: ['page', 'get', 'export'] };
    const actions = buildActions(log);
    expect(names(actions.toolbar)).toEqual(['export']);
    expect(names(actions.row)).toEqual(['get', 'enable', 'disable']);
    expect(names(actions.bulk)).toEqual([]);
    // Listed explicitly, they still do not show: the server has no such routes.
    const listed = buildActions({ ...log, list: { ...log.list, toolbar: ['add', 'export'], bulkActions: ['delete'] } });
    expect(names(listed.toolbar)).toEqual(['export']);
    expect(names(listed.bulk)).toEqual([]);
  });

  it('maps actions to their permission keys and confirmations', () => {
    expect(actionModel(station, 'add').key).toBe('station:add');
    expect(actionModel(station, 'edit').key).toBe('station:edit');
    expect(actionModel(station, 'get').key).toBe('station:get');
    expect(actionModel(station, 'delete')).toMatchObject({ key: 'station:delete', danger: true });
    expect(actionModel(station, 'delete').confirm?.['en-US']).toBe('Delete the selected records?');
    expect(actionModel(station, 'enable')).toMatchObject({ key: 'station:enable', confirm: { 'en-US': 'Enable?' } });
    expect(() => actionModel(station, 'fly')).toThrow('unknown action "fly"');
  });

  it('offers a row connection test only where the schema declares one, titled by it', () => {
    const test = { title: { 'zh-CN': '测试连接', 'en-US': 'Test connection' }, hostField: 'host', portField: 'port' };
    const withTest = { ...station, test, list: { ...station.list, rowActions: ['get', 'test'] } };
    expect(actionModel(withTest, 'test')).toMatchObject({ kind: 'test', key: 'station:test', title: test.title });
    expect(names(buildActions(withTest).row)).toEqual(['get', 'test']);
    const without = { ...station, list: { ...station.list, rowActions: ['get', 'test'] } };
    expect(names(buildActions(without).row)).toEqual(['get']);
  });
});

describe('visibleActions', () => {
  const row = buildActions(station).row;

  it('shows a status action only when the row status is in "from"', () => {
    expect(names(visibleActions(row, all, station, { id: 1, status: 1 }))).toEqual([
      'get',
      'edit',
      'disable',
      'delete',
    ]);
    expect(names(visibleActions(row, all, station, { id: 1, status: 3 }))).toEqual(['get', 'edit', 'enable', 'delete']);
    expect(names(visibleActions(row, all, station, { id: 1, status: 4 }))).toEqual(['get', 'edit', 'delete']);
  });

  it('shows only the actions whose key the user holds', () => {
    const viewer = (key: string) => ['station:query', 'station:get'].includes(key);
    expect(names(visibleActions(row, viewer, station, { id: 1, status: 1 }))).toEqual(['get']);
    expect(names(visibleActions(buildActions(station).toolbar, viewer, station))).toEqual([]);
  });

  it('hides the buttons a lock keeps off a row, on that row only, and on his own row for the caller', () => {
    const locked = {
      ...station,
      lockedRows: [
        { field: 'code', equals: 'MAIN', actions: ['disable', 'delete'] },
        { field: 'id', equals: '$user', actions: ['edit'] },
      ],
    };
    expect(names(visibleActions(row, all, locked, { id: 1, status: 1, code: 'MAIN' }, 7))).toEqual(['get', 'edit']);
    expect(names(visibleActions(row, all, locked, { id: 7, status: 1, code: 'S2' }, 7))).toEqual([
      'get',
      'disable',
      'delete',
    ]);
    expect(names(visibleActions(row, all, locked, { id: 7, status: 1, code: 'S2' }, 8))).toEqual([
      'get',
      'edit',
      'disable',
      'delete',
    ]);
    const disable = actionModel(locked, 'disable');
    const rows = [
      { id: 1, status: 1, code: 'MAIN' },
      { id: 2, status: 1, code: 'S2' },
    ];
    expect(rowsAllowing(disable, locked, rows).map((r) => r.id)).toEqual([2]);
  });

  it('sends a bulk status action only for the rows it applies to', () => {
    const enable = actionModel(station, 'enable');
    const rows = [
      { id: 1, status: 1 },
      { id: 2, status: 2 },
      { id: 3, status: '3' },
    ];
    expect(rowsAllowing(enable, station, rows).map((r) => r.id)).toEqual([2, 3]);
  });
});
