import { describe, expect, it } from 'vitest';
import { evenlySpaced, judgeReadings, judgeStart, judgeStop, readSessionLimits } from './session-plausibility';

/** The checks a pile's claims pass before any pricing, on their own. */
const limits = readSessionLimits({});
const now = Date.UTC(2026, 11, 2, 12);
const HOUR = 3_600_000;
const claim = {
  startedAt: now - HOUR,
  meterStart: 1_000,
  stoppedAt: now,
  meterStop: 31_000,
  messageSamples: 0,
  storedSamples: 1,
  ratedPowerKw: 60,
};

describe('session plausibility', () => {
  it('cuts a flood of readings to its bound, first and last kept, without looking at each', () => {
    const flood = Array.from({ length: 500_000 }, (_, i) => i);
    const cut = evenlySpaced(flood, 1_000);
    expect(cut).toHaveLength(1_000);
    expect([cut[0], cut[cut.length - 1]]).toEqual([0, 499_999]);
    expect(evenlySpaced([1, 2, 3], 1_000)).toEqual([1, 2, 3]);
  });

  it('believes a fair session and reads the defaults', () => {
    expect(limits).toMatchObject({ maxSessionMs: 48 * HOUR, maxMessageSamples: 1_000 });
    expect(judgeStart({ startedAt: now - HOUR, meterStart: 0 }, limits, now)).toBeUndefined();
    expect(judgeStop(claim, limits, now)).toBeUndefined();
  });

  it('names what is implausible', () => {
    expect(judgeStart({ startedAt: now + HOUR, meterStart: 0 }, limits, now)).toBe('IMPLAUSIBLE_TIME');
    expect(judgeStart({ startedAt: now - 49 * HOUR, meterStart: 0 }, limits, now)).toBe('IMPLAUSIBLE_TIME');
    expect(judgeStart({ startedAt: now, meterStart: -(2 ** 31) }, limits, now)).toBe('METER_JUMP');
    // Before the pile's last boot, beyond the clock skew: it was off or rebooting then.
    expect(judgeStart({ startedAt: now - HOUR, meterStart: 0, bootedAt: now - 10 * 60_000 }, limits, now)).toBe(
      'IMPLAUSIBLE_TIME',
    );
    expect(
      judgeStart({ startedAt: now - 10 * 60_000 - 60_000, meterStart: 0, bootedAt: now - 10 * 60_000 }, limits, now),
    ).toBeUndefined();
    expect(judgeStop({ ...claim, stoppedAt: now - 2 * HOUR }, limits, now)).toBe('IMPLAUSIBLE_TIME');
    expect(judgeStop({ ...claim, startedAt: now - 49 * HOUR }, limits, now)).toBe('IMPLAUSIBLE_TIME');
    expect(judgeStop({ ...claim, meterStop: 500 }, limits, now)).toBe('METER_BACKWARDS');
    expect(judgeStop({ ...claim, meterStop: 2 ** 31 }, limits, now)).toBe('METER_JUMP');
    expect(judgeStop({ ...claim, meterStop: 1_000 + 67_000 }, limits, now)).toBe('OVER_POWER');
    expect(judgeStop({ ...claim, messageSamples: 1_001 }, limits, now)).toBe('TOO_MANY_SAMPLES');
    expect(judgeStop({ ...claim, storedSamples: 20_000, messageSamples: 1 }, limits, now)).toBe('TOO_MANY_SAMPLES');
    const readings = [
      { at: now - HOUR, energyWh: 1_000 },
      { at: now - HOUR / 2, energyWh: 9_000 },
      { at: now - HOUR / 4, energyWh: 3_000 },
    ];
    expect(judgeReadings(readings, claim, limits)).toBe('METER_BACKWARDS');
    expect(judgeReadings([{ at: now + HOUR, energyWh: 2_000 }], claim, limits)).toBe('IMPLAUSIBLE_TIME');
  });
});
