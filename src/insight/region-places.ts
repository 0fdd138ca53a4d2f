import type { AggregateRow } from '../meta/aggregate';

/** One city or station of the region map: its figures and where it is drawn. */
export interface RegionPlace {
  key: string;
  name: string;
  members: number;
  kwh: number;
  longitude: number;
  latitude: number;
}

export const STATION = 'stationId';
export const CITY = 'stationId.city';
export const MEMBERS = 'countDistinct:memberId';
export const KWH = 'sum:kwh';
export const STATION_LONGITUDE = 'stationId.longitude';
export const STATION_LATITUDE = 'stationId.latitude';

const coordinate = (value: unknown, limit: number): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
};

/**
 * The cities of the region tab on a map: each city's figures exactly as the tab's city aggregate
 * gives them (members are counted once per city, so they are never summed from stations), drawn
 * at the middle of its charged stations' positions. A city without a placed station, or rows
 * without a city, are counted as unplaced.
 */
export function cityPlaces(
  cityRows: AggregateRow[],
  stationRows: AggregateRow[],
): { places: RegionPlace[]; unplaced: number } {
  const positions = new Map<string, { longitude: number; latitude: number; count: number }>();
  for (const row of stationRows) {
    const city = row[CITY];
    const longitude = coordinate(row[STATION_LONGITUDE], 180);
    const latitude = coordinate(row[STATION_LATITUDE], 90);
    if (typeof city !== 'string' || !city || longitude === undefined || latitude === undefined) continue;
    const sum = positions.get(city) ?? { longitude: 0, latitude: 0, count: 0 };
    sum.longitude += longitude;
    sum.latitude += latitude;
    sum.count += 1;
    positions.set(city, sum);
  }
  const places: RegionPlace[] = [];
  let unplaced = 0;
  for (const row of cityRows) {
    const city = row[CITY];
    const at = typeof city === 'string' ? positions.get(city) : undefined;
    if (typeof city !== 'string' || !at) {
      unplaced += 1;
      continue;
    }
    places.push({
      key: city,
      name: city,
      members: Number(row[MEMBERS] ?? 0),
      kwh: Number(row[KWH] ?? 0),
      longitude: at.longitude / at.count,
      latitude: at.latitude / at.count,
    });
  }
  return { places, unplaced };
}

/**
 * The stations of the region tab on a map: each station's figures from the aggregate by station
 * (with its coordinates as dimensions), at its own position; stations without one are unplaced.
 */
export function stationPlaces(stationRows: AggregateRow[]): { places: RegionPlace[]; unplaced: number } {
  const places: RegionPlace[] = [];
  let unplaced = 0;
  for (const row of stationRows) {
    const id = row[STATION];
    const longitude = coordinate(row[STATION_LONGITUDE], 180);
    const latitude = coordinate(row[STATION_LATITUDE], 90);
    if (id === null || id === undefined || longitude === undefined || latitude === undefined) {
      unplaced += 1;
      continue;
    }
    places.push({
      key: String(id),
      name: row.$labels?.[STATION] ?? String(id),
      members: Number(row[MEMBERS] ?? 0),
      kwh: Number(row[KWH] ?? 0),
      longitude,
      latitude,
    });
  }
  return { places, unplaced };
}
