import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceSession, type MeterSample } from './price-session';
import type { RatePeriodRow } from './rate-periods';

/** A Shenzhen-like commercial day plan; prices in 1/10000 yuan per kWh. */
const SHENZHEN: RatePeriodRow[] = [
  { startTime: '00:00', endTime: '08:00', ratePeriod: 'Gu', electricityPrice: 3000, servicePrice: 4000 },
  { startTime: '08:00', endTime: '10:00', ratePeriod: 'Ping', electricityPrice: 6500, servicePrice: 6000 },
  { startTime: '10:00', endTime: '12:00', ratePeriod: 'Feng', electricityPrice: 10000, servicePrice: 8000 },
  { startTime: '12:00', endTime: '14:00', ratePeriod: 'Ping', electricityPrice: 6500, servicePrice: 6000 },
  { startTime: '14:00', endTime: '19:00', ratePeriod: 'Feng', electricityPrice: 10000, servicePrice: 8000 },
  { startTime: '19:00', endTime: '21:00', ratePeriod: 'Jian', electricityPrice: 12000, servicePrice: 8000 },
  { startTime: '21:00', endTime: '24:00', ratePeriod: 'Ping', electricityPrice: 6500, servicePrice: 6000 },
];

/** The valley wraps past midnight in one row. */
const WRAPPING: RatePeriodRow[] = [
  { startTime: '06:00', endTime: '22:00', ratePeriod: 'Ping', electricityPrice: 6500, servicePrice: 6000 },
  { startTime: '22:00', endTime: '06:00', ratePeriod: 'Gu', electricityPrice: 3000, servicePrice: 4000 },
];

/** Epoch ms of a China (UTC+8) local time on 2026-11-(day). */
const china = (day: number, clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return Date.UTC(2026, 10, day, h - 8, m);
};
const reading = (day: number, clock: string, energyWh: number): MeterSample => ({ at: china(day, clock), energyWh });
const breakdown = (samples: MeterSample[], periods = SHENZHEN) =>
  priceSession({ periods, samples }).periods.map((p) => [p.ratePeriod, p.energyWh, p.electricityFee, p.serviceFee]);

