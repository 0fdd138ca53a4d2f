import { Button } from 'antd';
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { heatColor, heatSize } from './heat-scale';
import { MapFrame } from './map-frame';
import { useBaseMap } from './use-base-map';

/** A place of a heat map: its size figure sets the circle's size, its heat figure the colour. */
export interface HeatPlace {
  key: string;
  name: string;
  longitude: number;
  latitude: number;
  size: number;
  heat: number;
  /** The place's figures in words, shown on hovering its circle. */
  title: string;
  /** Extra attributes of the circle's element (its raw figures, for tools and tests). */
  data?: Record<string, string>;
}

export interface HeatCircleMapProps {
  places: HeatPlace[];
  selectedKey?: string;
  onSelect(place: HeatPlace): void;
  plainText: string;
  resetText: string;
  height?: number;
  /** Closest zoom a fitted view goes to: a city's circle alone is shown among its neighbours. */
  fitMaxZoom?: number;
}

/** About the width of one character of a circle's 11px label. */
const LETTER_WIDTH = 12;

function heatIcon(place: HeatPlace, size: number, color: string, selected: boolean): L.DivIcon {
  const circle = document.createElement('span');
  circle.className = selected ? 'map-heat map-heat-selected' : 'map-heat';
  circle.style.background = color;
  circle.dataset.testid = 'heat-place';
  circle.dataset.place = place.key;
  for (const [name, value] of Object.entries(place.data ?? {})) circle.dataset[name] = value;
  circle.title = place.title;
  // The name inside when it fits (a large city's circle); hovering tells the rest.
  circle.textContent = place.name.length * LETTER_WIDTH <= size - 8 ? place.name : '';
  return L.divIcon({ html: circle, className: 'map-heat-icon', iconSize: [size, size] });
}

function fitPlaces(map: L.Map, places: HeatPlace[], maxZoom: number) {
  if (!places.length) return;
  const bounds = L.latLngBounds(places.map((p) => [p.latitude, p.longitude] as [number, number]));
  map.fitBounds(bounds, { padding: [40, 40], maxZoom });
}

/**
 * Places at their coordinates as circles, sized by one figure and coloured from pale yellow to
 * deep red by another: a heat map of figures per place. None are clustered, each place is one
 * circle, the larger drawn under the smaller so that every one can be clicked.
 */
export function HeatCircleMap(props: HeatCircleMapProps) {
  const { places, selectedKey, height = 420, fitMaxZoom = 14 } = props;
  const container = useRef<HTMLDivElement>(null);
  const { map, plain } = useBaseMap(container);
  const onSelect = useRef(props.onSelect);
  onSelect.current = props.onSelect;
  const scale = useMemo(
    () => ({
      size: Math.max(0, ...places.map((p) => p.size)),
      heat: Math.max(0, ...places.map((p) => p.heat)),
    }),
    [places],
  );

  useEffect(() => {
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    for (const place of places) {
      const size = heatSize(place.size, scale.size);
      L.marker([place.latitude, place.longitude], {
        icon: heatIcon(place, size, heatColor(place.heat, scale.heat), place.key === selectedKey),
        title: place.title,
        // Smaller circles above larger ones, the selected one above all.
        zIndexOffset: place.key === selectedKey ? 10_000 : -size * 10,
        riseOnHover: true,
      })
        .on('click', () => onSelect.current(place))
        .addTo(layer);
    }
    return () => {
      layer.remove();
    };
  }, [map, places, scale, selectedKey]);

  useEffect(() => {
    if (map) fitPlaces(map, places, fitMaxZoom);
  }, [map, places, fitMaxZoom]);

  return (
    <div>
      <MapFrame container={container} height={height} testId="heat-map" plain={plain} plainText={props.plainText} />
      <Button size="small" style={{ marginTop: 8 }} onClick={() => map && fitPlaces(map, places, fitMaxZoom)}>
        {props.resetText}
      </Button>
    </div>
  );
}
