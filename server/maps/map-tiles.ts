/** The tile source the web app's maps draw under their markers (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export interface MapTiles {
  /** A Leaflet URL template such as `https://tiles.example/{z}/{x}/{y}.png`; empty: no tiles. */
  url: string;
  /** The credit line the tile provider asks for, shown in the map's corner. */
  attribution: string;
}

export const NO_MAP_TILES: MapTiles = { url: '', attribution: '' };

/**
 * What the Content-Security-Policy must add to img-src for the tiles: https images are allowed
 * already, so only a plain-http tile server (one on the operator's own network) needs its origin
 * named; a `{s}` subdomain placeholder becomes the policy's `*.` wildcard.
 */
export function tileImageSource(url: string): string | undefined {
  const origin = /^http:\/\/([^/?#]+)/i.exec(url.trim())?.[1];
  if (!origin) return undefined;
  const host = origin.replace(/^\{s\}\./, '*.');
  return /^[\w.*-]+(:\d+)?$/.test(host) ? `http://${host}` : undefined;
}
