import { describe, expect, it } from 'vitest';
import { HEAT_MAX_SIZE, HEAT_MIN_SIZE, heatColor, heatSize } from './heat-scale';

describe('heat scale', () => {
  it('sizes circles by area between the smallest and the largest', () => {
    expect(heatSize(0, 100)).toBe(HEAT_MIN_SIZE);
    expect(heatSize(100, 100)).toBe(HEAT_MAX_SIZE);
    // A quarter of the largest value: half the way in diameter, a quarter of the area.
    expect(heatSize(25, 100)).toBe(Math.round((HEAT_MIN_SIZE + HEAT_MAX_SIZE) / 2));
    expect(heatSize(5, 0)).toBe(HEAT_MIN_SIZE);
  });

  it('colours from pale yellow for little to deep red for the most', () => {
    expect(heatColor(0, 10)).toBe('rgb(254, 224, 139)');
    expect(heatColor(10, 10)).toBe('rgb(165, 0, 38)');
    expect(heatColor(50, 10)).toBe('rgb(165, 0, 38)');
    // Halfway lands on the middle stop.
    expect(heatColor(5, 10)).toBe('rgb(244, 109, 67)');
  });
});
