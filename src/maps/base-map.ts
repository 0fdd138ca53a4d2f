import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './maps.css';
import { DARK_GRATICULE, GraticuleLayer, LIGHT_GRATICULE } from './graticule-layer';
import type { MapTiles } from './map-tiles';
import { plainBackground, type TileCounts } from './tile-fallback';

/** Mainland China, where the demo networks are, for a map with nothing to show yet. */
export const DEFAULT_VIEW = { center: L.latLng(35, 105), zoom: 4 };

export interface BaseMapLook {
  /** A dark map (the cockpit's): a night-blue grid, and the tiles darkened to match (maps.css). */
  dark?: boolean;
}

/**
 * A Leaflet map in `container` on a plain, gridded background, with the configured tiles on top
 * when there are any. When no tile source is configured, or the first tiles all fail, the tiles
 * go and `onPlain(true)` says so: the markers stay where they are, on the grid.
 */
export function createBaseMap(
  container: HTMLElement,
  tiles: MapTiles,
  onPlain: (plain: boolean) => void,
  look: BaseMapLook = {},
): L.Map {
  container.classList.add('plain-map');
  if (look.dark) container.classList.add('plain-map-dark');
  const map = L.map(container, { minZoom: 2, maxZoom: 18, worldCopyJump: true });
  map.attributionControl.setPrefix(false);
  map.setView(DEFAULT_VIEW.center, DEFAULT_VIEW.zoom);
  // A map in a hidden tab, or a dialog still growing, has another size once shown: measured again.
  const resized = new ResizeObserver(() => map.invalidateSize());
  resized.observe(container);
  map.on('unload', () => resized.disconnect());
  new GraticuleLayer({ zIndex: 0, ...(look.dark ? DARK_GRATICULE : LIGHT_GRATICULE) }).addTo(map);
  const counts: TileCounts = { loaded: 0, failed: 0 };
  if (plainBackground(tiles.url, counts)) {
    onPlain(true);
    return map;
  }
  onPlain(false);
  const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, zIndex: 1, maxZoom: 18 });
  layer.on('tileload', () => (counts.loaded += 1));
  layer.on('tileerror', () => {
    counts.failed += 1;
    if (plainBackground(tiles.url, counts) && map.hasLayer(layer)) {
      map.removeLayer(layer);
      onPlain(true);
    }
  });
  layer.addTo(map);
  return map;
}
