import { describe, expect, it } from 'vitest';
import { API_CODES } from '../../src/meta/api-codes';
import { constraintFailure, lostToConcurrentWrite } from './constraint-failure';

describe('database refusals as answers', () => {
  it('answers a write that lost a deadlock or a serialization race with a clear retry message', () => {
    for (const code of ['40P01', '40001']) {
      const answer = constraintFailure({ code, message: 'deadlock detected' }, undefined, 'zh-CN');
      expect(answer?.code).toBe(API_CODES.CONFLICT);
      expect(answer?.message).toBe('其他操作正在修改相同的数据，本次未保存，请重试');
    }
    expect(constraintFailure({ code: '40P01' }, undefined, 'en-US')?.message).toContain('please try again');
    expect(lostToConcurrentWrite({ code: '40001' })).toBe(true);
    expect(lostToConcurrentWrite({ code: '23505' })).toBe(false);
    expect(lostToConcurrentWrite(null)).toBe(false);
  });

  it('leaves other failures to the error handler', () => {
    expect(constraintFailure({ code: '57014' }, undefined, 'zh-CN')).toBeUndefined();
    expect(constraintFailure(new Error('boom'), undefined, 'zh-CN')).toBeUndefined();
  });
});
