import { describe, expect, it } from 'vitest';
import { pickedPoint } from './picked-point';

describe('picked point', () => {
  it('keeps six decimals of a click', () => {
    expect(pickedPoint(114.057868123456, 22.543099876543)).toEqual({ longitude: 114.057868, latitude: 22.5431 });
  });

  it('brings a longitude from a repeated world back into -180..180', () => {
    expect(pickedPoint(474.05, 22.5)).toEqual({ longitude: 114.05, latitude: 22.5 });
    expect(pickedPoint(-245.95, 22.5)).toEqual({ longitude: 114.05, latitude: 22.5 });
    expect(pickedPoint(180, 0).longitude).toBe(180);
    expect(pickedPoint(-180, 0).longitude).toBe(-180);
  });

  it('keeps the latitude within the poles', () => {
    expect(pickedPoint(0, 91).latitude).toBe(90);
    expect(pickedPoint(0, -95).latitude).toBe(-90);
  });
});
