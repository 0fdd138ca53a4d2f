import { describe, expect, it } from 'vitest';
import { createCallThrottle } from './call-throttle';

describe('call throttle', () => {
  it('lets a burst through, then the steady rate, and refuses the rest', () => {
    let clock = 0;
    const throttle = createCallThrottle({ burst: 3, perSecond: 2, now: () => clock });
    expect([1, 2, 3, 4].map(() => throttle.take())).toEqual([true, true, true, false]);
    clock += 500;
    expect([throttle.take(), throttle.take()]).toEqual([true, false]);
    clock += 10_000;
    // A long pause refills the bucket to the burst, never beyond.
    expect([1, 2, 3, 4].map(() => throttle.take())).toEqual([true, true, true, false]);
  });
});
