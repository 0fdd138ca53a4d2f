import { apiGet } from '../api/http';
import { API_CODES } from '../meta/api-codes';

/** The tile source the server is configured with (MAP_TILE_URL); an empty url means none. */
export interface MapTiles {
  url: string;
  attribution: string;
}

const NONE: MapTiles = { url: '', attribution: '' };
let asked: Promise<MapTiles> | undefined;

/** Asked once per page load; a failed answer means no tiles (the plain background), not no map. */
export function loadMapTiles(): Promise<MapTiles> {
  asked ??= apiGet<MapTiles>('/api/config/mapTiles').then(
    (answer) => (answer.code === API_CODES.OK && answer.data ? answer.data : NONE),
    () => NONE,
  );
  return asked;
}
