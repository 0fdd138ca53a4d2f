import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { billVolume } from './seed-demo';
import { billCount } from './seed-profile';

/** The seed's bill volume: small for the test suites, 90 days for the demo, options in place of either. */
describe('seed bill volume', () => {
  it.each([
    { title: 'small by default: two weeks, four bills a gun', options: {}, guns: 181, days: 14, bills: 724 },
    { title: 'small caps a large network at 1,500', options: {}, guns: 1_000, days: 14, bills: 1_500 },
    {
      title: 'demo: 90 days, three bills a gun a day',
      options: { profile: 'demo' as const },
      guns: 181,
      days: 90,
      bills: 48_870,
    },
    {
      title: 'options override the profile',
      options: { profile: 'demo' as const, billDays: 30, maxBills: 5_000 },
      guns: 181,
      days: 30,
      bills: 5_000,
    },
    { title: 'a day of bills at least', options: { billDays: 0 }, guns: 10, days: 1, bills: 3 },
  ])('$title', ({ options, guns, days, bills }) => {
    const volume = billVolume(options);
    expect(volume.days).toBe(days);
    expect(billCount(volume, guns)).toBe(bills);
  });

  it('is read from SEED_PROFILE by the server, which refuses an unknown one', () => {
    expect(readConfig({}).seedProfile).toBe('small');
    expect(readConfig({ SEED_PROFILE: 'demo' }).seedProfile).toBe('demo');
    expect(() => readConfig({ SEED_PROFILE: 'huge' })).toThrow(/SEED_PROFILE/);
  });
});
