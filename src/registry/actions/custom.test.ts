import { describe, expect, it, vi } from 'vitest';
import { actionModel, buildActions } from '../../engine/actions';
import type { DataProvider } from '../../engine/data-provider';
import { station } from '../../engine/fixtures/fixture-bundle';
import type { EntityFile } from '../../meta/model';
import type { ActionContext } from '../define-action';
import custom from './custom';

const text = (zh: string) => ({ 'zh-CN': zh, 'en-US': zh });
// A station list with a hook action over all its rows, as the accounts have their reconciliation.
const entity: EntityFile = {
  ...station,
  customActions: [
    {
      name: 'recount',
      title: text('重新统计'),
      action: 'query',
      result: { done: text('已统计 {stations} 个'), attention: text('{problems} 个有误'), when: 'problems' },
    },
  ],
  list: { ...station.list, toolbar: ['add', 'recount'] },
};

function run(answer: { code: number; msg: string; data: unknown }) {
  const call = vi.fn().mockResolvedValue(answer);
  const screen = { done: vi.fn(), warn: vi.fn(), fail: vi.fn() } as unknown as ActionContext['screen'];
  const provider = { call } as unknown as DataProvider;
  return {
    call,
    screen,
    done: custom.run({ entity, action: actionModel(entity, 'recount'), rows: [], provider, screen }),
  };
}

describe('a custom toolbar action', () => {
  it('is a toolbar button under the action key the schema names', () => {
    const recount = buildActions(entity).toolbar.find((action) => action.name === 'recount');
    expect(recount).toMatchObject({ kind: 'custom', key: 'station:query' });
  });

  it('calls its route and words the answer as the schema says, a list standing for its length', async () => {
    const { call, screen, done } = run({ code: 0, msg: '', data: { stations: 12, problems: [] } });
    await done;
    expect(call).toHaveBeenCalledWith({ entity, operation: 'recount', body: {} });
    expect(screen.done).toHaveBeenCalledWith(text('已统计 {stations} 个'), { stations: 12, problems: 0 });
    expect(screen.warn).not.toHaveBeenCalled();
  });

  it('warns when the list it names is not empty, and reports a refusal', async () => {
    const found = run({ code: 0, msg: '', data: { stations: 12, problems: [{ id: 3 }, { id: 4 }] } });
    await found.done;
    expect(found.screen.warn).toHaveBeenCalledWith(text('{problems} 个有误'), { stations: 12, problems: 2 });
    const refused = run({ code: 403, msg: '没有权限访问', data: null });
    await refused.done;
    expect(refused.screen.fail).toHaveBeenCalledWith('没有权限访问');
  });
});

// A row's own hook action, with no dialog registered for it: sent for that row at once.
const rowEntity: EntityFile = {
  ...station,
  customActions: [
    { name: 'recheck', title: text('重新核对'), action: 'recheck', row: true, result: { done: text('已核对') } },
  ],
  list: { ...station.list, rowActions: ['edit', 'recheck'] },
};

describe('a custom row action', () => {
  it('is a row button under a key of its own, sends the row id and reloads the list', async () => {
    const recheck = buildActions(rowEntity).row.find((action) => action.name === 'recheck');
    expect(recheck).toMatchObject({ kind: 'custom', key: 'station:recheck' });
    const call = vi.fn().mockResolvedValue({ code: 0, msg: '', data: null });
    const screen = { done: vi.fn(), fail: vi.fn(), refresh: vi.fn() } as unknown as ActionContext['screen'];
    const provider = { call } as unknown as DataProvider;
    await custom.run({ entity: rowEntity, action: recheck!, rows: [{ id: 7 }], provider, screen });
    expect(call).toHaveBeenCalledWith({ entity: rowEntity, operation: 'recheck', body: { id: 7 } });
    expect(screen.done).toHaveBeenCalledWith(text('已核对'));
    expect(screen.refresh).toHaveBeenCalled();
  });

  it('shows a refusal and reloads nothing', async () => {
    const call = vi.fn().mockResolvedValue({ code: 403, msg: '没有权限访问', data: null });
    const screen = { done: vi.fn(), fail: vi.fn(), refresh: vi.fn() } as unknown as ActionContext['screen'];
    const provider = { call } as unknown as DataProvider;
    const action = actionModel(rowEntity, 'recheck');
    await custom.run({ entity: rowEntity, action, rows: [{ id: 7 }], provider, screen });
    expect(screen.fail).toHaveBeenCalledWith('没有权限访问');
    expect(screen.refresh).not.toHaveBeenCalled();
  });
});
