import { Button, Space } from 'antd';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapFrame } from './map-frame';
import { stationClusters, stationIcon } from './station-markers';
import type { PlacedStation } from './stations-on-map';
import { useBaseMap } from './use-base-map';

export interface StationMapProps {
  stations: PlacedStation[];
  /** The marker colour of a station (its status, usually). */
  colorOf(station: PlacedStation): string;
  selectedId?: number;
  onSelect(station: PlacedStation): void;
  resetText: string;
  plainText: string;
  clusterText(count: number): string;
  height?: number;
  /** The cockpit's dark map. */
  dark?: boolean;
}

interface Drawn {
  map: L.Map;
  clusters: L.MarkerClusterGroup;
}

/** Closest zoom a fitted view goes to: one station still shows its streets around it. */
const FIT_MAX_ZOOM = 14;

function fitStations(map: L.Map, stations: PlacedStation[]) {
  if (!stations.length) return;
  const bounds = L.latLngBounds(stations.map((s) => [s.latitude, s.longitude] as [number, number]));
  map.fitBounds(bounds, { padding: [24, 24], maxZoom: FIT_MAX_ZOOM });
}

/**
 * Stations at their coordinates on a Leaflet map, coloured by `colorOf`, clustered where they
 * crowd (a cluster shows its count; a click zooms in). A click on a marker selects its station.
 * Tiles come from the server's configured source; without one, or when it cannot be reached,
 * the markers stand on a plain grid of meridians and parallels, and a note says so.
 */
export function StationMap(props: StationMapProps) {
  const { stations, colorOf, selectedId, height = 560, dark } = props;
  const container = useRef<HTMLDivElement>(null);
  const { map, plain } = useBaseMap(container, { dark });
  const [drawn, setDrawn] = useState<Drawn>();
  const markers = useRef(new Map<number, { marker: L.Marker; station: PlacedStation; color: string }>());
  const onSelect = useRef(props.onSelect);
  onSelect.current = props.onSelect;
  const clusterText = useRef(props.clusterText);
  clusterText.current = props.clusterText;

  useEffect(() => {
    if (!map) return;
    const clusters = stationClusters((count) => clusterText.current(count)).addTo(map);
    setDrawn({ map, clusters });
    return () => {
      map.removeLayer(clusters);
      setDrawn(undefined);
    };
  }, [map]);

  // The colours as one key: the markers are drawn again when a colour changes, not on every render.
  const colors = useMemo(() => stations.map(colorOf), [stations, colorOf]);
  const colorKey = colors.join();
  const selected = useRef(selectedId);
  selected.current = selectedId;

  useEffect(() => {
    if (!drawn) return;
    const placed = new Map<number, { marker: L.Marker; station: PlacedStation; color: string }>();
    const layers = stations.map((station, index) => {
      const color = colors[index]!;
      const marker = L.marker([station.latitude, station.longitude], {
        icon: stationIcon(station, color, station.id === selected.current),
        title: station.name,
        riseOnHover: true,
      });
      marker.on('click', () => onSelect.current(station));
      placed.set(station.id, { marker, station, color });
      return marker;
    });
    drawn.clusters.clearLayers();
    drawn.clusters.addLayers(layers);
    markers.current = placed;
    // colors follow stations and colorKey; listed by key so that equal colours draw nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawn, stations, colorKey]);

  useEffect(() => {
    if (drawn) fitStations(drawn.map, stations);
  }, [drawn, stations]);

  // A new selection changes two markers' icons, not the whole map.
  const previous = useRef<number>();
  useEffect(() => {
    for (const id of [previous.current, selectedId]) {
      const entry = id === undefined ? undefined : markers.current.get(id);
      entry?.marker.setIcon(stationIcon(entry.station, entry.color, id === selectedId));
    }
    previous.current = selectedId;
  }, [selectedId, drawn, colorKey]);

  return (
    <div>
      <MapFrame
        container={container}
        height={height}
        testId="station-map"
        plain={plain}
        plainText={props.plainText}
        dark={dark}
      />
      <Space style={{ marginTop: 8 }}>
        <Button size="small" onClick={() => drawn && fitStations(drawn.map, stations)}>
          {props.resetText}
        </Button>
      </Space>
    </div>
  );
}
