import { describe, expect, it, vi } from 'vitest';
import { actionModel } from '../../engine/actions';
import type { DataProvider } from '../../engine/data-provider';
import { station } from '../../engine/fixtures/fixture-bundle';
import type { EntityFile } from '../../meta/model';
import type { ActionContext } from '../define-action';
import status from './status';

const text = (zh: string) => ({ 'zh-CN': zh, 'en-US': zh });
// A station whose "disable" is a command to a device: the row changes once the device accepts.
const sent = text('指令已下发，等待应答');
const entity: EntityFile = {
  ...station,
  statusActions: [
    { name: 'enable', title: text('启用'), action: 'enable', from: [2], to: 1 },
    { name: 'disable', title: text('停用'), action: 'disable', from: [1], done: sent },
  ],
};

function run(name: string, answer: { code: number; msg: string }) {
  const runStatusAction = vi.fn().mockResolvedValue(answer);
  const screen = { done: vi.fn(), fail: vi.fn(), refresh: vi.fn() } as unknown as ActionContext['screen'];
  const provider = { runStatusAction } as unknown as DataProvider;
  const rows = [{ id: 7, status: name === 'disable' ? 1 : 2 }];
  return { screen, done: status.run({ entity, action: actionModel(entity, name), rows, provider, screen }) };
}

describe('a status action', () => {
  it('tells the user what its schema says once it went through, not that it was done', async () => {
    const { screen, done } = run('disable', { code: 0, msg: '' });
    await done;
    expect(screen.done).toHaveBeenCalledWith(sent);
  });

  it('says "done" when its schema says nothing', async () => {
    const { screen, done } = run('enable', { code: 0, msg: '' });
    await done;
    expect(screen.done).toHaveBeenCalledWith(undefined);
  });

  it("shows the server's refusal, and nothing as done", async () => {
    const { screen, done } = run('disable', { code: 12, msg: '充电桩“A1”离线，指令未下发' });
    await done;
    expect(screen.fail).toHaveBeenCalledWith('充电桩“A1”离线，指令未下发');
    expect(screen.done).not.toHaveBeenCalled();
  });
});
