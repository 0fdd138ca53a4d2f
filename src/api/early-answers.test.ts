import { describe, expect, it, vi } from 'vitest';
import type { EarlyAnswer } from '../app/early-boot';
import { earlyOr, takeEarlyAnswer } from './early-answers';

const URL = '/api/system/user/info';
const windowWith = (token: string, answer: EarlyAnswer | undefined) =>
  ({ __earlyRequests: { [URL]: { token, answer: Promise.resolve(answer) } } }) as unknown as Window;

describe('early answers', () => {
  it('are taken once, and only with the token they were asked with', async () => {
    const win = windowWith('tok', { status: 200, body: { code: 0 } });
    expect(takeEarlyAnswer(URL, 'other', win)).toBeUndefined();
    expect(takeEarlyAnswer(URL, 'tok', win)).toBeUndefined(); // already taken by the mismatch

    const again = windowWith('tok', { status: 200, body: { code: 0 } });
    expect(await takeEarlyAnswer(URL, 'tok', again)).toEqual({ status: 200, body: { code: 0 } });
    expect(takeEarlyAnswer(URL, 'tok', again)).toBeUndefined();
  });

  it('serve a plain success, and pass its body code to the catalogue', async () => {
    const ask = vi.fn();
    const onBody = vi.fn();
    const body = { code: 2, msg: 'expired' };
    const answer = await earlyOr(URL, 'tok', ask, onBody, windowWith('tok', { status: 200, body }));
    expect(answer).toEqual(body);
    expect(onBody).toHaveBeenCalledWith(body);
    expect(ask).not.toHaveBeenCalled();
  });

  it('ask again for anything else, so that the client reacts as usual', async () => {
    const asked = { code: 0, data: 'fresh' };
    for (const early of [undefined, { status: 401, body: undefined }, { status: 200, body: 'not json' }]) {
      const ask = vi.fn(async () => asked);
      const onBody = vi.fn();
      expect(await earlyOr(URL, 'tok', ask, onBody, windowWith('tok', early))).toBe(asked);
      expect(ask).toHaveBeenCalledOnce();
      expect(onBody).not.toHaveBeenCalled();
    }
    const none = vi.fn(async () => asked);
    expect(await earlyOr(URL, 'tok', none, vi.fn(), {} as Window)).toBe(asked);
  });
});