describe('priceSession', () => {
  it.each([
    {
      case: 'inside one period',
      samples: [reading(23, '02:00', 0), reading(23, '03:00', 20_000)],
      expected: [['Gu', 20_000, 600, 800]],
    },
    {
      case: 'across a period edge, energy split by time',
      samples: [reading(23, '07:30', 0), reading(23, '08:30', 10_000)],
      expected: [
        ['Gu', 5_000, 150, 200],
        ['Ping', 5_000, 325, 300],
      ],
    },
    {
      case: 'across midnight, two rows',
      samples: [reading(23, '23:00', 0), reading(24, '01:00', 12_000)],
      expected: [
        ['Ping', 6_000, 390, 360],
        ['Gu', 6_000, 180, 240],
      ],
    },
    {
      case: 'across midnight inside one row that wraps',
      samples: [reading(23, '23:00', 0), reading(24, '01:00', 12_000)],
      periods: WRAPPING,
      expected: [['Gu', 12_000, 360, 480]],
    },
    {
      case: 'uneven meter values between readings',
      samples: [reading(23, '07:00', 0), reading(23, '07:50', 10_000), reading(23, '08:10', 12_000)],
      expected: [
        ['Gu', 11_000, 330, 440],
        ['Ping', 1_000, 65, 60],
      ],
    },
    {
      case: 'starting and ending exactly on edges',
      samples: [reading(23, '08:00', 0), reading(23, '10:00', 30_000)],
      expected: [['Ping', 30_000, 1_950, 1_800]],
    },
    {
      case: 'the evening sharp period between two peaks',
      samples: [reading(23, '18:00', 0), reading(23, '22:00', 40_000)],
      expected: [
        ['Feng', 10_000, 1_000, 800],
        ['Jian', 20_000, 2_400, 1_600],
        ['Ping', 10_000, 650, 600],
      ],
    },
    {
      case: 'a whole day and more',
      samples: [reading(23, '20:00', 0), reading(24, '21:00', 25_000)],
      expected: [
        ['Jian', 1_000, 120, 80],
        ['Ping', 3_000, 195, 180],
        ['Gu', 8_000, 240, 320],
        ['Ping', 2_000, 130, 120],
        ['Feng', 2_000, 200, 160],
        ['Ping', 2_000, 130, 120],
        ['Feng', 5_000, 500, 400],
        ['Jian', 2_000, 240, 160],
      ],
    },
    {
      case: 'no energy at all',
      samples: [reading(23, '09:00', 0), reading(23, '09:30', 0)],
      expected: [['Ping', 0, 0, 0]],
    },
  ])('prices a session $case', ({ samples, periods, expected }) => {
    expect(breakdown(samples, periods)).toEqual(expected);
  });

  it('rounds each stretch once, half up, and totals the stretches', () => {
    // 333 Wh at 0.65 yuan = 21.645 fen → 22; 333 Wh at 0.60 yuan = 19.98 fen → 20.
    const priced = priceSession({ periods: SHENZHEN, samples: [reading(23, '09:00', 0), reading(23, '09:10', 333)] });
    expect(priced).toMatchObject({ energyWh: 333, electricityFee: 22, serviceFee: 20, totalAmount: 42 });
  });

  it('refuses a billing model that leaves a gap or overlaps', () => {
    const gap = SHENZHEN.filter((row) => row.startTime !== '10:00');
    expect(() => priceSession({ periods: gap, samples: [reading(23, '01:00', 0), reading(23, '02:00', 1)] })).toThrow(
      /does not cover 10:00/,
    );
    const overlap = [...SHENZHEN, { ...SHENZHEN[1], startTime: '09:00' }];
    expect(() =>
      priceSession({ periods: overlap, samples: [reading(23, '01:00', 0), reading(23, '02:00', 1)] }),
    ).toThrow(/does not cover/);
  });

  it('refuses readings that go back in time or in energy', () => {
    expect(() => breakdown([reading(23, '02:00', 0), reading(23, '01:00', 10)])).toThrow(/time order/);
    expect(() => breakdown([reading(23, '01:00', 10), reading(23, '02:00', 5)])).toThrow(/must not go down/);
    expect(() => breakdown([reading(23, '01:00', 10)])).toThrow(/start and an end/);
  });

  it('always adds up: the stretches give the metered energy, and the fees are their sums', () => {
    const session = fc
      .tuple(
        fc.integer({ min: china(1, '00:00'), max: china(28, '00:00') }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 * 3_600_000 }), fc.integer({ min: 0, max: 60_000 })), {
          minLength: 1,
          maxLength: 12,
        }),
      )
      .map(([start, steps]) => {
        const samples: MeterSample[] = [{ at: start, energyWh: 0 }];
        for (const [dt, de] of steps) {
          const last = samples[samples.length - 1];
          samples.push({ at: last.at + dt, energyWh: last.energyWh + de });
        }
        return samples;
      });
    fc.assert(
      fc.property(session, fc.constantFrom(SHENZHEN, WRAPPING), (samples, periods) => {
        const priced = priceSession({ periods, samples });
        const sum = (key: 'energyWh' | 'electricityFee' | 'serviceFee') =>
          priced.periods.reduce((total, period) => total + period[key], 0);
        expect(sum('energyWh')).toBe(samples[samples.length - 1].energyWh);
        expect(priced.electricityFee).toBe(sum('electricityFee'));
        expect(priced.serviceFee).toBe(sum('serviceFee'));
        expect(priced.totalAmount).toBe(priced.electricityFee + priced.serviceFee);
        for (const period of priced.periods) {
          expect(Number.isInteger(period.energyWh) && period.energyWh >= 0).toBe(true);
          expect(period.to).toBeGreaterThanOrEqual(period.from);
        }
      }),
      { numRuns: 300 },
    );
  });
});
