import { describe, expect, it, vi } from 'vitest';
import { isPlainRead, WriteSignal } from './write-signal';

describe('WriteSignal', () => {
  it('tells its listeners after each statement that may write, not after plain selects', async () => {
    const signal = new WriteSignal();
    const heard = vi.fn();
    const stop = signal.subscribe(heard);
    const query = signal.signalling(async () => ({ rows: [], affectedRows: 0 }));
    await query('  SELECT 1');
    expect(heard).not.toHaveBeenCalled();
    await query('update users set status = 0');
    await query('with gone as (delete from sessions returning id) select count(*) from gone');
    expect(heard).toHaveBeenCalledTimes(2);
    expect(isPlainRead('selection')).toBe(false);
    stop();
    await query('insert into roles default values');
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('says nothing when the statement fails', async () => {
    const signal = new WriteSignal();
    const heard = vi.fn();
    signal.subscribe(heard);
    const query = signal.signalling(async () => {
      throw new Error('refused');
    });
    await expect(query('delete from users')).rejects.toThrow('refused');
    expect(heard).not.toHaveBeenCalled();
  });
});
