import { apiTable } from '../api/http';

/** A station as the maps draw it. */
export interface MapStation {
  id: number;
  name: string;
  code: string;
  city: string | null;
  address: string | null;
  longitude: number | null;
  latitude: number | null;
  status: number | null;
  runType: string | null;
  speedType: string | null;
}

const PAGE = 500;
/** Enough for the largest demo network; the maps say so when a seller has more. */
export const STATIONS_SHOWN = 2000;

/** Every station the user may see (the list's own station scope applies), page by page. */
export async function loadMapStations(filters: Record<string, unknown> = {}): Promise<MapStation[]> {
  const rows: MapStation[] = [];
  for (let pageNo = 1; rows.length < STATIONS_SHOWN; pageNo += 1) {
    const page = await apiTable<MapStation>('/api/config/station/page', { pageNo, pageSize: PAGE, filters });
    rows.push(...page.data);
    if (page.data.length < PAGE) break;
  }
  return rows;
}

/** A station with coordinates, the only kind a map can place. */
export type PlacedStation = MapStation & { longitude: number; latitude: number };

/** Stations with valid coordinates (numeric columns may arrive as text), as numbers. */
export function placed(stations: MapStation[]): PlacedStation[] {
  return stations.flatMap((station) => {
    const longitude = Number(station.longitude);
    const latitude = Number(station.latitude);
    const valid =
      station.longitude !== null && station.latitude !== null && Math.abs(longitude) <= 180 && Math.abs(latitude) <= 90;
    return valid ? [{ ...station, longitude, latitude }] : [];
  });
}
