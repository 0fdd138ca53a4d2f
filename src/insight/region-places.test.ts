import { describe, expect, it } from 'vitest';
import type { AggregateRow } from '../meta/aggregate';
import {
  CITY,
  KWH,
  MEMBERS,
  STATION,
  STATION_LATITUDE,
  STATION_LONGITUDE,
  cityPlaces,
  stationPlaces,
} from './region-places';

const row = (values: Record<string, unknown>): AggregateRow => ({ ...values, $labels: {} });

describe('cityPlaces', () => {
  it("draws each city at its stations' middle with the city aggregate's own figures", () => {
    const cities = [
      row({ [CITY]: '深圳市', [MEMBERS]: 3, [KWH]: 120.5 }),
      row({ [CITY]: '广州市', [MEMBERS]: 1, [KWH]: 8 }),
    ];
    const stations = [
      row({ [CITY]: '深圳市', [STATION_LONGITUDE]: '114.0', [STATION_LATITUDE]: '22.5', count: 4 }),
      row({ [CITY]: '深圳市', [STATION_LONGITUDE]: 114.2, [STATION_LATITUDE]: 22.7, count: 9 }),
      row({ [CITY]: '广州市', [STATION_LONGITUDE]: 113.3, [STATION_LATITUDE]: 23.1, count: 2 }),
    ];
    const { places, unplaced } = cityPlaces(cities, stations);
    expect(unplaced).toBe(0);
    expect(places).toHaveLength(2);
    const shenzhen = places.find((place) => place.key === '深圳市')!;
    // Three members though two stations: the city's distinct count, not a sum over stations.
    expect(shenzhen).toMatchObject({ members: 3, kwh: 120.5 });
    expect(shenzhen.longitude).toBeCloseTo(114.1);
    expect(shenzhen.latitude).toBeCloseTo(22.6);
  });

  it('counts a city without placed stations, and rows without a city, as unplaced', () => {
    const cities = [row({ [CITY]: '深圳市', [MEMBERS]: 3, [KWH]: 1 }), row({ [CITY]: null, [MEMBERS]: 1, [KWH]: 2 })];
    const stations = [
      row({ [CITY]: '深圳市', [STATION_LONGITUDE]: null, [STATION_LATITUDE]: 22.5 }),
      row({ [CITY]: '深圳市', [STATION_LONGITUDE]: 500, [STATION_LATITUDE]: 22.5 }),
    ];
    expect(cityPlaces(cities, stations)).toEqual({ places: [], unplaced: 2 });
  });

  it('draws each station at its own position with its own figures, named by its label', () => {
    const stations = [
      row({ [STATION]: 7, [STATION_LONGITUDE]: '114.05', [STATION_LATITUDE]: '22.55', [MEMBERS]: 2, [KWH]: 30 }),
      row({ [STATION]: 8, [STATION_LONGITUDE]: null, [STATION_LATITUDE]: null, [MEMBERS]: 1, [KWH]: 4 }),
    ];
    stations[0]!.$labels = { [STATION]: '科技园站' };
    expect(stationPlaces(stations)).toEqual({
      places: [{ key: '7', name: '科技园站', members: 2, kwh: 30, longitude: 114.05, latitude: 22.55 }],
      unplaced: 1,
    });
  });
});
