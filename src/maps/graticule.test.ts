import { describe, expect, it } from 'vitest';
import { degreeLabel, graticuleStep, linesBetween } from './graticule';

describe('graticule', () => {
  it('steps by round numbers of degrees, a few lines across the span', () => {
    expect(graticuleStep(360)).toBe(100);
    expect(graticuleStep(40)).toBe(10);
    expect(graticuleStep(1.4)).toBe(0.5);
    expect(graticuleStep(0.07)).toBe(0.02);
  });

  it('lists the lines within a range without floating-point drift', () => {
    expect(linesBetween(113.93, 114.31, 0.1)).toEqual([114, 114.1, 114.2, 114.3]);
    expect(linesBetween(-25, 25, 20)).toEqual([-20, 0, 20]);
    expect(linesBetween(0.01, 0.09, 0.1)).toEqual([]);
  });

  it('labels a line with the decimals of its step and its hemisphere', () => {
    expect(degreeLabel(114.1, 0.1, 'longitude')).toBe('114.1°E');
    expect(degreeLabel(-70, 10, 'longitude')).toBe('70°W');
    expect(degreeLabel(-33.86, 0.02, 'latitude')).toBe('33.86°S');
    expect(degreeLabel(0, 10, 'latitude')).toBe('0°');
  });
});
