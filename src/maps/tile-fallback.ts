/** How a map's tile layer has fared so far. */
export interface TileCounts {
  loaded: number;
  failed: number;
}

/** Failed tiles, with none loaded, after which the tile server counts as unreachable. */
export const FAILED_TILES_BEFORE_FALLBACK = 4;

/**
 * Whether a map draws its markers on the plain background instead of tiles: when no tile
 * source is configured, or when the first tiles all failed (no server, no network, a wrong
 * address). Once a tile has loaded the server is there, and a later failure is a gap, not a
 * reason to give up the tiles.
 */
export function plainBackground(tileUrl: string, counts: TileCounts): boolean {
  if (!tileUrl.trim()) return true;
  return counts.loaded === 0 && counts.failed >= FAILED_TILES_BEFORE_FALLBACK;
}
