import { describe, expect, it } from 'vitest';
import { createNoticeLimiter, DEFAULT_ALARM_NOTIFY, readAlarmNotifySettings } from './notify-limits';

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1) + minutes * 60_000);

describe('alarm notice limits', () => {
  it('allow a pile its notices of the hour and say when the next place frees', () => {
    const limiter = createNoticeLimiter({ perPilePerHour: 2, perSellerPerHour: 100 });
    expect(limiter.take(1, 10, at(0))).toEqual({ allowed: true });
    expect(limiter.take(1, 10, at(5))).toEqual({ allowed: true });
    expect(limiter.take(1, 10, at(6))).toEqual({ allowed: false, retryAt: at(60) });
    // Another pile of the seller has places of its own.
    expect(limiter.take(1, 11, at(6))).toEqual({ allowed: true });
    expect(limiter.take(1, 10, at(61))).toEqual({ allowed: true });
  });

  it('limit a seller over all its piles, and count a refused notice against neither', () => {
    const limiter = createNoticeLimiter({ perPilePerHour: 1, perSellerPerHour: 2 });
    expect(limiter.take(1, 10, at(0)).allowed).toBe(true);
    expect(limiter.take(1, 10, at(1)).allowed).toBe(false);
    expect(limiter.take(1, 11, at(2)).allowed).toBe(true);
    expect(limiter.take(1, 12, at(3))).toEqual({ allowed: false, retryAt: at(60) });
    expect(limiter.take(2, 13, at(3)).allowed).toBe(true);
  });

  it('with 0, has no limit', () => {
    const limiter = createNoticeLimiter({ perPilePerHour: 0, perSellerPerHour: 0 });
    for (let i = 0; i < 50; i++) expect(limiter.take(1, 10, at(0)).allowed).toBe(true);
  });

  it('read from the environment; a value that is no whole number stops the start', () => {
    expect(readAlarmNotifySettings({})).toEqual(DEFAULT_ALARM_NOTIFY);
    expect(readAlarmNotifySettings({ ALARM_NOTIFY_DELAY_S: '0', ALARM_NOTIFY_PER_PILE_HOUR: '3' })).toMatchObject({
      delaySeconds: 0,
      perPilePerHour: 3,
    });
    expect(() => readAlarmNotifySettings({ ALARM_NOTIFY_PER_SELLER_HOUR: '-1' })).toThrow(
      /ALARM_NOTIFY_PER_SELLER_HOUR/,
    );
    expect(() => readAlarmNotifySettings({ ALARM_REOPEN_WITHIN_S: '1e3' })).toThrow(/ALARM_REOPEN_WITHIN_S/);
  });
});
