import type L from 'leaflet';
import { useEffect, useState, type RefObject } from 'react';
import { createBaseMap, type BaseMapLook } from './base-map';
import { loadMapTiles, type MapTiles } from './map-tiles';

export interface BaseMapState {
  /** The map, once the tile source is known and the container is there. */
  map?: L.Map;
  /** The map stands on its plain grid (no tiles configured, or none could be loaded). */
  plain: boolean;
}

/**
 * The base map of every map of the product, in `container`: the configured tiles over the plain
 * grid (see createBaseMap), made once the tile source is known and removed with the component.
 * Each map adds its own layers to `map`.
 */
export function useBaseMap(container: RefObject<HTMLElement>, look: BaseMapLook = {}): BaseMapState {
  const [tiles, setTiles] = useState<MapTiles>();
  const [plain, setPlain] = useState(false);
  const [map, setMap] = useState<L.Map>();
  const dark = !!look.dark;

  useEffect(() => {
    void loadMapTiles().then(setTiles);
  }, []);

  useEffect(() => {
    if (!tiles || !container.current) return;
    const created = createBaseMap(container.current, tiles, setPlain, { dark });
    setMap(created);
    return () => {
      created.remove();
      setMap(undefined);
    };
  }, [tiles, container, dark]);

  return { map, plain };
}
