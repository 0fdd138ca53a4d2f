import { describe, expect, it } from 'vitest';
import { applyDiscount, type BillFees, type Discount } from './apply-discount';

const bill: BillFees = { stationId: 7, electricityFee: 10_000, serviceFee: 4_000 };
const periods: BillFees = {
  stationId: 7,
  electricityFee: 9_000,
  serviceFee: 3_000,
  periods: [
    { ratePeriod: 'Feng', electricityFee: 6_000, serviceFee: 2_000 },
    { ratePeriod: 'Gu', electricityFee: 3_000, serviceFee: 1_000 },
  ],
};
const d = (name: string, rest: Omit<Discount, 'name'>): Discount => ({ name, ...rest });

describe('applyDiscount', () => {
  it.each<
    [
      string,
      BillFees,
      Discount[],
      { electricityFee: number; serviceFee: number; discountAmount: number; applied: string | null },
    ]
  >([
    ['no discount', bill, [], { electricityFee: 10_000, serviceFee: 4_000, discountAmount: 0, applied: null }],
    [
      'service fee only, 80%',
      bill,
      [d('svc80', { scope: 'OnlyService', percent: 80 })],
      { electricityFee: 10_000, serviceFee: 3_200, discountAmount: 800, applied: 'svc80' },
    ],
    [
      'electricity only, 90%',
      bill,
      [d('pwr90', { scope: 'OnlyPower', percent: 90 })],
      { electricityFee: 9_000, serviceFee: 4_000, discountAmount: 1_000, applied: 'pwr90' },
    ],
    [
      'whole bill, 85%',
      bill,
      [d('all85', { scope: 'AllBill', percent: 85 })],
      { electricityFee: 8_500, serviceFee: 3_400, discountAmount: 2_100, applied: 'all85' },
    ],
    [
      'another station',
      bill,
      [d('elsewhere', { scope: 'AllBill', percent: 50, stationIds: [8, 9] })],
      { electricityFee: 10_000, serviceFee: 4_000, discountAmount: 0, applied: null },
    ],
    [
      'listed station',
      bill,
      [d('here', { scope: 'AllBill', percent: 50, stationIds: [7] })],
      { electricityFee: 5_000, serviceFee: 2_000, discountAmount: 7_000, applied: 'here' },
    ],
    [
      'best of several, not stacked',
      bill,
      [d('svc50', { scope: 'OnlyService', percent: 50 }), d('all90', { scope: 'AllBill', percent: 90 })],
      { electricityFee: 10_000, serviceFee: 2_000, discountAmount: 2_000, applied: 'svc50' },
    ],
    [
      '100% saves nothing',
      bill,
      [d('none', { scope: 'AllBill', percent: 100 })],
      { electricityFee: 10_000, serviceFee: 4_000, discountAmount: 0, applied: null },
    ],
    [
      'rounds half up per fee',
      { electricityFee: 333, serviceFee: 1 },
      [d('r', { scope: 'AllBill', percent: 50 })],
      { electricityFee: 167, serviceFee: 1, discountAmount: 166, applied: 'r' },
    ],
    [
      'valley hours only (station discount)',
      periods,
      [d('gu80', { scope: 'OnlyPower', periods: [{ ratePeriod: 'Gu', percent: 80 }] })],
      { electricityFee: 8_400, serviceFee: 3_000, discountAmount: 600, applied: 'gu80' },
    ],
    [
      'periods over the whole bill',
      periods,
      [
        d('p', {
          scope: 'AllBill',
          periods: [
            { ratePeriod: 'Feng', percent: 90 },
            { ratePeriod: 'Gu', percent: 50 },
          ],
        }),
      ],
      { electricityFee: 6_900, serviceFee: 2_300, discountAmount: 2_800, applied: 'p' },
    ],
    [
      'periods without the bill’s stretches',
      bill,
      [d('p', { scope: 'AllBill', periods: [{ ratePeriod: 'Gu', percent: 50 }] })],
      { electricityFee: 10_000, serviceFee: 4_000, discountAmount: 0, applied: null },
    ],
  ])('%s', (_name, input, discounts, expected) => {
    const result = applyDiscount(input, discounts);
    expect(result).toMatchObject(expected);
    expect(result.totalAmount).toBe(result.electricityFee + result.serviceFee);
    expect(result.totalAmount + result.discountAmount).toBe(input.electricityFee + input.serviceFee);
  });
});
